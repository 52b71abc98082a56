/**
 * The schema playground (/tool/playground, docs/playground.md): pick a screen file (or start from
 * the template), edit it in Monaco with the meta-schema attached and the checker's problems as
 * markers, and see it rendered live by the real engine page against the mock. Under the
 * development server (/api/__dev/playground/*) the file is composed and checked by the same
 * checker as `npm run schemas:check` and can be saved into schemas/; elsewhere Save is Download.
 * The preview's calls go to a sandbox of the mock (src/services/sandbox.tsx): rows it adds or
 * changes are a throw-away copy, never the live rows, and are dropped when the playground closes.
 */
import './locale';
import Editor from '@monaco-editor/react';
import { Alert, Button, Card, Col, Input, List, Row, Space, Spin, Tag, message } from 'antd';
import React, { useCallback, useEffect, useState } from 'react';
import { getLocale, useIntl } from 'umi';
import { crossCheck, type Problem } from '@/engine/check';
import type { ScreenSchema } from '@/engine/types';
import SchemaPage from '@/pages/schema';
import ErrorPanel, { fieldAt } from '@/pages/schema/ErrorPanel';
import { devCall } from '@/services/devApi';
import { SandboxProvider } from '@/services/sandbox';
import { pointerRange } from './pointer';
import { loadJsonMonaco, type JsonMonaco as Monaco } from './loadMonacoJson';
import { TEMPLATE } from './template';
import { useScreenCheck } from '../useScreenCheck';
import { saveFile } from '@/utils/saveFile';

const API = '/api/__dev/playground';

interface Checked {
  json?: ScreenSchema;
  problems: Problem[];
}

/** Without the development server: parse and cross-check in the browser (no composition). */
function checkLocally(text: string, file: string): Checked {
  let json: any;
  try {
    json = JSON.parse(text);
  } catch (e: any) {
    return { problems: [{ file, pointer: '', message: `not valid JSON: ${e.message}` }] };
  }
  if (json && (json.$extends || JSON.stringify(json).includes('"$include"'))) return { json, problems: [] };
  try {
    return { json, problems: crossCheck(json, file) };
  } catch (e: any) {
    return { json, problems: [{ file, pointer: '', message: String(e?.message ?? e) }] };
  }
}

