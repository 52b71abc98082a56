/** block?number=N: one block and its transactions (blockInfo). */
import './locale';
import { Card, Descriptions, Skeleton, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import React from 'react';
import { Link, useSearchParams } from 'umi';
import { browserApi, type TradeRow } from '@/services/browser';
import { AddressLink, formatTime, Header, Mono, useChainSet, useT } from './common';
import { NotFound } from './NotFound';
import { tradeColumns } from './tables';

export default function BlockPage() {
  const t = useT();
  const set = useChainSet();
  const [q] = useSearchParams();
  const number = q.get('number') ?? '';
  // The block asked for last: moving to another block cancels the previous read, whose late
  // answer is never drawn (the query layer, src/services/query.ts).
  const read = useQuery({
    queryKey: ['GET /sfbn-alliance/browser/blockInfo', { networkType: set.networkType, number }],
    queryFn: ({ signal }) => browserApi.blockInfo({ networkType: set.networkType, number }, signal).then((r) => r.data),
    enabled: Boolean(number),
    gcTime: 0,
  });
  const state = { data: read.data, missing: !number || read.isError };
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
            <Table<TradeRow>
              data-testid="block-trades"
              size="small"
              rowKey="hash"
              pagination={false}
              dataSource={b.transactions}
              columns={tradeColumns(set, t)}
              scroll={{ x: 'max-content' }}
            />
          </Card>
        </>
      )}
    </div>
  );
}
