/** npm run schemas:check: every file of the repository passes; broken files give pointer and sentence. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossCheck, formatProblem } from '@/engine/format/check';
import { checkDirectory, checkText, SCHEMAS_DIR } from '../../../studio/schemaChecker';
import * as registry from '@/engine/format/registry';
import Ajv2020 from 'ajv/dist/2020';
import { generateMeta, generateMetas, generateRaw, META_PATH, PART_META_PATH, shape, TYPES_PATH } from '../../../scripts/schema-meta';

const param = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'system/param.json'), 'utf8'));
const check = (json: unknown) => checkText(JSON.stringify(json), 'schemas/system/x.json').problems.map(formatProblem);

describe('the repository', () => {
  it('every screen file passes', () => {
    const r = checkDirectory();
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.files).toBeGreaterThan(40);
  });
});

describe('what an editor shows (each file against the meta-schema its "$schema" names)', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const full = ajv.compile(JSON.parse(fs.readFileSync(META_PATH, 'utf8')));
  const part = ajv.compile(JSON.parse(fs.readFileSync(PART_META_PATH, 'utf8')));
  const errors = (v: typeof full, json: unknown) => (v(json) ? [] : v.errors!.map((e) => `${e.instancePath} ${e.message}`));

  it('no file of the repository is flagged, bases and files that $extend or $include included', () => {
    const flagged: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.json') && !e.name.endsWith('.schema.json')) {
          const json = JSON.parse(fs.readFileSync(p, 'utf8'));
          if (Array.isArray(json) || typeof json.$schema !== 'string') continue;
          const named = path.resolve(path.dirname(p), json.$schema);
          expect([META_PATH, PART_META_PATH], p).toContain(named);
          flagged.push(...errors(named === META_PATH ? full : part, json).map((m) => `${path.relative(SCHEMAS_DIR, p)}: ${m}`));
        }
      }
    };
    walk(SCHEMAS_DIR);
    expect(flagged).toEqual([]);
  });
  it('the part meta-schema takes a field override and an $include, and still refuses a misspelt key', () => {
    const override = {
      $schema: '../screen-part.schema.json',
      $extends: './_base.json',
      fields: [{ name: 'chainId', optionsFrom: { api: 'GET /svc/chains' } }, { $include: './_more.json' }],
    };
    expect(errors(part, override)).toEqual([]);
    expect(errors(full, override).length).toBeGreaterThan(0);
    expect(errors(part, { ...override, colour: 'red' })).toContain(' must NOT have additional properties');
    expect(errors(part, { fields: [{ label: { 'zh-CN': '名称', 'en-US': 'Name' } }] })).toContain("/fields/0 must have required property 'name'");
  });
  it('a file that $extends another names the part meta-schema', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'part-')), 'schemas');
    fs.mkdirSync(path.join(dir, 'a'), { recursive: true });
    for (const f of ['screen.schema.json', 'screen-part.schema.json']) fs.copyFileSync(path.join(SCHEMAS_DIR, f), path.join(dir, f));
    const { $schema: _s, key: _k, routes: _r, ...base } = param;
    fs.writeFileSync(path.join(dir, 'a/_base.json'), JSON.stringify({ $schema: '../screen-part.schema.json', ...base }));
    fs.writeFileSync(
      path.join(dir, 'a/one.json'),
      JSON.stringify({ $schema: '../../screen.schema.json', $extends: './_base.json', key: 'a.one', routes: { list: '/a/one' } }),
    );
    expect(checkDirectory(dir).problems.map(formatProblem)).toEqual([
      'schemas/a/one.json: /$schema: "../../screen.schema.json" does not lead to schemas/screen-part.schema.json; use "../screen-part.schema.json"',
    ]);
  });
});

describe('a broken file', () => {
  it('unknown key: pointer and sentence', () => {
    expect(check({ ...param, colour: 'red' })).toContain('schemas/system/x.json: /colour: "colour" is not a key the screen format knows (misspelt?)');
  });
  it('unknown widget', () => {
    const bad = structuredClone(param);
    bad.fields[0].widget = 'txt';
    expect(check(bad).join('\n')).toMatch(/^schemas\/system\/x\.json: \/fields\/0\/widget: "txt" is not allowed; use one of "text"/m);
  });
  it('unregistered validator, badly formed dictionary code (any code the server has is allowed)', () => {
    const bad = structuredClone(param);
    bad.fields[1].validator = 'phon';
    bad.fields[2].dict = 'No-Such dict';
    const out = check(bad);
    expect(out).toContain(
      'schemas/system/x.json: /fields/1/validator: validator "phon" is not registered; use one of phone, idCard, email, url, chineseName, ip, bid, subchainCode, contractVersion, contractAddress, ipList, attrLines',
    );
    expect(out.some((l) => l.startsWith('schemas/system/x.json: /fields/2/dict: "No-Such dict" is not well formed'))).toBe(true);
    // A dictionary an administrator created at run time needs no front-end change.
    const runtime = structuredClone(param);
    runtime.fields[2].dict = 'created_at_runtime';
    expect(check(runtime)).toEqual([]);
  });
  it('a condition or validator named after an Object.prototype property is refused, naming file and field', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const bad = structuredClone(param);
      bad.fields[1].visibleWhen = name;
      bad.fields[2].validator = name;
      const out = check(bad);
      expect(
        out.some((l) => l.startsWith(`schemas/system/x.json: /fields/1/visibleWhen: field "paramKey": condition "${name}" is not registered; use one of`)),
      ).toBe(true);
      expect(out.some((l) => l.startsWith(`schemas/system/x.json: /fields/2/validator: validator "${name}" is not registered`))).toBe(true);
    }
  });
  it('options that depend on a field the form does not have', () => {
    const bad = structuredClone(param);
    bad.fields[0] = { name: 'kind', label: '类型', widget: 'select', optionsFrom: { api: 'GET /sfbn-system/x/list', params: { chainId: '$form.chain' } } };
    expect(check(bad)).toContain('schemas/system/x.json: /fields/0/optionsFrom/params: "$form.chain" must name another field of this form');
  });
  it('a call that is not METHOD /service/path', () => {
    const out = check({ ...param, api: { ...param.api, list: 'get /sfbn-system/param/list' } });
    expect(out.some((l) => l.startsWith('schemas/system/x.json: /api/list: "get /sfbn-system/param/list" is not well formed'))).toBe(true);
  });
  it('a text without its English', () => {
    expect(check({ ...param, title: { 'zh-CN': '参数' } }).some((l) => l.startsWith('schemas/system/x.json: /title: '))).toBe(true);
  });
  it('a row action that does not exist, and a condition on a missing field', () => {
    const bad = structuredClone(param);
    bad.list.row.push('approve');
    bad.fields[3].visibleWhen = { field: 'nothing', equals: 1 };
    const out = check(bad);
    expect(out).toContain('schemas/system/x.json: /list/row/3: action "approve" is neither built in (view, edit, delete, addChild) nor declared in "actions"');
    expect(out).toContain('schemas/system/x.json: /fields/3/visibleWhen: condition refers to field "nothing", which this form does not have');
  });
  it('a built-in action asks for the calls its module needs, in its place; addChild only on a tree list', () => {
    const { remove: _r, ...api } = param.api;
    const bad = { ...param, api, list: { ...param.list, toolbar: ['add', 'bulkDelete', 'export', 'view'], row: ['view', 'edit', 'delete', 'addChild'] } };
    expect(check(bad)).toEqual([
      'schemas/system/x.json: /list/row/2: "delete" needs "api.remove"',
      'schemas/system/x.json: /list/toolbar/1: "bulkDelete" needs "api.remove"',
      'schemas/system/x.json: /list/toolbar/2: "export" needs "api.export"',
      'schemas/system/x.json: /list/toolbar/3: action "view" is neither built in (add, bulkDelete, export) nor declared in "actions"',
      'schemas/system/x.json: /list/row: "addChild" only applies to tree lists',
    ]);
  });
  it('a missing required key', () => {
    const { fields: _f, ...bad } = param;
    expect(check(bad)).toContain('schemas/system/x.json: /: the required key "fields" is missing');
  });
  it('not JSON at all', () => {
    expect(checkText('{ "key": ', 'schemas/x.json').problems[0]).toMatchObject({ file: 'schemas/x.json', pointer: '' });
  });
  it('duplicate keys and routes across files, and a wrong $schema path', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'check-')), 'schemas');
    fs.mkdirSync(dir);
    fs.copyFileSync(path.join(SCHEMAS_DIR, 'screen.schema.json'), path.join(dir, 'screen.schema.json'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'a/one.json'), JSON.stringify(param));
    fs.writeFileSync(path.join(dir, 'a/two.json'), JSON.stringify({ ...param, $schema: '../../screen.schema.json' }));
    const out = checkDirectory(dir).problems.map(formatProblem);
    expect(out).toContain('schemas/a/two.json: /key: key "system.param" is already used by schemas/a/one.json');
    expect(out).toContain('schemas/a/two.json: /routes/list: route "/system/param" is already used by schemas/a/one.json');
    expect(out.some((l) => l.startsWith('schemas/a/two.json: /$schema: '))).toBe(true);
  });
  it('a wizard step reached by its route names a route of the screen and the call that saves it alone', () => {
    const wizard = {
      ...param,
      key: 'system.wizard',
      routes: { list: '/system/wizard', plan: '/system/wizard/plan' },
      list: { kind: 'none' },
      api: { submit: 'POST /sfbn-system/param/submit' },
      form: {
        steps: [
          { title: '一', fields: ['paramName', 'paramKey'] },
          { title: '二', fields: ['paramValue', 'remark'], route: 'plan', load: 'GET /sfbn-system/param/detail', save: 'POST /sfbn-system/param/submit' },
        ],
      },
    };
    expect(check(wizard)).toEqual([]);
    const bad = structuredClone(wizard);
    bad.form.steps[1] = { ...bad.form.steps[1], route: 'nowhere', save: 'POST nope' } as any;
    (bad.form.steps[0] as any).load = 'GET /sfbn-system/param/detail';
    const out = check(bad);
    expect(out).toContain(
      'schemas/system/x.json: /form/steps/1/route: "nowhere" is not a route of this screen (a key of "routes" other than list and detail routes)',
    );
    expect(out.some((l) => l.startsWith('schemas/system/x.json: /form/steps/1/save'))).toBe(true);
    expect(out).toContain('schemas/system/x.json: /form/steps/0/load: "load" needs the step\'s "route" (it is used when the route re-enters a saved row)');
    const unsaved = structuredClone(wizard);
    delete (unsaved.form.steps[1] as any).save;
    expect(check(unsaved)).toContain('schemas/system/x.json: /form/steps/1/save: a step with a route needs "save", the call that saves it alone');
  });
  it('a wizard draft, a step prefill, an SMS code field and a detail table name their calls and fields', () => {
    const wizard = {
      ...param,
      key: 'system.wizard',
      routes: { list: '/system/wizard' },
      list: { kind: 'none' },
      api: { submit: 'POST /sfbn-system/param/submit' },
      fields: [
        ...param.fields,
        {
          name: 'code',
          label: '验证码',
          widget: 'smsCode',
          sms: { send: 'GET /sfbn-system/sms/send', check: 'GET /sfbn-system/sms/check', phone: 'paramValue' },
        },
      ],
      form: {
        draft: { load: 'GET /sfbn-system/param/draft', remove: 'POST /sfbn-system/param/remove' },
        steps: [
          { title: '一', fields: ['paramName', 'paramKey'], draft: 'POST /sfbn-system/param/draft' },
          { title: '二', fields: ['paramValue', 'remark', 'code'], prefill: 'GET /sfbn-system/param/detail' },
        ],
      },
      detail: { sections: [{ title: '表', table: { api: 'GET /sfbn-system/param/list', columns: [{ name: 'paramName', label: '名称' }] } }] },
    };
    expect(check(wizard)).toEqual([]);
    const bad = structuredClone(wizard) as any;
    delete bad.form.draft;
    bad.form.steps[1].prefill = 'detail';
    bad.fields[bad.fields.length - 1].sms.phone = 'nope';
    bad.detail.sections[0].table.api = 'list';
    const out = check(bad);
    expect(out).toContain('schemas/system/x.json: /form/steps/0/draft: a step\'s "draft" needs "form.draft", the call that finds the draft again');
    expect(out.some((l) => l.startsWith('schemas/system/x.json: /form/steps/1/prefill: "detail" is not well formed; expected call'))).toBe(true);
    expect(out).toContain(`schemas/system/x.json: /fields/${bad.fields.length - 1}/sms/phone: field "nope" does not exist`);
    expect(out.some((l) => l.startsWith('schemas/system/x.json: /detail/sections/0/table/api: "list" is not well formed; expected call'))).toBe(true);
    const bare = structuredClone(wizard) as any;
    delete bare.fields[bare.fields.length - 1].sms;
    expect(check(bare).some((l) => l.includes('uses widget "smsCode", which needs "sms"'))).toBe(true);
  });
  it('form-encoded saves name calls the screen has', () => {
    expect(check({ ...param, formEncoded: ['submit'] })).toEqual([]);
    expect(check({ ...param, formEncoded: ['update', 'steps'] })).toEqual([
      'schemas/system/x.json: /formEncoded/0: the screen has no "api.update"',
      'schemas/system/x.json: /formEncoded/1: no step of this screen has its own "save"',
    ]);
  });
  it('a result shows fields of the screen', () => {
    const shown = { ...param, actions: { peek: { kind: 'result', label: '查看', api: 'GET /sfbn-system/param/detail', show: ['paramName', 'nope'] } } };
    expect(check(shown)).toEqual(['schemas/system/x.json: /actions/peek/show/1: field "nope" does not exist']);
  });
  it('a column hidden at first is a column of the list', () => {
    const hidden = { ...param, list: { ...param.list, hiddenColumns: ['paramKey', 'remark', 'nope'] } };
    expect(check(hidden)).toEqual([
      'schemas/system/x.json: /list/hiddenColumns/1: field "remark" is not a column of the list',
      'schemas/system/x.json: /list/hiddenColumns/2: field "nope" does not exist',
    ]);
  });
  it('the cross-check runs alone too (the page uses it for its error panel)', () => {
    expect(crossCheck({ ...param, menu: { parent: 'nowhere' } }, 'f.json')[0]).toMatchObject({ pointer: '/menu/parent' });
  });
});

describe('registry', () => {
  it("an editor flags a widget, search widget or action kind the registry does not have (the meta-schema's enums)", () => {
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(META_PATH, 'utf8')));
    const flagged = (json: unknown) => (validate(json) ? [] : validate.errors!.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
    const named = (widget: string, kind: string) => ({
      ...param,
      fields: [{ ...param.fields[0], widget, searchWidget: widget }, ...param.fields.slice(1)],
      actions: { go: { kind, label: '执行', api: 'POST /sfbn-system/param/go' } },
    });
    expect(flagged(named(registry.widgets[0], registry.actionKinds[0]))).toEqual([]);
    expect(flagged(named('selct', 'tggle'))).toEqual(['/fields/0/widget', '/fields/0/searchWidget', '/actions/go/kind']);
  });
  it('the committed meta-schema is what npm run schemas:meta generates from the types and the registry', () => {
    expect(fs.readFileSync(META_PATH, 'utf8')).toBe(generateMeta());
    expect(fs.readFileSync(PART_META_PATH, 'utf8')).toBe(generateMetas().part);
    const meta = JSON.parse(fs.readFileSync(META_PATH, 'utf8'));
    expect(meta.properties.menu.properties.icon.enum).toEqual([...registry.menuIcons]);
    expect(meta.properties.menu.properties.parent.enum).toEqual(
      expect.arrayContaining(['identity-person', 'identity-org', 'identity-apply', 'personal-center']),
    );
  });
  it('a key added to the types (JSDoc and tags) is a key of the generated meta-schema: a stale committed file fails the test above', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meta-'));
    const types = fs
      .readFileSync(TYPES_PATH, 'utf8')
      .replace(
        'export interface Field {\n',
        'export interface Field {\n  /**\n   * Badge shown by the label.\n   * @pattern ^[a-z]+$\n   */\n  badge?: string;\n',
      );
    fs.writeFileSync(path.join(dir, 'types.ts'), types);
    const meta = shape(generateRaw(path.join(dir, 'types.ts')));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(meta.$defs.field.properties.badge).toEqual({ type: 'string', description: 'Badge shown by the label.', pattern: '^[a-z]+$' });
    expect(fs.readFileSync(META_PATH, 'utf8')).not.toContain('Badge shown by the label.');
  });
  it("the format's rules hold: lengths, counts, integers, names, constants", () => {
    const p = (mutate: (s: any) => void) => {
      const bad = structuredClone(param);
      mutate(bad);
      return check(bad);
    };
    const has = (out: string[], start: string) =>
      expect(
        out.some((l) => l.startsWith(start)),
        `${start}\n${out.join('\n')}`,
      ).toBe(true);
    has(
      p((s) => (s.routes = {})),
      'schemas/system/x.json: /routes: ',
    );
    has(
      p((s) => (s.routes.extra = 'no-slash')),
      'schemas/system/x.json: /routes/extra: "no-slash" is not well formed',
    );
    has(
      p((s) => (s.title = '')),
      'schemas/system/x.json: /title: ',
    );
    has(
      p((s) => (s.fields = [])),
      'schemas/system/x.json: /fields: needs at least 1 item',
    );
    has(
      p((s) => (s.fields[0].width = 12.5)),
      'schemas/system/x.json: /fields/0/width: must be a integer',
    );
    has(
      p((s) => (s.fields[0].validator = [])),
      'schemas/system/x.json: /fields/0/validator: ',
    );
    has(
      p((s) => (s.list.pageSize = 20)),
      'schemas/system/x.json: /list/pageSize: 20 is not allowed; use one of 10, 30, 50, 100, 200',
    );
    has(
      p((s) => (s.form = { maskClosable: true })),
      'schemas/system/x.json: /form/maskClosable: ',
    );
    has(
      p((s) => (s.permissions = { add: '1 bad code' })),
      'schemas/system/x.json: /permissions/add: "1 bad code" is not well formed',
    );
    has(
      p((s) => (s.actions = { Bad: { kind: 'call', label: 'x', api: 'POST /svc/x' } })),
      'schemas/system/x.json: /actions: ',
    );
    has(
      p((s) => (s.views = { list: { label: 'x', api: 'GET /svc/x' } })),
      'schemas/system/x.json: /views: ',
    );
    has(
      p(
        (s) =>
          (s.lifecycle = {
            field: 'status',
            states: [
              { value: 0, label: 'a' },
              { value: 1, label: 'b' },
            ],
            transitions: { x: { from: [], to: 1 } },
          }),
      ),
      'schemas/system/x.json: /lifecycle/transitions/x/from: needs at least 1 item',
    );
  });
  it('one way to send a field encrypted: "encrypt": true on a field of an action\'s dialog', () => {
    const withAction = (action: any) => check({ ...param, list: { ...param.list, row: [...param.list.row, 'secret'] }, actions: { secret: action } });
    const field = { name: 'password', label: '密码', widget: 'password', encrypt: true };
    expect(withAction({ kind: 'result', label: '查看', api: 'POST /svc/secret', fields: [field] })).toEqual([]);
    expect(withAction({ kind: 'download', label: '下载', api: 'POST /svc/key', fileName: 'k.json', fields: [field], encrypt: ['password'] })).toContain(
      'schemas/system/x.json: /actions/secret/encrypt: "encrypt" is not a key the screen format knows (misspelt?)',
    );
    const bad = structuredClone(param);
    bad.fields[1].encrypt = true;
    expect(check(bad)).toContain(
      'schemas/system/x.json: /fields/1/encrypt: "encrypt" applies to a field of an action\'s dialog (actions.<name>.fields), not to a screen field',
    );
  });
  it('an unknown menu icon is refused (it used to fall back silently)', () => {
    expect(
      check({ ...param, menu: { ...param.menu, icon: 'RocketOutlined' } }).some((l) =>
        l.startsWith('schemas/system/x.json: /menu/icon: "RocketOutlined" is not allowed'),
      ),
    ).toBe(true);
  });
  it('every key of the meta-schema has a description', () => {
    const meta = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'screen.schema.json'), 'utf8'));
    const missing: string[] = [];
    const walk = (node: any, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (node.properties)
        for (const [k, v] of Object.entries<any>(node.properties)) {
          if (!v.description) missing.push(`${at}/${k}`);
          walk(v, `${at}/${k}`);
        }
      for (const k of ['$defs', 'items', 'additionalProperties']) if (node[k] && typeof node[k] === 'object') walk(node[k], `${at}/${k}`);
      if (node.$defs) for (const [k, v] of Object.entries<any>(node.$defs)) walk(v, `${at}/$defs/${k}`);
      for (const k of ['oneOf', 'anyOf']) (node[k] ?? []).forEach((x: any, i: number) => walk(x, `${at}/${k}/${i}`));
    };
    walk(meta, '');
    expect(missing).toEqual([]);
  });
});
