/**
 * Option lists of select-like fields (src/engine/options.ts): what is remembered and what a form
 * asks again. The request layer is replaced by a counter standing in for the gateway.
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

const { clearOptionsCache, loadOptions, preloadOptions } = await import('@/engine/options');

const CHAINS = 'GET /sfbn-alliance/childChain/getChildChainList';
const chainField = { optionsFrom: { api: CHAINS, params: { type: 2 }, label: 'childChainName', value: 'id' } };
const dictField = { dict: 'node_type' };

beforeEach(() => {
  clearOptionsCache();
  asked.length = 0;
  answers[CHAINS] = [{ id: 1, childChainName: '政务链' }];
  answers['GET /sfbn-system/dict/dictionary'] = [{ dictKey: '1', dictValue: '共识节点' }];
});

describe('endpoint options', () => {
  it('a form opening asks again: a sub-chain approved since is offered', async () => {
    expect((await loadOptions(chainField, 'zh-CN')).map((o) => o.label)).toEqual(['政务链']);
    answers[CHAINS] = [...answers[CHAINS], { id: 2, childChainName: '金融链' }];
    // Cells and search forms keep the remembered list...
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

  it('a dictionary stays remembered for the session', async () => {
    await loadOptions(dictField, 'zh-CN', {}, true);
    await loadOptions(dictField, 'zh-CN', {}, true);
    expect(asked).toHaveLength(1);
  });

  it('an answer equal to the list shown keeps the list: nothing is redrawn', async () => {
    const first = await preloadOptions(chainField, 'zh-CN', true);
    const again = await preloadOptions(chainField, 'zh-CN', true);
    expect(asked).toHaveLength(2);
    expect(again).toBe(first);
    answers[CHAINS] = [...answers[CHAINS], { id: 2, childChainName: '金融链' }];
    const changed = await preloadOptions(chainField, 'zh-CN', true);
    expect(changed).not.toBe(first);
    expect(changed.map((o) => o.label)).toEqual(['政务链', '金融链']);
  });
});
