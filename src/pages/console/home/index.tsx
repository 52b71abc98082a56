/**
 * /wel/index, /wel/dashboard and /wel/home (spec 2.4 home routes share this page): the console
 * home with the user's identity status and real figures (spec 7.4 Home). The status is the
 * session's, which follows an administrator's decision without a new login (stores/session).
 */
import { Alert, Button, Col, Row, Tag } from 'antd';
import SimpleTable from '@/components/SimpleTable';
import React, { Suspense, useState } from 'react';
import { history, useIntl } from 'umi';
import { useRead } from '@/services/query';
import { useSession } from '@/stores/session';
import { maskMiddle } from '@/utils/mask';
import './home.less';

// 子链概览 is its own chunk, loaded when the user opens it: the home's first load does not carry it.
const SubOverview = React.lazy(() => import(/* webpackChunkName: "sub-overview" */ './SubOverview'));

/**
 * A card with antd's look, drawn plainly: antd's Card brings Tabs and Skeleton into the console's
 * first load (docs/performance.md). While loading it shows a pulsing placeholder, as Card did.
 */
function Panel({
  title,
  extra,
  loading,
  style,
  testId,
  children,
}: {
  title?: React.ReactNode;
  extra?: React.ReactNode;
  loading?: boolean;
  style?: React.CSSProperties;
  testId?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={`bbn-panel${title ? ' bbn-panel-small' : ''}`} style={style} aria-busy={loading || undefined} data-testid={testId}>
      {title && (
        <div className="bbn-panel-head">
          <div className="bbn-panel-title">{title}</div>
          {extra && <div className="bbn-panel-extra">{extra}</div>}
        </div>
      )}
      <div className="bbn-panel-body">
        {loading ? (
          <div className="bbn-panel-loading" data-testid="panel-loading">
            <span />
            <span />
            <span />
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}

/** A figure with its title, as antd's Statistic draws it (whose loading state brings Skeleton along). */
function Figure({ title, value, suffix, testId }: { title: string; value: number; suffix?: React.ReactNode; testId: string }) {
  return (
    <div className="bbn-figure" data-testid={testId}>
      <div className="bbn-figure-title">{title}</div>
      <div className="bbn-figure-value">
        {Number(value).toLocaleString('en-US')}
        {suffix && <span className="bbn-figure-suffix">{suffix}</span>}
      </div>
    </div>
  );
}

const pageOf = (res: any) => ({ records: res?.data?.records ?? [], total: res?.data?.total ?? 0 });

export default function ConsoleHome() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, any>) => intl.formatMessage({ id }, v);
  const { userInfo } = useSession();
  const mine = useRead(['GET /sfbn-alliance/home/alliance/myNodeAndContractList']);
  const receipts = useRead(['GET /sfbn-alliance/home/alliance/receiptPage', { current: 1, size: 5 }]);
  const identity = useRead(['GET /sfbn-alliance/user/identity/info']);
  const apps = useRead(['GET /sfbn-app-center/appinformation/getAppOverview']);
  const rank = useRead(['GET /sfbn-app-center/appinformation/getAppActivityRank']);
  const ids = useRead(['GET /sfbn-id/resolver/idInfoDataOver']);
  const [subOpen, setSubOpen] = useState(false);

  const status: number | null | undefined = userInfo ? userInfo.status : identity.data?.data?.status;
  const statusText = status === null || status === undefined ? t('status.empty') : t(`status.${status}`);
  const nodes: any[] = mine.data?.data?.nodes ?? [];
  const contracts: any[] = mine.data?.data?.contracts ?? [];
  const rc = pageOf(receipts.data);
  const ov = apps.data?.data ?? {};
  const idv = ids.data?.data ?? {};

  return (
    <div data-testid="console-home">
      <Panel style={{ marginBottom: 16 }}>
        <Row align="middle" gutter={16}>
          <Col flex="auto">
            <h2 style={{ margin: 0 }}>{t('home.welcome', { name: userInfo?.name ?? '' })}</h2>
            <div style={{ marginTop: 8 }}>
              {t('common.labelled', { label: t('home.identity') })}
              <Tag color={status === 2 ? 'success' : status === 3 ? 'processing' : 'warning'} data-testid="home-identity-status">
                {statusText}
              </Tag>
            </div>
          </Col>
          {status !== 2 && status !== 3 && (
            <Col>
              <Button type="primary" onClick={() => history.push('/digital/distinction')} data-testid="home-apply-identity">
                {t('home.applyIdentity')}
              </Button>
            </Col>
          )}
        </Row>
        {status === 1 && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('auth.required')} />}
        {status === 3 && <Alert style={{ marginTop: 12 }} type="info" showIcon message={t('auth.reviewing')} data-testid="home-reviewing" />}
        {status === 0 && <Alert style={{ marginTop: 12 }} type="error" showIcon message={t('auth.rejected')} />}
      </Panel>

      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <Panel loading={mine.isFetching}>
            <Figure title={t('home.myNodes')} value={nodes.length} testId="stat-nodes" />
          </Panel>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Panel loading={mine.isFetching}>
            <Figure title={t('home.myContracts')} value={contracts.length} testId="stat-contracts" />
          </Panel>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Panel loading={apps.isFetching}>
            <Figure
              title={t('home.appTotal')}
              value={ov.total ?? 0}
              suffix={
                <small>
                  {' '}
                  / {t('home.appPublished')} {ov.published ?? 0}
                </small>
              }
              testId="stat-apps"
            />
          </Panel>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Panel loading={ids.isFetching}>
            <Figure title={t('home.idTotal')} value={idv.idTotal ?? 0} testId="stat-ids" />
          </Panel>
        </Col>

        <Col xs={24} lg={12}>
          <Panel title={t('home.myNodes')}>
            <SimpleTable<any>
              loading={mine.isFetching}
              rows={nodes}
              columns={[
                { title: t('home.col.name'), dataIndex: 'nodeName' },
                { title: t('home.col.type'), dataIndex: 'nodeType', render: (n: number) => t(`home.nodeType.${n}`) },
                {
                  title: t('home.col.status'),
                  dataIndex: 'status',
                  render: (s: number) => (
                    <Tag color={s === 4 ? 'success' : s === 0 ? 'error' : s === 5 ? 'default' : 'processing'}>{t(`home.nodeStatus.${s}`)}</Tag>
                  ),
                },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('home.myContracts')}>
            <SimpleTable<any>
              loading={mine.isFetching}
              rows={contracts}
              columns={[
                { title: t('home.col.name'), dataIndex: 'contractName' },
                { title: t('home.col.address'), dataIndex: 'contractAddress', render: (a: string) => <code>{maskMiddle(a)}</code> },
                { title: t('home.col.time'), dataIndex: 'createTime' },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={16}>
          <Panel title={t('home.receipts')} extra={<span>{rc.total}</span>}>
            <SimpleTable<any>
              loading={receipts.isFetching}
              rows={rc.records}
              testId="home-receipts"
              columns={[
                { title: t('home.col.hash'), dataIndex: 'txHash', render: (h: string) => <code>{maskMiddle(h)}</code> },
                {
                  title: t('home.col.type'),
                  dataIndex: 'type',
                  render: (n: number | string) => (intl.messages[`home.receiptType.${n}`] ? t(`home.receiptType.${n}`) : String(n ?? '')),
                },
                { title: t('home.col.height'), dataIndex: 'blockHeight' },
                { title: t('home.col.time'), dataIndex: 'createTime' },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={8}>
          <Panel title={t('home.activityRank')} loading={rank.isFetching}>
            {/* A plain list: antd's List brings Pagination and Select into the console's first load. */}
            <ol className="bbn-rank" data-testid="home-rank">
              {((rank.data?.data as any[]) ?? []).map((a: any, i: number) => (
                <li key={a.id}>
                  <Tag color={i < 3 ? 'blue' : 'default'}>{i + 1}</Tag>
                  <span className="bbn-rank-name">{a.appName}</span>
                  <span className="bbn-rank-value">{a.activity}</span>
                </li>
              ))}
            </ol>
          </Panel>
        </Col>
        <Col span={24}>
          <Panel
            title={t('home.sub')}
            testId="home-sub"
            extra={
              <Button type="link" size="small" aria-expanded={subOpen} onClick={() => setSubOpen((o) => !o)} data-testid="home-sub-toggle">
                {t(subOpen ? 'home.sub.close' : 'home.sub.open')}
              </Button>
            }
          >
            {subOpen && (
              <Suspense fallback={<Panel loading />}>
                <SubOverview />
              </Suspense>
            )}
          </Panel>
        </Col>
      </Row>
    </div>
  );
}
