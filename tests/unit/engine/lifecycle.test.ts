/**
 * Status views, lifecycle, steps and detail sections, in the compile functions the pages run,
 * on the identity screens as the browser receives them (composed).
 */
import { describe, expect, it } from 'vitest';
import { resolveSchemaFile, SCHEMAS_DIR } from '../../../config/schemaFiles';
import { crossCheck } from '@/engine/format/check';
import {
  EngineError,
  formSchema,
  prepareScreen,
  toColumns,
  toDetailSections,
  transitionAllowed,
  transitionTarget,
  viewOfRoute,
  viewScreen,
  visibleSteps,
} from '@/engine/format/compile';
import type { ScreenSchema } from '@/engine/format/types';

const load = (f: string) => resolveSchemaFile(`${SCHEMAS_DIR}/${f}`).json as ScreenSchema;
const person = load('identity/person.json');
const org = load('identity/org.json');
const apply = load('digital/apply.json');

describe('status views', () => {
  it('each route opens its tab; detail routes belong to their tab', () => {
    expect(viewOfRoute(person, 'list')).toBe('list');
    expect(viewOfRoute(person, 'audit')).toBe('audit');
    expect(viewOfRoute(person, 'detailAudit')).toBe('audit');
    expect(viewOfRoute(person, 'detailRefused')).toBe('refused');
    expect(person.routes.audit).toBe('/Digitalidentity/identity/auditUsersList');
    expect(org.routes.detailAudit).toBe('/Digitalidentity/institutional/revieweddetailstwo');
  });
  it('a tab is a list screen with its own call, fixed filters, buttons, columns and detail', () => {
    const audit = viewScreen(person, 'audit');
    expect(audit.api.list).toBe('GET /sfbn-identity/identityKey/auditListByPage');
    expect(audit.api.detail).toBe('GET /sfbn-identity/identityKey/auditDetail');
    expect(audit.list?.params).toEqual({ applyType: 1 });
    expect(audit.list?.row).toEqual(['view', 'audit']);
    expect(audit.routes.detail).toBe('/Digitalidentity/identity/auditdetail');
    const refused = toColumns(prepareScreen(viewScreen(person, 'refused')));
    expect(refused.filter((c) => !c.hideInTable && !c.special).map((c) => c.dataIndex)).toEqual([
      'realName',
      'idCard',
      'account',
      'rejectType',
      'auditReason',
      'auditTime',
    ]);
    expect(viewScreen(org, 'list').list?.params).toEqual({ applyType: 2 });
    expect(viewScreen(org, 'list').api.list).toBe('GET /sfbn-identity/identityKey/listByPage');
  });
  it('the checker refuses a view without a route and a column that is no field', () => {
    const bad = structuredClone(person);
    bad.views!.archived = { label: 'x', api: 'GET /a/b', columns: ['nope'] };
    const out = crossCheck(bad, 'schemas/identity/person.json').map((p) => `${p.pointer}: ${p.message}`);
    expect(out).toContain('/views/archived: view "archived" needs a route of the same name in "routes"');
    expect(out).toContain('/views/archived/columns/0: field "nope" does not exist');
  });
});

describe('lifecycle', () => {
  it('audit only from "to be reviewed", revoke only from "active"', () => {
    expect(transitionAllowed(person, 'audit', { status: 3 })).toBe(true);
    expect(transitionAllowed(person, 'audit', { status: '3' })).toBe(true);
    expect(transitionAllowed(person, 'audit', { status: 2 })).toBe(false);
    expect(transitionAllowed(person, 'revoke', { status: 2 })).toBe(true);
    expect(transitionAllowed(person, 'revoke', { status: 4 })).toBe(false);
    expect(transitionAllowed(person, 'revoke', { status: 0 })).toBe(false);
    // Actions that are no transition are not gated.
    expect(transitionAllowed(person, 'view', { status: 0 })).toBe(true);
    expect(transitionTarget(person, 'revoke')).toBe(4);
    expect(transitionTarget(person, 'audit')).toBe(2);
  });
  it('the status field shows the states as coloured tags', () => {
    const status = prepareScreen(person).fields.find((f) => f.name === 'status')!;
    expect(status.display).toBe('tag');
    expect(status.options).toEqual([
      { label: { 'zh-CN': '待审核', 'en-US': 'To be reviewed' }, value: 3, color: 'processing' },
      { label: { 'zh-CN': '已认证', 'en-US': 'Active' }, value: 2, color: 'success' },
      { label: { 'zh-CN': '已驳回', 'en-US': 'Refused' }, value: 0, color: 'error' },
      { label: { 'zh-CN': '已撤销', 'en-US': 'Revoked' }, value: 4, color: 'default' },
    ]);
  });
  it('the checker refuses a transition from a state that does not exist and one that is no action', () => {
    const bad = structuredClone(person);
    bad.lifecycle!.transitions.audit.from = [9];
    bad.lifecycle!.transitions.archive = { from: [2], to: 4 };
    const out = crossCheck(bad, 'f').map((p) => `${p.pointer}: ${p.message}`);
    expect(out).toContain('/lifecycle/transitions/audit/from/0: 9 is not a state of the lifecycle');
    expect(out).toContain('/lifecycle/transitions/archive: transition "archive" is not an action of this screen');
  });
});

