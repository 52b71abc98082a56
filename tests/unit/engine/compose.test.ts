/** Composition: $extends and $include, resolved for the browser (the webpack loader), the checker and every reader. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSchemaFiles, resolveSchemaFile, SCHEMAS_DIR } from '../../../config/schemaFiles';
import { composedScreen } from '../../../config/screenModules';
import { formatProblem } from '@/engine/format/check';
import { checkDirectory } from '../../../studio/schemaChecker';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A schemas/ folder of its own: the meta-schemas plus the given files. */
function folder(name: string, files: Record<string, unknown>): string {
  const root = path.join(tmp, name, 'schemas');
  fs.mkdirSync(root, { recursive: true });
  for (const meta of ['screen.schema.json', 'screen-part.schema.json']) fs.copyFileSync(path.join(SCHEMAS_DIR, meta), path.join(root, meta));
  for (const [rel, json] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), typeof json === 'string' ? json : JSON.stringify(json, null, 2));
  }
  return root;
}

const label = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });
const base = {
  $schema: '../screen-part.schema.json',
  api: { list: 'GET /svc/thing/list', detail: 'GET /svc/thing/detail' },
  fields: [{ name: 'status', label: label('状态') }, { $include: '../_fields/common.json' }],
  list: { selection: 'none', row: ['view'] },
};
const fragment = [
  { name: 'account', label: label('账号'), search: true },
  { name: 'createTime', label: label('时间'), widget: 'datetime' },
];
const variant = {
  $schema: '../screen-part.schema.json',
  $extends: './_base.json',
  key: 'demo.person',
  title: label('个人'),
  routes: { list: '/demo/person' },
  list: { params: { applyType: 1 } },
  fields: [
    { name: 'realName', label: label('姓名'), search: true },
    { name: 'account', label: label('登录名') },
  ],
};

describe('resolving', () => {
  const root = folder('ok', { 'demo/_base.json': base, '_fields/common.json': fragment, 'demo/person.json': variant });
  const r = resolveSchemaFile(path.join(root, 'demo/person.json'), root);

  it('a variant is its base with its keys merged over it; fields merge by name; fragments are spliced in', () => {
    expect(r.problems).toEqual([]);
    expect(r.json.$extends).toBeUndefined();
    expect(r.json.fields.map((f: any) => f.name)).toEqual(['status', 'account', 'createTime', 'realName']);
    // The variant's "account" changed the label of the fragment's field and kept its search.
    expect(r.json.fields[1]).toEqual({ name: 'account', label: label('登录名'), search: true });
    expect(r.json.list).toEqual({ selection: 'none', row: ['view'], params: { applyType: 1 } });
    expect(r.json.api.detail).toBe('GET /svc/thing/detail');
    expect(r.files.map((f) => path.relative(root, f)).sort()).toEqual(['_fields/common.json', 'demo/_base.json', 'demo/person.json']);
  });

  it('every value remembers the file and pointer it was written at', () => {
    const at = (p: string) => {
      const o = r.origin(p);
      return `${path.relative(root, o.file)}#${o.pointer}`;
    };
    expect(at('/fields/0/name')).toBe('demo/_base.json#/fields/0/name');
    expect(at('/fields/2/widget')).toBe('_fields/common.json#/1/widget');
    expect(at('/fields/1/label')).toBe('demo/person.json#/fields/1/label');
    expect(at('/fields/1/search')).toBe('_fields/common.json#/0/search');
    expect(at('/fields/3')).toBe('demo/person.json#/fields/0');
    expect(at('/list/params/applyType')).toBe('demo/person.json#/list/params/applyType');
    expect(at('/list/row/0')).toBe('demo/_base.json#/list/row/0');
  });

  it('parts (names starting with "_") are not screens', () => {
    expect(readSchemaFiles(root).map((f) => f.screen)).toEqual(['demo/person']);
  });
});

