/**
 * The state store under the mock's tables (mock/_lib/state.ts, docs/mock.md "State"): what a
 * handler changes in place, adds, removes or reorders comes back after a reopen, in order; the
 * seed is used only when nothing is stored; maps keep Buffers; a transient table is never stored.
 * Runs on a state folder of its own in the system temporary directory.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-store-'));
process.env.MOCK_STATE_DIR = dir;
delete process.env.MOCK_STATE; // vitest.config.mts sets memory; this file tests the store itself
const nodeRequire = createRequire(import.meta.url);
const state = nodeRequire('../../mock/_lib/state.ts');
const { Table } = nodeRequire('../../mock/_lib/store.ts');
const { requestScope } = nodeRequire('../../mock/_lib/scope.ts');

afterAll(() => {
  state.closeState();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `fn` as a request would, then stores what it reached (as app.ts does before answering). */
function asRequest(fn: () => void) {
  const scope = { touched: new Set() };
  requestScope.run(scope, fn);
  state.commit(scope.touched);
}

const seed = () => [
  { id: 'a', name: 'A', status: 1, history: [] as any[] },
  { id: 'b', name: 'B', status: 1, history: [] as any[] },
  { id: 'c', name: 'C', status: 1, history: [] as any[] },
];

describe('state store', () => {
  it('brings back in-place changes, additions, removals and the order after a reopen; the seed only when nothing is stored', () => {
    const t = new Table('things', seed());
    expect(t.restored).toBe(false);
    asRequest(() => {
      const b = t.get('b');
      b.status = 2; // changed in place, as handlers do
      b.history.push({ action: 'pass' });
      t.insert({ id: 'd', name: 'D', status: 0, history: [] });
      t.remove(['c']);
    });
    const before = JSON.parse(JSON.stringify(t.rows));
    expect(before.map((r: any) => r.id)).toEqual(['d', 'a', 'b']);

    state.closeState();
    const again = new Table('things', [{ id: 'z', name: 'seed of another version', history: [] }]);
    expect(again.restored).toBe(true);
    expect(again.rows).toEqual(before);

    // A reorder in place (a handler sorting the rows) and a replaced array are stored too.
    asRequest(() => {
      again.rows.sort((x: any, y: any) => x.name.localeCompare(y.name));
      again.rows = [...again.rows, { id: 'e', name: 'E', history: [] }];
    });
    state.closeState();
    const third = new Table('things', seed());
    expect(third.rows.map((r: any) => r.id)).toEqual(['a', 'b', 'd', 'e']);
    expect(third.get('b')).toMatchObject({ status: 2, history: [{ action: 'pass' }] });
    // New ids continue after the stored sequence.
    const id = Number(state.nextId());
    state.commit([]);
    state.closeState();
    expect(Number(state.nextId())).toBeGreaterThan(id);
  });

  it('keeps stored maps with their Buffers, and never stores a transient table', () => {
    const files = new state.StoredMap('files-test', [['seeded', { buf: Buffer.from('seed'), name: 's.txt' }]]);
    expect(files.restored).toBe(false);
    files.set('x', { buf: Buffer.from([0, 1, 2, 255]), name: 'x.bin' });
    files.delete('seeded');
    new Table('scratch', [{ id: '1' }], { transient: true });
    state.commitAll();
    state.closeState();

    const back = new state.StoredMap('files-test', [['seeded', { buf: Buffer.from('seed'), name: 's.txt' }]]);
    expect(back.restored).toBe(true);
    expect([...back.keys()]).toEqual(['x']);
    expect(Buffer.isBuffer(back.get('x').buf)).toBe(true);
    expect([...back.get('x').buf]).toEqual([0, 1, 2, 255]);
    const scratch = new Table('scratch', [{ id: 'fresh' }]);
    expect(scratch.restored).toBe(false);
    expect(scratch.rows.map((r: any) => r.id)).toEqual(['fresh']);
  });
});
