/**
 * The bell's notice popover (spec 2.3, 9: 350 wide): unread counts per kind, the latest notices,
 * and the way into the message center. The notices are asked each time it opens (a read of the
 * query layer), so a notice the administrator has just published shows at once.
 */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Spin } from 'antd';
import React, { useState } from 'react';
import { history, useIntl } from 'umi';
import { useRead } from '@/services/query';
import { badgeText } from '@/utils/menu';
import type { Counters } from './useCounters';

interface NoticeMessage {
  id: string;
  title: string;
  content?: string;
  createTime?: string;
  isRead?: number;
}

const MESSAGE_CENTER = '/Message/todoList/pending';
const KINDS = [
  { kind: 'pending', path: MESSAGE_CENTER },
  { kind: 'alarm', path: '/Message/alarm/index' },
  { kind: 'notice', path: '/Message/notice/index' },
] as const;

export default function NoticePopover({ counters }: { counters: Counters }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  // Asked on each opening (gcTime 0: nothing kept while closed); a failed read shows none.
  const latest = useRead<NoticeMessage[]>(open ? ['GET /sfbn-system/messageNotice/listByPage', { current: 1, size: 5 }] : null, {
    select: (r) => r.data?.records ?? [],
  });
  const notices = latest.isError ? [] : (latest.data ?? null);
  const onOpenChange = (next: boolean) => setOpen(next);
  const go = (path: string) => {
    setOpen(false);
    history.push(path);
  };

  const content = (
    <div className="bbn-notice-popover" data-testid="notice-popover">
      <div className="bbn-notice-kinds">
        {KINDS.map(({ kind, path }) => (
          <Button key={kind} type="text" onClick={() => go(path)} data-testid={`notice-kind-${kind}`}>
            {t(`notice.kind.${kind}`)}
            <Badge count={counters[kind] > 0 ? badgeText(counters[kind]) : 0} size="small" offset={[4, -2]} />
          </Button>
        ))}
      </div>
      {notices === null ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />
      ) : (
        <ul className="bbn-notice-list" aria-label={t('notice.latest')}>
          {notices.map((n) => (
            <li key={n.id}>
              <button type="button" onClick={() => go('/Message/notice/index')}>
                <span className="bbn-notice-title">
                  {!n.isRead && <Badge status="error" />}
                  {n.title}
                </span>
                <span className="bbn-notice-time">{n.createTime}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button type="link" block onClick={() => go(MESSAGE_CENTER)} data-testid="notice-open-center">
        {t('notice.openCenter')}
      </Button>
    </div>
  );

  return (
    <Popover
      content={content}
      title={t('notice.title')}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      styles={{ root: { width: 350 } }}
    >
      <Badge dot={counters.unread} data-testid="message-dot">
        <Button type="text" className="bbn-icon-btn" icon={<BellOutlined />} aria-label={t('header.messages')} aria-haspopup="dialog" aria-expanded={open} />
      </Badge>
    </Popover>
  );
}
