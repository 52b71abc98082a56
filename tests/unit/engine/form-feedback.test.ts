/**
 * Issue 23 (14): a form says what is wrong under the field. A number out of its range is refused
 * with its bound (the input no longer changes it silently), and a sub-chain code is checked as the
 * gateway checks it, with the gateway's message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldSchema } from '@/engine/format/compile';
import { checkSubchainCode, SUBCHAIN_CODE } from '@/engine/format/validators';
import type { Field } from '@/engine/format/types';

const nodes: Field = { name: 'nodeCount', label: { 'zh-CN': '节点数量', 'en-US': 'Nodes' }, widget: 'number', required: '请输入节点数量', min: 4, max: 100 };
/** The messages of a field's rules for a value, as Formily shows them ('' when a rule passes). */
const messages = (f: Field, value: unknown, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  (fieldSchema(f, 0, { mode: 'add', locale })['x-validator'] as any[])
    .filter((r) => r.validator)
    .map((r) => r.validator(value))
    .filter(Boolean);

describe('number range', () => {
  it('refuses a number below the minimum or above the maximum, naming the bound, in both languages', () => {
    expect(messages(nodes, 3)).toEqual(['节点数量不能小于4']);
    expect(messages(nodes, 101)).toEqual(['节点数量不能大于100']);
    expect(messages(nodes, 3, 'en-US')).toEqual(['Nodes must be at least 4']);
    fc.assert(fc.property(fc.integer({ min: 4, max: 100 }), (n) => messages(nodes, n).length === 0));
    expect(messages(nodes, '')).toEqual([]);
  });

  it('leaves the input free to hold what the user typed (no clamping bounds on the control)', () => {
    const props = fieldSchema(nodes, 0, { mode: 'add' })['x-component-props'];
    expect(props.min).toBeUndefined();
    expect(props.max).toBeUndefined();
  });
});

describe('sub-chain code', () => {
  it('takes 4 lowercase letters or digits and refuses anything else with the gateway message', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9]{4}$/), (s) => checkSubchainCode(s) === undefined));
    for (const bad of ['AB!', 'abc', 'abcde', 'ABCD', 'ab-c', 'ab c']) expect(checkSubchainCode(bad)).toEqual(SUBCHAIN_CODE.format);
    expect((SUBCHAIN_CODE.format as any)['zh-CN']).toBe('子链编码为4位小写字母或数字');
  });
});
