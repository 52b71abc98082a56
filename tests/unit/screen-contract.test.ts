/**
 * The screens and the mock gateway agree, over HTTP, without a browser (issue 25): for every
 * screen schema on the menu, generated from schemas/ and driven by the engine's own functions
 * (list columns and search filters, the list call's paging, the save call, the required message,
 * option loading) and the console's own request layer (src/services/request.ts, with its
 * response rules), against the mock started in this process:
 *   - the list answers rows; every searchable field is an accepted filter (200, never 400), and a
 *     text search narrows the rows to those containing the probe;
 *   - a submit with sample values answers 200, the row shows in the list and its detail holds
 *     every value sent (a field the gateway drops on save fails here);
 *   - an empty submit answers 400 with a required message of the schema (the engine's rule,
 *     which the gateway shares: shared/validators.ts);
 *   - each required field left out of an otherwise valid form answers 400 with its own required
 *     message, and each field with a named validator given the rule's bad value answers 400 with
 *     the message the form shows under the field (the gateway checks no format the form does not);
 *   - an edit persists; remove works and the row leaves the list.
 * A check that does not apply to a screen (no add button, no detail) is not generated.
 * The engine's drawing of these screens is tested once per action kind in the browser
 * (tests/e2e/engine.e2e.test.ts) and every menu screen is opened by tests/e2e/tour.e2e.test.ts.
 * SCREENS=system.param,system.user limits the run to some screens.
 */
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSchemaFiles } from '../../config/schemaFiles';
import { formFields, prepareScreen, requiredMessage, saveCall, searchFilters, toColumns, viewScreen, widgetOf, type ColumnSpec } from '@/engine/format/compile';
import { flatOptions, loadOptions, type Option } from '@/engine/react/options';
import { widgetRegistry } from '@/engine/format/registry';
import { validators } from '@/engine/format/validators';
import { evaluate } from '@/engine/format/conditions';
import { resolve, text, trimValues, type Context } from '@/engine/format/runtime';
import type { Field, ScreenSchema } from '@/engine/format/types';
import { uploadedFile } from '@/engine/format/upload';
import { call, postMultipart } from '@/services/request';
import { listCall, toBackendQuery, toTableResult } from '@/services/paging';
import { marker, markerField, sampleValue } from '../../studio/samples';
import { session, startMock } from './mockServer';

// The request layer as in the browser, minus what needs a page: umi's intl (only for a transport
// failure's text), the progress bar, antd's toasts (recorded instead) and the token cookie.
const page = vi.hoisted(() => ({ token: '', toasts: [] as string[], base: '', statuses: [] as number[] }));
vi.mock('umi', () => ({ getIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }) }));
vi.mock('nprogress', () => ({ default: { start: () => undefined, done: () => undefined } }));
vi.mock('@/utils/toast', () => ({ toast: (_kind: string, a: { content: unknown }) => page.toasts.push(String(a.content)) }));
vi.mock('@/services/token', () => ({ getToken: () => page.token }));

/** The console's relative /api calls go to the mock; each answer's HTTP status is recorded. */
const nodeFetch = globalThis.fetch;
vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
  const r = await nodeFetch(input.startsWith('/') ? `${page.base}${input}` : input, init);
  if (input.startsWith('/api/')) page.statuses.push(r.status);
  return r;
});

type Row = Record<string, any>;
/** A call's HTTP status, the gateway's message and its body, whether the request layer passed or refused it. */
async function answer(p: Promise<any>): Promise<{ status: number; msg: string; body: any }> {
  const r = await p.then(
    (body) => ({ body }),
    (e) => ({ body: e?.body }),
  );
  return { status: page.statuses[page.statuses.length - 1], msg: String(r.body?.msg ?? ''), body: r.body };
}

const only = process.env.SCREENS?.split(',').filter(Boolean);
const screens = readSchemaFiles()
  .map((f) => prepareScreen(f.json as ScreenSchema))
  // A screen on development endpoints (the studio's change requests) is the dev server's: tests/unit/studio-dev.test.ts.
  .filter((s) => s.menu && !s.menu.hidden && !s.api?.list?.includes(' /__dev/') && (!only || only.includes(s.key)))
  .sort((a, b) => a.key.localeCompare(b.key));

let close = () => {};
const ctx: Context = {};
beforeAll(async () => {
  ({ base: page.base, close } = await startMock());
  const admin = await session(page.base);
  page.token = admin.token.access_token;
  const person = await call('GET /sfbn-system/account/getPerson');
  ctx.user = { bid: person.data?.bid, userId: person.data?.userId ?? admin.token.user_id, account: admin.token.account };
}, 60_000);
afterAll(() => close());

