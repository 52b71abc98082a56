/**
 * The generic list (antd's Table): search from searchable fields, index column, selection only of the
 * user's own rows, pager only over 10 rows with sizes 10/30/50/100/200, toolbar and row buttons.
 * Tree lists load children when a row is expanded (api.children with parentId).
 * Issue 26: antd's Table and a search form of the widgets the schema names (SearchForm), not
 * ProTable, which brought every ProField value type (pickers, sliders, a colour picker...) and
 * pro-components' locales to every list.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import React, { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { hasOptions, listed, PAGE_SIZES, toColumns } from '@/engine/compile';
import { CellValue } from '@/engine/display';
import { toCsv } from '@/engine/csv';
import { loadOptions } from '@/engine/options';
import { resolve, text } from '@/engine/runtime';
import { useApi, useSandbox } from '@/services/sandbox';
import { listCall, toBackendQuery, toTableResult } from '@/services/paging';
import { addErrorLog } from '@/stores/errorLog';
import ErrorBoundary from '@/components/ErrorBoundary';
import { message } from 'antd';
import { useActions } from './actions';
import { useScreen } from './context';
import SearchForm from './SearchForm';
import { saveFile } from '@/utils/saveFile';

type Row = Record<string, any>;

/** Timings the benchmark reads: when list data arrived and when its first row was in the DOM. */
declare global {
  interface Window {
    __engineTimings?: { screen: string; rows: number; dataAt: number; firstRowAt?: number; paintAt?: number }[];
  }
}

function markData(screen: string, rows: number) {
  (window.__engineTimings ??= []).push({ screen, rows, dataAt: performance.now() });
}

