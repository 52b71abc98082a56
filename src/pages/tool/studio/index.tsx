/**
 * The screen studio (/tool/studio, docs/studio.md, issues 22 and 34): product staff and
 * administrators open a screen by its menu name (or start one from the template), change it with
 * forms or as JSON (Designer.tsx; the JSON view is what was the schema playground), see it live on
 * a sandbox of the mock's data (Preview.tsx), undo and redo (useDraft.ts: the draft and its history
 * are kept in this browser as they are edited), and submit it for review or, as an administrator,
 * publish it (Review.tsx) after a review in business words, the checker of `npm run
 * schemas:check` and a smoke test. A change request opens here too (ChangeReview.tsx), and the
 * versions are the file's git history (Versions.tsx). Everything goes through the development
 * server (studio/router.ts); a screen changed by someone else since the draft began is not
 * overwritten (409, their change shown).
 */
import './locale';
import { Alert, App, Button, Card, Input, Segmented, Space, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getLocale, useIntl, useSearchParams } from 'umi';
import type { Problem } from '@/engine/format/check';
import type { ScreenSchema, Text } from '@/engine/format/types';
import { devCall } from '@/services/devApi';
import { useSession } from '@/stores/session';
import { screens } from '@/utils/screenRoutes';
import { useScreenCheck } from '../useScreenCheck';
import ChangeReview from './ChangeReview';
import Designer from './Designer';
import { redo, start, undo } from './history';
import JsonView from './JsonView';
import { useValueLabels } from './labels';
import { StudioPanes } from './layout';
import NewScreen, { templateOf } from './NewScreen';
import { textOf, type Lang } from './parts';
import Preview from './Preview';
import Review from './Review';
import { PartList, ScreenList, type PartEntry } from './screenList';
import { isPart } from '../../../../shared/screenPart';
import SmokeSteps, { type Smoke } from './SmokeSteps';
import { parse, useDraft, useLeaveGuard } from './useDraft';
import { saveFile } from '@/utils/saveFile';
import Versions from './Versions';

const API = '/api/__dev/studio';

