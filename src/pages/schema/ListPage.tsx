/**
 * The generic list: ProTable, driven by the screen's fields (issue 35). One columns list gives the
 * table, the search form and the cells (the engine's value types, valueTypes.tsx); the toolbar holds
 * the schema's buttons and ProTable's reload, density, column settings (shown, order, pinned) and
 * full screen, the settings and the density remembered per account and screen. Selection only of
 * the user's own rows, pager only over 10 rows with sizes 10/30/50/100/200; tree lists load a row's
 * children when it is expanded (api.children with parentId).
 *
 * The rows are a read of the query layer (src/services/query.ts), keyed by the list call and its
 * query: the previous page stays while the next loads, and a write anywhere that changes the list's
 * resource asks it again while it is shown (docs/queries.md).
 */
import { ProProvider, ProTable, type ProColumns } from '@ant-design/pro-components';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { message } from 'antd';
import React, { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { webConfig } from '@/config/web';
import { hasOptions, listed, PAGE_SIZES, searchFilters, toColumns } from '@/engine/format/compile';
import { toCsv } from '@/engine/react/csv';
import { loadOptions } from '@/engine/react/options';
import { resolve, text } from '@/engine/format/runtime';
import { builtinActionRegistry } from '@/engine/format/registry';
import type { Field } from '@/engine/format/types';
import { fetchCall, type ReadKey } from '@/services/query';
import { useApi, usePreviewState, useSandbox } from '@/services/sandbox';
import { listCall, toBackendQuery, toTableResult } from '@/services/paging';
import { addErrorLog } from '@/stores/errorLog';
import ErrorBoundary from '@/components/ErrorBoundary';
import { getStore, setStore } from '@/utils/storage';
import { saveFile } from '@/utils/saveFile';
import { useActions } from './actions';
import { useScreen } from './context';
import { cellRender, valueTypeMap, valueTypeOf } from './valueTypes';
import './ListPage.less';

type Row = Record<string, any>;
type Density = 'large' | 'middle' | 'small';

/**
 * Big pages render in two steps: the first rows at once, the rest in the next task, so the first
 * row shows quickly (issue 3: within 300 ms of the data arriving at page size 200) and the page
 * stays responsive; 30 rows fill the screen.
 */
const FIRST_ROWS = 30;
function useFirstRowsFirst(rows: Row[]): Row[] {
  const [whole, setWhole] = useState<Row[] | null>(null);
  const big = rows.length > FIRST_ROWS * 2;
  useEffect(() => {
    if (!big) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setWhole(rows), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, big]);
  return !big || whole === rows ? rows : rows.slice(0, FIRST_ROWS);
}

/**
 * A cell of an ellipsis column with a width: the value cut to that width, whole on hover. A table
 * sized to its content (scroll.x max-content) widens a column to its longest value whatever the
 * column's width says, so one long nickname pushed the columns after it under the operation column.
 * The cell's horizontal padding (8 px each side at the default density) is within the width.
 */
const cutCell = (field: Field, width: number) => {
  const draw = cellRender(field);
  return (dom: React.ReactNode, row: Row) => (
    <div className="bbn-cell-cut" style={{ maxWidth: width - 16 }} title={row[field.name] == null ? undefined : String(row[field.name])}>
      {draw(dom, row)}
    </div>
  );
};

/** A rejection the request layer already told the user about (a refusal, no answer) or a cancelled read. */
const told = (e: any) => (e && typeof e === 'object' && 'code' in e && 'body' in e) || e?.name === 'AbortError';

/** What a user chose for a list (density), kept in the browser per account and screen, like ProTable's column settings. */
function useRemembered<T>(name: string | undefined, fallback: T): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(() => (name ? (getStore<T>(name) ?? fallback) : fallback));
  return [
    value,
    (v: T) => {
      setValue(v);
      if (name) setStore({ name, content: v });
    },
  ];
}