export default function ListPage() {
  const env = useScreen();
  const { screen, locale, t, ctx } = env;
  const sandbox = useSandbox();
  const { call } = useApi();
  const [query, setQuery] = useState<{ current: number; pageSize: number; filters: Row }>(() => ({
    current: 1,
    pageSize: screen.list?.pageSize ?? 10,
    filters: {},
  }));
  const [data, setData] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [selected, setSelected] = useState<React.Key[]>([]);
  const [loads, setLoads] = useState({ busy: true, count: 0 });
  const lastQuery = useRef<Row>({});
  const tree = screen.list?.kind === 'tree';
  const rowKey = screen.list?.rowKey ?? 'id';
  const pf = screen.list?.parentField ?? 'parentId';
  // A reload asks the same page again (a new object: the load effect runs).
  const reload = () => setQuery((q) => ({ ...q }));
  /**
   * Big pages render in two steps: the first rows at once, the rest in the next task, so the first
   * row shows quickly (issue 3: within 300 ms of the data arriving at page size 200) and the page
   * stays responsive; 30 rows fill the screen.
   */
  const pending = useRef<Row[] | null>(null);
  const FIRST_ROWS = 30;
  const onDataSourceChange = (rows: Row[]) => {
    if (rows.length <= FIRST_ROWS * 2) {
      pending.current = null;
      setData(rows);
      return;
    }
    pending.current = rows;
    setData(rows.slice(0, FIRST_ROWS));
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (pending.current === rows) {
          pending.current = null;
          setData(rows);
        }
      }, 0),
    );
  };
  // The rows a confirmation names: those of the page shown (all of it, also while it is drawn in two steps).
  const shownRows = useRef<Row[]>([]);
  shownRows.current = pending.current ?? data;
  const rowsOf = (ids: string[]) => {
    const flat = (list: Row[]): Row[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
    return flat(shownRows.current).filter((r) => ids.includes(String(r[rowKey])));
  };
  const acts = useActions(reload, () => setSelected([]), rowsOf);
  // Columns are built once per screen and locale; the row buttons read the latest actions through a ref,
  // so a re-render of the page (a dialog opening, a selection) does not rebuild 200 rows of cells.
  const actsRef = useRef(acts);
  actsRef.current = acts;

  const shape = (rows: Row[]) => (tree ? rows.map((r) => (r.hasChildren && !r.children?.length ? { ...r, children: [] } : r)) : rows);

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
  const columns = useMemo<TableColumnsType<Row>>(() => {
    return specs
      .filter((c) => !c.hideInTable)
      .map((c) => {
        const col: TableColumnsType<Row>[number] & { dataIndex?: string } = {
          title: c.title,
          dataIndex: c.dataIndex,
          key: c.key,
          width: c.width,
          ellipsis: c.ellipsis,
        };
        if (c.special === 'index') {
          col.render = (_, __, i) => i + 1;
          return col;
        }
        if (c.special === 'option') {
          // A fixed operation column only where the table is wide enough to scroll.
          if (wide) col.fixed = 'right';
          col.render = (_, row) => actsRef.current.rowButtons(row);
          return col;
        }
        const f = c.field!;
        col.render = (_, row) => <CellValue field={f} value={row[f.name]} />;
        return col;
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [specs]);

  // One page of rows for the current page, size and filters; an answer overtaken by a newer load is dropped.
  const loadSeq = useRef(0);
  useEffect(() => {
    const seq = ++loadSeq.current;
    setLoads((l) => ({ ...l, busy: true }));
    (async () => {
      const q = toBackendQuery({ current: query.current, pageSize: query.pageSize, ...query.filters, ...resolve(screen.list?.params, ctx) });
      lastQuery.current = q;
      // Options of the listed columns load alongside the rows, so cells render labels at once.
      const optionFields = screen.fields.filter((f) => f.inList !== false && hasOptions(f));
      const [res] = await Promise.all([
        listCall(call, screen.api.list!, q),
        ...optionFields.map((f) => loadOptions(f, locale, {}, false, sandbox).catch(() => [])),
      ]);
      const r = toTableResult<Row>(res);
      if (seq !== loadSeq.current) return;
      markData(screen.key, r.data.length);
      setTotal(r.total);
      if (r.success) onDataSourceChange(shape(r.data));
    })()
      .catch((e: any) => {
        if (seq !== loadSeq.current) return;
        // Refused and unanswered calls were already told by the request layer; anything else
        // (a malformed answer) is told here in the user's language and kept in the error log.
        if (!(e && typeof e === 'object' && 'code' in e && 'body' in e)) {
          addErrorLog('list', e);
          message.error({ key: 'table.loadFailed', content: t('table.loadFailed') });
        }
      })
      .finally(() => seq === loadSeq.current && setLoads((l) => ({ busy: false, count: l.count + 1 })));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  // The benchmark's "first row within 300 ms of data arriving": recorded once the rows are in the DOM.
  useLayoutEffect(() => {
    const last = window.__engineTimings?.[window.__engineTimings.length - 1];
    if (last && last.firstRowAt === undefined && data.length && document.querySelector('.engine-list tr.ant-table-row')) {
      last.firstRowAt = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => (last.paintAt = performance.now())));
    }
  }, [data]);

  const selection = screen.list?.selection ?? 'creator';
  const needsSelection = (screen.list?.toolbar ?? []).some((n) => n === 'bulkDelete' || JSON.stringify(screen.actions?.[n]?.params ?? '').includes('$ids'));
  const bid = ctx.user?.bid;

  const loadChildren = async (row: Row) => {
    if (!screen.api.children) return;
    const r = await call(screen.api.children, { [pf]: row[rowKey], parentId: row[rowKey] });
    const kids = shape(Array.isArray(r?.data) ? r.data : (r?.data?.records ?? []));
    const put = (list: Row[]): Row[] =>
      list.map((x) => (x[rowKey] === row[rowKey] ? { ...x, children: kids } : x.children ? { ...x, children: put(x.children) } : x));
    setData((d) => put(d));
  };

  const exportRun = async () => {
    // The whole result of the current search, not just the page shown.
    const r = await call(screen.api.export!, { ...lastQuery.current, current: 1, size: 10000 });
    const d = r?.data;
    if (d?.link) {
      window.open(d.link, '_blank');
      return;
    }
    const rows: Row[] = Array.isArray(d) ? d : (d?.records ?? []);
    // The list's columns (a widget never shown, such as a password or a hidden value, is no column).
    const fields = screen.fields.filter(listed);
    const csv = await toCsv(fields, rows, locale, ctx, sandbox);
    saveFile(new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' }), `${text(screen.title, locale)}.csv`);
  };

  return (
    // aria-busy while a page of rows loads (assistive technology, and the browser tests wait on it);
    // data-loads counts finished loads, so a test can wait for the load an action caused.
    <div className="engine-list" data-testid="schema-list" data-screen={screen.key} aria-busy={loads.busy} data-loads={loads.count} ref={listRef}>
      {searchable.length > 0 && (
        <div className="engine-card engine-search-card">
          <SearchForm
            columns={searchable}
            locale={locale}
            ctx={ctx}
            sandbox={sandbox}
            t={t}
            onSearch={(filters) => setQuery((q) => ({ ...q, current: 1, filters }))}
          />
        </div>
      )}
      <div className="engine-card">
        <div className="engine-list-toolbar">
          <div className="engine-list-title">{text(screen.title, locale)}</div>
          <Space wrap>
            {acts.toolbarButtons(selected.map(String), exportRun)}
            <Tooltip title={t('engine.reload')}>
              <Button type="text" icon={<ReloadOutlined />} aria-label={t('engine.reload')} data-action="reload" onClick={reload} />
            </Tooltip>
          </Space>
        </div>
        {/* A crash inside the table shows the console's localized boundary and is logged. */}
        <ErrorBoundary>
          <Table<Row>
            rowKey={rowKey}
            columns={columns}
            dataSource={data}
            loading={loads.busy}
            scroll={{ x: 'max-content' }}
            sticky={wide ? { offsetHeader: 0, offsetScroll: 0 } : undefined}
            size="middle"
            expandable={tree ? { onExpand: (open, row) => open && row.hasChildren && !row.children?.length && loadChildren(row) } : undefined}
            rowSelection={
              selection !== 'none' && needsSelection
                ? {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys),
                    checkStrictly: true,
                    getCheckboxProps: (row) =>
                      ({ disabled: selection === 'creator' && (!bid || row.creator !== bid), 'aria-label': t('engine.selectRow') }) as any,
                  }
                : undefined
            }
            pagination={{
              current: query.current,
              pageSize: query.pageSize,
              total,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (n) => t('engine.total', { total: n }),
              onChange: (current, pageSize) => setQuery((q) => ({ ...q, current: pageSize === q.pageSize ? current : 1, pageSize })),
              // Spec 2.3 / 9: the pager appears only when there are more than 10 rows.
              style: total > 10 ? undefined : { display: 'none' },
              className: 'engine-pager',
            }}
          />
        </ErrorBoundary>
      </div>
      {acts.dialogs}
    </div>
  );
}