/** Rows of a list answer, children of tree rows included. */
const flat = (rows: Row[]): Row[] => rows.flatMap((r) => [r, ...(Array.isArray(r.children) ? flat(r.children) : [])]);

/** The list call as the list page makes it: paging, the search form's filters, the screen's fixed params. */
async function list(s: ScreenSchema, filters: Row = {}, pageSize = 200): Promise<{ rows: Row[]; total: number }> {
  const q = toBackendQuery({ current: 1, pageSize, ...filters, ...resolve(s.list?.params, ctx) });
  const r = toTableResult<Row>(await listCall(call, s.api.list!, q));
  expect(r.success, `${s.api.list} ${JSON.stringify(q)}`).toBe(true);
  return { rows: flat(r.data), total: r.total };
}

/** The options a field offers (the engine's loader), flattened for trees. */
const optionsOf = async (f: Field): Promise<Option[]> => flatOptions(await loadOptions(f, 'zh-CN', ctx, true));

/** What the user enters in a search form field: a value the screen's rows hold where possible. */
async function searchValue(col: ColumnSpec, rows: Row[]): Promise<unknown> {
  const f = col.field!;
  const held = rows.map((r) => r[f.name]).find((v) => v !== undefined && v !== null && v !== '');
  switch (col.valueType) {
    case 'text':
      return held !== undefined ? String(held).slice(0, 4) : 'x';
    case 'digit':
      return held !== undefined && !isNaN(Number(held)) ? Number(held) : 1;
    case 'select':
    case 'treeSelect': {
      const opts = await optionsOf(f);
      expect(opts.length, `options of search field ${f.name}`).toBeGreaterThan(0);
      const v = opts.find((o) => String(o.value) === String(held))?.value ?? opts[0].value;
      return col.fieldProps?.mode === 'multiple' ? [v] : v;
    }
    case 'date':
    case 'dateTime':
      return dayjs(held ? String(held) : '2026-01-15 10:00:00');
    case 'dateTimeRange':
      return [dayjs('2020-01-01 00:00:00'), dayjs('2030-12-31 23:59:59')];
    default:
      throw new Error(`no search sample for valueType ${col.valueType} (${f.name})`);
  }
}

/** A file the upload field takes, uploaded through its own call: the value the form keeps. */
async function uploaded(f: Field): Promise<string> {
  const w = widgetOf(f);
  const api = f.upload?.api ?? (w === 'avatar' ? 'POST /sfbn-resource/oss/endpoint/put-file' : 'POST /sfbn-resource/attach/upload');
  const ext = w === 'file' ? (f.upload?.accept?.[0] ?? 'pdf') : 'png';
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b3a1b40000000049454e44ae426082',
    'hex',
  );
  const file = new File([w === 'file' ? Buffer.from('%PDF-1.4 contract test') : png], `contract.${ext}`, {
    type: w === 'file' ? 'application/pdf' : 'image/png',
  });
  const res: any = await postMultipart(api.replace(/^\w+\s+/, ''), { file });
  // What the upload widget keeps of the answer (src/engine/format/upload.ts), as the form would send it.
  const kept = uploadedFile(res, { ...f.upload, fieldName: f.name });
  expect(kept, `upload of ${f.name}: ${res?.msg}`).toBeDefined();
  return f.upload?.value === 'id' ? kept!.id! : kept!.link;
}

/** Fields of the add form a user fills, shown or not. */
const userFields = (s: ScreenSchema) => formFields(s).filter((f) => widgetOf(f) !== 'hidden' && f.editable !== true);
/** The values a new form starts with. */
const defaults = (s: ScreenSchema): Row => Object.fromEntries(formFields(s).flatMap((f) => (f.default !== undefined ? [[f.name, f.default]] : [])));
/** Fields of the add form a user sees and fills: those shown for the form's values (a field's visibleWhen; default: a new form's). */
const fillable = (s: ScreenSchema, values: Row = defaults(s)) => userFields(s).filter((f) => !f.visibleWhen || evaluate(f.visibleWhen, values));

/**
 * Which fields the sample fills: the required ones and the marker, as a hurried user would, plus
 * the optional values a user picks without typing free text (uploads, a region, dates, numbers,
 * switches) and texts the schema gives a format (phone, e-mail, URL...): a value of these that the
 * gateway drops on save shows in the detail check. Optional option lists stay empty (their
 * choices may depend on other fields) and so do optional free texts (the gateway may judge a
 * format the schema does not name).
 */
function sampled(f: Field, marker?: Field): boolean {
  if (f === marker || (f.required && f.default === undefined) || f.validator) return true;
  const w = widgetOf(f);
  return ['upload', 'date', 'datetime', 'switch'].includes(widgetRegistry[w].sample) || w === 'region' || w === 'number';
}

