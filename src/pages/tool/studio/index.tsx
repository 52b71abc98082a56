/**
 * The screen studio (/tool/studio, docs/studio.md, issue 22): product staff and administrators
 * open a screen by its menu name (or start one from the template), change it with forms (columns,
 * fields, buttons, menu entry; the JSON view stays, in sync both ways), see it live beside the
 * forms on a sandbox of the mock's data, undo and redo (the draft and its history are kept in this browser as they are edited),
 * and publish after a review that says what changes in business words and a check by the same
 * checker as `npm run schemas:check`. Publishing and the history go through the development
 * server (scripts/studioDev.ts); a screen changed by someone else since the draft began is not
 * overwritten (409, their change shown).
 */
import './locale';
import { DndContext, PointerSensor, KeyboardSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import Editor from '@monaco-editor/react';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, InputNumber, List, Modal, Radio, Row, Select, Space, Spin, Switch, Table, Tag } from 'antd';
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { getLocale, history, useIntl, useSearchParams } from 'umi';
import type { Problem } from '@/engine/check';
import { flatOptions, optionsOf, optionsRead } from '@/engine/options';
import { displayModules, menuGroups, menuIcons, validators, widgetRegistry, widgets } from '@/engine/registry';
import type { Condition, Field, ScreenFile, ScreenSchema, Text } from '@/engine/types';
import { switchLocale } from '@/locales/area';
import SchemaPage from '@/pages/schema';
import ErrorPanel, { fieldAt } from '@/pages/schema/ErrorPanel';
import { devCall } from '@/services/devApi';
import { NO_READ } from '@/services/query';
import { SandboxProvider, type PreviewState } from '@/services/sandbox';
import { useSession } from '@/stores/session';
import { screens } from '@/utils/screenRoutes';
import { loadJsonMonaco, type JsonMonaco as Monaco } from '../playground/loadMonacoJson';
import { useScreenCheck } from '../useScreenCheck';
import ChangeReview from './ChangeReview';
import { ChangeList, changeWords, type Labels } from './ChangeList';
import { DictPicker, useDictName } from './dictionaries';
import { describeChanges } from './diff';
import { record, redo, start, undo, type History } from './history';
import { StudioPanes } from './layout';
import { FieldName, ScreenList } from './screenList';
import { ButtonList, ConditionEditor, OptionsSourceEditor, Sections, StatusTabs, Steps, setLabel, type DesignerProps, type Lang, type T } from './parts';
import SmokeSteps, { type Smoke, type SmokeStep } from './SmokeSteps';
import { insertIn, moveIn, removeIn, setIn } from './textEdit';
import Versions from './Versions';

const API = '/api/__dev/studio';
const PLAYGROUND = '/api/__dev/playground';
const DRAFT = 'studio.draft:';

/** The draft of a screen as kept in this browser: the text it started from and the edits since. */
interface Draft {
  path: string;
  baseText: string | null;
  baseHash: string | null;
  h: History;
}
const loadDraft = (path: string): Draft | null => {
  try {
    return JSON.parse(localStorage.getItem(DRAFT + path) ?? 'null');
  } catch {
    return null;
  }
};
const storeDraft = (d: Draft) => localStorage.setItem(DRAFT + d.path, JSON.stringify(d));
const dropDraft = (path: string) => localStorage.removeItem(DRAFT + path);

const textOf = (v: Text | undefined, lang: Lang) => (v === undefined ? '' : typeof v === 'string' ? v : (v[lang] ?? ''));
const parse = (text: string): ScreenFile | null => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A new screen from the template: a list with search, the add/edit dialog, on calls of its own. */
function templateOf(code: string, zh: string, en: string): string {
  return `${JSON.stringify(
    {
      $schema: '../screen.schema.json',
      key: `custom.${code}`,
      title: { 'zh-CN': zh, 'en-US': en },
      routes: { list: `/custom/${code}` },
      menu: { parent: 'system-base', sort: 100, icon: 'AppstoreOutlined' },
      api: {
        list: `GET /sfbn-system/${code}/list`,
        detail: `GET /sfbn-system/${code}/detail`,
        submit: `POST /sfbn-system/${code}/submit`,
        remove: `POST /sfbn-system/${code}/remove`,
      },
      fields: [
        {
          name: 'name',
          label: { 'zh-CN': '名称', 'en-US': 'Name' },
          search: true,
          maxLength: 50,
          required: { 'zh-CN': '请输入名称', 'en-US': 'Enter the name' },
        },
      ],
      list: { toolbar: ['add'], row: ['view', 'edit', 'delete'] },
      form: { width: 520 },
    },
    null,
    2,
  )}\n`;
}

