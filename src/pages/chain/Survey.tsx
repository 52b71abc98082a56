/**
 * /chainmanagement/survey/{index, have-information, null-information}: the user's backbone chain.
 * index (the menu entry) shows what fits: a user whose chain is built (or who waits for an audit)
 * sees have-information, one without a chain (or refused) null-information with how to apply; the
 * two named routes show their view and send a user whose state does not match to the other one
 * (checkBuild decides; currentUserInfo is the application shown). have-information also shows the
 * user's own standing: alliance identity (member/getAllianceIdentity), chain role
 * (backboneidentity/currentUserInfo) and nodes (chainNode/currentUserInfo). The only bespoke page
 * of the chain area (docs/domain/chain.md); its texts live here so the first load does not grow.
 */
import { Alert, Button, Card, Descriptions, Empty, Result, Skeleton, Space, Statistic, Steps, Tag } from 'antd';
import { keepPreviousData } from '@tanstack/react-query';
import React, { useEffect } from 'react';
import { history, useIntl, useLocation } from 'umi';
import { useRead } from '@/services/query';
import { useSession } from '@/stores/session';

const M = {
  'zh-CN': {
    noChain: '您还没有主干链',
    noChainDesc: '完成以下步骤即可建立您的主干链：',
    step1: '完成数字身份实名认证',
    step2: '填写建链申请（链名称、共识算法、节点数）',
    step3: '等待管理员审核，通过后自动建链',
    apply: '申请建链',
    reapply: '重新申请',
    refused: '您的建链申请已被驳回',
    reason: '驳回原因',
    reviewing: '您的建链申请正在审核中',
    reviewingDesc: '管理员审核通过后即可在此查看链信息。',
    chain: '链信息',
    chainName: '链名称',
    consensus: '共识算法',
    interval: '出块间隔',
    seconds: '秒',
    status: '状态',
    applied: '申请时间',
    built: '已建链',
    underReview: '审核中',
    nodes: '运行节点',
    consensusNodes: '共识节点',
    height: '区块高度',
    members: '联盟成员',
    toNodes: '节点管理',
    toMonitor: '监控总览',
    mine: '我的身份',
    alliance: '联盟身份',
    notMember: '非联盟成员',
    chainRole: '链上角色',
    noRole: '未开通',
    myNodes: '我的节点',
    running: '运行中',
    roles: { 1: '普通成员', 2: '运维人员', 3: '链管理员' } as Record<number, string>,
  },
  'en-US': {
    noChain: 'You have no backbone chain yet',
    noChainDesc: 'Three steps set up your backbone chain:',
    step1: 'Complete the real-name digital identity',
    step2: 'Fill in the chain application (name, consensus, nodes)',
    step3: 'An administrator audits it; the chain is built on approval',
    apply: 'Apply for a chain',
    reapply: 'Apply again',
    refused: 'Your chain application was refused',
    reason: 'Reason',
    reviewing: 'Your chain application is under review',
    reviewingDesc: 'The chain shows here once an administrator approves it.',
    chain: 'Chain',
    chainName: 'Chain name',
    consensus: 'Consensus',
    interval: 'Block interval',
    seconds: 's',
    status: 'Status',
    applied: 'Applied at',
    built: 'Built',
    underReview: 'Under review',
    nodes: 'Running nodes',
    consensusNodes: 'Consensus nodes',
    height: 'Block height',
    members: 'Alliance members',
    toNodes: 'Nodes',
    toMonitor: 'Monitoring',
    mine: 'My identity',
    alliance: 'Alliance identity',
    notMember: 'Not a member',
    chainRole: 'Chain role',
    noRole: 'None yet',
    myNodes: 'My nodes',
    running: 'running',
    roles: { 1: 'Member', 2: 'Operator', 3: 'Chain administrator' } as Record<number, string>,
  },
};

const HAVE = '/chainmanagement/survey/have-information';
const NULL = '/chainmanagement/survey/null-information';

