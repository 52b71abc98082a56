/**
 * block1?hash=0x...: one transaction: from, to, value, gas, fee, status, and where the contract's
 * ABI is known its decoded input and events (tradeInfo, decoded on the server).
 */
import './locale';
import { Card, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import React from 'react';
import { useSearchParams } from 'umi';
import { browserApi, type DecodedEvent, type EventView, type NamedValue } from '@/services/browser';
import { AddressLink, BlockLink, formatCoin, formatTime, Header, Mono, StatusTag, useChainSet, useT } from './common';
import { NotFound } from './NotFound';

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export function ArgsTable({ args, testId }: { args: NamedValue[]; testId?: string }) {
  const t = useT();
  return (
    <Table<NamedValue & { i: number }>
      data-testid={testId}
      size="small"
      rowKey="i"
      pagination={false}
      dataSource={args.map((a, i) => ({ ...a, i }))}
      columns={[
        { title: t('browser.arg.name'), dataIndex: 'name', render: (n: string, r) => n || `#${r.i + 1}` },
        { title: t('browser.arg.type'), dataIndex: 'type' },
        { title: t('browser.arg.value'), dataIndex: 'value', render: (v: unknown) => <span style={{ wordBreak: 'break-all' }}>{show(v)}</span> },
      ]}
    />
  );
}

/** An event: a transaction's name their contract (EventView); a contract's latest events are its own (DecodedEvent, no name). */
export function EventCard({ e, set }: { e: EventView | DecodedEvent; set: ReturnType<typeof useChainSet> }) {
  const t = useT();
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid={`event-${e.logIndex}`}
      title={
        <span>
          <Tag color="blue">{e.logIndex}</Tag>
          {e.event ? <span data-testid="event-name">{e.signature}</span> : t('browser.event.unknown')}
        </span>
      }
      extra={<AddressLink set={set} address={e.address} name={'contractName' in e ? e.contractName : undefined} contract />}
    >
      <ArgsTable args={e.args} />
    </Card>
  );
}

export default function TradePage() {
  const t = useT();
  const set = useChainSet();
  const [q] = useSearchParams();
  const hash = q.get('hash') ?? '';
  const read = useQuery({
    queryKey: ['GET /sfbn-alliance/browser/tradeInfo', { networkType: set.networkType, hash }],
    queryFn: ({ signal }) => browserApi.tradeInfo({ networkType: set.networkType, hash }, signal).then((r) => r.data),
    enabled: Boolean(hash),
    gcTime: 0,
  });
  const state = { data: read.data, missing: !hash || read.isError };
  const d = state.data;
  return (
    <div className="bbn-browser" data-testid="trade-detail">
      <Header set={set} title={t('browser.trade.title')} />
      {state.missing ? (
        <NotFound set={set} kind="trade" q={hash} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <Card>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('browser.trade.hash')}>
                <span data-testid="trade-hash">
                  <Mono full>{d.hash}</Mono>
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.trade.status')}>
                <span data-testid="trade-status">
                  <StatusTag status={d.status} />
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.block.number')}>
                <span data-testid="trade-block">
                  <BlockLink set={set} n={d.blockNumber} />
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.time')}>{formatTime(d.timestamp)}</Descriptions.Item>
              <Descriptions.Item label={t('browser.trade.from')}>
                <span data-testid="trade-from">
                  <AddressLink set={set} address={d.from} />
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.trade.to')}>
                <span data-testid="trade-to">
                  {d.to ? (
                    <AddressLink set={set} address={d.to} name={d.toName} />
                  ) : (
                    <>
                      {t('browser.trade.create')} <AddressLink set={set} address={d.contractAddress} name={d.contractName} contract />
                    </>
                  )}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.trade.value')}>
                <span data-testid="trade-value">{formatCoin(d.value)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.gasUsed')}>
                <span data-testid="trade-gas">
                  {d.gasUsed} / {d.gasLimit}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.trade.gasPrice')}>{d.gasPrice}</Descriptions.Item>
              <Descriptions.Item label={t('browser.trade.fee')}>{formatCoin(d.fee)}</Descriptions.Item>
              <Descriptions.Item label={t('browser.trade.nonce')}>{d.nonce}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={t('browser.trade.input')} style={{ marginTop: 16 }} data-testid="trade-input">
            {d.decodedInput ? (
              <>
                <p>
                  {t('browser.trade.method')}: <Tag data-testid="trade-method">{d.decodedInput.signature}</Tag>
                </p>
                <ArgsTable args={d.decodedInput.args} testId="trade-args" />
              </>
            ) : d.input === '0x' ? (
              <Empty description={t('browser.trade.noInput')} />
            ) : (
              <pre className="bbn-browser-source">{d.input}</pre>
            )}
          </Card>
          <Card title={t('browser.trade.events', { n: d.events.length })} style={{ marginTop: 16 }} data-testid="trade-events">
            {d.events.length === 0 ? <Empty description={t('browser.trade.noEvents')} /> : d.events.map((e) => <EventCard key={e.logIndex} e={e} set={set} />)}
          </Card>
        </>
      )}
    </div>
  );
}