export default function Studio() {
  const intl = useIntl();
  const t = useCallback((id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v), [intl]);
  const locale = getLocale() as Lang;
  const lang: Lang = locale.startsWith('en') ? 'en-US' : 'zh-CN';
  const { message } = App.useApp();
  const session = useSession();
  const admin = session.user?.roleName === 'administrator';
  const [q, setQ] = useSearchParams();
  const [filter, setFilter] = useState('');
  const [newOpen, setNewOpen] = useState(false);
  const [review, setReview] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The smoke test of the last publish, shown after it (issue 34: a new screen's steps were never shown).
  const [published, setPublished] = useState<{ path: string; smoke: Smoke } | null>(null);
  // One sandbox per visit (docs/mock.md, Sandboxes): the preview's rows start as a copy of the live
  // ones, and what is tried there (product staff may add and edit in it) is thrown away.
  const [sandbox] = useState(() => `studio-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);
  useEffect(
    () => () => {
      void fetch(`/api/__dev/sandbox/${sandbox}`, { method: 'DELETE', keepalive: true }).catch(() => undefined);
    },
    [sandbox],
  );

  const path = q.get('screen') ? `${q.get('screen')}.json` : null;
  // A base or fragment opens in the JSON view only: it is no screen of its own (docs/studio.md).
  const part = path !== null && isPart(path);
  const [listed, setListed] = useState<'screens' | 'parts'>(part ? 'parts' : 'screens');

  // The screens by their menu names (the manifest's list routes), never by file.
  const all = useMemo(
    () =>
      screens
        .lists()
        .map((s) => ({ screen: s.screen, zh: textOf(s.title as Text, 'zh-CN'), en: textOf(s.title as Text, 'en-US') }))
        .filter((s, i, list) => list.findIndex((x) => x.screen === s.screen) === i)
        .sort((a, b) => a.zh.localeCompare(b.zh, 'zh-CN')),
    [],
  );

  // Whether the development server answers (the studio reads and publishes through it).
  const dev =
    useQuery({
      queryKey: [`GET ${API}/file`, { path: 'system/param.json' }],
      queryFn: () =>
        devCall(`${API}/file?path=system/param.json`).then(
          (r) => r.ok,
          () => false,
        ),
      staleTime: Infinity,
    }).data ?? null;

  const parts =
    useQuery({
      queryKey: [`GET ${API}/parts`],
      queryFn: () => devCall<PartEntry[]>(`${API}/parts`).then((r) => (r.ok ? r.data : [])),
      enabled: Boolean(dev),
    }).data ?? [];

  const { draft, text, doc, broken, base, dirty, edit, step, begin, reset, close } = useDraft(path, dev);
  useLeaveGuard(dirty, t);

  // Check as edited (once typing pauses) by the development server: the composed screen for the preview.
  // The studio's check: the checker's problems, and apart from them the mock contract's findings (shown on the fields).
  const { checked } = useScreenCheck<{ json?: ScreenSchema; problems: Problem[]; contract?: Problem[] }>(
    `POST ${API}/check`,
    draft?.path ?? null,
    text,
    async (p, typed, signal) => {
      // Without the development server nothing checks the draft: the preview draws it as it stands.
      if (!dev) return { json: (parse(typed) ?? undefined) as ScreenSchema | undefined, problems: [] };
      const r = await devCall<{ json?: ScreenSchema; problems: Problem[]; contract: Problem[] }>(`${API}/check`, {
        method: 'POST',
        // The preview's sandbox: a new screen's calls are answered there before its first publish.
        body: JSON.stringify({ path: p, text: typed, sandbox }),
        signal,
      });
      return r.ok ? r.data : { problems: [{ file: `schemas/${p}`, pointer: '', message: r.msg }] };
    },
  );

  const openScreen = (screen: string) => {
    close();
    setQ({ screen });
  };

  const labels = useValueLabels(doc, sandbox);
  // Undo, redo, versions and review, for a screen and a part alike. Under the title, wrapping:
  // beside it they squeezed the screen's name out of a narrow column.
  const toolbar = draft ? (
    <Space wrap size={[8, 4]} style={{ marginBottom: 8 }}>
      <Button size="small" onClick={() => step(undo)} disabled={!draft.h.past.length} data-testid="studio-undo">
        {t('studio.undo')}
      </Button>
      <Button size="small" onClick={() => step(redo)} disabled={!draft.h.future.length} data-testid="studio-redo">
        {t('studio.redo')}
      </Button>
      <Button size="small" onClick={() => setHistoryOpen(true)} disabled={!dev} data-testid="studio-history">
        {t('studio.history')}
      </Button>
      {/* The file as it stands, to hand to a developer (also without the development server). */}
      <Button
        size="small"
        onClick={() => saveFile(new Blob([draft.h.text], { type: 'application/json' }), draft.path.split('/').pop()!)}
        data-testid="studio-download"
      >
        {t('studio.download')}
      </Button>
      <Button size="small" type="primary" onClick={() => setReview(true)} disabled={broken || !dev} data-testid="studio-review">
        {t('studio.review')}
      </Button>
      {dirty ? (
        <Tag color="warning" data-testid="studio-dirty">
          {t('studio.unsaved')}
        </Tag>
      ) : null}
    </Space>
  ) : null;
  // A change request to review (the message center and the review list link here).
  const change = q.get('change');
  if (change)
    return (
      <div data-testid="studio" style={{ padding: 12 }}>
        <ChangeReview id={change} t={t} lang={lang} userId={session.user?.userId ?? ''} admin={admin} />
      </div>
    );
  return (
    <div data-testid="studio" style={{ padding: 12 }}>
      {dev === false ? <Alert type="info" showIcon message={t('studio.devOff')} style={{ marginBottom: 12 }} /> : null}
      <StudioPanes
        list={
          <Card size="small" title={t('studio.screens')}>
            {/* Under the title, not beside it: in a narrow pane the title was cut ("Scre…"). */}
            <Button size="small" block onClick={() => setNewOpen(true)} data-testid="studio-new" disabled={!dev} style={{ marginBottom: 8 }}>
              {t('studio.new')}
            </Button>
            <Input
              allowClear
              size="small"
              aria-label={t('studio.search')}
              placeholder={t('studio.search')}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              style={{ marginBottom: 8 }}
              data-testid="studio-search"
            />
            <Segmented
              block
              size="small"
              value={listed}
              onChange={(v) => setListed(v as 'screens' | 'parts')}
              options={[
                { value: 'screens', label: t('studio.screens') },
                { value: 'parts', label: <span data-testid="studio-list-parts">{t('studio.parts')}</span> },
              ]}
              style={{ marginBottom: 8 }}
            />
            {listed === 'parts' ? (
              <PartList parts={parts} filter={filter} current={path} onOpen={openScreen} lang={lang} t={t} />
            ) : (
              <ScreenList filter={filter} current={path} onOpen={openScreen} lang={lang} t={t} />
            )}
          </Card>
        }
        designer={
          <>
            {draft && part && text !== null ? (
              <Card
                size="small"
                title={
                  <span data-testid="studio-screen-title">
                    {draft.path} <Tag>{t('studio.parts.one')}</Tag>
                  </span>
                }
              >
                {toolbar}
                <JsonView path={draft.path} text={text} onChange={(v) => edit(v, 'json')} locale={locale} t={t} problems={checked?.problems} />
              </Card>
            ) : !draft || !doc ? (
              draft && text !== null ? (
                <JsonView path={draft.path} text={text} onChange={(v) => edit(v, 'json')} locale={locale} t={t} problems={checked?.problems} />
              ) : (
                <Alert type="info" message={t('studio.pick')} />
              )
            ) : (
              <Card size="small" title={<span data-testid="studio-screen-title">{textOf(doc.title, lang)}</span>}>
                {toolbar}
                {published?.path === draft.path && !dirty ? (
                  <div data-testid="studio-published-smoke" style={{ marginBottom: 8 }}>
                    <Tag color="success">{t('studio.published.smoke')}</Tag>
                    <Button size="small" type="link" onClick={() => setPublished(null)}>
                      {t('studio.published.hide')}
                    </Button>
                    <SmokeSteps smoke={published.smoke} t={t} />
                  </div>
                ) : null}
                <Designer
                  doc={doc}
                  text={text!}
                  edit={edit}
                  t={t}
                  lang={lang}
                  path={draft.path}
                  locale={locale}
                  sandbox={sandbox}
                  contract={(checked?.contract ?? []).filter((p) => p.file === `schemas/${draft.path}`)}
                  problems={checked?.problems}
                  broken={broken}
                />
              </Card>
            )}
          </>
        }
        preview={<Preview checked={checked} path={draft?.path ?? null} sandbox={sandbox} lang={lang} t={t} />}
      />
      <NewScreen
        open={newOpen}
        t={t}
        taken={(code) => all.some((s) => s.screen === `custom/${code}`)}
        onCancel={() => setNewOpen(false)}
        onOk={(code, zh, en) => {
          setNewOpen(false);
          const p = `custom/${code}.json`;
          begin({ path: p, baseText: null, baseHash: null, h: start(templateOf(code, zh, en)) });
          setQ({ screen: `custom/${code}` });
        }}
      />
      {draft && doc && review ? (
        <Review
          part={part}
          draft={draft}
          base={base}
          doc={doc}
          t={t}
          lang={lang}
          admin={admin}
          labels={labels}
          onClose={() => setReview(false)}
          onPublished={(text2, hash, smoke) => {
            if (smoke) setPublished({ path: draft.path, smoke });
            reset(text2, hash);
            setReview(false);
          }}
          onTakeTheirs={(text2, hash) => {
            reset(text2, hash);
            setReview(false);
          }}
        />
      ) : null}
      {draft && doc && historyOpen ? (
        <Versions
          path={draft.path}
          base={base}
          baseHash={draft.baseHash}
          admin={admin}
          t={t}
          lang={lang}
          labels={labels}
          onClose={() => setHistoryOpen(false)}
          onRestored={(text2, hash) => {
            reset(text2, hash);
            setHistoryOpen(false);
            message.success(t('studio.history.restored'));
          }}
        />
      ) : null}
    </div>
  );
}
