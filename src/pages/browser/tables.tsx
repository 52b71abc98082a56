/** The browser's lists, each paged on the server (blockPage, tradePage, contractPage, ...). */
import { Badge, Table, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import React, { memo, useEffect, useMemo, useState } from 'react';
import { Link } from 'umi';
import { browserApi, type BlockRow, type ContractRow, type NodeRow, type TradeRow } from '@/services/browser';
import type { BackendPage } from '@/services/paging';
import type { ApiResult } from '@/services/request';
import { AddressLink, BlockLink, formatCoin, formatTime, short, StatusTag, TradeLink, useT, type ChainSet } from './common';

type Fetch<T> = (q: { networkType: number; current: number; size: number }, signal?: AbortSignal) => Promise<ApiResult<BackendPage<T>>>;

/** One page at a time from the server; a new fetcher (other filter) starts at page 1. */
export function PagedTable<T extends object>({
  set,
  fetch,
  columns,
  rowKey,
  testId,
  deps = [],
  onRows,
}: {
  set: ChainSet;
  fetch: Fetch<T>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  testId: string;
  deps?: unknown[];
  /** Told once, after the first answer is drawn (its rows on screen). */
  onRows?: () => void;
}) {
  // The page shown: the first again whenever the network or the caller's filter values change.
  const filterKey = JSON.stringify([set.networkType, ...deps]);
  const [paging, setPaging] = useState({ filterKey, current: 1 });
  const current = paging.filterKey === filterKey ? paging.current : 1;
  const setCurrent = (c: number) => setPaging({ filterKey, current: c });
  const [size, setSize] = useState(10);
  // A read of the query layer per page: the rows shown stay while the next page loads, and a page
  // left before its answer is cancelled.
  const read = useQuery<{ rows: T[]; total: number }>({
    queryKey: ['browser-table', testId, set.networkType, current, size, ...deps],
    queryFn: ({ signal }) =>
      fetch({ networkType: set.networkType, current, size }, signal).then((r) => ({ rows: r.data?.records ?? [], total: Number(r.data?.total ?? 0) })),
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const data = read.data ?? { rows: [] as T[], total: 0 };
  const loading = read.isFetching;
  const told = React.useRef(false);
  useEffect(() => {
    if (loading || told.current) return;
    told.current = true;
    onRows?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading]);
  return (
    <div data-testid={testId}>
      <Table<T>
        size="small"
        rowKey={rowKey}
        loading={loading}
        columns={columns}
        dataSource={data.rows}
        scroll={{ x: 'max-content' }}
        pagination={{
          current,
          pageSize: size,
          total: data.total,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (n) => <span data-testid={`${testId}-total`}>{n}</span>,
          onChange: (c, s) => {
            setCurrent(s !== size ? 1 : c);
            setSize(s);
          },
        }}
      />
    </div>
  );
}

export function blockColumns(set: ChainSet, t: ReturnType<typeof useT>): TableColumnsType<BlockRow> {
  return [
    { title: t('browser.block.number'), dataIndex: 'number', render: (n: number) => <BlockLink set={set} n={n} /> },
    { title: t('browser.block.hash'), dataIndex: 'hash', render: (h: string) => <span title={h}>{short(h)}</span> },
    { title: t('browser.time'), dataIndex: 'timestamp', render: formatTime },
    { title: t('browser.block.txCount'), dataIndex: 'txCount' },
    { title: t('browser.gasUsed'), dataIndex: 'gasUsed' },
    { title: t('browser.block.miner'), dataIndex: 'miner', render: (a: string) => <AddressLink set={set} address={a} /> },
  ];
}

export function tradeColumns(set: ChainSet, t: ReturnType<typeof useT>): TableColumnsType<TradeRow> {
  return [
    { title: t('browser.trade.hash'), dataIndex: 'hash', render: (h: string) => <TradeLink set={set} hash={h} /> },
    { title: t('browser.trade.method'), dataIndex: 'method' },
    { title: t('browser.block.number'), dataIndex: 'blockNumber', render: (n: number) => <BlockLink set={set} n={n} /> },
    { title: t('browser.time'), dataIndex: 'timestamp', render: formatTime },
    { title: t('browser.trade.from'), dataIndex: 'from', render: (a: string) => <AddressLink set={set} address={a} /> },
    {
      title: t('browser.trade.to'),
      dataIndex: 'to',
      render: (_: unknown, r) =>
        r.to ? (
          <AddressLink set={set} address={r.to} name={r.toName} />
        ) : (
          <span>
            {t('browser.trade.create')} <AddressLink set={set} address={r.contractAddress} name={r.contractName} contract />
          </span>
        ),
    },
    { title: t('browser.trade.value'), dataIndex: 'value', render: (v: string) => formatCoin(v) },
    { title: t('browser.trade.status'), dataIndex: 'status', render: (s: number) => <StatusTag status={s} /> },
  ];
}

export const BlockTable = memo(function BlockTable({ set, onRows }: { set: ChainSet; onRows?: () => void }) {
  const t = useT();
  const columns = useMemo(() => blockColumns(set, t), [set, t]);
  return (
    <PagedTable
      set={set}
      testId="block-table"
      rowKey="number"
      fetch={(q, signal) => browserApi.blockPage(q, undefined, signal)}
      columns={columns}
      onRows={onRows}
    />
  );
});

export function TradeTable({ set, filter }: { set: ChainSet; filter?: { blockNumber?: number; address?: string } }) {
  const t = useT();
  const columns = useMemo(() => tradeColumns(set, t), [set, t]);
  return (
    <PagedTable
      set={set}
      testId="trade-table"
      rowKey="hash"
      deps={[filter?.blockNumber, filter?.address]}
      fetch={(q, signal) => browserApi.tradePage(q, filter, signal)}
      columns={columns}
    />
  );
}

export function ContractTable({ set }: { set: ChainSet }) {
  const t = useT();
  const columns: TableColumnsType<ContractRow> = [
    {
      title: t('browser.contract.name'),
      dataIndex: 'contractName',
      render: (n: string, r) => <Link to={set.contract(r.address)}>{n || short(r.address)}</Link>,
    },
    { title: t('browser.contract.address'), dataIndex: 'address', render: (a: string) => <span title={a}>{short(a)}</span> },
    { title: t('browser.contract.project'), dataIndex: 'projectName', render: (n: string | null) => n ?? '--' },
    { title: t('browser.contract.txCount'), dataIndex: 'txCount' },
    { title: t('browser.block.number'), dataIndex: 'blockNumber', render: (n: number) => <BlockLink set={set} n={n} /> },
    { title: t('browser.time'), dataIndex: 'timestamp', render: formatTime },
  ];
  return (
    <PagedTable set={set} testId="contract-table" rowKey="address" fetch={(q, signal) => browserApi.contractPage(q, undefined, signal)} columns={columns} />
  );
}

export function ContractStatsTable({ set }: { set: ChainSet }) {
  const t = useT();
  type Row = { address: string; contractName: string; txCount: number; eventCount: number; lastActive: number };
  const columns: TableColumnsType<Row> = [
    {
      title: t('browser.contract.name'),
      dataIndex: 'contractName',
      render: (n: string, r) => <Link to={set.contract(r.address)}>{n || short(r.address)}</Link>,
    },
    { title: t('browser.contract.txCount'), dataIndex: 'txCount' },
    { title: t('browser.contract.eventCount'), dataIndex: 'eventCount' },
    { title: t('browser.contract.lastActive'), dataIndex: 'lastActive', render: formatTime },
  ];
  return (
    <PagedTable
      set={set}
      testId="contract-stats-table"
      rowKey="address"
      fetch={(q, signal) => browserApi.contractStatisticsPage(q, signal)}
      columns={columns}
    />
  );
}

export function NodeTable({ set }: { set: ChainSet }) {
  const t = useT();
  const columns: TableColumnsType<NodeRow> = [
    { title: t('browser.node.name'), dataIndex: 'nodeName' },
    { title: t('browser.node.address'), dataIndex: 'nodeAddress', render: (a: string) => <AddressLink set={set} address={a} /> },
    { title: t('browser.node.rpc'), dataIndex: 'rpcUrl' },
    {
      title: t('browser.node.status'),
      dataIndex: 'status',
      render: (s: number) => <Badge status={s === 1 ? 'processing' : 'default'} text={t(s === 1 ? 'browser.node.running' : 'browser.node.stopped')} />,
    },
    { title: t('browser.node.height'), dataIndex: 'blockHeight' },
    { title: t('browser.node.sealed'), dataIndex: 'sealedBlocks' },
  ];
  return <PagedTable set={set} testId="node-table" rowKey="nodeName" fetch={(q, signal) => browserApi.nodePage(q, undefined, signal)} columns={columns} />;
}