export default function Playground() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const locale = getLocale();
  const [monaco, setMonaco] = useState<Monaco | null>(null);
  const [dev, setDev] = useState<boolean | null>(null);
  const [files, setFiles] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [path, setPath] = useState<string>('');
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [editor, setEditor] = useState<any>(null);
  // One sandbox per visit of the playground: the preview's rows start as a copy of the live ones.
  const [sandbox] = useState(() => `playground-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);
  useEffect(
    () => () => {
      void fetch(`/api/__dev/sandbox/${sandbox}`, { method: 'DELETE', keepalive: true }).catch(() => undefined);
    },
    [sandbox],
  );

  useEffect(() => {
    void loadJsonMonaco(locale).then((m) => setMonaco(() => m));
    void devCall<string[]>(`${API}/files`)
      .then((r) => {
        setDev(r.ok);
        if (r.ok) setFiles(r.data);
      })
      .catch(() => setDev(false));
  }, [locale]);

  const file = `schemas/${path}`;
  const open = useCallback(async (p: string) => {
    const r = await devCall<string>(`${API}/file?path=${encodeURIComponent(p)}`);
    if (!r.ok) return void message.error(r.msg);
    setPath(p);
    setText(r.data);
  }, []);

  const startNew = () => {
    setPath('new/screen.json');
    setText(TEMPLATE);
  };

  // Check the text as it is typed (once typing pauses): the dev server composes and checks like the CI.
  const {
    checked,
    checking,
    set: setChecked,
  } = useScreenCheck<Checked>(dev ? `POST ${API}/check` : 'check in the browser', dev === null ? null : path, text, async (p, typed, signal) => {
    if (!dev) return checkLocally(typed, `schemas/${p}`);
    const r = await devCall<Checked>(`${API}/check`, { method: 'POST', body: JSON.stringify({ path: p, text: typed }), signal });
    return r.ok ? { json: r.data.json, problems: r.data.problems } : { problems: [{ file: `schemas/${p}`, pointer: '', message: r.msg }] };
  });

  // The checker's problems as markers on the file, placed by their JSON pointer.
  useEffect(() => {
    const model = editor?.getModel();
    if (!monaco || !model || !checked || text === null) return;
    const own = checked.problems.filter((p) => p.file === file || !p.file);
    const markers = checked.problems.map((p) => {
      const r = own.includes(p) ? pointerRange(text, p.pointer) : { offset: 0, length: 1 };
      const a = model.getPositionAt(r.offset);
      const b = model.getPositionAt(r.offset + Math.max(r.length, 1));
      return {
        severity: monaco.MarkerSeverity.Error,
        message: `${p.file !== file ? `${p.file}: ` : ''}${p.pointer || '/'}: ${p.message}`,
        startLineNumber: a.lineNumber,
        startColumn: a.column,
        endLineNumber: b.lineNumber,
        endColumn: b.column,
        source: 'schemas:check',
      };
    });
    monaco.editor.setModelMarkers(model, 'schemas-check', markers);
  }, [monaco, editor, checked, text, file]);

  const save = async () => {
    if (text === null) return;
    if (!dev) {
      saveFile(new Blob([text], { type: 'application/json' }), path.split('/').pop() || 'screen.json');
      return;
    }
    setSaving(true);
    const r = await devCall<{ path: string; problems?: Problem[] }>(`${API}/file`, { method: 'PUT', body: JSON.stringify({ path, text }) });
    setSaving(false);
    if (r.ok) {
      message.success(t('playground.saved', { file }));
      if (!files.includes(path)) setFiles((f) => [...f, path].sort());
    } else {
      message.error(r.msg || t('playground.saveRefused'));
      if (r.data?.problems) setChecked({ problems: r.data.problems });
    }
  };

  const problems = checked?.problems ?? [];
  const screenName = path.replace(/\.json$/, '');
  const isPart = path.split('/').some((s) => s.startsWith('_'));
  const shown = files.filter((f) => !filter || f.includes(filter));

  return (
    <div data-testid="playground" style={{ padding: 12 }}>
      {dev === false ? <Alert type="info" showIcon message={t('playground.devOff')} style={{ marginBottom: 12 }} /> : null}
      <Row gutter={12} wrap={false}>
        <Col flex="240px">
          <Card
            size="small"
            title={t('playground.files')}
            extra={
              <Button size="small" onClick={startNew}>
                {t('playground.new')}
              </Button>
            }
          >
            <Input
              allowClear
              size="small"
              aria-label={t('playground.filter')}
              placeholder={t('playground.filter')}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              style={{ marginBottom: 8 }}
            />
            <List
              size="small"
              data-testid="playground-files"
              style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
              dataSource={shown}
              loading={dev === null}
              renderItem={(f) => (
                <List.Item style={{ padding: '2px 4px', cursor: 'pointer', background: f === path ? '#e6f4ff' : undefined }}>
                  <a data-file={f} onClick={() => void open(f)} aria-current={f === path ? 'true' : undefined}>
                    {f}
                  </a>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <Card
            size="small"
            title={
              text === null ? (
                t('playground.editor')
              ) : (
                <Space.Compact size="small">
                  <Space.Addon>schemas/</Space.Addon>
                  <Input aria-label={t('playground.newPath')} value={path} onChange={(e) => setPath(e.target.value)} data-testid="playground-path" />
                </Space.Compact>
              )
            }
            extra={
              <Space>
                {text === null ? null : checking ? (
                  <Tag>{t('playground.checking')}</Tag>
                ) : problems.length ? (
                  <Tag color="error" data-testid="playground-status">
                    {t('playground.problems', { count: problems.length })}
                  </Tag>
                ) : (
                  <Tag color="success" data-testid="playground-status">
                    {t('playground.noProblems')}
                  </Tag>
                )}
                <Button
                  type="primary"
                  size="small"
                  disabled={text === null || saving}
                  loading={saving}
                  onClick={() => void save()}
                  data-testid="playground-save"
                >
                  {t(dev ? 'playground.save' : 'playground.download')}
                </Button>
              </Space>
            }
          >
            {text === null ? (
              <Alert type="info" message={t('playground.pick')} />
            ) : !monaco ? (
              <Spin />
            ) : (
              <div data-testid="playground-editor" style={{ height: 'calc(100vh - 240px)', minHeight: 360 }}>
                <Editor
                  path={`inmemory://schemas/${path}`}
                  language="json"
                  value={text}
                  onChange={(v) => setText(v ?? '')}
                  onMount={setEditor}
                  // minimap and editContext off as in the IDE: both are left out of the build (src/pages/ide/monacoUnused.js).
                  options={{
                    minimap: { enabled: false },
                    editContext: false,
                    fontSize: 13,
                    tabSize: 2,
                    automaticLayout: true,
                    scrollBeyondLastLine: false,
                    ariaLabel: t('playground.editor'),
                  }}
                />
              </div>
            )}
          </Card>
        </Col>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <Card
            size="small"
            title={t('playground.preview')}
            data-testid="playground-preview"
            styles={{ body: { padding: 0, overflow: 'auto', maxHeight: 'calc(100vh - 200px)' } }}
          >
            {text === null || !checked || isPart ? null : problems.length ? (
              <div data-testid="playground-errors">
                <ErrorPanel
                  technical
                  faults={problems.map((p) => ({
                    file: p.file,
                    pointer: p.pointer,
                    message: p.message,
                    field: checked.json && p.file === file ? fieldAt(checked.json, p.pointer) : undefined,
                  }))}
                />
              </div>
            ) : checked.json ? (
              <SandboxProvider id={sandbox}>
                <SchemaPage screen={screenName} view="list" schema={checked.json} />
              </SandboxProvider>
            ) : null}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
