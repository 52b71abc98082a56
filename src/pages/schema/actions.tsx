/**
 * Every button of a screen: the built-in actions (src/engine/format/names/builtins/<name>.ts) and
 * the named actions of the schema, whose kinds are modules of the registry
 * (src/engine/format/names/actions/<kind>.ts): what a press does, through what this hook hands
 * them; and the dialogs they open. Messages are spec 8's at the moments it names them.
 */
import { App, Button, Descriptions, Dropdown, List, Modal, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import React, { useEffect, useState } from 'react';
import { history, useLocation } from 'umi';
import { moduleOf, saveCall, transitionAllowed } from '@/engine/format/compile';
import { evaluate } from '@/engine/format/conditions';
import { parseCall, resolve, text } from '@/engine/format/runtime';
import type { Action, Field } from '@/engine/format/types';
import type { ActionDialog, ActionEnv, BuiltinDialog, BuiltinEnv } from '@/engine/format/names/define';
import { actionKindRegistry, builtinActionRegistry, displayRegistry } from '@/engine/format/registry';
import { useWritingApi } from '@/services/query';
import { copyText } from '@/utils/clipboard';
import { saveFile } from '@/utils/saveFile';
import { useScreen } from './context';
import { DetailDialog } from './Detail';
import { CellValue } from '@/engine/react/display';
import FormDialog from './FormDialog';

type Row = Record<string, any>;
type Dialog = BuiltinDialog | ActionDialog;

const same = (a: unknown, b: unknown) => String(a) === String(b);

/** At most this many rows are named in a delete confirmation; the rest are counted. */
const NAMED_MAX = 10;

/**
 * What a row is called in a confirmation: its first listed text column (a name, a title, a key),
 * as the list shows it; undefined when the screen lists no such column or the row has none.
 */
function rowName(fields: Field[], row: Row): string | undefined {
  const f = fields.find(
    (x) => x.inList !== false && moduleOf(x)?.freeText && !(x.display && displayRegistry[x.display]?.hides) && !x.dict && !x.options && !x.optionsFrom,
  );
  const v = f ? row[f.name] : undefined;
  return v === undefined || v === null || String(v).trim() === '' ? undefined : String(v);
}

export function useActions(reload: () => void, clearSelection: () => void = () => undefined, rowsOf: (ids: string[]) => Row[] = () => []) {
  const env = useScreen();
  const { screen, t, locale, can, ctx } = env;
  const { call, request } = useWritingApi(screen.changes);
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [editRow, setEditRow] = useState<{ row: Row; loaded?: Row } | null>(null);
  // Leaving the screen closes its dialogs (the confirmations: src/components/ConsoleApp.tsx).
  const { pathname } = useLocation();
  useEffect(
    () => () => {
      setDialog(null);
      setEditRow(null);
    },
    [pathname],
  );
  const tx = (v: any) => text(v, locale);
  const okCode = (r: any) => r && r.code === 200;
  /**
   * A 404 answer passes the request layer without a toast (spec 8): the row was removed meanwhile.
   * The user is told (the gateway's message, else ours) and the list reloads without it.
   */
  const gone = (r: any) => {
    if (!r || r.code !== 404) return false;
    message.error(r.msg || t('engine.gone'));
    clearSelection();
    reload();
    return true;
  };

  const confirm = (question: React.ReactNode) =>
    new Promise<boolean>((res) =>
      modal.confirm({
        title: t('engine.confirmTitle'),
        content: question,
        okText: t('engine.ok'),
        cancelText: t('engine.cancel'),
        onOk: () => res(true),
        onCancel: () => {
          message.info(t('engine.cancelled'));
          res(false);
        },
      }),
    );

  /** A question about rows (delete, or an action's confirm), naming the rows it acts on as the list shows them. */
  const namedQuestion = (question: string, ids: string[], rows: Row[]) => {
    const names = ids
      .map((id) => rows.find((r) => same(r[screen.list?.rowKey ?? 'id'], id) || same(r.id, id)))
      .map((r) => (r ? rowName(screen.fields, r) : undefined));
    const known = names.filter((n): n is string => Boolean(n));
    const rest = ids.length - Math.min(known.length, NAMED_MAX);
    return (
      <div data-testid="delete-confirm">
        <div>{question}</div>
        {known.length > 0 && (
          <ul className="engine-confirm-names" data-testid="delete-confirm-names" style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
            {known.slice(0, NAMED_MAX).map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        )}
        {rest > 0 && <div data-testid="delete-confirm-count">{t(known.length ? 'engine.confirmDeleteMore' : 'engine.confirmDeleteCount', { n: rest })}</div>}
      </div>
    );
  };

  const remove = async (ids: string, rows: Row[] = rowsOf(ids.split(','))) => {
    if (!(await confirm(namedQuestion(t('engine.confirmDelete'), ids.split(','), rows)))) return;
    const r = await call(screen.api.remove!, { ids });
    if (gone(r)) return;
    if (okCode(r)) {
      message.success(t('engine.deleted'));
      clearSelection();
      reload();
    }
  };

  const openEdit = async (row: Row) => {
    setEditRow({ row });
    if (screen.api.detail) {
      try {
        const r = await call(screen.api.detail, { [screen.detail?.idParam ?? 'id']: row.id });
        if (gone(r)) return setEditRow(null);
        setEditRow({ row, loaded: okCode(r) && r.data ? r.data : row });
      } catch {
        setEditRow({ row, loaded: row });
      }
    } else setEditRow({ row, loaded: row });
  };

  const save = async (mode: 'add' | 'edit', values: Row, child?: boolean) => {
    const api = saveCall(screen, mode)!;
    const name = mode === 'add' ? (screen.api.add ? 'add' : 'submit') : screen.api.update ? 'update' : 'submit';
    const r = await call(api, values, screen.formEncoded?.includes(name) ? { form: true } : {});
    // A new row has nothing that could be gone: a 404 is a call nobody answers, told while the
    // dialog stays open with what was typed (issue 34).
    if (mode === 'add' && r?.code === 404) {
      message.error(r.msg || t('engine.gone'));
      return false;
    }
    // Gone meanwhile: told, the dialog closes (true) and the list reloads.
    if (gone(r)) return true;
    if (!okCode(r)) return false;
    message.success(t(mode === 'edit' ? 'engine.updated' : child ? 'engine.addedChild' : 'engine.added'));
    reload();
    return true;
  };

  const payload = (a: Action, row?: Row, ids?: string, form?: Row) =>
    resolve(a.params ?? (row ? { id: '$row.id' } : ids !== undefined ? { ids: '$ids' } : {}), { ...ctx, row, ids, form });

  const finish = (a: Action, r: any, fallback = 'engine.done') => {
    if (gone(r)) return true;
    if (!okCode(r)) return false;
    message.success(a.success ? tx(a.success) : t(fallback));
    if (a.reload !== false) reload();
    return true;
  };

  async function download(a: Action, params: Row) {
    const { path } = parseCall(a.api!);
    const blob: any = await request(path, { method: 'GET', params, responseType: 'blob' } as any);
    if (!(blob instanceof Blob)) return;
    saveFile(blob, String(a.fileName ?? params.fileName ?? params.name ?? 'download'));
  }

  /** Runs a named action of the schema on a row, or on the selection (toolbar). */
  async function run(name: string, row?: Row, ids?: string) {
    const a = screen.actions![name];
    // An action's confirmation names the row (or the selected rows) it acts on.
    const ask = (q: string) =>
      confirm(
        row
          ? namedQuestion(q, [String(row[screen.list?.rowKey ?? 'id'] ?? row.id)], [row])
          : ids
            ? namedQuestion(q, ids.split(','), rowsOf(ids.split(',')))
            : q,
      );
    if (!row && a.params && JSON.stringify(a.params).includes('$ids') && !ids) {
      message.warning(t('engine.selectOne'));
      return;
    }
    // The kind's module does the rest (src/engine/format/names/actions/<kind>.ts).
    const env: ActionEnv = {
      name,
      ask,
      call,
      payload,
      finish,
      gone,
      open: setDialog,
      navigate: (to) => history.push(to),
      download,
      copy: copyText,
      success: (m) => message.success(m),
      reload,
      t,
      tx,
      ctx,
    };
    await actionKindRegistry[a.kind].run(env, a, row, ids);
  }

  /** What a built-in action may do (src/engine/format/names/builtins/<name>.ts). */
  const builtinEnv = (selected: string[] = [], exportList: () => void = () => undefined): BuiltinEnv => ({
    screen,
    selected,
    open: setDialog,
    edit: openEdit,
    navigate: (to) => history.push(to),
    remove,
    exportList,
    warn: (key) => message.warning(t(key)),
  });

  const labelOf = (name: string, row?: Row): string => {
    const a = screen.actions?.[name];
    if (!a) return t(builtinActionRegistry[name]?.label ?? `engine.${name}`);
    const label = actionKindRegistry[a.kind]?.label;
    return label ? label(a, row, tx) : tx(a.label);
  };

  const visible = (name: string, row?: Row) => {
    if (!can(name)) return false;
    // A lifecycle transition shows only on rows in one of its from-states.
    if (row && !transitionAllowed(screen, name, row)) return false;
    const a = screen.actions?.[name];
    if (a?.visibleWhen && row) return evaluate(a.visibleWhen, row, { ...ctx, row });
    return true;
  };

  /** Buttons of one row: the first three inline, the rest under 更多. */
  function rowButtons(row: Row) {
    const names = (screen.list?.row ?? []).filter((n) => visible(n, row));
    // A built-in action where a row may list it (src/engine/format/names/builtins), else one of the screen's.
    const click = (n: string) => {
      const b = builtinActionRegistry[n];
      if (b?.at === 'row') b.run(builtinEnv(), row);
      else run(n, row);
    };
    const danger = (n: string) => builtinActionRegistry[n]?.at === 'row' && builtinActionRegistry[n].tone === 'danger';
    const btn = (n: string) => (
      <a key={n} data-action={n} onClick={() => click(n)} style={danger(n) ? { color: '#cf1322' } : undefined}>
        {labelOf(n, row)}
      </a>
    );
    if (names.length <= 4)
      return (
        <Space size={12} wrap>
          {names.map(btn)}
        </Space>
      );
    return (
      <Space size={12}>
        {names.slice(0, 3).map(btn)}
        <Dropdown menu={{ items: names.slice(3).map((n) => ({ key: n, label: <span data-action={n}>{labelOf(n, row)}</span>, onClick: () => click(n) })) }}>
          <a data-action="more">
            {t('engine.more')} <DownOutlined />
          </a>
        </Dropdown>
      </Space>
    );
  }

  function toolbarButtons(selected: string[], exportList: () => void) {
    return (screen.list?.toolbar ?? [])
      .filter((n) => can(n))
      .map((n) => {
        const b = builtinActionRegistry[n];
        if (b?.at === 'toolbar')
          return (
            <Button
              key={n}
              type={b.tone === 'primary' ? 'primary' : undefined}
              danger={b.tone === 'danger'}
              data-action={n}
              onClick={() => b.run(builtinEnv(selected, exportList))}
            >
              {t(b.label)}
            </Button>
          );
        return (
          <Button key={n} data-action={n} onClick={() => run(n, undefined, selected.join(','))}>
            {labelOf(n)}
          </Button>
        );
      });
  }

  const formWidth = screen.form?.width;
  const formCols = screen.form?.columns;
  const dialogs = (
    <>
      {dialog?.kind === 'add' && (
        <FormDialog
          title={t(dialog.child ? 'engine.addChild' : 'engine.addTitle')}
          fields={screen.fields}
          mode="add"
          width={formWidth}
          columns={formCols}
          initialValues={dialog.initial}
          onSubmit={(v) => save('add', { ...v, ...(dialog.initial ?? {}) }, dialog.child)}
          onClose={() => setDialog(null)}
        />
      )}
      {editRow && (
        <FormDialog
          title={t('engine.editTitle')}
          fields={screen.fields}
          mode="edit"
          width={formWidth}
          columns={formCols}
          loading={!editRow.loaded}
          initialValues={editRow.loaded}
          onSubmit={(v) => save('edit', { ...v, id: editRow.row.id })}
          onClose={() => setEditRow(null)}
        />
      )}
      {dialog?.kind === 'view' && <DetailDialog row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'form' && (
        <ActionForm
          d={dialog}
          onClose={() => setDialog(null)}
          finish={finish}
          payload={payload}
          show={(data) => setDialog({ kind: 'result', title: tx(dialog.action.label), data, show: dialog.action.show })}
        />
      )}
      {dialog?.kind === 'audit' && <AuditForm d={dialog} onClose={() => setDialog(null)} finish={finish} payload={payload} />}
      {dialog?.kind === 'result' && (
        <Modal
          open
          title={dialog.title}
          maskClosable={false}
          onCancel={() => setDialog(null)}
          footer={<Button onClick={() => setDialog(null)}>{t('engine.ok')}</Button>}
        >
          <ResultView data={dialog.data} show={dialog.show} fields={screen.fields} locale={locale} />
        </Modal>
      )}
    </>
  );

  return { rowButtons, toolbarButtons, dialogs, run, labelOf, visible };
}

function ResultView({ data, show, fields, locale }: { data: unknown; show?: string[]; fields: Field[]; locale: string }) {
  if (show && data && typeof data === 'object' && !Array.isArray(data)) {
    const row = data as Row;
    return (
      <Descriptions bordered size="small" column={1} data-testid="schema-result">
        {show.map((k) => {
          const f = fields.find((x) => x.name === k)!;
          return (
            <Descriptions.Item key={k} label={text(f.label, locale)}>
              <span data-field={k}>
                <CellValue field={f} value={row[k]} detail />
              </span>
            </Descriptions.Item>
          );
        })}
      </Descriptions>
    );
  }
  if (Array.isArray(data))
    return (
      <List
        size="small"
        bordered
        dataSource={data.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x)))}
        renderItem={(x) => <List.Item>{x}</List.Item>}
      />
    );
  if (data && typeof data === 'object')
    return (
      <Descriptions bordered size="small" column={1}>
        {Object.entries(data).map(([k, v]) => (
          <Descriptions.Item key={k} label={k}>
            {typeof v === 'object' ? JSON.stringify(v) : String(v)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    );
  return <pre style={{ whiteSpace: 'pre-wrap' }}>{String(data ?? '')}</pre>;
}

type Finish = (a: Action, r: any, fallback?: string) => boolean;
type PayloadFn = (a: Action, row?: Row, ids?: string, form?: Row) => Row;

/**
 * Fields marked `encrypt` (the one way a schema asks for it) leave the browser sm2-encrypted,
 * whatever the action does with the body (form, result, download, multipart); an empty value is
 * sent as it is. The cipher loads only when used.
 */
async function encrypted(fields: Field[], body: Row): Promise<Row> {
  const secret = fields.filter((f) => f.encrypt && typeof body[f.name] === 'string' && body[f.name] !== '');
  if (!secret.length) return body;
  const { encryptField } = await import('@/utils/crypto');
  return { ...body, ...Object.fromEntries(secret.map((f) => [f.name, encryptField(body[f.name])])) };
}

function ActionForm({
  d,
  onClose,
  finish,
  payload,
  show,
}: {
  d: Extract<Dialog, { kind: 'form' }>;
  onClose: () => void;
  finish: Finish;
  payload: PayloadFn;
  show: (data: unknown) => void;
}) {
  const { locale, ctx, screen } = useScreen();
  const { call, postMultipart } = useWritingApi(screen.changes);
  const a = d.action;
  const [initial, setInitial] = useState<Row | undefined>(a.load ? undefined : d.row ? pickFields(d.row, a.fields!) : {});
  React.useEffect(() => {
    if (!a.load) return;
    call(a.load, resolve(a.loadParams ?? { id: '$row.id' }, { ...ctx, row: d.row, ids: d.ids }))
      .then((r) => setInitial(r?.code === 200 && r.data && typeof r.data === 'object' ? r.data : {}))
      .catch(() => setInitial({}));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <FormDialog
      title={text(a.label, locale)}
      fields={a.fields!}
      mode="edit"
      width={a.width}
      at={`/actions/${d.name}/fields`}
      loading={initial === undefined}
      initialValues={initial}
      testId="schema-action-form"
      onSubmit={async (values) => {
        const body = await encrypted(a.fields!, { ...payload(a, d.row, d.ids, values), ...values });
        // The kind's module sends the dialog's values (src/engine/format/names/actions/<kind>.ts; as a form's by default).
        const submit = actionKindRegistry[a.kind].submit ?? actionKindRegistry.form.submit!;
        return submit({ call, postMultipart: (api, fields) => postMultipart(parseCall(api).path, fields), finish, show, save: saveFile }, a, body);
      }}
      onClose={onClose}
    />
  );
}

const pickFields = (row: Row, fields: Field[]) => Object.fromEntries(fields.filter((f) => row[f.name] !== undefined).map((f) => [f.name, row[f.name]]));

/** The audit form's initial values: one object, since FormDialog makes a new form when they change. */
const NO_VALUES = {};

/** Audit: pass, or refuse with a reason (required on refuse). */
function AuditForm({ d, onClose, finish, payload }: { d: Extract<Dialog, { kind: 'audit' }>; onClose: () => void; finish: Finish; payload: PayloadFn }) {
  const { t, locale, screen } = useScreen();
  const { call } = useWritingApi(screen.changes);
  const a = d.action;
  const fields: Field[] = [...(a.fields ?? []), { name: 'auditReason', label: { 'zh-CN': '审核意见', 'en-US': 'Audit opinion' }, widget: 'textarea' }];
  const send = async (form: any, status: string | number, refuse: boolean) => {
    const reason = String(form.values.auditReason ?? '').trim();
    form.setFieldState('auditReason', (s: any) => {
      s.selfErrors = refuse && !reason ? [t('engine.reasonRequired')] : [];
    });
    if (refuse && !reason) return;
    try {
      await form.validate();
    } catch {
      return; // the messages show under the fields
    }
    const r = await call(a.api!, { ...payload(a, d.row), ...form.values, auditReason: reason, auditStatus: status });
    if (finish(a, r)) onClose();
  };
  return (
    <FormDialog
      title={text(a.label, locale)}
      fields={fields}
      mode="edit"
      width={a.width}
      at={`/actions/${d.name}/fields`}
      initialValues={NO_VALUES}
      testId="schema-audit-form"
      onSubmit={async () => false}
      onClose={onClose}
      footer={(form) => (
        <>
          <Button danger data-action="refuse" onClick={() => send(form, a.refuse ?? 2, true)}>
            {t('engine.refuse')}
          </Button>
          <Button type="primary" data-action="pass" onClick={() => send(form, a.pass ?? 1, false)}>
            {t('engine.pass')}
          </Button>
        </>
      )}
    />
  );
}