export default function Studio() {
  const intl = useIntl();
  const t = useCallback((id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v), [intl]);
  const locale = getLocale() as Lang;
  const lang: Lang = locale.startsWith('en') ? 'en-US' : 'zh-CN';
  const { message, modal } = App.useApp();
  const session = useSession();
  const admin = session.user?.roleName === 'administrator';
  const [q, setQ] = useSearchParams();
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  // The preview: which status tab, and in which state (docs/studio.md, "Preview").
  const [previewTab, setPreviewTab] = useState<string | undefined>();
  const [previewMode, setPreviewMode] = useState<'normal' | PreviewState['mode']>('normal');
  const [newOpen, setNewOpen] = useState(false);
  const [review, setReview] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [wide, setWide] = useState(false);
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

  // Open the screen of ?screen=: the draft kept in this browser, else the file. A kept draft whose
  // text is now the file's (its change request was approved) is done: the file opens afresh.
  useEffect(() => {
    if (!path || !dev) return;
    void devCall<{ text: string | null; hash: string | null }>(`${API}/file?path=${encodeURIComponent(path)}`).then((r) => {
      const kept = loadDraft(path);
      if (kept && !(r.ok && r.data.hash !== kept.baseHash && r.data.text === kept.h.text)) return void setDraft(kept);
      if (kept) dropDraft(path);
      if (!r.ok) return void message.error(r.msg);
      if (r.data.text === null) return void message.error(r.msg || path);
      setDraft({ path, baseText: r.data.text, baseHash: r.data.hash, h: start(r.data.text) });
    });
  }, [path, dev, message]);

  const text = draft?.h.text ?? null;
  const doc = useMemo(() => (text === null ? null : parse(text)), [text]);
  const base = useMemo(() => (draft?.baseText ? parse(draft.baseText) : null), [draft?.baseText]);
  const dirty = Boolean(draft && draft.h.text !== draft.baseText);

  /** Every edit goes through here: the history grows and the draft is stored at once. */
  const edit = useCallback((next: string, group?: string) => {
    setDraft((d) => {
      if (!d) return d;
      const nd = { ...d, h: record(d.h, next, group) };
      storeDraft(nd);
      return nd;
    });
  }, []);
  const step = (f: (h: History) => History) =>
    setDraft((d) => {
      if (!d) return d;
      const nd = { ...d, h: f(d.h) };
      storeDraft(nd);
      return nd;
    });

  // Check as edited (once typing pauses) by the development server: the composed screen for the preview.
  // The studio's check: the checker's problems, and apart from them the mock contract's findings (shown on the fields).
  const { checked } = useScreenCheck<{ json?: ScreenSchema; problems: Problem[]; contract?: Problem[] }>(
    `POST ${API}/check`,
    draft?.path ?? null,
    text,
    async (p, typed, signal) => {
      const r = await devCall<{ json?: ScreenSchema; problems: Problem[]; contract: Problem[] }>(`${API}/check`, {
        method: 'POST',
        // The preview's sandbox: a new screen's calls are answered there before its first publish.
        body: JSON.stringify({ path: p, text: typed, sandbox }),
        signal,
      });
      return r.ok ? r.data : { problems: [{ file: `schemas/${p}`, pointer: '', message: r.msg }] };
    },
  );

  // Leaving with unpublished changes asks first (the draft stays in this browser either way).
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    const unblock = (history as any).block?.((tx: { retry: () => void; location: { pathname: string } }) => {
      if (tx.location.pathname === '/tool/studio') {
        unblock?.();
        tx.retry();
        return;
      }
      modal.confirm({
        title: t('studio.unsaved'),
        content: t('studio.leave'),
        okButtonProps: { 'data-testid': 'studio-leave-ok' } as any,
        onOk: () => {
          unblock?.();
          tx.retry();
        },
      });
    });
    return () => {
      window.removeEventListener('beforeunload', warn);
      unblock?.();
    };
  }, [dirty, modal, t]);

  // Ctrl+Z / Ctrl+Y outside text inputs.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (!(e.ctrlKey || e.metaKey) || target.closest('input, textarea, .monaco-editor')) return;
      if (e.key === 'z' && !e.shiftKey) step(undo);
      else if (e.key === 'y' || (e.key === 'z' && e.shiftKey)) step(redo);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const openScreen = (screen: string) => {
    setDraft(null);
    setQ({ screen });
  };

  const problems = checked?.problems ?? [];
  // The list calls a preview state applies to: the list's and every tab's.
  const previewState = useMemo<PreviewState | undefined>(() => {
    if (previewMode === 'normal' || !checked?.json) return undefined;
    const lists = [checked.json.api?.list, ...Object.values(checked.json.views ?? {}).map((v) => v.api)].filter((c): c is string => Boolean(c));
    return { mode: previewMode, lists };
  }, [previewMode, checked?.json]);
  const labels = useValueLabels(doc, sandbox);
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
            <ScreenList filter={filter} current={path} onOpen={openScreen} lang={lang} t={t} />
          </Card>
        }
        designer={
          <>
            {!draft || !doc ? (
              draft && text !== null ? (
                <JsonView path={draft.path} text={text} onChange={(v) => edit(v, 'json')} locale={locale} t={t} />
              ) : (
                <Alert type="info" message={t('studio.pick')} />
              )
            ) : (
              <Card size="small" title={<span data-testid="studio-screen-title">{textOf(doc.title, lang)}</span>}>
                {/* Under the title, wrapping: beside it they squeezed the screen's name out of a narrow column. */}
                <Space wrap size={[8, 4]} style={{ marginBottom: 8 }}>
                  <Button size="small" onClick={() => step(undo)} disabled={!draft.h.past.length} data-testid="studio-undo">
                    {t('studio.undo')}
                  </Button>
                  <Button size="small" onClick={() => step(redo)} disabled={!draft.h.future.length} data-testid="studio-redo">
                    {t('studio.redo')}
                  </Button>
                  <Button size="small" onClick={() => setHistoryOpen(true)} data-testid="studio-history">
                    {t('studio.history')}
                  </Button>
                  <Button size="small" type="primary" onClick={() => setReview(true)} data-testid="studio-review">
                    {t('studio.review')}
                  </Button>
                  {dirty ? (
                    <Tag color="warning" data-testid="studio-dirty">
                      {t('studio.unsaved')}
                    </Tag>
                  ) : null}
                </Space>
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
                />
              </Card>
            )}
          </>
        }
        preview={
          <Card
            size="small"
            title={t('studio.preview')}
            data-testid="studio-preview"
            extra={
              <Space wrap>
                {checked?.json?.views ? (
                  <Select
                    size="small"
                    aria-label={t('studio.preview.tab')}
                    data-testid="studio-preview-tab"
                    style={{ minWidth: 100 }}
                    value={previewTab && checked.json.views[previewTab] ? previewTab : Object.keys(checked.json.views)[0]}
                    onChange={setPreviewTab}
                    options={Object.entries(checked.json.views).map(([k, v]) => ({ value: k, label: textOf(v.label, lang) || k }))}
                  />
                ) : null}
                <Select
                  size="small"
                  aria-label={t('studio.preview.state')}
                  data-testid="studio-preview-state"
                  style={{ minWidth: 100 }}
                  value={previewMode}
                  onChange={setPreviewMode}
                  options={(['normal', 'empty', 'loading', 'error'] as const).map((m) => ({ value: m, label: t(`studio.preview.${m}`) }))}
                />
                <Checkbox checked={lang === 'en-US'} onChange={(e) => void switchLocale(e.target.checked ? 'en-US' : 'zh-CN')} data-testid="studio-english">
                  {t('studio.previewEnglish')}
                </Checkbox>
                <Checkbox checked={wide} onChange={(e) => setWide(e.target.checked)} data-testid="studio-wide">
                  {t('studio.previewWide')}
                </Checkbox>
              </Space>
            }
            styles={{ body: { padding: 0, overflow: 'auto', maxHeight: 'calc(100vh - 200px)' } }}
          >
            <div style={{ width: wide ? 1280 : undefined }}>
              {!checked || !draft ? null : problems.length ? (
                <ErrorPanel
                  hint={t('engine.error.designer')}
                  faults={problems.map((p) => ({
                    file: p.file,
                    pointer: p.pointer,
                    message: p.message,
                    field: checked.json && p.file === `schemas/${draft.path}` ? fieldAt(checked.json, p.pointer) : undefined,
                  }))}
                />
              ) : checked.json ? (
                <SandboxProvider id={sandbox} state={previewState}>
                  <SchemaPage
                    key={previewMode}
                    screen={draft.path.replace(/\.json$/, '')}
                    view={previewTab && checked.json.views?.[previewTab] ? previewTab : 'list'}
                    schema={checked.json}
                    onView={setPreviewTab}
                  />
                </SandboxProvider>
              ) : null}
            </div>
          </Card>
        }
      />
      <NewScreen
        open={newOpen}
        t={t}
        taken={(code) => all.some((s) => s.screen === `custom/${code}`)}
        onCancel={() => setNewOpen(false)}
        onOk={(code, zh, en) => {
          setNewOpen(false);
          const p = `custom/${code}.json`;
          const d: Draft = { path: p, baseText: null, baseHash: null, h: start(templateOf(code, zh, en)) };
          storeDraft(d);
          setDraft(d);
          setQ({ screen: `custom/${code}` });
        }}
      />
      {draft && doc && review ? (
        <Review
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
            dropDraft(draft.path);
            setDraft({ path: draft.path, baseText: text2, baseHash: hash, h: start(text2) });
            setReview(false);
          }}
          onTakeTheirs={(text2, hash) => {
            dropDraft(draft.path);
            setDraft({ path: draft.path, baseText: text2, baseHash: hash, h: start(text2 ?? '') });
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
            dropDraft(draft.path);
            setDraft({ path: draft.path, baseText: text2, baseHash: hash, h: start(text2) });
            setHistoryOpen(false);
            message.success(t('studio.history.restored'));
          }}
        />
      ) : null}
    </div>
  );
}

