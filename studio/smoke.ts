/**
 * The studio's smoke test of an edited screen before it is published (docs/studio.md, issue 22):
 * on the development server's side, over HTTP to the gateway the console talks to (the dev server
 * itself, whose mock answers), with the screen's own calls, in a sandbox of the mock (a throw-away
 * copy of its rows: `X-Mock-Sandbox`, dropped afterwards), as the signed-in user whose session the
 * studio passes on:
 *
 *   list      the list call answers a page (or an array)
 *   add       the add (or submit) call takes a row of valid sample values (screens with 新增)
 *   find      the list answers that row (by its search filter when it has one)
 *   edit      the update (or submit) call takes a changed value, and the list shows it
 *   remove    the remove call deletes it, and the list no longer has it
 *   required  an empty add is refused with a required field's message, as the form would say it
 *
 * Each step's result is kept with the gateway's message; a step that cannot run (no add call, no
 * text field to change) says why (a code the studio puts in words) and does not count as a failure.
 */
import { randomBytes } from 'node:crypto';
import { requiredMessage, widgetOf } from '../src/engine/format/compile';
import { widgetRegistry } from '../src/engine/format/registry';
import { evaluate } from '../src/engine/format/conditions';
import { formDependencies, resolve } from '../src/engine/format/runtime';
import type { Field, ScreenSchema } from '../src/engine/format/types';
import { sampleValue } from './samples';

export type SmokeStepName = 'list' | 'add' | 'find' | 'edit' | 'remove' | 'required';
export interface SmokeStep {
  step: SmokeStepName;
  /** passed, failed, or skipped (could not run for this screen: `detail` says why). */
  result: 'passed' | 'failed' | 'skipped';
  /** What happened: the gateway's message, or the value looked for; skipped: why, as a code (noList, noAdd, noSample:<fields>, noEdit, noText, noRemove, noRequired) the studio words. */
  detail: string;
}
export interface SmokeResult {
  passed: boolean;
  steps: SmokeStep[];
}

const SANDBOX_HEADER = 'X-Mock-Sandbox';
const CALL = /^(GET|POST|PUT|DELETE)\s+(\/\S+)$/;

/**
 * Runs the smoke test of the composed screen `s` against `origin` (e.g. http://127.0.0.1:8000),
 * sending `headers` (the user's Auth and Authorization) with every call.
 */
/** A fresh sandbox id for one smoke test. */
export const smokeSandbox = () => `smoke-${randomBytes(6).toString('hex')}`;