export default function ListPage() {
  const { screen, locale, t, ctx } = useScreen();
  const sandbox = useSandbox();
  const previewState = usePreviewState();
  const { call } = useApi();
  const proContext = useContext(ProProvider);
  // One value while the provider's stays the same: a new object each render would re-render every
  // ProTable part that reads it (the search form's fields) whenever the list's read changes state.
  const proValue = useMemo(() => ({ ...proContext, valueTypeMap }), [proContext]);
  const [page, setPage] = useState<{ current: number; pageSize: number; filters: Row }>(() => ({
    current: 1,
    pageSize: screen.list?.pageSize ?? 10,
    filters: {},
  }));
  const [selected, setSelected] = useState<React.Key[]>([]);
  const [expanded, setExpanded] = useState<React.Key[]>([]);
  const tree = screen.list?.kind === 'tree';
  const rowKey = screen.list?.rowKey ?? 'id';
  const pf = screen.list?.parentField ?? 'parentId';

  // The gateway's query of the page shown: paging, the search form's filters and the screen's fixed params.
  const query = useMemo(
    () => toBackendQuery({ current: page.current, pageSize: page.pageSize, ...page.filters, ...resolve(screen.list?.params, ctx) }),
    [page, screen.list?.params, ctx],
  );
  const list = useQuery({
    // A preview shown in a state (empty, loading, server error) is another read of the same call.
    queryKey: [screen.api.list!, query, sandbox, previewState?.mode] as ReadKey,
    queryFn: async ({ signal }) => {
      try {
        // Options of the listed columns load alongside the rows, so cells render labels at once.
        const optionFields = screen.fields.filter((f) => f.inList !== false && hasOptions(f));
        const [res] = await Promise.all([
          listCall(call, screen.api.list!, query, { signal }),
          ...optionFields.map((f) => loadOptions(f, locale, {}, false, sandbox).catch(() => [])),
        ]);
        return toTableResult<Row>(res);
      } catch (e) {
        // Refused and unanswered calls were already told by the request layer; anything else
        // (a malformed answer) is told here in the user's language and kept in the error log.
        if (!told(e)) {
          addErrorLog('list', e);
          message.error({ key: 'table.loadFailed', content: t('table.loadFailed') });
        }
        throw e;
      }
    },
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  // A reload joins a read already under way (a write's own refresh) instead of cancelling it.
  const reload = () => void list.refetch({ cancelRefetch: false });

  // Children of the expanded tree rows: one read each, refreshed by the same writes as the list.
  const children = useQueries({
    queries:
      tree && screen.api.children
        ? expanded.map((id) => ({ queryKey: [screen.api.children!, { [pf]: id, parentId: id }, sandbox] as ReadKey, queryFn: fetchCall, gcTime: 0 }))
        : [],
  });
  const rows = useMemo(() => {
    const kids = new Map(expanded.map((id, i) => [String(id), children[i]?.data?.data as Row[] | { records?: Row[] } | undefined]));
    const shape = (list: Row[]): Row[] =>
      list.map((r) => {
        const loaded = kids.get(String(r[rowKey]));
        const own = loaded ? (Array.isArray(loaded) ? loaded : (loaded.records ?? [])) : r.children?.length ? r.children : r.hasChildren ? [] : undefined;
        return own ? { ...r, children: shape(own) } : r;
      });
    const data = list.data?.data ?? [];
    return tree ? shape(data) : data;
  }, [list.data, children, expanded, tree, rowKey]);
  const shown = useFirstRowsFirst(rows);
  const total = list.data?.total ?? 0;

  // The rows a confirmation names: those of the page shown (all of it, also while it is drawn in two steps).
  const rowsOf = (ids: string[]) => {
    const flat = (l: Row[]): Row[] => l.flatMap((r) => [r, ...flat(r.children ?? [])]);
    return flat(rows).filter((r) => ids.includes(String(r[rowKey])));
  };
  const acts = useActions(reload, () => setSelected([]), rowsOf);
  // Columns are built once per screen and locale; the row buttons read the latest actions through a ref,
  // so a re-render of the page (a dialog opening, a selection) does not rebuild 200 rows of cells.
  const actsRef = useRef(acts);
  actsRef.current = acts;

  // A wide table (more than 8 listed fields) scrolls sideways under a sticky operation column; its
  // header and its horizontal scrollbar stick to the window's edges, so the columns hidden under
  // the operation column are one visible scrollbar away even in a long list (issue 13, 1440 px).
  const wide = screen.fields.filter((f) => f.inList !== false).length > 8;
  // That sticky table measures its columns in a hidden row (aria-hidden) that antd gives
  // tabindex="-1": checkers report it as focusable content hidden from assistive technology, and
  // the row never needs focus.
  const listRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (wide) listRef.current?.querySelectorAll('tr.ant-table-measure-row[tabindex]').forEach((tr) => tr.removeAttribute('tabindex'));
  });

  const specs = useMemo(() => toColumns(screen, locale as any), [screen, locale]);
  const searchable = useMemo(() => specs.filter((c) => !c.hideInSearch && !c.special), [specs]);
  const columns = useMemo<ProColumns<Row>[]>(
    () =>
      specs.map((c): ProColumns<Row> => {
        const col = { title: c.title, dataIndex: c.dataIndex, key: c.key, width: c.width, ellipsis: c.ellipsis };
        if (c.special === 'index') return { ...col, valueType: 'index', hideInSearch: true, render: (_, __, i) => i + 1 };
        // A fixed operation column only where the table is wide enough to scroll.
        if (c.special === 'option')
          return { ...col, valueType: 'option', hideInSearch: true, fixed: wide ? 'right' : undefined, render: (_, row) => actsRef.current.rowButtons(row) };
        return {
          ...col,
          hideInTable: c.hideInTable,
          hideInSearch: c.hideInSearch,
          valueType: valueTypeOf(c.field!) as any,
          fieldProps: { column: c },
          // The cell drawn directly (what its value type's entry draws, empty as --): for a custom
          // value type ProTable mounts a ProFormField in every cell (and a measuring Typography for
          // an ellipsis column), a form field's machinery for each value shown (issue 35, measured
          // in docs/performance.md). The value type still gives the search form its widget.
          render: c.ellipsis && c.width ? cutCell(c.field!, c.width) : cellRender(c.field!),
          // The column's field on its header: the studio's preview brings the column being changed into view.
          onHeaderCell: () => ({ 'data-field': c.field!.name }) as React.HTMLAttributes<HTMLElement>,
        };
      }),
    [specs, wide],
  );

  const selection = screen.list?.selection ?? 'creator';
  // Selection is offered when a toolbar button acts on the selected rows: a built-in that says so
  // (bulkDelete), or an action whose payload names them.
  const needsSelection = (screen.list?.toolbar ?? []).some(
    (n) =>
      (builtinActionRegistry[n]?.at === 'toolbar' && builtinActionRegistry[n].selection) || JSON.stringify(screen.actions?.[n]?.params ?? '').includes('$ids'),
  );
  const bid = ctx.user?.bid;

  // Column settings and density are the user's: remembered per account and screen (and tab: its call).
  const account = ctx.user?.account;
  const remembered = account && !sandbox ? `list:${account}:${screen.key}:${screen.api.list}` : undefined;
  const [density, setDensity] = useRemembered<Density>(remembered && `${remembered}:density`, 'middle');
  const hiddenColumns = useMemo(() => Object.fromEntries((screen.list?.hiddenColumns ?? []).map((n) => [n, { show: false }])), [screen.list?.hiddenColumns]);

  const exportRun = async () => {
    // The whole result of the current search, not just the page shown.
    const r = await call(screen.api.export!, { ...query, current: 1, size: 10000 });
    const d = r?.data;
    if (d?.link) {
      window.open(d.link, '_blank');
      return;
    }
    const all: Row[] = Array.isArray(d) ? d : (d?.records ?? []);
    // The list's columns (a widget never shown, such as a password or a hidden value, is no column).
    const fields = screen.fields.filter(listed);
    const csv = await toCsv(fields, all, locale, ctx, sandbox);
    saveFile(new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' }), `${text(screen.title, locale)}.csv`);
  };

  return (
    // aria-busy while a page of rows loads (assistive technology, and the browser tests wait on it);
    // data-loads is the time of the last finished load, so a test can wait for the load an action caused.
    <div
      className="engine-list"
      data-testid="schema-list"
      data-screen={screen.key}
      aria-busy={list.isFetching}
      data-loads={Math.max(list.dataUpdatedAt, list.errorUpdatedAt)}
      ref={listRef}
    >
      <ProProvider.Provider value={proValue}>
        <ProTable<Row>
          rowKey={rowKey}
          headerTitle={text(screen.title, locale)}
          columns={columns}
          dataSource={shown}
          loading={list.isFetching}
          columnEmptyText="--"
          // The search form: ProTable's, with the widgets the schema's searchable fields name. Its
          // values reach the list as the engine formats them (searchFilters), dates included.
          search={
            searchable.length
              ? { labelWidth: 'auto', defaultCollapsed: false, searchText: t('engine.search.query'), resetText: t('engine.search.reset') }
              : false
          }
          dateFormatter={false}
          // A named search form: its inputs' ids are "engine-search_<field>". Bare ids let a field
          // such as nodeName clobber the <form>'s own properties (form.nodeName was the input), and
          // React's event handling then threw on every click in the list.
          form={{ name: 'engine-search' }}
          searchFormRender={(_, dom) => <div data-testid="schema-search">{dom}</div>}
          onSubmit={(values) => setPage((p) => ({ ...p, current: 1, filters: searchFilters(searchable, values) }))}
          onReset={() => setPage((p) => ({ ...p, current: 1, filters: {} }))}
          options={{ reload, density: true, setting: { draggable: true, checkable: true }, fullScreen: true }}
          size={density}
          onSizeChange={(s) => setDensity(s as Density)}
          columnsState={{
            // The columns a wide list starts without (list.hiddenColumns); 列设置 shows them, and its 重置 comes back here.
            defaultValue: hiddenColumns,
            ...(remembered ? { persistenceKey: `${webConfig.storagePrefix}${remembered}:columns`, persistenceType: 'localStorage' } : {}),
          }}
          toolBarRender={() => acts.toolbarButtons(selected.map(String), exportRun)}
          scroll={{ x: 'max-content' }}
          sticky={wide ? { offsetHeader: 0, offsetScroll: 0 } : undefined}
          // A crash inside the table shows the console's localized boundary and is logged, not pro-table's English one.
          ErrorBoundary={ErrorBoundary as any}
          expandable={tree ? { expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded([...keys]) } : undefined}
          rowSelection={
            selection !== 'none' && needsSelection
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys),
                  checkStrictly: true,
                  getCheckboxProps: (row) =>
                    ({ disabled: selection === 'creator' && (!bid || row.creator !== bid), 'aria-label': t('engine.selectRow') }) as any,
                }
              : false
          }
          tableAlertRender={false}
          pagination={{
            current: page.current,
            pageSize: page.pageSize,
            total,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (n) => t('engine.total', { total: n }),
            onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize === p.pageSize ? current : 1, pageSize })),
            // Spec 2.3 / 9: the pager appears only when there are more than 10 rows.
            style: total > 10 ? undefined : { display: 'none' },
            className: 'engine-pager',
          }}
        />
      </ProProvider.Provider>
      {acts.dialogs}
    </div>
  );
}
