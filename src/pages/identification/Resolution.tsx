/**
 * Identification center, resolution (spec 2.4 /identification/resolution/searchpage, 7.6): the same
 * resolver as the public portal's resolution page (GET /sfbn-id/resolver/bid), inside the console.
 * Each resolution is recorded by the gateway (record/success, record/fail).
 */
import React from 'react';
import { Card } from 'antd';
import { useIntl } from 'umi';
import Resolver from '@/pages/portal/components/Resolver';

export default function IdentificationResolution() {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'menu.identificationSearch' })} data-testid="page-identification-resolution">
      <Resolver auth />
    </Card>
  );
}