/** Values named in conditions and tab filters, by their option labels in each language (dictionaries loaded in the sandbox). */
function useValueLabels(doc: ScreenFile | null, sandbox: string): Labels {
  const wanted = useMemo(() => {
    if (!doc) return [];
    const names = new Set<string>();
    const walk = (c: Condition | undefined) => {
      if (!c || typeof c !== 'object') return;
      if ('field' in c) names.add(c.field);
      if ('all' in c) c.all.forEach(walk);
      if ('any' in c) c.any.forEach(walk);
      if ('not' in c) walk(c.not);
    };
    for (const f of doc.fields ?? []) {
      walk(f.visibleWhen);
      walk(f.requiredWhen);
    }
    for (const st of doc.form?.steps ?? []) walk(st.visibleWhen);
    for (const v of Object.values(doc.views ?? {})) Object.keys(v.params ?? {}).forEach((k) => names.add(k));
    return (doc.fields ?? []).filter((f) => names.has(f.name) && (f.dict || f.optionsFrom));
  }, [doc]);
  // One read per field (its rows serve both languages), through the query layer.
  const rows = useQueries({ queries: wanted.map((f) => optionsRead(f, {}, sandbox) ?? NO_READ), combine: dataOf });
  const dict = useDictName();
  return useCallback(
    (l: Lang) => {
      const byField = new Map(
        wanted.map((f, i) => [f.name, new Map(flatOptions(rows[i] ? optionsOf(f, rows[i], l) : []).map((o) => [String(o.value), o.label]))]),
      );
      return { value: (field: string, v: unknown) => byField.get(field)?.get(String(v)), dict };
    },
    [wanted, rows, dict],
  );
}
/** The answers of several reads (a stable function: useQueries then keeps the combined array while they stay the same). */
const dataOf = (results: { data?: unknown }[]) => results.map((r) => r.data as any[] | undefined);

