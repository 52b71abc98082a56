/**
 * block2?address=0x...: a contract: where and by whom it was created, its IDE project (opened
 * read-only in the IDE) and source, its ABI, latest transactions and events (contractLatestInfo).
 */
import './locale';
import { Button, Card, Descriptions, Empty, Skeleton, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import React from 'react';
import { Link, useSearchParams } from 'umi';
import { browserApi, type ContractDetail } from '@/services/browser';
import { AddressLink, BlockLink, formatTime, Header, Mono, TradeLink, useChainSet, useT } from './common';
import { NotFound } from './NotFound';
import { TradeTable } from './tables';
import { EventCard } from './Trade';

/** The IDE's read-only view of a project (no `cz`: nothing can be changed from there). */
export const ideLink = (d: ContractDetail) =>
  `/development/index?${new URLSearchParams({ id: d.projectId!, type: '1', contractProjectName: d.projectName ?? '', paths: '/development/index', file: d.fileId ?? '' })}`;

export default function ContractPage() {
  const t = useT();
  const set = useChainSet();
  const [q] = useSearchParams();
  const address = q.get('address') ?? '';
  // Without an address the call answers the latest contracts (a list), not one contract.
  const read = useQuery({
    queryKey: ['GET /sfbn-alliance/browser/contractLatestInfo', { networkType: set.networkType, address }],
    queryFn: ({ signal }) => browserApi.contractInfo({ networkType: set.networkType, address }, signal).then((r) => r.data),
    enabled: Boolean(address),
    gcTime: 0,
  });
  const state = { data: read.data, missing: !address || read.isError };
  const d = state.data;
  return (
    <div className="bbn-browser" data-testid="contract-detail">
      <Header set={set} title={d ? t('browser.contract.title', { name: d.contractName || address }) : t('browser.contract.titleEmpty')} />
      {state.missing ? (
        <NotFound set={set} kind="contract" q={address} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <Card
            extra={
              d.projectId ? (
                <Link to={ideLink(d)} data-testid="contract-ide-link">
                  <Button type="primary">{t('browser.contract.openIde')}</Button>
                </Link>
              ) : null
            }
          >
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('browser.contract.name')}>
                <span data-testid="contract-name">{d.contractName || '--'}</span> {d.verified && <Tag color="green">{t('browser.contract.verified')}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.contract.address')}>
                <span data-testid="contract-address">
                  <Mono full>{d.address}</Mono>
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.contract.project')}>
                <span data-testid="contract-project">{d.projectName ?? '--'}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.contract.creator')}>
                <AddressLink set={set} address={d.creator} />
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.contract.creation')}>
                <span data-testid="contract-creation">
                  <TradeLink set={set} hash={d.transactionHash} />
                </span>{' '}
                (<BlockLink set={set} n={d.blockNumber} />, {formatTime(d.timestamp)})
              </Descriptions.Item>
              <Descriptions.Item label={t('browser.contract.txCount')}>{d.txCount}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card style={{ marginTop: 16 }}>
            <Tabs
              items={[
                { key: 'trades', label: t('browser.trades'), children: <TradeTable set={set} filter={{ address: d.address }} /> },
                {
                  key: 'events',
                  label: t('browser.contract.latestEvents'),
                  children: d.latestEvents.length ? (
                    // Its own events: the card names the emitter by the contract's name, as the trade page does.
                    d.latestEvents.map((e) => <EventCard key={`${e.transactionHash}-${e.logIndex}`} e={{ ...e, contractName: d.contractName }} set={set} />)
                  ) : (
                    <Empty />
                  ),
                },
                {
                  key: 'source',
                  label: t('browser.contract.source'),
                  children: d.source ? (
                    <pre className="bbn-browser-source" data-testid="contract-source">
                      {d.source}
                    </pre>
                  ) : (
                    <Empty description={t('browser.contract.noSource')} />
                  ),
                },
                {
                  key: 'abi',
                  label: 'ABI',
                  children: d.abi ? <pre className="bbn-browser-source">{JSON.stringify(JSON.parse(d.abi), null, 2)}</pre> : <Empty />,
                },
              ]}
            />
          </Card>
        </>
      )}
    </div>
  );
}
