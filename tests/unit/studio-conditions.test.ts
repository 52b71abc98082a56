/** The studio's conditions (src/pages/tool/studio/conditions.ts): the pickers' comparison <-> the schema's format, and the words. */
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en-US/studio';
import zh from '../../src/locales/zh-CN/studio';
import { conditionOf, describeCondition, simpleOf } from '../../src/pages/tool/studio/conditions';
import { translator } from '../../src/pages/tool/studio/diff';

const namer = { field: (n: string) => ({ kind: '类型', name: '名称' })[n] ?? n, value: (_f: string, v: unknown) => (v === 1 ? '节假日' : String(v)) };

describe('studio conditions', () => {
  it('stores each picked comparison in the schema format and reads it back', () => {
    expect(conditionOf({ field: 'kind', op: 'equals', value: 1 })).toEqual({ field: 'kind', equals: 1 });
    expect(conditionOf({ field: 'kind', op: 'notEquals', value: 2 })).toEqual({ field: 'kind', notEquals: 2 });
    expect(conditionOf({ field: 'kind', op: 'in', value: [1, 2] })).toEqual({ field: 'kind', in: [1, 2] });
    expect(conditionOf({ field: 'name', op: 'empty' })).toEqual({ field: 'name', empty: true });
    expect(conditionOf({ field: 'name', op: 'notEmpty' })).toEqual({ field: 'name', empty: false });
    for (const op of ['equals', 'notEquals', 'in', 'empty', 'notEmpty'] as const) {
      const c = conditionOf({ field: 'kind', op, value: op === 'in' ? [1] : 1 });
      expect(conditionOf(simpleOf(c)!)).toEqual(c);
    }
    // Combined and named conditions are not the pickers'.
    expect(simpleOf({ all: [{ field: 'kind', equals: 1 }] })).toBeNull();
    expect(simpleOf('ownRow')).toBeNull();
    expect(simpleOf({ field: 'kind', equals: 1, empty: false } as any)).toBeNull();
  });

  it('says a condition in words in both languages', () => {
    expect(describeCondition({ field: 'kind', equals: 1 }, 'visible', translator(zh), namer)).toBe('当 类型 等于 节假日 时显示');
    expect(describeCondition({ field: 'kind', equals: 1 }, 'visible', translator(en), { ...namer, field: () => 'Type', value: () => 'Holiday' })).toBe(
      'shown when Type is Holiday',
    );
    expect(describeCondition({ field: 'name', empty: false }, 'required', translator(zh), namer)).toBe('当 名称 不为空 时必填');
    expect(describeCondition({ any: [{ field: 'kind', equals: 1 }, { not: { field: 'name', empty: true } }] }, 'visible', translator(zh), namer)).toBe(
      '当 类型 等于 节假日 或者 并非（名称 为空） 时显示',
    );
    expect(describeCondition(undefined, 'visible', translator(zh), namer)).toBe('始终显示');
  });
});