function NewScreen(props: {
  open: boolean;
  t: T;
  taken: (code: string) => boolean;
  onCancel: () => void;
  onOk: (code: string, zh: string, en: string) => void;
}) {
  const { t } = props;
  const [form] = Form.useForm();
  return (
    <Modal
      open={props.open}
      title={t('studio.newTitle')}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'studio-new-ok' } as any}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => props.onOk(v.code, v.zh, v.en)}>
        <Form.Item
          name="code"
          label={t('studio.newCode')}
          rules={[
            { required: true, pattern: /^[a-z][a-z0-9]*$/, message: t('studio.newCodeRule') },
            { validator: async (_r, v) => (v && props.taken(v) ? Promise.reject(new Error(t('studio.newCodeTaken'))) : undefined) },
          ]}
        >
          <Input data-testid="studio-new-code" />
        </Form.Item>
        <Form.Item name="zh" label={t('studio.newZh')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-new-zh" />
        </Form.Item>
        <Form.Item name="en" label={t('studio.newEn')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-new-en" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function JsonView(props: { path: string; text: string; onChange: (text: string) => void; locale: string; t: T }) {
  const [monaco, setMonaco] = useState<Monaco | null>(null);
  useEffect(() => {
    void loadJsonMonaco(props.locale).then((m) => setMonaco(() => m));
  }, [props.locale]);
  if (!monaco) return <Spin />;
  return (
    <div data-testid="studio-json" style={{ height: 'calc(100vh - 300px)', minHeight: 360 }}>
      <Editor
        path={`inmemory://schemas/${props.path}`}
        language="json"
        value={props.text}
        onChange={(v) => props.onChange(v ?? '')}
        options={{
          minimap: { enabled: false },
          editContext: false,
          fontSize: 13,
          tabSize: 2,
          automaticLayout: true,
          scrollBeyondLastLine: false,
          ariaLabel: props.t('studio.tab.json'),
        }}
      />
    </div>
  );
}

/** The studio's own check found these for this file: the mock contract's findings, shown on their fields. */
type Findings = { contract: Problem[] };
const fieldFindings = (contract: Problem[], i: number) => contract.filter((p) => new RegExp(`^/fields/${i}(/|$)`).test(p.pointer));

function Designer(props: DesignerProps & Findings) {
  const { t } = props;
  const [tab, setTab] = useState('columns');
  // The parts as a bar of buttons that wraps (eight tabs do not fit the centre column).
  const parts: [string, React.ReactNode][] = [
    ['columns', <Columns key="columns" {...props} />],
    ['form', <FormFields key="form" {...props} />],
    ['actions', <Buttons key="actions" {...props} />],
    ['tabs', <StatusTabs key="tabs" {...props} />],
    ['sections', <Sections key="sections" {...props} />],
    ['steps', <Steps key="steps" {...props} />],
    ['menu', <MenuEntry key="menu" {...props} />],
    ['json', <JsonView key="json" path={props.path} text={props.text} onChange={(v) => props.edit(v, 'json')} locale={props.locale} t={t} />],
  ];
  return (
    <>
      <Radio.Group size="small" optionType="button" value={tab} onChange={(e) => setTab(e.target.value)} style={{ marginBottom: 8 }} data-testid="studio-parts">
        {parts.map(([k]) => (
          <Radio.Button key={k} value={k} style={{ marginBottom: 4 }}>
            <span data-testid={`studio-tab-${k}`}>{t(`studio.tab.${k}`)}</span>
          </Radio.Button>
        ))}
      </Radio.Group>
      {parts.find(([k]) => k === tab)![1]}
    </>
  );
}

const Row_ = (props: React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props['data-row-key'] });
  const style: React.CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  return (
    <tr {...props} ref={setNodeRef} style={style} {...attributes}>
      {React.Children.map(props.children, (child: any) =>
        child?.key === 'drag'
          ? React.cloneElement(child, { children: <HolderOutlined style={{ cursor: 'grab', touchAction: 'none' }} {...listeners} data-testid="studio-drag" /> })
          : child,
      )}
    </tr>
  );
};

