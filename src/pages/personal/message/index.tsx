/**
 * /personal/message/index, my messages: the message center's three lists (schemas/message:
 * pending, alarm, notice) as tabs, the same screens the message menu opens.
 */
import { Card, Tabs } from 'antd';
import React from 'react';
import { useIntl } from 'umi';

const SchemaPage = React.lazy(() => import('@/pages/schema/index'));
const LISTS = [
  { key: 'pending', label: 'menu.pending' },
  { key: 'alarm', label: 'menu.alarm' },
  { key: 'notice', label: 'menu.notice' },
];

export default function MyMessages() {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'personal.messages.title' })} data-testid="my-messages">
      <Tabs
        destroyOnHidden
        items={LISTS.map((l) => ({
          key: l.key,
          label: intl.formatMessage({ id: l.label }),
          children: (
            <React.Suspense fallback={null}>
              <SchemaPage screen={`message/${l.key}`} />
            </React.Suspense>
          ),
        }))}
      />
    </Card>
  );
}
