/**
 * A screen change request (/tool/studio?change=<id>, docs/studio.md "Review"): the change in
 * business words as its author reviewed it, the smoke test's steps, the proposed screen beside the
 * current one (both live on a sandbox of the mock's data), and the decision: an administrator other
 * than the author approves (published as one git commit) or refuses with a reason; the author
 * withdraws it. The list of requests is the schema screen 页面变更审核 (schemas/tool/change.json).
 */
import { Alert, App, Button, Card, Col, Descriptions, Input, Modal, Row, Space, Spin, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'umi';
import type { Problem } from '@/engine/format/check';
import type { ScreenSchema } from '@/engine/format/types';
import SchemaPage from '@/pages/schema';
import ErrorPanel from '@/pages/schema/ErrorPanel';
import { devCall } from '@/services/devApi';
import { SandboxProvider } from '@/services/sandbox';
import { WordLists } from './ChangeList';
import type { T } from './parts';
import SmokeSteps from './SmokeSteps';
import type { ChangeRequest } from '../../../../shared/wire/studio';

const API = '/api/__dev/studio';
/** The request's states (studio/changes.ts CHANGE). */
const STATUS: Record<number, { key: string; color: string }> = {
  1: { key: 'pending', color: 'processing' },
  2: { key: 'approved', color: 'success' },
  3: { key: 'refused', color: 'error' },
  4: { key: 'withdrawn', color: 'default' },
};

/** A request with the screen file as it is now, and its version. */
interface ChangeDetail extends ChangeRequest {
  current: string | null;
  currentHash: string | null;
}

/** One side of the comparison: the screen composed from `text` and drawn by the engine on the sandbox. */
function Preview({ path, text, sandbox, title, testid }: { path: string; text: string | null; sandbox: string; title: string; testid: string }) {
  const checked = useQuery({
    queryKey: [`POST ${API}/check`, { path, text }],
    enabled: text !== null,
    queryFn: ({ signal }) =>
      devCall<{ json?: ScreenSchema; problems: Problem[] }>(`${API}/check`, { method: 'POST', body: JSON.stringify({ path, text }), signal }).then(
        (r) => r.data,
      ),
  }).data;
  return (
    <Card size="small" title={title} data-testid={testid} styles={{ body: { padding: 0, overflow: 'auto', maxHeight: 'calc(100vh - 320px)' } }}>
      {text === null ? null : !checked ? (
        <Spin style={{ margin: 16 }} />
      ) : checked.problems.length || !checked.json ? (
        <ErrorPanel faults={checked.problems.map((p) => ({ file: p.file, pointer: p.pointer, message: p.message }))} />
      ) : (
        <SandboxProvider id={sandbox}>
          <SchemaPage screen={path.replace(/\.json$/, '')} schema={checked.json} />
        </SandboxProvider>
      )}
    </Card>
  );
}

export default function ChangeReview({ id, t, lang, userId, admin }: { id: string; t: T; lang: 'zh-CN' | 'en-US'; userId: string; admin: boolean }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error' | 'warning'; text: string } | null>(null);
  // The previews' sandbox: one per review, thrown away after.
  const [sandbox] = useState(() => `review-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);
  useEffect(
    () => () => {
      void fetch(`/api/__dev/sandbox/${sandbox}`, { method: 'DELETE', keepalive: true }).catch(() => undefined);
    },
    [sandbox],
  );
  const key = [`GET ${API}/change/detail`, { id }];
  const read = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => devCall<ChangeDetail>(`${API}/change/detail?id=${encodeURIComponent(id)}`, { signal }),
  }).data;
  if (!read) return <Spin />;
  if (!read.ok) return <Alert type="error" showIcon message={read.msg || t('studio.devOff')} data-testid="studio-change-missing" />;
  const c = read.data;
  const pending = c.status === 1;
  const mine = c.createUser === userId;
  const stale = pending && (c.baseHash ?? null) !== (c.currentHash ?? null);
  const smoke = c.smoke ? JSON.parse(c.smoke) : { derive: true };
  const lines = (s: string) => s.split('\n').filter(Boolean);

  const decide = async (approve: boolean) => {
    setBusy(true);
    const r = await devCall<{ git?: string; detail?: string; smoke?: unknown }>(`${API}/change/audit`, {
      method: 'POST',
      body: JSON.stringify({ id, auditStatus: approve ? 2 : 3, auditReason: approve ? '' : reason }),
    });
    setBusy(false);
    setRefusing(false);
    if (r.ok) {
      message.success(t(approve ? 'studio.change.approved' : 'studio.change.refused'));
      setOutcome(null);
    } else if (r.status === 409) setOutcome({ type: 'warning', text: t('studio.change.conflict') });
    else if (r.data?.git) setOutcome({ type: 'error', text: t(`studio.git.${r.data.git}`, { detail: r.data.detail ?? '' }) });
    else setOutcome({ type: 'error', text: r.msg });
    await client.invalidateQueries({ queryKey: key });
  };
  const withdraw = async () => {
    const r = await devCall(`${API}/change/withdraw`, { method: 'POST', body: JSON.stringify({ id }) });
    if (r.ok) message.success(t('studio.change.withdrawn'));
    else message.error(r.msg);
    await client.invalidateQueries({ queryKey: key });
  };

  return (
    <div data-testid="studio-change" data-status={c.status}>
      <Card
        size="small"
        title={
          <Space>
            <span data-testid="studio-change-title">
              {t('studio.change.title', { name: lang === 'en-US' ? c.screenNameEn || c.screenName : c.screenName })}
            </span>
            <Tag color={STATUS[c.status]?.color} data-testid="studio-change-status">
              {t(`studio.change.status.${STATUS[c.status]?.key}`)}
            </Tag>
            {c.restoreOf ? <Tag>{t('studio.change.restore', { id: c.restoreOf.slice(0, 8) })}</Tag> : null}
          </Space>
        }
        extra={<Link to="/tool/changes">{t('studio.change.list')}</Link>}
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('studio.change.author')}>{c.createUserName}</Descriptions.Item>
          <Descriptions.Item label={t('studio.change.at')}>{c.createTime}</Descriptions.Item>
          {c.auditUserName ? <Descriptions.Item label={t('studio.change.reviewer')}>{c.auditUserName}</Descriptions.Item> : null}
          {c.auditReason ? (
            <Descriptions.Item label={t('studio.change.reason')}>
              <span data-testid="studio-change-reason">{c.auditReason}</span>
            </Descriptions.Item>
          ) : null}
          {c.commit ? (
            <Descriptions.Item label={t('studio.change.commit')}>
              <code data-testid="studio-change-commit">{c.commit.slice(0, 12)}</code>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <WordLists zh={lines(c.words)} en={lines(c.wordsEn)} testid="studio-change-words" />
        <SmokeSteps smoke={smoke} t={t} />
        {stale ? <Alert style={{ marginTop: 8 }} type="warning" showIcon data-testid="studio-change-stale" message={t('studio.change.stale')} /> : null}
        {outcome ? <Alert style={{ marginTop: 8 }} type={outcome.type} showIcon data-testid="studio-change-outcome" message={outcome.text} /> : null}
        {pending ? (
          <Space style={{ marginTop: 12 }}>
            {admin && !mine ? (
              <>
                <Button type="primary" loading={busy} onClick={() => void decide(true)} data-testid="studio-change-approve">
                  {t('studio.change.approve')}
                </Button>
                <Button danger disabled={busy} onClick={() => setRefusing(true)} data-testid="studio-change-refuse">
                  {t('studio.change.refuse')}
                </Button>
              </>
            ) : null}
            {admin && mine ? <Tag data-testid="studio-change-own">{t('studio.change.own')}</Tag> : null}
            {mine ? (
              <Button onClick={() => void withdraw()} data-testid="studio-change-withdraw">
                {t('studio.change.withdraw')}
              </Button>
            ) : null}
          </Space>
        ) : null}
      </Card>
      <Row gutter={12} style={{ marginTop: 12 }} wrap={false}>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <Preview path={c.path} text={c.current} sandbox={sandbox} title={t('studio.change.current')} testid="studio-change-current" />
        </Col>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <Preview path={c.path} text={c.text} sandbox={sandbox} title={t('studio.change.proposed')} testid="studio-change-proposed" />
        </Col>
      </Row>
      <Modal
        open={refusing}
        title={t('studio.change.refuse')}
        onCancel={() => setRefusing(false)}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: busy, 'data-testid': 'studio-change-refuse-ok' } as any}
        onOk={() => void decide(false)}
      >
        <Input.TextArea
          rows={3}
          value={reason}
          maxLength={500}
          placeholder={t('studio.change.reasonRequired')}
          aria-label={t('studio.change.reason')}
          onChange={(e) => setReason(e.target.value)}
          data-testid="studio-change-reason-input"
        />
      </Modal>
    </div>
  );
}
