/**
 * Identification center, resolution (spec 2.4 /identification/resolution/searchpage, 7.6): the
 * identifier figures of resolver/idInfoDataOver (counted by the gateway from the identifiers,
 * templates and records that exist; refreshed after each resolution) above the same resolver as
 * the public portal's resolution page (GET /sfbn-id/resolver/bid). Each resolution is recorded by
 * the gateway (record/success, record/fail).
 */
import React from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { useIntl } from 'umi';
import { invalidate, useRead } from '@/services/query';
import Resolver from '@/pages/portal/components/Resolver';

/** The figures shown, in order (keys of the idInfoDataOver answer). */
const FIGURES = ['idTotal', 'hostedTotal', 'templateTotal', 'resolveTotal', 'todayResolve', 'failTotal'] as const;

const FIGURES_CALL = '/sfbn-id/resolver/idInfoDataOver';
/**
 * What a resolution changes: the gateway records it (a GET with an effect, so no write's own
 * resource says it), which changes the figures here and on the console home.
 */
const RESOLUTION_CHANGES = [FIGURES_CALL];

export default function IdentificationResolution() {
  const intl = useIntl();
  const overview = useRead([`GET ${FIGURES_CALL}`]);
  const figures: Record<string, number> = overview.data?.data ?? {};
  return (
    <>
      <Card style={{ marginBottom: 16 }} data-testid="id-overview" loading={overview.isLoading}>
        <Row gutter={[16, 16]}>
          {FIGURES.map((k) => (
            <Col key={k} xs={12} md={8} xl={4}>
              <Statistic title={intl.formatMessage({ id: `idOverview.${k}` })} value={figures[k] ?? 0} data-testid={`id-overview-${k}`} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={intl.formatMessage({ id: 'menu.identificationSearch' })} data-testid="page-identification-resolution">
        <Resolver auth onResolved={() => invalidate(RESOLUTION_CHANGES)} />
      </Card>
    </>
  );
}
