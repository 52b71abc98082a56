/**
 * The dictionaries by their names (issue 34): the studio's 字典 (in 列表 and in 选项来源) is a
 * searchable picker of the gateway's dictionaries, named as 字典管理 names them (the code beside
 * the name, in grey), and the review names a dictionary by its name. One read of the dictionaries
 * (the parent rows of dict-biz), shared by every picker and the review.
 */
import { Select, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useRead, type ReadKey } from '@/services/query';

/** The studio's translate (parts.tsx's T, written here: parts.tsx imports this file). */
type T = (id: string, v?: Record<string, string | number>) => string;

/** The dictionaries themselves (dict-biz's parent rows), all of them on one page. */
const DICTIONARIES: ReadKey = ['GET /sfbn-system/dict-biz/parent-list', { current: 1, size: 200 }];

export interface Dictionary {
  code: string;
  name: string;
}

/** The gateway's dictionaries, by name (kept while the studio is open: they change rarely). */
export function useDictionaries(): Dictionary[] | undefined {
  const read = useRead<Dictionary[]>(DICTIONARIES, {
    gcTime: 10 * 60_000,
    staleTime: 60_000,
    select: (r) => ((r.data?.records ?? []) as { code: string; dictValue: string }[]).map((d) => ({ code: d.code, name: d.dictValue })),
  });
  return read.data;
}

/** A dictionary's name by its code (undefined when the gateway has none of that code: the code is shown). */
export function useDictName(): (code: string) => string | undefined {
  const list = useDictionaries();
  const byCode = useMemo(() => new Map((list ?? []).map((d) => [d.code, d.name])), [list]);
  return useCallback((code: string) => byCode.get(code), [byCode]);
}

/** A searchable picker of the dictionaries: by name or code; a code the gateway lacks stays shown as written. */
export function DictPicker(props: {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  t: T;
  testid: string;
  style?: React.CSSProperties;
}) {
  const list = useDictionaries();
  const options = (list ?? []).map((d) => ({
    value: d.code,
    search: `${d.name} ${d.code}`,
    label: (
      <span title={`${d.name} (${d.code})`}>
        {d.name} <Typography.Text type="secondary">{d.code}</Typography.Text>
      </span>
    ),
  }));
  if (props.value && list && !list.some((d) => d.code === props.value))
    options.push({ value: props.value, search: props.value, label: <span>{props.value}</span> });
  return (
    <Select
      size="small"
      showSearch
      allowClear
      loading={!list}
      style={{ width: '100%', ...props.style }}
      value={props.value || undefined}
      placeholder={props.t('studio.dict.pick')}
      aria-label={props.t('studio.col.dict')}
      data-testid={props.testid}
      optionFilterProp="search"
      optionLabelProp="label"
      popupMatchSelectWidth={false}
      onChange={(v: string | undefined) => props.onChange(v || undefined)}
      options={options}
    />
  );
}
