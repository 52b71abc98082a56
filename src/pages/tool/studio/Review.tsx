/**
 * 检查并发布: the change in business words, the checker's verdict and the smoke test; then 提交审核,
 * or 直接发布 for an administrator. A base or fragment (`part`) is told through the screens that use
 * it, each checked with the edit in place, and has no smoke test of its own.
 */
import { Alert, App, Button, Modal, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { devCall } from '@/services/devApi';
import { ChangeList, changeWords, partWords, WordLists, type Labels, type PartUse } from './ChangeList';
import { describeChanges } from './diff';
import type { Lang, T } from './parts';
import SmokeSteps, { type Smoke, type SmokeStep } from './SmokeSteps';
import { parse, type Draft } from './useDraft';
import type { Problem } from '@/engine/format/check';
import type { ScreenFile } from '@/engine/format/types';

const API = '/api/__dev/studio';

export default function Review(props: {
  draft: Draft;
  base: ScreenFile | null;
  doc: ScreenFile;
  t: T;
  lang: Lang;
  /** An administrator may also publish their change directly; everyone submits it for review. */
  admin: boolean;
  labels: Labels;
  /** The file is a base or fragment (a "_" file or folder under schemas/). */
  part: boolean;
  onClose: () => void;
  onPublished: (text: string, hash: string, smoke?: Smoke) => void;
  onTakeTheirs: (text: string | null, hash: string | null) => void;
}) {
  const { draft, t } = props;
  const [state, setState] = useState<{ checking: boolean; problems: Problem[]; users?: PartUse[] }>({ checking: true, problems: [] });
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ text: string | null; hash: string | null } | null>(null);
  // The generated smoke test in the sandbox: its steps, or derive (it runs with the publish), or null while it runs.
  const [smoke, setSmoke] = useState<Smoke | null>(null);
  const { message } = App.useApp();
  // A part's change in words comes with its check (the screens using it, composed before and after).
  const words = props.part ? partWords(state.users ?? [], props.labels) : null;
  const lines = words
    ? words[props.lang === 'en-US' ? 'en' : 'zh']
    : describeChanges(props.base ?? {}, props.doc, (id, v) => t(id, v), props.lang, props.labels(props.lang));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new check of the draft replaces the last smoke test's steps
    setSmoke(null);
    void devCall<{ problems: Problem[]; contract: Problem[]; users?: PartUse[] }>(`${API}/check`, {
      method: 'POST',
      body: JSON.stringify({ path: draft.path, text: draft.h.text }),
    }).then(async (r) => {
      // The checker's problems, else the screen's contract with the mock (as `npm run schemas:check` judges both).
      const problems = r.ok ? (r.data.problems.length ? r.data.problems : r.data.contract) : [{ file: `schemas/${draft.path}`, pointer: '', message: r.msg }];
      setState({ checking: false, problems, users: r.ok ? r.data.users : undefined });
      if (problems.length || props.part) return;
      const s = await devCall<{ smoke: { steps: SmokeStep[]; passed: boolean } | null; derive: boolean }>(`${API}/smoke`, {
        method: 'POST',
        body: JSON.stringify({ path: draft.path, text: draft.h.text }),
      });
      setSmoke(
        s.ok ? (s.data.smoke ? s.data.smoke : { derive: s.data.derive }) : { passed: false, steps: [{ step: 'list', result: 'failed', detail: s.msg }] },
      );
    });
  }, [draft.path, draft.h.text, props.part]);
  /** Submits the change for review, or (an administrator's, `direct`) publishes it: both carry the change in words. */
  const send = async (direct: boolean) => {
    setBusy(true);
    const sent = words ?? changeWords(props.base ?? {}, props.doc, props.labels);
    const r = await devCall<any>(direct ? `${API}/publish` : `${API}/change/submit`, {
      method: 'POST',
      body: JSON.stringify({ path: draft.path, text: draft.h.text, baseHash: draft.baseHash, words: sent.zh, wordsEn: sent.en }),
    });
    setBusy(false);
    if (r.data?.smoke) setSmoke(r.data.smoke);
    if (r.ok && direct) {
      message.success(t('studio.published'));
      props.onPublished(draft.h.text.endsWith('\n') ? draft.h.text : `${draft.h.text}\n`, r.data.hash, r.data.smoke ?? undefined);
    } else if (r.ok) {
      message.success(t(r.data.amended ? 'studio.submitted.amended' : 'studio.submitted'));
      props.onClose();
    } else if (r.status === 409) setConflict(r.data);
    else {
      message.error(r.data?.git ? t(`studio.git.${r.data.git}`, { detail: r.data.detail ?? '' }) : r.msg);
      if (r.data?.problems) setState({ checking: false, problems: r.data.problems });
    }
  };
  const ok = !state.checking && !state.problems.length && lines.length > 0 && (props.part || Boolean(smoke && (smoke.passed || smoke.derive)));
  return (
    <Modal
      open
      width={820}
      title={t('studio.review.title')}
      onCancel={props.onClose}
      footer={
        conflict ? (
          <Button danger onClick={() => props.onTakeTheirs(conflict.text, conflict.hash)} data-testid="studio-take-theirs">
            {t('studio.conflict.take')}
          </Button>
        ) : (
          <Space>
            <Button type={props.admin ? 'default' : 'primary'} disabled={!ok} loading={busy} onClick={() => void send(false)} data-testid="studio-submit">
              {t('studio.review.submit')}
            </Button>
            {props.admin ? (
              <Button type="primary" disabled={!ok} loading={busy} onClick={() => void send(true)} data-testid="studio-publish">
                {t('studio.review.publish')}
              </Button>
            ) : null}
          </Space>
        )
      }
    >
      {words && lines.length ? (
        <WordLists {...words} testid="studio-diff" />
      ) : lines.length ? (
        <ChangeList before={props.base ?? {}} after={props.doc} testid="studio-diff" labels={props.labels} />
      ) : (
        <Alert type="info" message={t('studio.review.none')} />
      )}
      {state.checking ? (
        <Tag>{t('studio.review.checking')}</Tag>
      ) : state.problems.length ? (
        <Alert
          type="error"
          data-testid="studio-check-failed"
          message={t('studio.review.failed')}
          description={
            <ul>
              {state.problems.map((p, i) => (
                <li key={i}>{`${p.file}: ${p.pointer || '/'}: ${p.message}`}</li>
              ))}
            </ul>
          }
        />
      ) : (
        <Tag color="success" data-testid="studio-check-passed">
          {t('studio.review.passed')}
        </Tag>
      )}
      {!state.checking && !state.problems.length && !props.part ? <SmokeSteps smoke={smoke} t={t} /> : null}
      {conflict ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          data-testid="studio-conflict"
          message={t('studio.conflict')}
          description={
            <ChangeList before={props.base ?? {}} after={(conflict.text && parse(conflict.text)) || {}} testid="studio-conflict-diff" labels={props.labels} />
          }
        />
      ) : null}
    </Modal>
  );
}