/** The add form's values: the defaults the form starts with, then a sample in each field a user fills. */
async function sampleForm(s: ScreenSchema, mark: string, marker = markerField(s)): Promise<Row> {
  const values: Row = defaults(s);
  let n = 0;
  // Fields shown whatever the values, then those the values chosen so far show (a field's visibleWhen).
  for (const f of [...userFields(s).filter((x) => !x.visibleWhen), ...userFields(s).filter((x) => x.visibleWhen)]) {
    if (!sampled(f, marker) || (f.visibleWhen && !evaluate(f.visibleWhen, values))) continue;
    const v = await sampleValue(f, { mark, n: n++, options: async (x) => (await optionsOf(x)).map((o) => o.value), upload: uploaded });
    if (v !== undefined) values[f.name] = v;
  }
  // A field hidden by the values is not sent.
  for (const f of formFields(s)) if (f.visibleWhen && !evaluate(f.visibleWhen, values)) delete values[f.name];
  return trimValues(values);
}

/** The save call as the engine makes it (form-encoded where the schema says so). */
function save(s: ScreenSchema, mode: 'add' | 'edit', values: Row) {
  const name = mode === 'add' ? (s.api.add ? 'add' : 'submit') : s.api.update ? 'update' : 'submit';
  return call(saveCall(s, mode)!, values, s.formEncoded?.includes(name) ? { form: true } : {});
}

/** Required fields of the add form with the message the form shows (the engine's own rule). */
const requiredOf = (s: ScreenSchema) => fillable(s).filter((f) => f.required && f.default === undefined);

const validatorsOf = (f: Field): string[] => (Array.isArray(f.validator) ? f.validator : f.validator ? [f.validator] : []);

const same = (sent: unknown, got: unknown) =>
  (Array.isArray(sent) ? sent.map(String).join(',') : String(sent)) === (Array.isArray(got) ? got.map(String).join(',') : String(got ?? ''));

/** A row with this marker in the list, found by searching the marker field when it is searchable. */
async function findRow(s: ScreenSchema, mf: Field, mark: string): Promise<Row | undefined> {
  const cols = toColumns(s).filter((c) => !c.hideInSearch && !c.special);
  const filters = mf.search ? searchFilters(cols, { [mf.name]: mark }) : {};
  return (await list(s, filters)).rows.find((r) => r[mf.name] === mark);
}

const listScreens = screens.filter((s) => (s.list?.kind ?? 'table') !== 'none' && s.api.list);
const formScreens = screens.filter((s) => s.list?.kind === 'none');