function Columns({ doc, text, edit, t, lang, contract }: DesignerProps & Findings) {
  const fields = doc.fields ?? [];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const at = (name: string) => fields.findIndex((f) => f.name === name);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    edit(moveIn(text, ['fields'], at(String(active.id)), at(String(over.id))));
  };
  const set = (i: number, key: keyof Field, value: unknown, group = true) =>
    edit(setIn(text, ['fields', i, key], value), group ? `fields/${fields[i].name}/${key}` : undefined);
  // A column's label in one language, edited in place (one undo group per field and language).
  const labelColumn = (locale: 'zh-CN' | 'en-US') => {
    const title = t(locale === 'zh-CN' ? 'studio.col.labelZh' : 'studio.col.labelEn');
    const short = locale === 'zh-CN' ? 'zh' : 'en';
    return {
      title,
      // Wide enough for a label of eight characters or two English words without cutting it.
      width: 150,
      render: (_: unknown, f: Field, i: number) => (
        <Input
          size="small"
          value={textOf(f.label, locale)}
          aria-label={`${f.name} ${title}`}
          data-testid={`label-${short}-${f.name}`}
          onChange={(e) => edit(setLabel(text, ['fields', i, 'label'], f.label, locale, e.target.value), `fields/${f.name}/label/${short}`)}
        />
      ),
    };
  };
  const [adding, setAdding] = useState(false);
  return (
    <>
      {(doc as any).$extends ? <Alert type="info" showIcon message={t('studio.extends')} style={{ marginBottom: 8 }} /> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={fields.map((f) => f.name)} strategy={verticalListSortingStrategy}>
          <Table
            size="small"
            rowKey="name"
            pagination={false}
            data-testid="studio-columns"
            scroll={{ x: 'max-content' }}
            components={{ body: { row: Row_ } }}
            dataSource={fields}
            columns={[
              { key: 'drag', title: '', width: 30, render: () => null },
              {
                title: t('studio.col.name'),
                dataIndex: 'name',
                width: 120,
                render: (name: string, f: Field, i: number) => {
                  const found = fieldFindings(contract, i);
                  return (
                    <Space size={2} title={found.map((p) => p.message).join('\n') || undefined}>
                      {found.length ? (
                        <Tag color="error" data-testid={`contract-${name}`}>
                          !
                        </Tag>
                      ) : null}
                      <FieldName field={f} lang={lang} />
                    </Space>
                  );
                },
              },
              labelColumn('zh-CN'),
              labelColumn('en-US'),
              {
                title: t('studio.col.width'),
                width: 84,
                render: (_: unknown, f: Field, i: number) => (
                  <InputNumber
                    size="small"
                    style={{ width: 72 }}
                    min={40}
                    max={800}
                    value={f.width}
                    placeholder={t('studio.diff.auto')}
                    data-testid={`width-${f.name}`}
                    onChange={(v) => set(i, 'width', v ?? undefined)}
                  />
                ),
              },
              {
                title: t('studio.col.display'),
                width: 100,
                render: (_: unknown, f: Field, i: number) => (
                  <Select
                    size="small"
                    style={{ width: 90 }}
                    value={f.display ?? 'plain'}
                    data-testid={`display-${f.name}`}
                    onChange={(v) => set(i, 'display', v === 'plain' ? undefined : v, false)}
                    options={[
                      { value: 'plain', label: t('studio.display.plain') },
                      ...displayModules.map((d) => ({ value: d.name, label: textOf(d.label, lang) })),
                    ]}
                  />
                ),
              },
              {
                title: t('studio.col.copyable'),
                width: 64,
                render: (_: unknown, f: Field, i: number) => (
                  <Checkbox
                    checked={f.display === 'copy'}
                    data-testid={`copy-${f.name}`}
                    onChange={(e) => set(i, 'display', e.target.checked ? 'copy' : undefined, false)}
                  />
                ),
              },
              {
                title: t('studio.col.ellipsis'),
                width: 56,
                render: (_: unknown, f: Field, i: number) => (
                  <Checkbox
                    checked={f.display === 'ellipsis'}
                    data-testid={`ellipsis-${f.name}`}
                    onChange={(e) => set(i, 'display', e.target.checked ? 'ellipsis' : undefined, false)}
                  />
                ),
              },
              {
                title: t('studio.col.dict'),
                width: 170,
                render: (_: unknown, f: Field, i: number) => (
                  <DictPicker value={f.dict} t={t} testid={`dict-${f.name}`} onChange={(v) => set(i, 'dict', v, false)} />
                ),
              },
              {
                title: t('studio.col.inList'),
                width: 70,
                render: (_: unknown, f: Field, i: number) => (
                  <Switch
                    size="small"
                    checked={f.inList !== false}
                    data-testid={`inlist-${f.name}`}
                    onChange={(v) => set(i, 'inList', v ? undefined : false, false)}
                  />
                ),
              },
              {
                title: t('studio.col.search'),
                width: 70,
                render: (_: unknown, f: Field, i: number) => (
                  <Switch
                    size="small"
                    checked={Boolean(f.search)}
                    data-testid={`search-${f.name}`}
                    onChange={(v) => set(i, 'search', v ? true : undefined, false)}
                  />
                ),
              },
              {
                title: '',
                width: 60,
                render: (_: unknown, f: Field, i: number) => (
                  <Button size="small" danger type="link" data-testid={`remove-${f.name}`} onClick={() => edit(removeIn(text, ['fields'], i))}>
                    {t('studio.col.remove')}
                  </Button>
                ),
              },
            ]}
          />
        </SortableContext>
      </DndContext>
      <Button size="small" style={{ marginTop: 8 }} onClick={() => setAdding(true)} data-testid="studio-add-field">
        {t('studio.addField')}
      </Button>
      <AddField
        open={adding}
        t={t}
        lang={lang}
        names={fields.map((f) => f.name)}
        onCancel={() => setAdding(false)}
        onOk={(f) => (setAdding(false), edit(insertIn(text, ['fields'], fields.length, f)))}
      />
    </>
  );
}

