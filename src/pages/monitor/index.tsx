/**
 * /monitor/backbone/index: the backbone monitoring center over the last 7 days (spec 9). Each chart
 * has the figures behind it as a small table (readable without the picture, and what tests assert).
 * chart.js loads with this route only (./Chart, the charts it draws registered), after the figures: the page is
 * usable while the charts' chunk arrives, each chart keeping its place meanwhile.
 */
import { Card, Col, Row, Skeleton, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import React, { Suspense, lazy, useMemo } from 'react';
import { useIntl } from 'umi';
import { useRead } from '@/services/query';
import type { ChartConfig } from './Chart';

const LazyChart = lazy(() => import('./Chart'));
function Chart(props: { config: ChartConfig; height?: number; testId: string }) {
  const h = props.height ?? 280;
  return (
    <Suspense
      fallback={
        <div style={{ height: h }} data-testid={`${props.testId}-loading`}>
          <Skeleton active paragraph={{ rows: Math.round(h / 48) }} />
        </div>
      }
    >
      <LazyChart {...props} />
    </Suspense>
  );
}

/** One chart with the figures behind it (its table is what a reader without the picture, and a test, reads). */
function ChartCard<T extends object>(p: {
  title: string;
  loading: boolean;
  config: ChartConfig;
  height?: number;
  testId: string;
  figures: string;
  rowKey: string;
  rows: T[];
  columns: TableColumnsType<T>;
}) {
  return (
    <Card title={p.title} size="small" loading={p.loading}>
      <Chart config={p.config} height={p.height} testId={p.testId} />
      <Table<T> size="small" pagination={false} rowKey={p.rowKey} data-testid={p.figures} dataSource={p.rows} columns={p.columns} />
    </Card>
  );
}

const M = {
  'zh-CN': {
    range: '统计范围',
    blocks: '区块数',
    txs: '交易数',
    blocksTxs: '每日区块与交易',
    date: '日期',
    nodeStatus: '节点状态分布',
    status: '状态',
    count: '数量',
    members: '联盟成员增长',
    memberTotal: '成员总数',
    added: '新增',
    contracts: '每日部署合约',
    blockTotal: '近7天区块',
    txTotal: '近7天交易',
    running: '运行节点',
    height: '区块高度',
    memberCount: '联盟成员',
    contractCount: '合约总数',
    dynamic: '节点动态',
    nodeName: '节点名称',
    org: '所属机构',
    ip: 'IP地址',
    nodeType: '节点类型',
    consensus: '共识节点',
    sync: '同步节点',
    s0: '已驳回',
    s1: '待审核',
    s2: '待部署',
    s3: '待验证',
    s4: '运行中',
    s5: '已撤销',
    verified: '验证时间',
  },
  'en-US': {
    range: 'Range',
    blocks: 'Blocks',
    txs: 'Transactions',
    blocksTxs: 'Blocks and transactions per day',
    date: 'Date',
    nodeStatus: 'Node status',
    status: 'Status',
    count: 'Count',
    members: 'Alliance member growth',
    memberTotal: 'Members',
    added: 'New',
    contracts: 'Contracts deployed per day',
    blockTotal: 'Blocks, last 7 days',
    txTotal: 'Transactions, last 7 days',
    running: 'Running nodes',
    height: 'Block height',
    memberCount: 'Alliance members',
    contractCount: 'Contracts',
    dynamic: 'Node dynamics',
    nodeName: 'Node',
    org: 'Organisation',
    ip: 'IP address',
    nodeType: 'Type',
    consensus: 'Consensus node',
    sync: 'Sync node',
    s0: 'Refused',
    s1: 'To be reviewed',
    s2: 'To be deployed',
    s3: 'To be verified',
    s4: 'Running',
    s5: 'Revoked',
    verified: 'Verified at',
  },
};

/**
 * A node status's colour, the same in the chart and in the tags of the tables beside it: antd's
 * tag preset and the hex the chart paints (the preset's colour).
 */
export const STATUS_COLOURS: Record<number, { tag: string; hex: string }> = {
  0: { tag: 'error', hex: '#ff4d4f' },
  1: { tag: 'processing', hex: '#1677ff' },
  2: { tag: 'warning', hex: '#faad14' },
  3: { tag: 'purple', hex: '#722ed1' },
  4: { tag: 'success', hex: '#52c41a' },
  5: { tag: 'default', hex: '#8c8c8c' },
};
const StatusTag = ({ status, text }: { status: number; text: string }) => (
  <Tag color={STATUS_COLOURS[status]?.tag} data-status={status}>
    {text}
  </Tag>
);

/** The last 7 days ending today, as the gateway's startDateStr / endDateStr. */
export function lastSevenDays(today = dayjs()) {
  return { startDateStr: today.subtract(6, 'day').format('YYYY-MM-DD'), endDateStr: today.format('YYYY-MM-DD') };
}

const data = (r: any) => r?.data?.data;
/** No rows yet: one empty list, so the charts' memos do not change with every render. */
const NONE: never[] = [];
/** The charts' look (the monitoring center's colours; echarts' first palette colour for the member line, its area 0.7 opaque, as before). */
const AXIS_TOOLTIP = { mode: 'index', intersect: false } as const;
const COUNT_AXIS = { beginAtZero: true, ticks: { precision: 0 } };

export default function Monitor() {
  const intl = useIntl();
  const m = M[intl.locale === 'en-US' ? 'en-US' : 'zh-CN'];
  const range = useMemo(() => lastSevenDays(), []);
  const general = useRead(['GET /sfbn-alliance/chainSetting/realTimeGeneralView', range]);
  const nodes = useRead(['GET /sfbn-alliance/chainNode/monitorBackboneNode']);
  const members = useRead(['GET /sfbn-alliance/backboneidentity/monitorBackboneChainMember', range]);
  const contracts = useRead(['GET /sfbn-alliance/chainContract/monitorBackboneContract', range]);
  const dynamic = useRead(['GET /sfbn-alliance/chainSetting/realTimeNodeDynamic']);

  const g = data(general) ?? {};
  const days: { date: string; blockCount: number; txCount: number }[] = g.days ?? NONE;
  const byStatus: { status: number; count: number }[] = data(nodes)?.byStatus ?? NONE;
  const growth: { date: string; total: number; added: number }[] = data(members)?.days ?? NONE;
  const deployed: { date: string; count: number }[] = data(contracts)?.days ?? NONE;
  const label = (s: number) => (m as any)[`s${s}`] ?? String(s);

  const blocksConfig = useMemo<ChartConfig>(
    () => ({
      type: 'bar',
      data: {
        labels: days.map((d) => d.date.slice(5)),
        datasets: [
          { type: 'bar', label: m.blocks, data: days.map((d) => d.blockCount), backgroundColor: '#409EFF', yAxisID: 'y', order: 2 },
          {
            type: 'line',
            label: m.txs,
            data: days.map((d) => d.txCount),
            borderColor: '#67C23A',
            backgroundColor: '#67C23A',
            tension: 0.4,
            yAxisID: 'y1',
            order: 1,
          },
        ],
      },
      options: {
        interaction: AXIS_TOOLTIP,
        // The line is drawn over the bars (order), the legend keeps the series' order.
        plugins: { legend: { position: 'top', labels: { sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0) } } },
        scales: {
          y: { ...COUNT_AXIS, position: 'left', title: { display: true, text: m.blocks } },
          y1: { ...COUNT_AXIS, position: 'right', title: { display: true, text: m.txs }, grid: { drawOnChartArea: false } },
        },
      },
    }),
    [days, m],
  );
  const nodeConfig = useMemo<ChartConfig>(() => {
    const shown = byStatus.filter((s) => s.count > 0);
    return {
      type: 'doughnut',
      data: {
        labels: shown.map((s) => (m as any)[`s${s.status}`] ?? String(s.status)),
        datasets: [{ data: shown.map((s) => s.count), backgroundColor: shown.map((s) => STATUS_COLOURS[s.status]?.hex ?? '#8c8c8c') }],
      },
      // echarts' ring of 40 % to 68 % of the box: the same proportions.
      options: { radius: '68%', cutout: '59%', plugins: { legend: { position: 'bottom' } } },
    };
  }, [byStatus, m]);
  const memberConfig = useMemo<ChartConfig>(
    () => ({
      type: 'line',
      data: {
        labels: growth.map((d) => d.date.slice(5)),
        datasets: [
          { label: m.memberTotal, data: growth.map((d) => d.total), borderColor: '#5470c6', backgroundColor: 'rgba(84, 112, 198, 0.7)', fill: 'origin' },
        ],
      },
      options: { interaction: AXIS_TOOLTIP, plugins: { legend: { display: false } }, scales: { y: COUNT_AXIS } },
    }),
    [growth, m],
  );
  const contractConfig = useMemo<ChartConfig>(
    () => ({
      type: 'bar',
      data: {
        labels: deployed.map((d) => d.date.slice(5)),
        datasets: [{ label: m.contracts, data: deployed.map((d) => d.count), backgroundColor: '#E6A23C' }],
      },
      options: { interaction: AXIS_TOOLTIP, plugins: { legend: { display: false } }, scales: { y: COUNT_AXIS } },
    }),
    [deployed, m],
  );

  const small = { size: 'small' as const, pagination: false as const };
  return (
    <div data-testid="monitor-page">
      <Card size="small" style={{ marginBottom: 16 }}>
        {m.range}：
        <span data-testid="monitor-range">
          {range.startDateStr} ~ {range.endDateStr}
        </span>
      </Card>
      <Row gutter={[16, 16]}>
        {(
          [
            ['blockTotal', g.blockTotal],
            ['txTotal', g.txTotal],
            ['running', g.nodeCount],
            ['height', g.blockHeight],
            ['memberCount', g.memberCount],
            ['contractCount', g.contractCount],
          ] as const
        ).map(([k, v]) => (
          <Col key={k} xs={12} md={8} xl={4}>
            <Card loading={general.isFetching} size="small">
              <Statistic title={(m as any)[k]} value={v ?? 0} groupSeparator="" data-testid={`monitor-${k}`} />
            </Card>
          </Col>
        ))}
        <Col xs={24} xl={14}>
          <ChartCard
            title={m.blocksTxs}
            loading={general.isFetching}
            config={blocksConfig}
            testId="chart-blocks"
            figures="figures-blocks"
            rowKey="date"
            rows={days}
            columns={[
              { title: m.date, dataIndex: 'date' },
              { title: m.blocks, dataIndex: 'blockCount' },
              { title: m.txs, dataIndex: 'txCount' },
            ]}
          />
        </Col>
        <Col xs={24} xl={10}>
          <ChartCard
            title={m.nodeStatus}
            loading={nodes.isFetching}
            config={nodeConfig}
            testId="chart-nodes"
            figures="figures-nodes"
            rowKey="status"
            rows={byStatus}
            columns={[
              { title: m.status, dataIndex: 'status', render: (s: number) => <StatusTag status={s} text={label(s)} /> },
              { title: m.count, dataIndex: 'count' },
            ]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title={m.members}
            loading={members.isFetching}
            config={memberConfig}
            height={220}
            testId="chart-members"
            figures="figures-members"
            rowKey="date"
            rows={growth}
            columns={[
              { title: m.date, dataIndex: 'date' },
              { title: m.memberTotal, dataIndex: 'total' },
              { title: m.added, dataIndex: 'added' },
            ]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title={m.contracts}
            loading={contracts.isFetching}
            config={contractConfig}
            height={220}
            testId="chart-contracts"
            figures="figures-contracts"
            rowKey="date"
            rows={deployed}
            columns={[
              { title: m.date, dataIndex: 'date' },
              { title: m.count, dataIndex: 'count' },
            ]}
          />
        </Col>
        <Col span={24}>
          <Card title={m.dynamic} size="small">
            <Table
              {...small}
              rowKey="id"
              loading={dynamic.isFetching}
              data-testid="figures-dynamic"
              dataSource={data(dynamic) ?? []}
              columns={[
                { title: m.nodeName, dataIndex: 'nodeName' },
                { title: m.org, dataIndex: 'orgName' },
                { title: m.ip, dataIndex: 'ip' },
                { title: m.nodeType, dataIndex: 'nodeType', render: (t: number) => (t === 1 ? m.consensus : m.sync) },
                { title: m.status, dataIndex: 'status', render: (s: number) => <StatusTag status={s} text={label(s)} /> },
                { title: m.height, dataIndex: 'blockHeight' },
                { title: m.verified, dataIndex: 'verifyTime' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
