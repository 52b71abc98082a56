/**
 * /monitor/apps/index: the app center's monitor overview (spec 7.7 getAppMonitorOverview), counted
 * by the gateway from the apps that exist: apps online (published), under review, their calls and
 * the apps with identity login opened. Figures only: no chart library on this route.
 */
import { Card, Col, Row, Statistic } from 'antd';
import React from 'react';
import { useIntl } from 'umi';
import { useRead } from '@/services/query';

const FIGURES = ['online', 'underReview', 'calls', 'identityOpened'] as const;

export default function AppMonitor() {
  const intl = useIntl();
  const overview = useRead(['GET /sfbn-app-center/appinformation/getAppMonitorOverview']);
  const figures: Record<string, number> = overview.data?.data ?? {};
  return (
    <Card title={intl.formatMessage({ id: 'appMonitor.title' })} data-testid="app-monitor" loading={overview.isLoading}>
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