/** `sandbox`: the test's own (a new screen's derived resource is served there first); dropped afterwards either way. */
export async function smokeTest(s: ScreenSchema, origin: string, headers: Record<string, string>, sandbox = smokeSandbox()): Promise<SmokeResult> {
  const stamp = String(Date.now() % 1e6).padStart(6, '0');
  const steps: SmokeStep[] = [];
  const add = (step: SmokeStepName, result: SmokeStep['result'], detail: string) => steps.push({ step, result, detail });
  const send = async (spec: string, payload: Record<string, unknown> = {}): Promise<{ status: number; body: any }> => {
    const m = CALL.exec(spec.trim());
    if (!m) return { status: 0, body: { msg: `not a call: ${spec}` } };
    const [, method, template] = m;
    const rest = { ...payload };
    const p = template.replace(/\{(\w+)\}/g, (_x, k: string) => {
      const val = rest[k];
      delete rest[k];
      return encodeURIComponent(String(val ?? ''));
    });
    const query =
      method === 'GET' || method === 'DELETE'
        ? new URLSearchParams(Object.entries(rest).map(([k, x]) => [k, Array.isArray(x) ? x.join(',') : String(x)])).toString()
        : '';
    const r = await fetch(`${origin}/api${p}${query ? `?${query}` : ''}`, {
      method,
      headers: {
        ...headers,
        [SANDBOX_HEADER]: sandbox,
        Accept: 'application/json',
        ...(query || method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
      },
      body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(rest),
    });
    return { status: r.status, body: await r.json().catch(() => null) };
  };
  const okOf = (r: { status: number; body: any }) => r.status === 200 && r.body?.success !== false && (r.body?.code === undefined || r.body.code === 200);
  const msgOf = (r: { status: number; body: any }) => String(r.body?.msg ?? `HTTP ${r.status}`);
  const top = (body: any): any[] => (Array.isArray(body?.data) ? body.data : Array.isArray(body?.data?.records) ? body.data.records : []);
  // A tree's rows are nested: every row counts.
  const rowsOf = (body: any): any[] =>
    top(body).flatMap(function all(r: any): any[] {
      return [r, ...(Array.isArray(r?.children) ? r.children.flatMap(all) : [])];
    });
  const idKey = s.list?.rowKey ?? 'id';
  const fixed = Object.fromEntries(Object.entries(s.list?.params ?? {}).filter(([, v]) => !(typeof v === 'string' && v.startsWith('$'))));
  const list = (filters: Record<string, unknown> = {}) => send(s.api.list!, { current: 1, size: 200, ...fixed, ...filters });

  try {
    // 1. The list opens.
    if (!s.api.list || s.list?.kind === 'none') {
      add('list', 'skipped', 'noList');
      return { passed: true, steps };
    }
    const first = await list();
    if (!okOf(first)) {
      add('list', 'failed', msgOf(first));
      return { passed: false, steps };
    }
    add('list', 'passed', String(first.body?.data?.total ?? rowsOf(first.body).length));

    // 2. Add a row of valid sample values: what the screen's 新增 does (a screen without it adds nothing).
    const buttons = (k: 'toolbar' | 'row') => new Set([...(s.list?.[k] ?? []), ...Object.values(s.views ?? {}).flatMap((v) => v[k] ?? [])]);
    const [toolbar, row] = [buttons('toolbar'), buttons('row')];
    const addCall = toolbar.has('add') || s.routes?.add ? (s.api.add ?? s.api.submit) : undefined;
    const formFields = s.fields.filter(
      (f) => f.inForm !== false && !f.readOnly && !widgetRegistry[widgetOf(f)]?.bare && widgetRegistry[widgetOf(f)]?.saved !== false,
    );
    if (!addCall) {
      add('add', 'skipped', 'noAdd');
      return { passed: true, steps };
    }
    const optionCache = new Map<string, unknown[]>();
    const values: Record<string, unknown> = {};
    const options = async (f: Field): Promise<unknown[]> => {
      // Options that depend on another field are asked with its sample, and are none without one.
      const deps = formDependencies(f.optionsFrom);
      if (deps.some((d) => values[d] === undefined || values[d] === '')) return [];
      const query = f.optionsFrom ? resolve(f.optionsFrom.params, { form: values }) : {};
      const key = JSON.stringify([f.dict, f.optionsFrom?.api, query]);
      if (!optionCache.has(key)) {
        const r = f.dict ? await send('GET /sfbn-system/dict/dictionary', { code: f.dict }) : await send(f.optionsFrom!.api, query);
        const items = rowsOf(r.body);
        const vk = f.dict ? 'dictKey' : (f.optionsFrom?.value ?? 'id');
        optionCache.set(
          key,
          items.map((it) => (f.dict && /^\d+$/.test(String(it[vk])) ? Number(it[vk]) : it[vk])).filter((x) => x !== undefined),
        );
      }
      return optionCache.get(key)!;
    };
    // The form's own values first (its defaults, hidden fields' included: the form sends them).
    for (const f of s.fields) if (f.inForm !== false && !f.readOnly && f.default !== undefined) values[f.name] = f.default;
    const missing: string[] = [];
    // Then a sample for each field without one, as a user fills the form and keeps what it offers
    // (studio/samples.ts; texts are 冒烟<stamp>, by which the row is found). A text never shown
    // again (a password) is left empty; uploads get none.
    for (const f of formFields) {
      if (f.default !== undefined || widgetRegistry[widgetOf(f)]?.view === 'none') continue;
      const v = await sampleValue(f, { mark: `冒烟${stamp}`, options });
      if (v !== undefined) values[f.name] = v;
    }
    // A field its condition hides (visibleWhen on the form's values) is neither shown nor sent.
    for (const f of formFields) if (f.visibleWhen && !evaluate(f.visibleWhen, values)) delete values[f.name];
    for (const f of formFields)
      if (f.required && (!f.visibleWhen || evaluate(f.visibleWhen, values)) && (values[f.name] === undefined || values[f.name] === '')) missing.push(f.name);
    if (missing.length) {
      add('add', 'skipped', `noSample:${missing.join(', ')}`);
      return { passed: true, steps };
    }
    const added = await send(addCall, values);
    if (!okOf(added)) {
      add('add', 'failed', msgOf(added));
      return { passed: false, steps };
    }
    add('add', 'passed', msgOf(added));

    // 3. Find it: by a text field's value (through its search filter when it has one).
    const key = formFields.find((f) => typeof values[f.name] === 'string' && String(values[f.name]).includes(stamp));
    const matches = (row: any) =>
      key ? String(row?.[key.name]) === values[key.name] : Object.entries(values).every(([k, v]) => typeof v === 'object' || String(row?.[k]) === String(v));
    // The list as the user would search it for a value of the key field (a tree answers a match at any depth only when searched).
    const searched = (value: unknown) => list(key?.search && widgetRegistry[widgetOf(key)]?.freeText ? { [key.name]: value } : {});
    const found = rowsOf((await searched(values[key?.name ?? ''])).body).find(matches);
    if (!found) {
      add('find', 'failed', key ? String(values[key.name]) : JSON.stringify(values));
      return { passed: false, steps };
    }
    add('find', 'passed', key ? String(values[key.name]) : String(found[idKey]));
    const id = found[idKey];
    let keyValue = key ? values[key.name] : undefined;

    // 4. Edit it: a text field changed, and the list shows the change.
    const editCall = row.has('edit') ? (s.api.update ?? s.api.submit) : undefined;
    if (!editCall || !key) add('edit', 'skipped', !editCall ? 'noEdit' : 'noText');
    else {
      const changed = String(values[key.name]).slice(0, Math.max(1, (key.maxLength ?? 64) - 1)) + '改';
      // The row's id too where the list's key is another column (a region's code).
      const edited = await send(editCall, { ...values, id: found.id, [idKey]: id, [key.name]: changed });
      const after = rowsOf((await searched(changed)).body).find((r) => String(r[idKey]) === String(id));
      if (!okOf(edited)) add('edit', 'failed', msgOf(edited));
      else if (String(after?.[key.name]) !== changed) add('edit', 'failed', `${key.name}: ${String(after?.[key.name])}`);
      else {
        keyValue = changed;
        add('edit', 'passed', changed);
      }
    }

    // 5. Delete it: gone from the list.
    if (!s.api.remove || !(row.has('delete') || toolbar.has('bulkDelete'))) add('remove', 'skipped', 'noRemove');
    else {
      const removed = await send(s.api.remove, { ids: String(id) });
      const still = rowsOf((await list()).body)
        .concat(key ? rowsOf((await searched(keyValue)).body) : [])
        .some((r) => String(r[idKey]) === String(id));
      if (!okOf(removed)) add('remove', 'failed', msgOf(removed));
      else if (still) add('remove', 'failed', String(id));
      else add('remove', 'passed', msgOf(removed));
    }

    // 6. An empty add is refused with a required field's message (the form's own words).
    const required = formFields.filter((f) => f.required);
    if (!required.length) add('required', 'skipped', 'noRequired');
    else {
      // Empty, but for what the call's path needs ({innovationService}: which service).
      const inPath = Object.fromEntries([...addCall.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], values[m[1]]]));
      const empty = await send(addCall, inPath);
      const expected = required.map((f) => requiredMessage(f, 'zh-CN'));
      if (okOf(empty)) add('required', 'failed', msgOf(empty));
      else if (!expected.includes(msgOf(empty))) add('required', 'failed', `${msgOf(empty)} ≠ ${expected.join(' / ')}`);
      else add('required', 'passed', msgOf(empty));
    }
    return { passed: steps.every((x) => x.result !== 'failed'), steps };
  } catch (e: any) {
    steps.push({
      step: (['list', 'add', 'find', 'edit', 'remove', 'required'] as const)[steps.length] ?? 'required',
      result: 'failed',
      detail: String(e?.message ?? e),
    });
    return { passed: false, steps };
  } finally {
    await fetch(`${origin}/api/__dev/sandbox/${sandbox}`, { method: 'DELETE' }).catch(() => undefined);
  }
}
