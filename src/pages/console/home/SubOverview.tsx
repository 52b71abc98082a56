/**
 * 子链概览, the console home's sub-chain section (spec 7.5 homePage/sub, docs/domain/subchain.md
 * "Overview, run status and ledger"). Loaded only when the user opens it on the home (index.tsx
 * imports it lazily), with its own texts (subLocale.ts): the home's first load does not carry it.
 *
 * The signed-in user's figures (subStatistics), the sub-chains recommended to him by kind
 * (recommendChildChain) with a way to apply for membership, the run status and recent
 * transactions of a chain he chooses (getChainList, getChildChainRunStatus,
 * getChildChainTransaction, isJoin), his applications (selfInfo), the chains he joined
 * (joinInfo), his recent operations, paged (subReceipts) and the activity rank (activityRank).
 */
import { keepPreviousData, type QueryFunctionContext } from '@tanstack/react-query';
import { Button, Card, Col, Row, Select, Space, Statistic, Tag } from 'antd';
import React, { useState } from 'react';
import { history, useIntl } from 'umi';
import SimpleTable from '@/components/SimpleTable';
import { parseSpec, useRead, type ReadKey } from '@/services/query';
import { post } from '@/services/request';
import { maskMiddle } from '@/utils/mask';
import './subLocale';

const STATUS_COLOR: Record<number, string> = { 0: 'error', 1: 'processing', 2: 'warning', 3: 'cyan', 4: 'success', 5: 'default' };
const setRoute = (type: number) => (Number(type) === 2 ? 'ottpermissioned' : 'permissioned');
const RECEIPTS = 5;

/** A read sent as POST with its parameters in the query string (as these two calls always were), cancellable. */
const postWithQuery = ({ queryKey, signal }: QueryFunctionContext<ReadKey>) =>
  post(parseSpec(queryKey[0] as string)[1], {}, { params: queryKey[1] ?? {}, signal });

