/**
 * Option lists of select-like fields (src/engine/react/options.ts), reads of the query layer
 * (src/services/query.ts): what is kept, what a form asks again, and what a write makes stale.
 * The request layer is replaced by a counter standing in for the gateway.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const answers: Record<string, any[]> = {};
const asked: string[] = [];
vi.mock('@/services/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services/request')>()),
  call: vi.fn(async (spec: string, payload: any) => {
    asked.push(`${spec} ${JSON.stringify(payload)}`);
    return { code: 200, data: answers[spec] };
  }),
}));

const { loadOptions, optionsKey } = await import('@/engine/react/options');
const { afterWrite, queryClient } = await import('@/services/query');

const CHAINS = 'GET /sfbn-alliance/childChain/getChildChainList';
const DICT = 'GET /sfbn-system/dict/dictionary';
const chainField = { optionsFrom: { api: CHAINS, params: { type: 2 }, label: 'childChainName', value: 'id' } };
const dictField = { dict: 'node_type' };

beforeEach(() => {
  queryClient.clear();
  asked.length = 0;
  answers[CHAINS] = [{ id: 1, childChainName: '政务链' }];
  answers[DICT] = [{ dictKey: '1', dictValue: '共识节点' }];
});

describe('endpoint options', () => {
  it('a form opening asks again: a sub-chain approved since is offered', async () => {
    expect((await loadOptions(chainField, 'zh-CN')).map((o) => o.label)).toEqual(['政务链']);
    answers[CHAINS] = [...answers[CHAINS], { id: 2, childChainName: '金融链' }];
    // Cells and search forms keep the loaded list...
    expect((await loadOptions(chainField, 'zh-CN')).map((o) => o.label)).toEqual(['政务链']);
    expect(asked).toHaveLength(1);
    // ...a form input asks the gateway again.
    expect((await loadOptions(chainField, 'zh-CN', {}, true)).map((o) => o.label)).toEqual(['政务链', '金融链']);
    expect(asked).toEqual([`${CHAINS} {"type":2}`, `${CHAINS} {"type":2}`]);
  });

  it('forms opening together share one call in flight', async () => {
    const both = await Promise.all([loadOptions(chainField, 'zh-CN', {}, true), loadOptions(chainField, 'zh-CN', {}, true)]);
    expect(both[0]).toEqual(both[1]);
    expect(asked).toHaveLength(1);
  });

  it('an answer equal to the kept list keeps the list: nothing is redrawn', async () => {
    const key = optionsKey(chainField)!;
    await loadOptions(chainField, 'zh-CN', {}, true);
    const first = queryClient.getQueryData(key);
    await loadOptions(chainField, 'zh-CN', {}, true);
    expect(asked).toHaveLength(2);
    expect(queryClient.getQueryData(key)).toBe(first);
    answers[CHAINS] = [...answers[CHAINS], { id: 2, childChainName: '金融链' }];
    await loadOptions(chainField, 'zh-CN', {}, true);
    expect(queryClient.getQueryData(key)).not.toBe(first);
  });
});

describe('dictionaries', () => {
  it('are kept for the session, a form opening included', async () => {
    await loadOptions(dictField, 'zh-CN', {}, true);
    await loadOptions(dictField, 'zh-CN', {}, true);
    expect(asked).toHaveLength(1);
  });

  it('are asked again after a write that declares it changes them, and only then', async () => {
    expect((await loadOptions(dictField, 'zh-CN')).map((o) => o.label)).toEqual(['共识节点']);
    answers[DICT] = [...answers[DICT], { dictKey: '2', dictValue: '候选节点' }];
    // A write elsewhere (a parameter saved) leaves the dictionary as it is...
    afterWrite('POST /sfbn-system/param/submit', { code: 200 });
    // ...a refused write changes nothing...
    afterWrite('POST /sfbn-system/dict-biz/submit', { code: 400 }, ['/sfbn-system/dict']);
    expect((await loadOptions(dictField, 'zh-CN')).map((o) => o.label)).toEqual(['共识节点']);
    expect(asked).toHaveLength(1);
    // ...the dictionary screen's save (it declares "changes": ["/sfbn-system/dict"]) makes it stale.
    afterWrite('POST /sfbn-system/dict-biz/submit', { code: 200 }, ['/sfbn-system/dict']);
    expect((await loadOptions(dictField, 'zh-CN')).map((o) => o.label)).toEqual(['共识节点', '候选节点']);
    expect(asked).toHaveLength(2);
  });

  it('a write to an endpoint list refreshes the options read from its own resource', async () => {
    await loadOptions(chainField, 'zh-CN');
    answers[CHAINS] = [...answers[CHAINS], { id: 2, childChainName: '金融链' }];
    afterWrite('POST /sfbn-alliance/childChain/submit', { code: 200 });
    expect((await loadOptions(chainField, 'zh-CN')).map((o) => o.label)).toEqual(['政务链', '金融链']);
  });
});