export default function Survey() {
  const intl = useIntl();
  const m = M[intl.locale === 'en-US' ? 'en-US' : 'zh-CN'];
  const { pathname } = useLocation();
  const session = useSession();
  const userId = session.user?.userId ?? '';
  const check = useRead(['GET /sfbn-alliance/chainSetting/checkBuild']);
  const mine = useRead(['GET /sfbn-alliance/chainSetting/currentUserInfo']);
  const summary = useRead(['GET /sfbn-alliance/chainSetting/simpleInfo']);
  const identity = useRead(['GET /sfbn-alliance/member/getAllianceIdentity', { userId }], { placeholderData: keepPreviousData });
  const role = useRead(['GET /sfbn-alliance/backboneidentity/currentUserInfo']);
  const nodes = useRead(['GET /sfbn-alliance/chainNode/currentUserInfo']);
  const row = mine.data?.data as Record<string, any> | null | undefined;
  // Under review (1) or built (2): have-information; none or refused (0): null-information.
  const built = check.data?.data as { built: boolean; status: number | null } | undefined;
  const has = built?.status === 1 || built?.status === 2;

  useEffect(() => {
    if (check.isFetching || !check.data || (pathname !== HAVE && pathname !== NULL)) return;
    const target = has ? HAVE : NULL;
    if (pathname !== target) history.replace(target);
  }, [check.isFetching, check.data, has, pathname]);

  if (check.isFetching || !check.data || mine.isFetching || !mine.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );

  if (!has) {
    return (
      <Card data-testid="chain-null-information">
        <Empty description={<strong>{m.noChain}</strong>} />
        {row?.status === 0 && (
          <Alert
            style={{ margin: '16px auto', maxWidth: 640 }}
            type="error"
            showIcon
            message={m.refused}
            description={`${m.reason}：${row.auditReason || '--'}`}
          />
        )}
        <div style={{ maxWidth: 640, margin: '24px auto' }}>
          <p>{m.noChainDesc}</p>
          <Steps direction="vertical" size="small" current={-1} items={[{ title: m.step1 }, { title: m.step2 }, { title: m.step3 }]} />
          <Button type="primary" data-testid="chain-apply" onClick={() => history.push('/chainmanagement/survey/detail')}>
            {row?.status === 0 ? m.reapply : m.apply}
          </Button>
        </div>
      </Card>
    );
  }

  const s = (summary.data?.data ?? {}) as Record<string, any>;
  const who = identity.data?.data as { isMember?: boolean; memberTypeName?: string; orgName?: string } | undefined;
  const myRole = role.data?.data as { chainRole?: number } | null | undefined;
  const myNodes = (Array.isArray(nodes.data?.data) ? nodes.data!.data : []) as { status: number }[];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-testid="chain-have-information">
      {!built?.built && <Result status="info" title={m.reviewing} subTitle={m.reviewingDesc} />}
      <Card title={m.chain}>
        <Descriptions column={{ xs: 1, md: 3 }} bordered size="small">
          <Descriptions.Item label={m.chainName}>{row!.chainName}</Descriptions.Item>
          <Descriptions.Item label={m.consensus}>{row!.consensus}</Descriptions.Item>
          <Descriptions.Item label={m.interval}>
            {row!.blockInterval} {m.seconds}
          </Descriptions.Item>
          <Descriptions.Item label={m.status}>
            <Tag color={built?.built ? 'success' : 'processing'} data-testid="chain-status">
              {built?.built ? m.built : m.underReview}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={m.applied}>{row!.createTime}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={m.mine} data-testid="chain-my-identity" loading={identity.isFetching || role.isFetching || nodes.isFetching}>
        <Descriptions column={{ xs: 1, md: 3 }} bordered size="small">
          <Descriptions.Item label={m.alliance}>
            <span data-testid="chain-my-alliance">{who?.isMember ? `${who.memberTypeName ?? ''}（${who.orgName ?? ''}）` : m.notMember}</span>
          </Descriptions.Item>
          <Descriptions.Item label={m.chainRole}>
            <span data-testid="chain-my-role">{myRole?.chainRole ? (m.roles[myRole.chainRole] ?? String(myRole.chainRole)) : m.noRole}</span>
          </Descriptions.Item>
          <Descriptions.Item label={m.myNodes}>
            <span data-testid="chain-my-nodes">{`${myNodes.length}（${m.running} ${myNodes.filter((n) => n.status === 4).length}）`}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {built?.built && (
        <Card
          loading={summary.isFetching}
          extra={
            <Space>
              <Button onClick={() => history.push('/chainmanagement/node/index')}>{m.toNodes}</Button>
              <Button onClick={() => history.push('/monitor/backbone/index')}>{m.toMonitor}</Button>
            </Space>
          }
        >
          <Space size={48} wrap>
            <Statistic title={m.nodes} value={s.nodeCount ?? 0} data-testid="chain-stat-nodes" />
            <Statistic title={m.consensusNodes} value={s.consensusNodeCount ?? 0} />
            <Statistic title={m.height} value={s.blockHeight ?? 0} groupSeparator="" />
            <Statistic title={m.members} value={s.memberCount ?? 0} />
          </Space>
        </Card>
      )}
    </Space>
  );
}
