/** Read-only rendering of a field's value (list cells and detail lines). */
import { Image, Space, Tag, Typography, Avatar } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import React from 'react';
import { getLocale } from 'umi';
import { fetchCall, type ReadKey } from '@/services/query';
import { useSandbox } from '@/services/sandbox';
import { formatValue, hasOptions, widgetOf } from '../format/compile';
import { flatOptions, useOptions } from './options';
import { displayRegistry, widgetRegistry } from '../format/registry';
import type { ViewName } from '../format/names/components';
import type { Field } from '../format/types';
import { fileNameOf, safeHref, splitLinks } from '../format/upload';

/**
 * Stored rich text as a list cell's plain text: parsed inert (DOMParser runs and fetches nothing),
 * the elements whose content is no text dropped, tags as spaces. A list shows it as text, so it
 * needs no sanitizer.
 */
function richTextPlain(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript, iframe, object, embed, svg, math').forEach((el) => el.remove());
  return doc.body.innerHTML
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Stored rich text drawn as HTML, sanitized by DOMPurify, which loads with the first one shown (not with every list). */
const SanitizedHtml = React.lazy(() =>
  import('@/utils/sanitize').then((m) => ({
    default: ({ html }: { html: string }) => <div className="engine-rich" dangerouslySetInnerHTML={{ __html: m.sanitizeHtml(html) }} />,
  })),
);
function RichHtml({ html }: { html: string }) {
  return (
    <React.Suspense fallback={null}>
      <SanitizedHtml html={html} />
    </React.Suspense>
  );
}

/** A region code's name (GET /sfbn-system/region/detail), kept until a write to the regions makes it stale; the code itself until then or when unknown. */
function RegionText({ value }: { value: string }) {
  const sandbox = useSandbox();
  const codes = splitLinks(value);
  const names = useQueries({
    queries: codes.map((code) => ({
      queryKey: ['GET /sfbn-system/region/detail', { code }, sandbox] as ReadKey,
      queryFn: fetchCall,
      staleTime: Infinity,
      gcTime: Infinity,
      select: (r: any) => (r?.data?.name as string | undefined) ?? code,
    })),
  });
  // The stored value as it is until every name has answered (a failed one shows its code).
  return <>{names.every((n) => !n.isPending) ? codes.map((code, i) => names[i].data ?? code).join(' / ') : value}</>;
}

/** Labelled by its options, except a widget that reads its call itself (templateAttrs). */
export const labelled = (f: Field) => widgetRegistry[widgetOf(f)]?.options !== 'form' && hasOptions(f);

/** A value labelled by its field's options (a dictionary, fixed options, a call, a switch's own), as a tag where its display says so. */
function OptionText({ field, value }: { field: Field; value: unknown }) {
  const opts = useOptions(field, getLocale?.() ?? 'zh-CN');
  const flat = flatOptions(opts);
  const s = formatValue(field, value, flat);
  // A value no option names (a dictionary the gateway lacks, a code it does not list) shows as its
  // raw code: marked, so that a check of the screens can find it (tests/e2e/tour.e2e.test.ts).
  const parts = Array.isArray(value) ? value : String(value).split(',');
  const unlabelled = parts.some((p) => !flat.some((o) => String(o.value) === String(p).trim())) || undefined;
  if (field.display && displayRegistry[field.display]?.tag && s !== '--') {
    const color = flat.find((o) => String(o.value) === String(value))?.color;
    return (
      <Tag color={color ?? (Number(value) === 1 ? 'blue' : undefined)} data-value={String(value)} data-unlabelled={unlabelled}>
        {s}
      </Tag>
    );
  }
  return unlabelled ? <span data-unlabelled>{s}</span> : <>{s}</>;
}

type ViewProps = { field: Field; value: unknown; detail?: boolean };

/** Read-only renderings: a widget module's `view` names one (src/engine/format/names/components.ts). */
export const views = {
  text: ({ field, value }: ViewProps) => {
    const s = formatValue(field, value);
    if (field.display && displayRegistry[field.display]?.copyable) return <Typography.Text copyable={{ text: String(value) }}>{s}</Typography.Text>;
    return <>{s}</>;
  },
  image: ({ value, detail }: ViewProps) => (
    <Image.PreviewGroup>
      <Space wrap>
        {splitLinks(value).map((l) => (
          <Image key={l} src={l} width={detail ? 96 : 40} height={detail ? 96 : 40} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  ),
  avatar: ({ value, detail }: ViewProps) => <Avatar src={String(value)} size={detail ? 64 : 32} />,
  file: ({ value }: ViewProps) => (
    <Space direction="vertical" size={2}>
      {splitLinks(value).map((l) => {
        // Only http(s) and the console's own links become links; anything else (javascript:) is text.
        const href = safeHref(l, window.location.origin);
        return href ? (
          <a key={l} href={href} target="_blank" rel="noreferrer">
            <PaperClipOutlined /> {fileNameOf(l)}
          </a>
        ) : (
          <span key={l} data-testid="unsafe-link">
            <PaperClipOutlined /> {l}
          </span>
        );
      })}
    </Space>
  ),
  richText: ({ value, detail }: ViewProps) => (detail ? <RichHtml html={String(value)} /> : <>{richTextPlain(String(value)).slice(0, 60)}</>),
  region: ({ value }: ViewProps) => <RegionText value={String(value)} />,
  code: ({ value, detail }: ViewProps) =>
    detail ? <pre style={{ whiteSpace: 'pre-wrap', margin: 0, maxHeight: 320, overflow: 'auto' }}>{String(value)}</pre> : <>{String(value).slice(0, 60)}</>,
} satisfies Record<ViewName, (p: ViewProps) => React.ReactNode>;

/** How a field's value reads: 'option' (labelled by its options) or the view its widget's module names. */
export function displayOf(field: Field): ViewName | 'option' {
  if (labelled(field)) return 'option';
  const view = widgetRegistry[widgetOf(field)]?.view;
  return view && view !== 'none' ? view : 'text';
}

export function CellValue({ field, value, detail }: ViewProps) {
  if (value === null || value === undefined || value === '') return <>--</>;
  const display = displayOf(field);
  if (display === 'option') return <OptionText field={field} value={value} />;
  const View = views[display];
  return <View field={field} value={value} detail={detail} />;
}
