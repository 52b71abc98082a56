/**
 * The IDE's services end to end over HTTP (the mock router as the browser meets it): project,
 * files, compile, publication, audit, deploy, call, events, export.
 */
import express from 'express';
import JSZip from 'jszip';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../../../mock/_lib/app';
import { CLIENT_ID, CLIENT_SECRET } from '../../../mock/_lib/keys';
import { issueTokens, users } from '../../../mock/_lib/users';
import contract from '../../../mock/sfbn-alliance/contract';
import project from '../../../mock/sfbn-alliance/contractProject';
import templateTool from '../../../mock/sfbn-alliance/contractTemplate';

let base = '';
let server: ReturnType<express.Express['listen']>;
const tokenOf = (account: string) => issueTokens(users.find((u) => u.account === account)!).access_token;
let adminToken = '';
let userToken = '';
/** The seed's second administrator: nobody audits the project they submitted (the four-eyes rule). */
let auditorToken = '';

beforeAll(async () => {
  const app = express();
  app.use(createRouter([contract, project, templateTool]));
  server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sfbn-alliance`;
  adminToken = tokenOf('admin');
  userToken = tokenOf('zhangsan');
  auditorToken = tokenOf('shenhe');
});
afterAll(() => server?.close());

async function call(spec: string, payload: Record<string, any> = {}, token = adminToken) {
  const [method, path] = spec.split(' ');
  const headers: Record<string, string> = {
    Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    Auth: `bearer ${token}`,
  };
  let url = `${base}${path}`;
  let body: string | undefined;
  if (method === 'GET') url += `?${new URLSearchParams(payload).toString()}`;
  else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const res = await fetch(url, { method, headers, body });
  const type = res.headers.get('content-type') || '';
  return type.includes('json') ? { status: res.status, ...(await res.json()) } : { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const SRC = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
// 计数器：中文注释
contract Counter {
    uint256 public count;
    string public label;
    address[] public admins;
    event Bumped(address indexed by, uint256 count);
    error TooBig(uint256 got, uint256 max);
    constructor(uint256 start, string memory label_, address[] memory admins_) { count = start; label = label_; admins = admins_; }
    function bump(uint256 by) external { if (by > 10) revert TooBig(by, 10); count += by; emit Bumped(msg.sender, count); }
}
`;

describe('contract IDE services', () => {
  let projectId = '';
  let fileId = '';

  it('creates a project and enforces the file-name rules with the spec messages', async () => {
    const p = await call('POST /chainContractProject/save', { contractProjectName: '计数器项目' });
    expect(p.code).toBe(200);
    projectId = p.data.id;
    const save = (contractName: string) =>
      call('POST /chainContract/saveOrUpdate', { contractName, contractSource: '', contractRowNumber: 0, relationType: 1, relationId: projectId });
    expect((await save('')).msg).toBe('文件名不能为空');
    expect((await save('计数器')).msg).toBe('文件名必须英文');
    expect((await save('Counter1')).msg).toBe('文件名必须英文');
    expect((await save('A'.repeat(21))).code).toBe(400);
    const created = await save('Counter');
    expect(created.msg).toBe('保存成功');
    fileId = created.data.id;
    expect(created.data.contractStatus).toBe(1);
    expect((await save('Counter')).msg).toBe('文件名字不能重复');
    // Another user may not write into the project (zhangsan, unverified, is refused by the gateway's real-name rule).
    expect((await call('POST /chainContract/saveOrUpdate', { contractName: 'Other', relationType: 1, relationId: projectId }, userToken)).code).toBe(403);
  });

  it('saves Base64 source, refuses an empty save, and a broken contract fails with positions', async () => {
    expect((await call('POST /chainContract/saveOrUpdate', { id: fileId, contractSource: b64('  \n') })).msg).toBe('不能空保存');
    const broken = SRC.replace('count += by;', 'count += by');
    await call('POST /chainContract/saveOrUpdate', { id: fileId, contractSource: b64(broken), contractRowNumber: 13 });
    const r = await call('POST /chainContract/compile', { id: fileId, contractName: 'Counter' });
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/^编译失败：Counter\.sol 第 11 行/);
    expect(r.data.diagnostics[0]).toMatchObject({ file: 'Counter.sol', line: 11, severity: 'error' });
  });

  it('compiles, publishes (read-only), is approved by the administrator, deploys, calls and exports', async () => {
    await call('POST /chainContract/saveOrUpdate', { id: fileId, contractSource: b64(SRC), contractRowNumber: 13 });
    const c = await call('POST /chainContract/compile', { id: fileId, contractName: 'Counter' });
    expect(c.msg).toBe('编译成功');
    expect(c.data.contractName).toBe('Counter');
    expect(JSON.parse(c.data.contractAbi).some((f: any) => f.name === 'bump')).toBe(true);
    expect(c.data.byteCodeBin).toMatch(/^[0-9a-f]+$/);
    let files = (await call('GET /chainContract/list', { relationId: projectId, relationType: 1 })).data;
    expect(files[0].contractStatus).toBe(2);
    expect(JSON.parse(files[0].contractConstructorParamList)).toEqual([
      { name: 'start', type: 'uint256' },
      { name: 'label_', type: 'string' },
      { name: 'admins_', type: 'address[]' },
    ]);

    // Deploy before approval is refused.
    expect((await call('POST /chainContract/deploy', { contractId: fileId, funcParam: ['1', 'a', '[]'] })).code).toBe(400);

    expect((await call('GET /chainContractProject/publish', { id: projectId })).msg).toBe('发布成功');
    files = (await call('GET /chainContract/list', { relationId: projectId, relationType: 1 })).data;
    expect(files[0].contractStatus).toBe(3);
    expect((await call('POST /chainContract/saveOrUpdate', { id: fileId, contractSource: b64(SRC + '\n') })).msg).toBe('合约已提交发布，不能修改');

    // Audits need the audit button code, which ordinary users are not granted.
    expect((await call('GET /chainContractProject/audit', { id: projectId, auditStatus: 2 }, userToken)).code).toBe(403);
    // Nor does the administrator who submitted it: another administrator approves.
    expect(await call('GET /chainContractProject/audit', { id: projectId, auditStatus: 2 })).toMatchObject({ code: 403, msg: '不能审核自己提交的项目' });
    expect((await call('GET /chainContractProject/audit', { id: projectId, auditStatus: 2 }, auditorToken)).code).toBe(200);
    files = (await call('GET /chainContract/list', { relationId: projectId, relationType: 1 })).data;
    expect(files[0].contractStatus).toBe(4);

    const missing = await call('POST /chainContract/deploy', { contractId: fileId, funcParam: ['1', 'a', ''], networkType: 1 });
    expect(missing.msg).toBe('参数不能为空');
    const admins = `["0x${'12'.repeat(20)}", "0x${'34'.repeat(20)}"]`;
    const d = await call('POST /chainContract/deploy', { contractId: fileId, funcParam: ['5', '计数 "一号"', admins], networkType: 2 });
    expect(d.code).toBe(200);
    expect(d.data.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
    files = (await call('GET /chainContract/list', { relationId: projectId, relationType: 1 })).data;
    expect(files[0]).toMatchObject({ contractStatus: 5, contractAddress: d.data.contractAddress, networkType: 2 });

    const label = await call('POST /chainContract/call', { contractId: fileId, funcName: 'label', funcParam: [] });
    expect(label.msg).toBe('调用成功');
    expect(label.data.outputs[0].value).toBe('计数 "一号"');
    const tx = await call('POST /chainContract/call', { contractId: fileId, funcName: 'bump', funcParam: ['3'] });
    expect(tx.data.kind).toBe('transaction');
    expect(tx.data.events[0]).toMatchObject({ event: 'Bumped' });
    expect(tx.data.events[0].args[1]).toEqual({ name: 'count', type: 'uint256', value: '8' });
    const big = await call('POST /chainContract/call', { contractId: fileId, funcName: 'bump', funcParam: ['11'] });
    expect(big.code).toBe(400);
    expect(big.msg).toBe('合约执行回滚：TooBig(11, 10)');
    const ev = await call('POST /chainContract/eventLook', { contractId: fileId });
    expect(ev.data.map((e: any) => e.event)).toEqual(['Bumped']);

    expect((await call('POST /chainContractProject/exportProject', { contractProjectId: projectId, group: '', artifactName: 'counter' })).msg).toBe(
      '请输入包名',
    );
    expect((await call('POST /chainContractProject/exportProject', { contractProjectId: projectId, group: 'bbn', artifactName: '' })).msg).toBe('请输入项目');
    expect((await call('POST /chainContractProject/exportProject', { contractProjectId: projectId, group: 'bbn1', artifactName: 'counter' })).msg).toBe(
      '只能输入英文',
    );
    const ex = await call('POST /chainContractProject/exportProject', {
      contractProjectId: projectId,
      group: 'bbn',
      artifactName: 'counter',
      contractIdList: [fileId],
    });
    expect(ex.data.fileName).toBe('bbn-counter.zip');
    const [path, query] = ex.data.link.replace('/api/sfbn-alliance', '').split('?');
    const zipRes = await call(`GET ${path}`, Object.fromEntries(new URLSearchParams(query)));
    const zip = await JSZip.loadAsync(zipRes.bytes);
    const names = Object.keys(zip.files)
      .filter((n) => !n.endsWith('/'))
      .sort();
    expect(names).toEqual([
      'bbn-counter/README.md',
      'bbn-counter/pom.xml',
      'bbn-counter/src/main/resources/abi/Counter.abi',
      'bbn-counter/src/main/resources/bin/Counter.bin',
      'bbn-counter/src/main/resources/contracts.json',
      'bbn-counter/src/main/resources/solidity/Counter.sol',
    ]);
    expect(await zip.file('bbn-counter/src/main/resources/solidity/Counter.sol')!.async('string')).toBe(SRC);
    expect(await zip.file('bbn-counter/pom.xml')!.async('string')).toContain('<artifactId>counter</artifactId>');
    expect((await call('GET /chainContractProject/getMyContracts')).data.some((c: any) => c.id === fileId)).toBe(true);
  }, 60_000);

  it('seeds a ready multi-file project that compiles as a whole', async () => {
    const page = await call('GET /chainContractProject/page', { contractProjectName: '链网积分' });
    const seeded = page.data.records[0];
    const files = (await call('GET /chainContract/list', { relationId: seeded.id, relationType: 1 })).data;
    expect(files.map((f: any) => f.contractName)).toEqual(['Ownable', 'MathLib', 'Token', 'Registry']);
    const token = files.find((f: any) => f.contractName === 'Token');
    const c = await call('POST /chainContract/compile', { id: token.id, contractName: 'Token' });
    expect(c.msg).toBe('编译成功');
    const after = (await call('GET /chainContract/list', { relationId: seeded.id, relationType: 1 })).data;
    expect(after.every((f: any) => f.contractStatus === 2)).toBe(true);
    // zhangsan does not see the administrator's projects.
    expect((await call('GET /chainContractProject/page', {}, userToken)).data.records.every((r: any) => r.createUser !== seeded.createUser)).toBe(true);
  }, 60_000);

  it('sends the importers of a changed file back to 未编译, and lets only-imported files stay undeployed', async () => {
    const created = await call('POST /chainContractProject/save', { contractProjectName: `导入${Date.now()}` });
    const pid = created.data.id;
    const head = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n';
    const ROLES = `${head}abstract contract Roles { address public admin; constructor() { admin = msg.sender; } }\n`;
    const LIB = `${head}library Pct { function part(uint256 a, uint256 p) internal pure returns (uint256) { return a * p / 100; } }\n`;
    const LEDGER = `${head}import "./Roles.sol";\nimport "./Pct.sol";\ncontract Ledger is Roles { string public name = "Ledger"; function fee(uint256 a) external pure returns (uint256) { return Pct.part(a, 3); } }\n`;
    const add = async (contractName: string, src: string) =>
      (await call('POST /chainContract/saveOrUpdate', { contractName, contractSource: b64(src), relationType: 1, relationId: pid })).data.id as string;
    const roles = await add('Roles', ROLES);
    await add('Pct', LIB);
    const ledger = await add('Ledger', LEDGER);
    const list = async () =>
      Object.fromEntries((await call('GET /chainContract/list', { relationId: pid, relationType: 1 })).data.map((f: any) => [f.contractName, f]));
    expect((await call('POST /chainContract/compile', { id: ledger, contractName: 'Ledger' })).msg).toBe('编译成功');
    let files = await list();
    expect(Object.values(files).map((f: any) => [f.contractName, f.contractStatus, f.deployable])).toEqual([
      ['Roles', 2, false],
      ['Pct', 2, false],
      ['Ledger', 2, true],
    ]);

    // Roles changes: it and Ledger (which imports it) must be compiled again; Pct stays compiled.
    await call('POST /chainContract/saveOrUpdate', { id: roles, contractSource: b64(ROLES.replace('admin;', 'admin; uint256 public n;')) });
    files = await list();
    expect([files.Roles.contractStatus, files.Pct.contractStatus, files.Ledger.contractStatus]).toEqual([1, 2, 1]);
    expect((await call('POST /chainContract/compile', { id: roles, contractName: 'Roles' })).msg).toBe('编译成功');

    await call('GET /chainContractProject/publish', { id: pid });
    await call('GET /chainContractProject/audit', { id: pid, auditStatus: 2 }, auditorToken);
    expect((await call('POST /chainContract/deploy', { contractId: roles, funcParam: [], networkType: 1 })).msg).toBe(
      '该文件只有库、抽象合约或接口，不能单独部署',
    );
    expect((await call('GET /chainContractProject/scan', { id: pid })).data).toMatchObject({ canCall: false, canExport: false, canDeploy: true });
    expect((await call('POST /chainContract/deploy', { contractId: ledger, funcParam: [], networkType: 1 })).code).toBe(200);
    // Roles and Pct stay 待部署: nothing of their own to deploy, so they do not hold call and export.
    expect((await call('GET /chainContractProject/scan', { id: pid })).data).toMatchObject({ canCall: true, canExport: true, canDeploy: false });
    const name = await call('POST /chainContract/call', { contractId: ledger, funcName: 'name', funcParam: [] });
    expect(name.data.outputs[0].value).toBe('Ledger');
  }, 60_000);

  it('a disabled project keeps its files but takes no change until enabled again', async () => {
    const saved = await call('POST /chainContractProject/save', { contractProjectName: '停用项目' });
    expect(saved.msg).toBe('新增成功');
    const pid = saved.data.id as string;
    const file = (await call('POST /chainContract/saveOrUpdate', { contractName: 'Keep', contractSource: b64(SRC), relationType: 1, relationId: pid })).data
      .id as string;
    const off = await call('GET /chainContractProject/changeProjectStatus', { id: pid, projectStatus: 0 });
    expect([off.msg, off.data.projectStatus]).toEqual(['操作成功', 0]);
    const refused = [
      await call('POST /chainContract/saveOrUpdate', { id: file, contractSource: b64(`${SRC}\n`) }),
      await call('POST /chainContract/saveOrUpdate', { contractName: 'More', contractSource: '', relationType: 1, relationId: pid }),
      await call('POST /chainContract/compile', { id: file, contractName: 'Keep' }),
      await call('GET /chainContract/delete', { id: file }),
      await call('GET /chainContractProject/publish', { id: pid }),
    ];
    expect(refused.map((r) => [r.status, r.msg])).toEqual(Array(5).fill([400, '项目已停用，启用后才能修改']));
    // Its files are still there to read.
    expect((await call('GET /chainContract/list', { relationId: pid, relationType: 1 })).data.map((f: any) => f.contractName)).toEqual(['Keep']);
    expect((await call('GET /chainContractProject/changeProjectStatus', { id: pid, projectStatus: 1 })).data.projectStatus).toBe(1);
    expect((await call('POST /chainContract/compile', { id: file, contractName: 'Keep' })).msg).toBe('编译成功');
  }, 60_000);
});