function AddField(props: { open: boolean; t: T; lang: Lang; names: string[]; onCancel: () => void; onOk: (f: Field) => void }) {
  const { t } = props;
  const [form] = Form.useForm();
  return (
    <Modal
      open={props.open}
      title={t('studio.addField')}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'studio-add-field-ok' } as any}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ widget: 'text' }}
        onFinish={(v) => props.onOk({ name: v.name, label: { 'zh-CN': v.zh, 'en-US': v.en }, ...(v.widget !== 'text' ? { widget: v.widget } : {}) })}
      >
        <Form.Item
          name="name"
          label={t('studio.addFieldName')}
          rules={[
            { required: true, pattern: /^[A-Za-z][A-Za-z0-9]*$/, message: t('studio.addFieldNameRule') },
            { validator: async (_r, v) => (v && props.names.includes(v) ? Promise.reject(new Error(t('studio.addFieldNameTaken'))) : undefined) },
          ]}
        >
          <Input data-testid="studio-field-name" />
        </Form.Item>
        <Form.Item name="zh" label={t('studio.col.labelZh')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-field-zh" />
        </Form.Item>
        <Form.Item name="en" label={t('studio.col.labelEn')} rules={[{ required: true, message: t('studio.newNameRequired') }]}>
          <Input data-testid="studio-field-en" />
        </Form.Item>
        <Form.Item name="widget" label={t('studio.prop.widget')}>
          <Select
            showSearch
            optionFilterProp="label"
            data-testid="studio-field-widget"
            options={widgets.filter((w) => widgetRegistry[w].palette !== false).map((w) => ({ value: w, label: textOf(widgetRegistry[w].label, props.lang) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The form's fields: pick one, edit its properties. */
function FormFields({ doc, text, edit, t, lang, contract, locale, sandbox }: DesignerProps & Findings) {
  const fields = doc.fields ?? [];
  const [picked, setPicked] = useState(fields[0]?.name);
  const i = fields.findIndex((f) => f.name === picked);
  const f = fields[i];
  const set = (key: keyof Field, value: unknown, group = true) => edit(setIn(text, ['fields', i, key], value), group ? `fields/${f.name}/${key}` : undefined);
  const requiredText = (l: Lang) => (f && typeof f.required === 'object' ? (f.required[l] ?? '') : typeof f?.required === 'string' ? f.required : '');
  return (
    <Row gutter={12}>
      <Col flex="180px">
        <List
          size="small"
          bordered
          dataSource={fields.filter((x) => x.inForm !== false || true)}
          renderItem={(x) => (
            <List.Item
              style={{ cursor: 'pointer', background: x.name === picked ? '#e6f4ff' : undefined }}
              onClick={() => setPicked(x.name)}
              data-testid={`form-field-${x.name}`}
            >
              {textOf(x.label, lang) || x.name}
            </List.Item>
          )}
        />
      </Col>
      <Col flex="1 1 0">
        {f ? (
          <Form layout="vertical" size="small" key={f.name} data-testid="studio-props">
            {fieldFindings(contract, i).length ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 8 }}
                data-testid="prop-contract"
                message={
                  fieldFindings(contract, i).some((p) => p.message.includes('is not stored by')) ? t('studio.prop.contract') : t('studio.prop.contractOther')
                }
                description={
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {fieldFindings(contract, i).map((p, k) => (
                      <li key={k}>{p.message}</li>
                    ))}
                  </ul>
                }
              />
            ) : null}
            <Form.Item label={t('studio.col.labelZh')}>
              <Input
                value={textOf(f.label, 'zh-CN')}
                onChange={(e) => edit(setLabel(text, ['fields', i, 'label'], f.label, 'zh-CN', e.target.value), `fields/${f.name}/label/zh`)}
              />
            </Form.Item>
            <Form.Item label={t('studio.col.labelEn')}>
              <Input
                value={textOf(f.label, 'en-US')}
                onChange={(e) => edit(setLabel(text, ['fields', i, 'label'], f.label, 'en-US', e.target.value), `fields/${f.name}/label/en`)}
              />
            </Form.Item>
            <Form.Item label={t('studio.prop.widget')}>
              <Select
                value={f.widget ?? 'text'}
                onChange={(v) => set('widget', v === 'text' ? undefined : v, false)}
                options={widgets.map((w) => ({ value: w, label: textOf(widgetRegistry[w].label, lang) }))}
              />
            </Form.Item>
            <Form.Item label={t('studio.prop.required')}>
              <Switch checked={Boolean(f.required)} data-testid="prop-required" onChange={(v) => set('required', v ? true : undefined, false)} />
            </Form.Item>
            {f.required ? (
              <>
                <Form.Item label={t('studio.prop.requiredZh')}>
                  <Input value={requiredText('zh-CN')} onChange={(e) => set('required', { 'zh-CN': e.target.value, 'en-US': requiredText('en-US') })} />
                </Form.Item>
                <Form.Item label={t('studio.prop.requiredEn')}>
                  <Input value={requiredText('en-US')} onChange={(e) => set('required', { 'zh-CN': requiredText('zh-CN'), 'en-US': e.target.value })} />
                </Form.Item>
              </>
            ) : null}
            <Form.Item label={t('studio.prop.maxLength')}>
              <InputNumber min={1} max={10000} value={f.maxLength} onChange={(v) => set('maxLength', v ?? undefined)} />
            </Form.Item>
            <Form.Item label={t('studio.prop.validator')}>
              <Select
                allowClear
                mode="multiple"
                value={f.validator === undefined ? [] : [f.validator].flat()}
                onChange={(v: string[]) => set('validator', v.length === 0 ? undefined : v.length === 1 ? v[0] : v, false)}
                options={Object.keys(validators).map((v) => ({ value: v, label: t(`studio.validator.${v}`) }))}
              />
            </Form.Item>
            <OptionsSourceEditor f={f} i={i} text={text} edit={edit} t={t} />
            <Form.Item label={t('studio.prop.default')}>
              <Input
                value={f.default === undefined ? '' : String(f.default)}
                onChange={(e) => set('default', e.target.value === '' ? undefined : e.target.value)}
              />
            </Form.Item>
            <Form.Item label={t('studio.prop.inForm')}>
              <Switch checked={f.inForm !== false} onChange={(v) => set('inForm', v ? undefined : false, false)} />
            </Form.Item>
            {(['visibleWhen', 'requiredWhen'] as const).map((k) => (
              <Form.Item key={k} label={t(`studio.prop.${k}`)}>
                <ConditionEditor
                  value={f[k]}
                  kind={k === 'visibleWhen' ? 'visible' : 'required'}
                  fields={fields.filter((x) => x.name !== f.name)}
                  onChange={(c, group) => edit(setIn(text, ['fields', i, k], c), group && `fields/${f.name}/${group}`)}
                  t={t}
                  lang={lang}
                  locale={locale}
                  sandbox={sandbox}
                  testid={`prop-${k}`}
                />
              </Form.Item>
            ))}
          </Form>
        ) : null}
      </Col>
    </Row>
  );
}

/** The toolbar and row buttons, in order, each with its permission code (a button with a code shows only to users who hold it). */
function Buttons(props: DesignerProps) {
  const { t } = props;
  return (
    <Form layout="vertical">
      <Form.Item label={t('studio.actions.toolbar')}>
        <ButtonList {...props} which="toolbar" builtin={['add', 'bulkDelete', 'export']} />
      </Form.Item>
      <Form.Item label={t('studio.actions.row')}>
        <ButtonList {...props} which="row" builtin={['view', 'edit', 'delete', 'addChild']} />
      </Form.Item>
    </Form>
  );
}

function MenuEntry({ doc, text, edit, t }: DesignerProps & Findings) {
  const menu = doc.menu;
  return (
    <Form layout="vertical" size="small" data-testid="studio-menu">
      <Form.Item label={t('studio.menu.nameZh')}>
        <Input value={textOf(doc.title, 'zh-CN')} onChange={(e) => edit(setLabel(text, ['title'], doc.title, 'zh-CN', e.target.value), 'title/zh')} />
      </Form.Item>
      <Form.Item label={t('studio.menu.nameEn')}>
        <Input value={textOf(doc.title, 'en-US')} onChange={(e) => edit(setLabel(text, ['title'], doc.title, 'en-US', e.target.value), 'title/en')} />
      </Form.Item>
      {menu ? (
        <>
          <Form.Item label={t('studio.menu.parent')}>
            <Select
              showSearch
              optionFilterProp="label"
              value={menu.parent}
              data-testid="studio-menu-parent"
              onChange={(v) => edit(setIn(text, ['menu', 'parent'], v))}
              options={menuGroups.map((g) => ({ value: g, label: t(`studio.group.${g}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('studio.menu.icon')}>
            <Select
              showSearch
              allowClear
              value={menu.icon}
              onChange={(v) => edit(setIn(text, ['menu', 'icon'], v))}
              options={menuIcons.map((g) => ({ value: g, label: g }))}
            />
          </Form.Item>
          <Form.Item label={t('studio.menu.sort')}>
            <InputNumber
              min={0}
              max={1000}
              precision={0}
              value={menu.sort}
              onChange={(v) => edit(setIn(text, ['menu', 'sort'], v ?? undefined), 'menu/sort')}
            />
          </Form.Item>
        </>
      ) : (
        <Space>
          <span>{t('studio.menu.none')}</span>
          <Button size="small" onClick={() => edit(setIn(text, ['menu'], { parent: 'system-base', sort: 100 }))}>
            {t('studio.menu.add')}
          </Button>
        </Space>
      )}
    </Form>
  );
}

function Review(props: {
  draft: Draft;
  base: ScreenFile | null;
  doc: ScreenFile;
  t: T;
  lang: Lang;
  /** An administrator may also publish their change directly; everyone submits it for review. */
  admin: boolean;
  labels: Labels;
  onClose: () => void;
  onPublished: (text: string, hash: string, smoke?: Smoke) => void;
  onTakeTheirs: (text: string | null, hash: string | null) => void;
}) {
  const { draft, t } = props;
  const [state, setState] = useState<{ checking: boolean; problems: Problem[] }>({ checking: true, problems: [] });
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ text: string | null; hash: string | null } | null>(null);
  // The generated smoke test in the sandbox: its steps, or derive (it runs with the publish), or null while it runs.
  const [smoke, setSmoke] = useState<Smoke | null>(null);
  const { message } = App.useApp();
  const lines = describeChanges(props.base ?? {}, props.doc, (id, v) => t(id, v), props.lang, props.labels(props.lang));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new check of the draft replaces the last smoke test's steps
    setSmoke(null);
    void devCall<{ problems: Problem[] }>(`${PLAYGROUND}/check`, { method: 'POST', body: JSON.stringify({ path: draft.path, text: draft.h.text }) }).then(
      async (r) => {
        const problems = r.ok ? r.data.problems : [{ file: `schemas/${draft.path}`, pointer: '', message: r.msg }];
        setState({ checking: false, problems });
        if (problems.length) return;
        const s = await devCall<{ smoke: { steps: SmokeStep[]; passed: boolean } | null; derive: boolean }>(`${API}/smoke`, {
          method: 'POST',
          body: JSON.stringify({ path: draft.path, text: draft.h.text }),
        });
        setSmoke(
          s.ok ? (s.data.smoke ? s.data.smoke : { derive: s.data.derive }) : { passed: false, steps: [{ step: 'list', result: 'failed', detail: s.msg }] },
        );
      },
    );
  }, [draft.path, draft.h.text]);
  /** Submits the change for review, or (an administrator's, `direct`) publishes it: both carry the change in words. */
  const send = async (direct: boolean) => {
    setBusy(true);
    const words = changeWords(props.base ?? {}, props.doc, props.labels);
    const r = await devCall<any>(direct ? `${API}/publish` : `${API}/change/submit`, {
      method: 'POST',
      body: JSON.stringify({ path: draft.path, text: draft.h.text, baseHash: draft.baseHash, words: words.zh, wordsEn: words.en }),
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
  const ok = !state.checking && !state.problems.length && lines.length > 0 && Boolean(smoke && (smoke.passed || smoke.derive));
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
      {lines.length ? (
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
      {!state.checking && !state.problems.length ? <SmokeSteps smoke={smoke} t={t} /> : null}
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