describe('steps', () => {
  it('each step is its own group of fields, so it is shown and validated alone', () => {
    const s = formSchema(apply.fields, { mode: 'add', steps: apply.form!.steps });
    expect(Object.keys(s.properties)).toEqual(['step0', 'step1', 'step2', 'step3']);
    expect(Object.keys(s.properties.step0.properties)).toEqual(['realName', 'idCard', 'phone']);
    expect(Object.keys(s.properties.step1.properties)).toEqual(['cardFront', 'cardBack']);
    expect(s.properties.step0.properties.realName['x-validator'][0].message).toBe('姓名不能为空');
    const idCard = s.properties.step0.properties.idCard['x-validator'][1].validator;
    expect(idCard('11010519491231002X')).toBe('');
    expect(idCard('99010519491231002X')).toBe('地址编码错误');
    expect(idCard('110105194912310021')).toBe('证件号码校验位错误');
  });
  it('a person sees the person steps, an organisation its own', () => {
    const titles = (v: Record<string, unknown>) => visibleSteps(apply.form!.steps!, v).map(({ step }) => (step.title as any)['zh-CN']);
    expect(titles({ applyType: '1' })).toEqual(['实名信息', '证件照片']);
    expect(titles({ applyType: 2 })).toEqual(['机构信息', '营业执照']);
  });
  it('the checker refuses a form field in no step', () => {
    const bad = structuredClone(apply);
    bad.form!.steps![0].fields = ['realName', 'idCard'];
    expect(crossCheck(bad, 'f').map((p) => `${p.pointer}: ${p.message}`)).toEqual(['/fields/3: form field "phone" is in no step of "form.steps"']);
  });
});

describe('detail sections', () => {
  it('titled sections with the card images and the audit history', () => {
    const sections = toDetailSections(person);
    expect(sections.map((s) => s.title)).toEqual(['身份信息', '证件照片', '审核结果', '审核记录']);
    expect(sections[1].items.map((i) => [i.name, i.widget])).toEqual([
      ['cardFrontUrl', 'image'],
      ['cardBackUrl', 'image'],
    ]);
    expect(sections[3].history).toBe('history');
    expect(toDetailSections(org, 'en-US')[1].title).toBe('Business licence');
  });
  it("a table section: another call's rows about the row, its columns labelled in the language (the apps on a sub-chain)", () => {
    const management = load('subchain/permissioned/management.json');
    const apps = toDetailSections(management).find((s) => s.table);
    expect(apps).toMatchObject({ title: '子链应用', hideEmpty: true, items: [] });
    expect(apps!.table).toEqual({
      api: 'GET /sfbn-alliance/childChain/appInfo',
      columns: [
        { name: 'appName', label: '应用名称' },
        { name: 'developer', label: '开发者' },
        { name: 'version', label: '版本' },
        { name: 'publishTime', label: '发布时间' },
      ],
    });
    expect(toDetailSections(management, 'en-US').find((s) => s.table)!.table!.columns[0].label).toBe('App');
  });
  it('a section naming a missing field names it', () => {
    const bad = structuredClone(person);
    bad.detail!.sections![0].fields!.push('nope');
    expect(() => toDetailSections(bad)).toThrow(EngineError);
  });
});

describe('form pages (routes.add / routes.edit)', () => {
  const project = load('contract/project.json');
  it('the contract project names its add and edit pages (spec 2.4 adds, buildbedit) over its own calls', () => {
    expect(project.routes.add).toBe('/chainmanagement/contract/adds');
    expect(project.routes.edit).toBe('/chainmanagement/contract/buildbedit');
    expect(crossCheck(project, 'contract/project.json')).toEqual([]);
  });
  it('the checker refuses pages without the calls they need and on a form screen', () => {
    const noCalls = { ...project, api: { list: project.api.list }, list: { ...project.list, toolbar: [], row: ['develop'] } };
    expect(crossCheck(noCalls, 'x.json').map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/routes/add: an add page needs "api.add" or "api.submit"',
      '/routes/edit: an edit page needs "api.update" or "api.submit"',
      '/routes/edit: an edit page needs "api.detail" (it loads the row of ?id=)',
    ]);
    const form = { ...apply, routes: { ...apply.routes, edit: '/digital/editApply' } };
    expect(crossCheck(form, 'x.json').map((p) => p.message)).toContain('a form screen has no add or edit page (its list route is the form)');
  });
});
