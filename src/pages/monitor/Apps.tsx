/**
 * /monitor/apps/index: the app center's monitor overview (spec 7.7 getAppMonitorOverview), counted
 * by the gateway from the apps that exist: apps online (published), under review, their calls and
 * the apps with identity login opened. Figures only: no chart library on this route.
 */
import { Card, Col, Row, Statistic } from 'antd';
import { useRequest } from 'ahooks';
import React from 'react';
import { useIntl } from 'umi';
import { get } from '@/services/request';

const FIGURES = ['online', 'underReview', 'calls', 'identityOpened'] as const;

export default function AppMonitor() {
  const intl = useIntl();
  const overview = useRequest(() => get('/sfbn-app-center/appinformation/getAppMonitorOverview'));
  const figures: Record<string, number> = overview.data?.data ?? {};
  return (
    <Card title={intl.formatMessage({ id: 'appMonitor.title' })} data-testid="app-monitor" loading={overview.loading && !overview.data}>
      <Row gutter={[16, 16]}>
        {FIGURES.map((k) => (
          <Col key={k} xs={12} lg={6}>
            <Statistic title={intl.formatMessage({ id: `appMonitor.${k}` })} value={figures[k] ?? 0} data-testid={`app-monitor-${k}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
