/**
 * The screen <-> mock contract of `npm run schemas:check` and the studio (studio/contractCheck.ts):
 * each kind of finding, with the file and JSON pointer where the field was written, against the
 * real mock: a resource descriptor (the parameters, judged from the descriptor) and a hand-written
 * list (the notices of the message center, probed in-process).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const nodeRequire = createRequire(import.meta.url);
const { fileContractProblems, checkContracts } = nodeRequire('../../studio/contractCheck.ts');
const { mockRoutes } = nodeRequire('../../mock/index.ts');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
const root = path.join(tmp, 'schemas');
const write = (rel: string, json: unknown) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), JSON.stringify(json, null, 2));
  return path.join(root, rel);
};
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const label = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });

describe('the contract checker', () => {
  it('reports a form field the resource does not store, a search it refuses and a column it never returns, where each was written', () => {
    write('_fields/colour.json', [{ name: 'paramColour', label: label('颜色'), search: true, inList: false, inForm: false }]);
    const abs = write('system/params.json', {
      key: 'test.params',
      title: label('参数'),
      routes: { list: '/test/params' },
      api: { list: 'GET /sfbn-system/param/list', submit: 'POST /sfbn-system/param/submit' },
      fields: [
        { name: 'paramName', label: label('参数名称'), search: true },
        { name: 'paramKey', label: label('参数键名') },
        { name: 'shade', label: label('色调'), inList: false },
        { $include: '../_fields/colour.json' },
        { name: 'ghost', label: label('幽灵'), readOnly: true },
      ],
    });
    expect(fileContractProblems(abs, root, mockRoutes())).toEqual([
      {
        file: 'schemas/system/params.json',
        pointer: '/fields/2',
        message:
          'form field "shade" is not stored by POST /sfbn-system/param/submit (mock/sfbn-system/param.resource.json): the mock drops it on save; declare it in the resource\'s fields',
      },
      {
        file: 'schemas/_fields/colour.json',
        pointer: '/0/search',
        message: 'search filter "paramColour" is refused by GET /sfbn-system/param/list (mock/sfbn-system/param.resource.json): 不支持的查询条件: paramColour',
      },
      {
        file: 'schemas/system/params.json',
        pointer: '/fields/4',
        message: 'column "ghost" is never in the rows GET /sfbn-system/param/list answers (mock/sfbn-system/param.resource.json)',
      },
    ]);
  });

  it('probes a hand-written list in-process: the search it refuses, the column its rows lack', () => {
    const abs = write('message/notices.json', {
      key: 'test.notices',
      title: label('通知'),
      routes: { list: '/test/notices' },
      api: { list: 'GET /sfbn-system/messageNotice/listByPage' },
      fields: [
        { name: 'title', label: label('标题'), search: true },
        { name: 'colour', label: label('颜色'), search: true, inList: false },
        { name: 'ghost', label: label('幽灵') },
      ],
    });
    expect(fileContractProblems(abs, root, mockRoutes())).toEqual([
      {
        file: 'schemas/message/notices.json',
        pointer: '/fields/1/search',
        message: 'search filter "colour" is refused by GET /sfbn-system/messageNotice/listByPage (mock/sfbn-system/account.ts): 不支持的查询条件: colour',
      },
      {
        file: 'schemas/message/notices.json',
        pointer: '/fields/2',
        message: 'column "ghost" is never in the rows GET /sfbn-system/messageNotice/listByPage answers (mock/sfbn-system/account.ts)',
      },
    ]);
  });

  it('finds nothing on the shipped screens', () => {
    expect(checkContracts()).toEqual([]);
  });
});
