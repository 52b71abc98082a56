/**
 * /wel/index, /wel/dashboard and /wel/home (spec 2.4 home routes share this page): the console
 * home with the user's identity status and real figures (spec 7.4 Home). The status is the
 * session's, which follows an administrator's decision without a new login (stores/session).
 */
import { Alert, Button, Card, Col, Row, Statistic, Tag } from 'antd';
import SimpleTable from '@/components/SimpleTable';
import { useRequest } from 'ahooks';
import React, { Suspense, useState } from 'react';
import { history, useIntl } from 'umi';
import { get } from '@/services/request';
import { useSession } from '@/stores/session';
import { maskMiddle } from '@/utils/mask';
import './home.less';

// 子链概览 is its own chunk, loaded when the user opens it: the home's first load does not carry it.
const SubOverview = React.lazy(() => import(/* webpackChunkName: "sub-overview" */ './SubOverview'));

const pageOf = (res: any) => ({ records: res?.data?.records ?? [], total: res?.data?.total ?? 0 });

export default function ConsoleHome() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, any>) => intl.formatMessage({ id }, v);
  const { userInfo } = useSession();
  const mine = useRequest(() => get('/sfbn-alliance/home/alliance/myNodeAndContractList'));
  const receipts = useRequest(() => get('/sfbn-alliance/home/alliance/receiptPage', { current: 1, size: 5 }));
  const identity = useRequest(() => get('/sfbn-alliance/user/identity/info'));
  const apps = useRequest(() => get('/sfbn-app-center/appinformation/getAppOverview'));
  const rank = useRequest(() => get('/sfbn-app-center/appinformation/getAppActivityRank'));
  const ids = useRequest(() => get('/sfbn-id/resolver/idInfoDataOver'));
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
      <Card style={{ marginBottom: 16 }}>
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
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <Card loading={mine.loading}>
            <Statistic title={t('home.myNodes')} value={nodes.length} data-testid="stat-nodes" />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card loading={mine.loading}>
            <Statistic title={t('home.myContracts')} value={contracts.length} data-testid="stat-contracts" />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card loading={apps.loading}>
            <Statistic title={t('home.appTotal')} value={ov.total ?? 0} suffix={<small> / {t('home.appPublished')} {ov.published ?? 0}</small>} data-testid="stat-apps" />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card loading={ids.loading}>
            <Statistic title={t('home.idTotal')} value={idv.idTotal ?? 0} data-testid="stat-ids" />
          </Card>
        </Col>

        <Col xs={24} lg={12}>
          <Card title={t('home.myNodes')} size="small">
            <SimpleTable<any>
              loading={mine.loading}
              rows={nodes}
              columns={[
                { title: t('home.col.name'), dataIndex: 'nodeName' },
                { title: t('home.col.type'), dataIndex: 'nodeType', render: (n: number) => t(`home.nodeType.${n}`) },
                {
                  title: t('home.col.status'),
                  dataIndex: 'status',
                  render: (s: number) => <Tag color={s === 4 ? 'success' : s === 0 ? 'error' : s === 5 ? 'default' : 'processing'}>{t(`home.nodeStatus.${s}`)}</Tag>,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('home.myContracts')} size="small">
            <SimpleTable<any>
              loading={mine.loading}
              rows={contracts}
              columns={[
                { title: t('home.col.name'), dataIndex: 'contractName' },
                { title: t('home.col.address'), dataIndex: 'contractAddress', render: (a: string) => <code>{maskMiddle(a)}</code> },
                { title: t('home.col.time'), dataIndex: 'createTime' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={t('home.receipts')} size="small" extra={<span>{rc.total}</span>}>
            <SimpleTable<any>
              loading={receipts.loading}
              rows={rc.records}
              testId="home-receipts"
              columns={[
                { title: t('home.col.hash'), dataIndex: 'txHash', render: (h: string) => <code>{maskMiddle(h)}</code> },
                { title: t('home.col.type'), dataIndex: 'type' },
                { title: t('home.col.height'), dataIndex: 'blockHeight' },
                { title: t('home.col.time'), dataIndex: 'createTime' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('home.activityRank')} size="small" loading={rank.loading}>
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
          </Card>
        </Col>
        <Col span={24}>
          <Card
            title={t('home.sub')}
            size="small"
            data-testid="home-sub"
            extra={
              <Button type="link" size="small" aria-expanded={subOpen} onClick={() => setSubOpen((o) => !o)} data-testid="home-sub-toggle">
                {t(subOpen ? 'home.sub.close' : 'home.sub.open')}
              </Button>
            }
          >
            {subOpen && (
              <Suspense fallback={<Card loading bordered={false} />}>
                <SubOverview />
              </Suspense>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
