/**
 * The studio's preview: the screen being edited, drawn by the real engine page on the sandbox of
 * the mock's data (docs/mock.md, Sandboxes), with its status tab, a state to try (empty, loading,
 * a server error), English and a 1280 px width; a screen the checker refuses shows the error panel.
 */
import { Card, Checkbox, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import type { Problem } from '@/engine/format/check';
import type { ScreenSchema } from '@/engine/format/types';
import { switchLocale } from '@/locales/area';
import SchemaPage from '@/pages/schema';
import ErrorPanel, { fieldAt } from '@/pages/schema/ErrorPanel';
import { SandboxProvider, type PreviewState } from '@/services/sandbox';
import { textOf, type Lang, type T } from './parts';

export default function Preview(props: {
  checked: { json?: ScreenSchema; problems: Problem[] } | null;
  path: string | null;
  sandbox: string;
  lang: Lang;
  t: T;
}) {
  const { checked, path, sandbox, lang, t } = props;
  const [previewTab, setPreviewTab] = useState<string | undefined>();
  const [previewMode, setPreviewMode] = useState<'normal' | PreviewState['mode']>('normal');
  const [wide, setWide] = useState(false);
  const problems = checked?.problems ?? [];
  // The list calls a preview state applies to: the list's and every tab's.
  const previewState = useMemo<PreviewState | undefined>(() => {
    if (previewMode === 'normal' || !checked?.json) return undefined;
    const lists = [checked.json.api?.list, ...Object.values(checked.json.views ?? {}).map((v) => v.api)].filter((c): c is string => Boolean(c));
    return { mode: previewMode, lists };
  }, [previewMode, checked?.json]);
  return (
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
        {!checked || !path ? null : problems.length ? (
          <ErrorPanel
            hint={t('engine.error.designer')}
            faults={problems.map((p) => ({
              file: p.file,
              pointer: p.pointer,
              message: p.message,
              field: checked.json && p.file === `schemas/${path}` ? fieldAt(checked.json, p.pointer) : undefined,
            }))}
          />
        ) : checked.json ? (
          <SandboxProvider id={sandbox} state={previewState}>
            <SchemaPage
              key={previewMode}
              screen={path.replace(/\.json$/, '')}
              view={previewTab && checked.json.views?.[previewTab] ? previewTab : 'list'}
              schema={checked.json}
              onView={setPreviewTab}
            />
          </SandboxProvider>
        ) : null}
      </div>
    </Card>
  );
}
