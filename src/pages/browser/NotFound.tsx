/**
 * The chain browser's "not found" (issue 23 item 6), a module of its own: antd's Result (with its
 * 404 picture) comes only with the detail pages that draw it, not with the browser's home.
 */
import { Button, Result } from 'antd';
import React from 'react';
import { Link } from 'umi';
import { useT, type ChainSet } from './common';

/**
 * A detail page opened without its key (`q` empty) or with one the chain does not know: it says
 * which, and offers the way back to the browser home (issue 23 item 6).
 */
export function NotFound({ set, kind, q }: { set: ChainSet; kind: 'block' | 'trade' | 'contract' | 'address'; q: string }) {
  const t = useT();
  return (
    <div data-testid="browser-not-found">
      <Result
        status="404"
        title={q ? t(`browser.notFound.${kind}`, { q }) : t(`browser.missing.${kind}`)}
        extra={
          <Link to={set.home} data-testid="browser-not-found-back">
            <Button type="primary">{t('browser.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