describe('the checker names the file and pointer to edit', () => {
  const lines = (files: Record<string, unknown>, name: string) => checkDirectory(folder(name, files)).problems.map(formatProblem);

  it('a bad widget in a fragment is reported in the fragment', () => {
    const out = lines(
      { 'demo/_base.json': base, '_fields/common.json': [fragment[0], { ...fragment[1], widget: 'calendar' }], 'demo/person.json': variant },
      'badfrag',
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^schemas\/_fields\/common\.json: \/1\/widget: "calendar" is not allowed; use one of "text"/);
  });
  it('an unknown key in a base is reported in the base; a wrong row action in the variant in the variant', () => {
    const out = lines(
      {
        'demo/_base.json': { ...base, colour: 'red' },
        '_fields/common.json': fragment,
        'demo/person.json': { ...variant, list: { row: ['view', 'approve'] } },
      },
      'badbase',
    );
    expect(out).toContain('schemas/demo/_base.json: /colour: "colour" is not a key the screen format knows (misspelt?)');
    expect(out).toContain(
      'schemas/demo/person.json: /list/row/1: action "approve" is neither built in (view, edit, delete, addChild) nor declared in "actions"',
    );
  });
  it('a missing fragment, a path outside schemas/ and a cycle', () => {
    expect(lines({ 'demo/_base.json': { ...base, fields: [{ $include: '../_fields/nope.json' }] }, 'demo/person.json': variant }, 'missing')).toEqual([
      'schemas/demo/_base.json: /fields/0/$include: "_fields/nope.json" does not exist',
    ]);
    expect(lines({ 'demo/person.json': { ...variant, $extends: '../../elsewhere.json' } }, 'outside')).toEqual([
      'schemas/demo/person.json: /$extends: "../../elsewhere.json" leads outside schemas/',
    ]);
    const cycle = lines(
      { 'demo/_a.json': { $extends: './_b.json' }, 'demo/_b.json': { $extends: './_a.json' }, 'demo/person.json': { ...variant, $extends: './_a.json' } },
      'cycle',
    );
    expect(cycle).toEqual([
      'schemas/demo/_b.json: /$extends: "demo/_a.json" includes itself (demo/person.json -> demo/_a.json -> demo/_b.json -> demo/_a.json)',
    ]);
  });
});

describe('the repository', () => {
  it('the four request logs share one fragment', () => {
    const logs = readSchemaFiles().filter((f) => ['log/api', 'log/error', 'log/operation', 'log/usual'].includes(f.screen));
    expect(logs).toHaveLength(4);
    for (const l of logs)
      expect(l.json.fields.map((f: any) => f.name)).toEqual(expect.arrayContaining(['serviceId', 'requestUri', 'userAgent', 'params', 'createTime']));
    for (const l of logs) expect(JSON.stringify(l.json)).not.toContain('$include');
  });

  it('the generated screen module is the composed screen (what the browser receives)', () => {
    const file = path.join(SCHEMAS_DIR, 'identity/person.json');
    const out = JSON.parse(composedScreen(file));
    expect(out).toEqual(resolveSchemaFile(file).json);
    expect(out.views.audit.api).toBe('GET /sfbn-identity/identityKey/auditListByPage');
    expect(JSON.stringify(out)).not.toContain('$extends');
  });

  it('a file that does not compose is served with its problems, which the page shows', () => {
    const file = path.join(SCHEMAS_DIR, 'identity/_broken-test.json');
    fs.writeFileSync(file, JSON.stringify({ ...variant, $extends: './_gone.json' }));
    try {
      const out = JSON.parse(composedScreen(file));
      expect(out.$problems).toEqual([{ file: 'schemas/identity/_broken-test.json', pointer: '/$extends', message: '"identity/_gone.json" does not exist' }]);
      expect(out.key).toBe('demo.person');
    } finally {
      fs.rmSync(file);
    }
  });
});
