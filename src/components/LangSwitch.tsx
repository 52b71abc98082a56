import { GlobalOutlined } from '@ant-design/icons';
import React from 'react';
import { getLocale, useIntl } from 'umi';
import { switchLocale } from '@/locales/area';

/** zh-CN / en-US switch; the choice is remembered (locale plugin, useLocalStorage). */
export default function LangSwitch({ className, style }: { className?: string; style?: React.CSSProperties }) {
  const intl = useIntl();
  const next = getLocale() === 'en-US' ? 'zh-CN' : 'en-US';
  return (
    <button
      type="button"
      className={className}
      style={{ background: 'transparent', border: 0, color: 'inherit', cursor: 'pointer', fontSize: 14, ...style }}
      onClick={() => switchLocale(next)}
      aria-label={intl.formatMessage({ id: 'common.language' })}
      data-testid="lang-toggle"
    >
      <GlobalOutlined /> {next === 'en-US' ? 'English' : '简体中文'}
    </button>
  );
}
