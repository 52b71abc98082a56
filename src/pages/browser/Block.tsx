/** block?number=N: one block and its transactions (blockInfo). */
import './locale';
import { Card, Descriptions, Skeleton, Table } from 'antd';
import React, { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'umi';
import { browserApi, type BlockRow, type TradeRow } from '@/services/browser';
import { AddressLink, formatTime, Header, Mono, useChainSet, useT } from './common';
import { NotFound } from './NotFound';
import { tradeColumns } from './tables';

type Detail = BlockRow & { parentHash: string; transactions: TradeRow[] };

export default function BlockPage() {
  const t = useT();
  const set = useChainSet();
  const [q] = useSearchParams();
  const number = q.get('number') ?? '';
  const [state, setState] = useState<{ data?: Detail; missing?: boolean }>({});
  useEffect(() => {
    if (!number) return setState({ missing: true });
    setState({});
    browserApi.blockInfo({ networkType: set.networkType, number }).then(
      (r) => setState({ data: r.data }),
      () => setState({ missing: true }),
    );
  }, [set.networkType, number]);
  const b = state.data;
  return (
    <div className="bbn-browser" data-testid="block-detail">
      <Header set={set} title={t('browser.block.title', { n: number })} />
      {state.missing ? (
        <NotFound set={set} kind="block" q={number} />
      ) : !b ? (
        <Skeleton active />
      ) : (
        <>
          <Card>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('browser.block.number')}>
                <span data-testid="block-number">{b.number}</span>
                {b.number > 1 && (
                  <Link style={{ marginLeft: 12 }} to={set.block(b.number - 1)}>
                    {t('browser.block.prev')}
                  </Link>
                )}
                <Link style={{ marginLeft: 12 }} to={set.block(b.number + 1)}>
                  {t('browser.block.next')}
                </Link>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.block.hash')}>
                <Mono full>{b.hash}</Mono>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.block.parentHash')}>
                {b.number > 1 ? <Link to={set.block(b.number - 1)}>{b.parentHash}</Link> : <Mono>{b.parentHash}</Mono>}
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.time')}>{formatTime(b.timestamp)}</Descriptions.Item>
              <Descriptions.Item label={t('browser.block.miner')}>
                <AddressLink set={set} address={b.miner} />
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.gasUsed')}>
                {b.gasUsed} / {b.gasLimit}
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.block.txCount')}>
                <span data-testid="block-tx-count">{b.txCount}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={t('browser.block.transactions')} style={{ marginTop: 16 }}>
            <Table<TradeRow> data-testid="block-trades" size="small" rowKey="hash" pagination={false} dataSource={b.transactions} columns={tradeColumns(set, t)} scroll={{ x: 'max-content' }} />
          </Card>
        </>
      )}
    </div>
  );
}
