/**
 * /monitor/backbone/index: the backbone monitoring center over the last 7 days (spec 9). Each chart
 * has the figures behind it as a small table (readable without the picture, and what tests assert).
 * echarts loads with this route only (./EChart, modular imports), after the figures: the page is
 * usable while the charts' chunk arrives, each chart keeping its place meanwhile.
 */
import { Card, Col, Row, Skeleton, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import { useRequest } from 'ahooks';
import dayjs from 'dayjs';
import React, { Suspense, lazy, useMemo } from 'react';
import { useIntl } from 'umi';
import { get } from '@/services/request';
import type { EChartsCoreOption } from 'echarts/core';

const LazyChart = lazy(() => import('./EChart'));
function EChart(props: { option: EChartsCoreOption; height?: number; testId: string }) {
  const h = props.height ?? 280;
  return (
    <Suspense fallback={<div style={{ height: h }} data-testid={`${props.testId}-loading`}><Skeleton active paragraph={{ rows: Math.round(h / 48) }} /></div>}>
      <LazyChart {...props} />
    </Suspense>
  );
}

/** One chart with the figures behind it (its table is what a reader without the picture, and a test, reads). */
function ChartCard<T extends object>(p: { title: string; loading: boolean; option: EChartsCoreOption; height?: number; testId: string; figures: string; rowKey: string; rows: T[]; columns: TableColumnsType<T> }) {
  return (
    <Card title={p.title} size="small" loading={p.loading}>
      <EChart option={p.option} height={p.height} testId={p.testId} />
      <Table<T> size="small" pagination={false} rowKey={p.rowKey} data-testid={p.figures} dataSource={p.rows} columns={p.columns} />
    </Card>
  );
}

const M = {
  'zh-CN': {
    range: '统计范围', blocks: '区块数', txs: '交易数', blocksTxs: '每日区块与交易', date: '日期', nodeStatus: '节点状态分布',
    status: '状态', count: '数量', members: '联盟成员增长', memberTotal: '成员总数', added: '新增', contracts: '每日部署合约',
    blockTotal: '近7天区块', txTotal: '近7天交易', running: '运行节点', height: '区块高度', memberCount: '联盟成员', contractCount: '合约总数',
    dynamic: '节点动态', nodeName: '节点名称', org: '所属机构', ip: 'IP地址', nodeType: '节点类型', consensus: '共识节点', sync: '同步节点',
    s0: '已驳回', s1: '待审核', s2: '待部署', s3: '待验证', s4: '运行中', s5: '已撤销', verified: '验证时间',
  },
  'en-US': {
    range: 'Range', blocks: 'Blocks', txs: 'Transactions', blocksTxs: 'Blocks and transactions per day', date: 'Date', nodeStatus: 'Node status',
    status: 'Status', count: 'Count', members: 'Alliance member growth', memberTotal: 'Members', added: 'New', contracts: 'Contracts deployed per day',
    blockTotal: 'Blocks, last 7 days', txTotal: 'Transactions, last 7 days', running: 'Running nodes', height: 'Block height', memberCount: 'Alliance members', contractCount: 'Contracts',
    dynamic: 'Node dynamics', nodeName: 'Node', org: 'Organisation', ip: 'IP address', nodeType: 'Type', consensus: 'Consensus node', sync: 'Sync node',
    s0: 'Refused', s1: 'To be reviewed', s2: 'To be deployed', s3: 'To be verified', s4: 'Running', s5: 'Revoked', verified: 'Verified at',
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

export default function Monitor() {
  const intl = useIntl();
  const m = M[intl.locale === 'en-US' ? 'en-US' : 'zh-CN'];
  const range = useMemo(() => lastSevenDays(), []);
  const general = useRequest(() => get('/sfbn-alliance/chainSetting/realTimeGeneralView', range));
  const nodes = useRequest(() => get('/sfbn-alliance/chainNode/monitorBackboneNode'));
  const members = useRequest(() => get('/sfbn-alliance/backboneidentity/monitorBackboneChainMember', range));
  const contracts = useRequest(() => get('/sfbn-alliance/chainContract/monitorBackboneContract', range));
  const dynamic = useRequest(() => get('/sfbn-alliance/chainSetting/realTimeNodeDynamic'));

  const g = data(general) ?? {};
  const days: { date: string; blockCount: number; txCount: number }[] = g.days ?? [];
  const byStatus: { status: number; count: number }[] = data(nodes)?.byStatus ?? [];
  const growth: { date: string; total: number; added: number }[] = data(members)?.days ?? [];
  const deployed: { date: string; count: number }[] = data(contracts)?.days ?? [];
  const label = (s: number) => (m as any)[`s${s}`] ?? String(s);

  const blocksOption = useMemo(() => ({
    tooltip: { trigger: 'axis' },
    legend: { data: [m.blocks, m.txs] },
    grid: { left: 56, right: 56, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
    yAxis: [{ type: 'value', name: m.blocks }, { type: 'value', name: m.txs }],
    series: [
      { name: m.blocks, type: 'bar', data: days.map((d) => d.blockCount), itemStyle: { color: '#409EFF' } },
      { name: m.txs, type: 'line', yAxisIndex: 1, smooth: true, data: days.map((d) => d.txCount), itemStyle: { color: '#67C23A' } },
    ],
  }), [days, m]);
  const nodeOption = useMemo(() => ({
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['40%', '68%'], data: byStatus.filter((s) => s.count > 0).map((s) => ({ name: label(s.status), value: s.count, itemStyle: { color: STATUS_COLOURS[s.status]?.hex } })) }],
  }), [byStatus, m]);
  const memberOption = useMemo(() => ({
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 28 },
    xAxis: { type: 'category', data: growth.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: m.memberTotal, type: 'line', areaStyle: {}, data: growth.map((d) => d.total) }],
  }), [growth, m]);
  const contractOption = useMemo(() => ({
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 28 },
    xAxis: { type: 'category', data: deployed.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: m.contracts, type: 'bar', data: deployed.map((d) => d.count), itemStyle: { color: '#E6A23C' } }],
  }), [deployed, m]);

  const small = { size: 'small' as const, pagination: false as const };
  return (
    <div data-testid="monitor-page">
      <Card size="small" style={{ marginBottom: 16 }}>
        {m.range}：<span data-testid="monitor-range">{range.startDateStr} ~ {range.endDateStr}</span>
      </Card>
      <Row gutter={[16, 16]}>
        {([
          ['blockTotal', g.blockTotal], ['txTotal', g.txTotal], ['running', g.nodeCount], ['height', g.blockHeight], ['memberCount', g.memberCount], ['contractCount', g.contractCount],
        ] as const).map(([k, v]) => (
          <Col key={k} xs={12} md={8} xl={4}>
            <Card loading={general.loading} size="small">
              <Statistic title={(m as any)[k]} value={v ?? 0} groupSeparator="" data-testid={`monitor-${k}`} />
            </Card>
          </Col>
        ))}
        <Col xs={24} xl={14}>
          <ChartCard title={m.blocksTxs} loading={general.loading} option={blocksOption} testId="chart-blocks" figures="figures-blocks" rowKey="date" rows={days}
            columns={[{ title: m.date, dataIndex: 'date' }, { title: m.blocks, dataIndex: 'blockCount' }, { title: m.txs, dataIndex: 'txCount' }]} />
        </Col>
        <Col xs={24} xl={10}>
          <ChartCard title={m.nodeStatus} loading={nodes.loading} option={nodeOption} testId="chart-nodes" figures="figures-nodes" rowKey="status" rows={byStatus}
            columns={[{ title: m.status, dataIndex: 'status', render: (s: number) => <StatusTag status={s} text={label(s)} /> }, { title: m.count, dataIndex: 'count' }]} />
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={m.members} loading={members.loading} option={memberOption} height={220} testId="chart-members" figures="figures-members" rowKey="date" rows={growth}
            columns={[{ title: m.date, dataIndex: 'date' }, { title: m.memberTotal, dataIndex: 'total' }, { title: m.added, dataIndex: 'added' }]} />
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={m.contracts} loading={contracts.loading} option={contractOption} height={220} testId="chart-contracts" figures="figures-contracts" rowKey="date" rows={deployed}
            columns={[{ title: m.date, dataIndex: 'date' }, { title: m.count, dataIndex: 'count' }]} />
        </Col>
        <Col span={24}>
          <Card title={m.dynamic} size="small">
            <Table {...small} rowKey="id" loading={dynamic.loading} data-testid="figures-dynamic" dataSource={data(dynamic) ?? []}
              columns={[
                { title: m.nodeName, dataIndex: 'nodeName' }, { title: m.org, dataIndex: 'orgName' }, { title: m.ip, dataIndex: 'ip' },
                { title: m.nodeType, dataIndex: 'nodeType', render: (t: number) => (t === 1 ? m.consensus : m.sync) },
                { title: m.status, dataIndex: 'status', render: (s: number) => <StatusTag status={s} text={label(s)} /> },
                { title: m.height, dataIndex: 'blockHeight' }, { title: m.verified, dataIndex: 'verifyTime' },
              ]} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
