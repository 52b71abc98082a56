/** block3?address=0x...: an account: the transactions it sent or received (tradePage by address). */
import './locale';
import { Card, Descriptions } from 'antd';
import React from 'react';
import { useSearchParams } from 'umi';
import { Header, Mono, useChainSet, useT } from './common';
import { NotFound } from './NotFound';
import { TradeTable } from './tables';

export default function AddressPage() {
  const t = useT();
  const set = useChainSet();
  const [q] = useSearchParams();
  const address = q.get('address') ?? '';
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
    return (
      <div className="bbn-browser" data-testid="address-detail">
        <Header set={set} title={t('browser.address.title')} />
        <NotFound set={set} kind="address" q={address} />
      </div>
    );
  }
  return (
    <div className="bbn-browser" data-testid="address-detail">
      <Header set={set} title={t('browser.address.title')} />
      <Card>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('browser.address')}>
            <span data-testid="address-value">
              <Mono full>{address}</Mono>
            </span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('browser.trades')} style={{ marginTop: 16 }}>
        <TradeTable set={set} filter={{ address }} />
      </Card>
    </div>
  );
}