describe.each(listScreens.map((s) => [s.key, s] as const))('%s', (_key, screen) => {
  const views = screen.views ? Object.keys(screen.views).map((v) => [v, viewScreen(screen, v)] as const) : [['', screen] as const];
  for (const [view, s] of views) {
    const at = view ? ` (${view})` : '';
    const cols = toColumns(s).filter((c) => !c.hideInSearch && !c.special);

    it(`the list answers its rows${at}`, async () => {
      const { rows, total } = await list(s, {}, 10);
      expect(total).toBeGreaterThanOrEqual(rows.length ? 1 : 0);
    });

    if (cols.length) {
      it(`every search field is an accepted filter${at}: ${cols.map((c) => c.dataIndex).join(', ')}`, async () => {
        const { rows } = await list(s);
        for (const col of cols) {
          const filters = searchFilters(cols, { [col.dataIndex]: await searchValue(col, rows) });
          page.statuses.length = 0;
          await list(s, filters, 10).catch((e) => {
            throw new Error(`${col.dataIndex} ${JSON.stringify(filters)}: ${page.statuses.join()} ${e?.body?.msg ?? e}`);
          });
        }
      });
    }

    const text = cols.find((c) => c.valueType === 'text' && !c.field!.display);
    if (text) {
      it(`a text search narrows the rows${at} (${text.dataIndex})`, async () => {
        const { rows } = await list(s);
        const probe = rows
          .map((r) => r[text.dataIndex])
          .filter((v) => v !== undefined && v !== null && v !== '')
          .pop();
        // A list without rows (a tab nothing is in yet) stays empty when searched.
        if (probe === undefined) return expect((await list(s, searchFilters(cols, { [text.dataIndex]: 'x' }))).rows).toEqual([]);
        const after = (await list(s, searchFilters(cols, { [text.dataIndex]: String(probe) }))).rows;
        expect(after.length).toBeGreaterThan(0);
        expect(after.length).toBeLessThanOrEqual(rows.length);
        for (const r of after) expect(String(r[text.dataIndex])).toContain(String(probe));
      });
    }
  }

  const s = screen;
  const toolbar = s.list?.toolbar ?? [];
  const mf = markerField(s);
  if (!(toolbar.includes('add') && mf && saveCall(s, 'add'))) return;
  const required = requiredOf(s);
  const mark = marker(Date.now() + s.key.length * 7919);

  // A save call whose path takes a form value (POST /x/{kind}/add) has no address without one: no empty submit reaches it.
  if (!/\{\w+\}/.test(saveCall(s, 'add')!)) {
    it('an empty submit answers 400 with a required message of the schema', async () => {
      const { status, msg } = await answer(save(s, 'add', {}));
      expect(status).toBe(400);
      expect(required.map((f) => requiredMessage(f, 'zh-CN'))).toContain(msg);
    });
  }

  // Each required field left out of an otherwise valid form: refused with that field's own message.
  const omittable = required.filter((f) => !new RegExp(`\\{${f.name}\\}`).test(saveCall(s, 'add')!));
  if (omittable.length) {
    it(`each required field omitted answers its own required message: ${omittable.map((f) => f.name).join(', ')}`, async () => {
      const wrong: string[] = [];
      for (const [i, f] of omittable.entries()) {
        // A fresh sample each time: a value wrongly accepted must not make the next one a duplicate.
        const { [f.name]: _left, ...rest } = await sampleForm(s, `${mark}R${i}`.slice(-(mf.maxLength ?? 64)));
        const got = await answer(save(s, 'add', rest));
        const want = requiredMessage(f, 'zh-CN');
        if (got.status !== 400 || got.msg !== want) wrong.push(`${f.name}: ${got.status} ${got.msg} (want 400 ${want})`);
      }
      expect(wrong).toEqual([]);
    });
  }

  // Each declared format (a named validator) given a bad value: refused with the message the form shows under the field.
  const formatted = fillable(s).filter((f) => validatorsOf(f).length);
  if (formatted.length) {
    it(`each declared format's bad value answers the schema's message: ${formatted.map((f) => f.name).join(', ')}`, async () => {
      const wrong: string[] = [];
      for (const [i, f] of formatted.entries()) {
        const values = await sampleForm(s, `${mark}F${i}`.slice(-(mf.maxLength ?? 64)));
        // The first validator's bad value, refused with the message the form shows first.
        const bad = validators[validatorsOf(f)[0]].bad;
        const want = validatorsOf(f)
          .map((n) => text(validators[n].check(bad)))
          .find(Boolean);
        const got = await answer(save(s, 'add', { ...values, [f.name]: bad }));
        if (got.status !== 400 || got.msg !== want) wrong.push(`${f.name} = ${bad}: ${got.status} ${got.msg} (want 400 ${want})`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a submit with sample values answers 200; the row is in the list and its detail holds what was sent; edit and remove work', async () => {
    const values = await sampleForm(s, mark);
    values[mf.name] = mark;
    const added = await answer(save(s, 'add', values));
    expect({ status: added.status, msg: added.msg }, JSON.stringify(values)).toMatchObject({ status: 200 });
    const row = await findRow(s, mf, mark);
    expect(row, `row ${mark} in ${s.api.list}`).toBeDefined();

    const detail: Row = s.api.detail ? (await call(s.api.detail, { [s.detail?.idParam ?? 'id']: row!.id })).data : row!;
    const secret = (f: Field) => widgetOf(f) === 'password' || f.display === 'mask' || f.inDetail === false;
    const lost = Object.entries(values).filter(([k, v]) => {
      const f = s.fields.find((x) => x.name === k)!;
      return !secret(f) && !same(v, detail[k]);
    });
    expect(lost.map(([k, v]) => `${k}: sent ${JSON.stringify(v)}, detail ${JSON.stringify(detail[k])}`)).toEqual([]);

    if ((s.list?.row ?? []).includes('edit') && saveCall(s, 'edit')) {
      const changed = `${mark}U`.slice(0, mf.maxLength ?? 64);
      const edited = await answer(save(s, 'edit', { ...detail, [mf.name]: changed }));
      expect({ status: edited.status, msg: edited.msg }).toMatchObject({ status: 200 });
      expect(await findRow(s, mf, changed)).toBeDefined();
      row![mf.name] = changed;
    }

    if (s.api.remove && ((s.list?.row ?? []).includes('delete') || toolbar.includes('bulkDelete'))) {
      expect((await answer(call(s.api.remove, { ids: String(row!.id) }))).status).toBe(200);
      expect(await findRow(s, mf, row![mf.name])).toBeUndefined();
    }
  });
});

describe.each(formScreens.map((s) => [s.key, s] as const))('%s (form screen)', (_key, s) => {
  it('saves valid values (200)', async () => {
    const values = s.api.detail ? (await call(s.api.detail)).data : await sampleForm(s, marker());
    expect((await save(s, 'add', values)).code).toBe(200);
  });
});