export default function SubOverview() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, any>) => intl.formatMessage({ id }, v);
  const label = (prefix: string, v: unknown) => (intl.messages[`${prefix}.${v}`] ? t(`${prefix}.${v}`) : String(v ?? ''));
  const status = (s: number) => <Tag color={STATUS_COLOR[s]}>{label('sub.status', s)}</Tag>;

  const stats = useRead(['GET /sfbn-alliance/homePage/sub/subStatistics']);
  const [childType, setChildType] = useState<number | undefined>();
  // Two reads the gateway takes as POSTs with their parameters in the query string.
  const recommend = useRead(['POST /sfbn-alliance/childChain/screen/recommendChildChain', childType ? { childType } : {}], {
    queryFn: postWithQuery,
    placeholderData: keepPreviousData,
  });
  const chains = useRead(['GET /sfbn-alliance/childChain/getChainList']);
  const self = useRead(['GET /sfbn-alliance/homePage/sub/selfInfo']);
  const joined = useRead(['GET /sfbn-alliance/homePage/sub/joinInfo']);
  const rank = useRead(['GET /sfbn-alliance/homePage/sub/activityRank']);
  const [page, setPage] = useState(1);
  const receipts = useRead(['POST /sfbn-alliance/homePage/sub/subReceipts', { current: page, size: RECEIPTS }], {
    queryFn: postWithQuery,
    placeholderData: keepPreviousData,
  });

  // The chain whose run status shows: chosen in the chooser, or a recommended one's 查看.
  const chainList: any[] = chains.data?.data ?? [];
  const recommended: any[] = recommend.data?.data ?? [];
  const [chosen, setChainId] = useState<string | undefined>();
  // Until one is chosen, the first of the user's chains.
  const chainId: string | undefined = chosen ?? chainList[0]?.id;
  // The chosen chain's reads: the previous chain's answer stays until the new one arrives.
  const run = useRead(chainId ? ['GET /sfbn-alliance/childChain/getChildChainRunStatus', { id: chainId }] : null, { placeholderData: keepPreviousData });
  const txs = useRead(chainId ? ['GET /sfbn-alliance/childChain/getChildChainTransaction', { id: chainId, current: 1, size: 5 }] : null, {
    placeholderData: keepPreviousData,
  });
  const isJoin = useRead(chainId ? ['GET /sfbn-alliance/childidentityapply/isJoin', { chainId }] : null, { placeholderData: keepPreviousData });
  const options = [...chainList, ...recommended.filter((r) => !chainList.some((c) => c.id === r.id))].map((c) => ({ value: c.id, label: c.childChainName }));

  const s = stats.data?.data ?? {};
  const figures: [string, number | undefined][] = [
    ['total', s.total],
    ['review', s.byStatus?.[1]],
    ['voting', s.byStatus?.[2]],
    ['running', s.byStatus?.[4]],
    ['refused', s.byStatus?.[0]],
    ['nodes', s.nodeTotal],
    ['members', s.memberTotal],
    ['contracts', s.contractTotal],
    ['joined', s.joinedTotal],
  ];
  const r = run.data?.data;
  const rc = receipts.data?.data ?? { records: [], total: 0, current: 1, pages: 1 };
  const applyToJoin = () => history.push('/subchain/index');

  return (
    <div data-testid="sub-overview">
      <Row gutter={[16, 16]}>
        {figures.map(([k, v]) => (
          <Col key={k} flex="1 1 120px">
            <Card size="small" loading={stats.isFetching}>
              <Statistic title={t(`sub.stat.${k}`)} value={v ?? 0} data-testid={`sub-stat-${k}`} />
            </Card>
          </Col>
        ))}

        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={t('sub.run')}
            extra={
              <Select
                size="small"
                style={{ width: 200 }}
                placeholder={t('sub.run.choose')}
                value={chainId}
                onChange={setChainId}
                options={options}
                data-testid="sub-run-chooser"
              />
            }
          >
            {r && (
              <div data-testid="sub-run" data-chain={r.id}>
                <Space wrap style={{ marginBottom: 12 }}>
                  <strong>{r.childChainName}</strong>
                  <Tag color={r.running ? 'success' : 'default'} data-testid="sub-run-state">
                    {t(r.running ? 'sub.run.running' : 'sub.run.stopped')}
                  </Tag>
                  {chainList.some((c) => c.id === r.id && !isJoin.data?.data) && !recommended.some((c) => c.id === r.id) ? (
                    <Tag>{t('sub.run.owner')}</Tag>
                  ) : isJoin.data?.data ? (
                    <Tag color="blue" data-testid="sub-run-joined">
                      {t('sub.run.joined')}
                    </Tag>
                  ) : (
                    <Button size="small" type="primary" onClick={applyToJoin} data-testid="sub-run-apply">
                      {t('sub.run.notJoined')}
                    </Button>
                  )}
                </Space>
                <Row gutter={8}>
                  <Col span={6}>
                    <Statistic title={t('sub.run.height')} value={r.blockHeight} data-testid="sub-run-height" />
                  </Col>
                  <Col span={6}>
                    <Statistic title={t('sub.run.txTotal')} value={r.txTotal} data-testid="sub-run-txs" />
                  </Col>
                  <Col span={6}>
                    <Statistic title={t('sub.run.nodes')} value={r.nodeRunning} suffix={`/ ${r.nodeTotal}`} />
                  </Col>
                  <Col span={6}>
                    <Statistic title={t('sub.stat.contracts')} value={r.contractTotal} />
                  </Col>
                </Row>
                <div style={{ marginTop: 8, color: '#606266' }}>
                  {t('sub.run.lastBlock')}: {r.lastBlockTime || '--'}
                </div>
              </div>
            )}
            <h4 style={{ marginTop: 12 }}>{t('sub.tx')}</h4>
            <SimpleTable<any>
              loading={txs.isFetching}
              rows={(txs.data?.data?.records ?? []).map((x: any) => ({ ...x, id: x.txHash }))}
              testId="sub-txs"
              columns={[
                { title: t('sub.col.hash'), dataIndex: 'txHash', render: (h: string) => <code>{maskMiddle(h)}</code> },
                { title: t('sub.col.method'), dataIndex: 'method' },
                { title: t('sub.col.subject'), dataIndex: 'subject' },
                { title: t('sub.col.height'), dataIndex: 'blockHeight' },
                { title: t('sub.col.time'), dataIndex: 'time' },
              ]}
            />
          </Card>
        </Col>

        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={t('sub.recommend')}
            extra={
              <Select
                size="small"
                style={{ width: 140 }}
                value={childType ?? 0}
                onChange={(v) => setChildType(v || undefined)}
                options={[0, 1, 2, 3, 4].map((v) => ({ value: v, label: v ? t(`sub.kind.${v}`) : t('sub.recommend.all') }))}
                data-testid="sub-recommend-kind"
              />
            }
          >
            <SimpleTable<any>
              loading={recommend.isFetching}
              rows={recommended.slice(0, 6)}
              testId="sub-recommend"
              columns={[
                { title: t('sub.col.name'), dataIndex: 'childChainName' },
                { title: t('sub.col.kind'), dataIndex: 'childType', render: (v: number) => label('sub.kind', v) },
                { title: t('sub.col.org'), dataIndex: 'orgName' },
                {
                  title: t('sub.col.action'),
                  dataIndex: 'id',
                  render: (id: string) => (
                    <Space size={4}>
                      <Button size="small" type="link" onClick={() => setChainId(id)} data-action="view">
                        {t('sub.recommend.view')}
                      </Button>
                      <Button size="small" type="link" onClick={applyToJoin} data-action="apply">
                        {t('sub.recommend.apply')}
                      </Button>
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </Col>

        <Col xs={24} lg={12}>
          <Card size="small" title={t('sub.self')}>
            <SimpleTable<any>
              loading={self.isFetching}
              rows={(self.data?.data ?? []).slice(0, 8)}
              testId="sub-self"
              columns={[
                {
                  title: t('sub.col.name'),
                  dataIndex: 'childChainName',
                  render: (n: string, row: any) => <a onClick={() => history.push(`/subchain/${setRoute(row.type)}/xiangqing3?id=${row.id}`)}>{n}</a>,
                },
                { title: t('sub.col.set'), dataIndex: 'type', render: (v: number) => label('sub.set', v) },
                { title: t('sub.col.status'), dataIndex: 'status', render: status },
                { title: t('sub.col.time'), dataIndex: 'createTime' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('sub.join')}>
            <SimpleTable<any>
              loading={joined.isFetching}
              rows={(joined.data?.data ?? []).map((x: any) => ({ ...x, id: x.chainId }))}
              testId="sub-joined"
              columns={[
                { title: t('sub.col.name'), dataIndex: 'childChainName' },
                { title: t('sub.col.set'), dataIndex: 'type', render: (v: number) => label('sub.set', v) },
                { title: t('sub.col.role'), dataIndex: 'chainRole', render: (v: number) => label('sub.role', v) },
                { title: t('sub.col.time'), dataIndex: 'joinTime' },
              ]}
            />
          </Card>
        </Col>

        <Col xs={24} lg={16}>
          <Card
            size="small"
            title={t('sub.receipts')}
            extra={
              <Space size={4}>
                <span data-testid="sub-receipts-page">{t('sub.page', { current: rc.current, pages: rc.pages, total: rc.total })}</span>
                <Button size="small" disabled={rc.current <= 1} onClick={() => setPage(rc.current - 1)} data-action="prev">
                  {t('sub.prev')}
                </Button>
                <Button size="small" disabled={rc.current >= rc.pages} onClick={() => setPage(rc.current + 1)} data-action="next">
                  {t('sub.next')}
                </Button>
              </Space>
            }
          >
            <SimpleTable<any>
              loading={receipts.isFetching}
              rows={rc.records}
              testId="sub-receipts"
              columns={[
                { title: t('sub.col.name'), dataIndex: 'childChainName' },
                { title: t('sub.col.action'), dataIndex: 'action', render: (a: string) => label('sub.action', a) },
                { title: t('sub.col.status'), dataIndex: 'status', render: (v: number, row: any) => (row.kind === 'chain' ? status(v) : null) },
                { title: t('sub.col.time'), dataIndex: 'time' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('sub.rank')} loading={rank.isFetching}>
            <ol className="bbn-rank" data-testid="sub-rank">
              {((rank.data?.data as any[]) ?? []).map((c: any, i: number) => (
                <li key={c.id}>
                  <Tag color={i < 3 ? 'blue' : 'default'}>{i + 1}</Tag>
                  <span className="bbn-rank-name">{c.childChainName}</span>
                  <span className="bbn-rank-value">{c.txTotal}</span>
                </li>
              ))}
            </ol>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
