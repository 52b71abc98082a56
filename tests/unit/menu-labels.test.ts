/**
 * Issue 23 (items 4 and 9): what the gateway's menus and dictionaries name reaches the user as a
 * label in both languages: every top menu and every side-menu entry has an English name (the top
 * bar shows a top menu by its code's message, the side menu an entry by its title or its i18n
 * message, else the gateway's Chinese name), and every dictionary a screen uses exists on the
 * gateway with English labels (a missing dictionary shows its raw codes).
 */
import { describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../config/schemaFiles';
import { menuTree, topMenus, type MenuNode } from '../../mock/_lib/menus';
import { dictTable } from '../../mock/_lib/dictionaries';
import { dictionaries } from '@/engine/format/registry';
import en from '@/locales/en-US/index';
import zh from '@/locales/zh-CN';

const HAN = /\p{Script=Han}/u;

describe('menu labels', () => {
  it('names every top menu in both languages, in English without Chinese', () => {
    const missing = topMenus.filter((t) => !(en as Record<string, string>)[`topmenu.${t.code}`] || !(zh as Record<string, string>)[`topmenu.${t.code}`]);
    expect(missing.map((t) => `${t.code} (${t.name})`)).toEqual([]);
    for (const t of topMenus) expect((en as Record<string, string>)[`topmenu.${t.code}`], t.code).not.toMatch(HAN);
    for (const t of topMenus) expect((zh as Record<string, string>)[`topmenu.${t.code}`], t.code).toBe(t.name);
  });

  it('names every side-menu entry in English', () => {
    const untranslated: string[] = [];
    const walk = (list: MenuNode[]) =>
      list.forEach((m) => {
        const english = m.meta.title?.['en-US'] ?? (en as Record<string, string>)[`menu.${m.meta.i18n}`];
        if (!english || HAN.test(english)) untranslated.push(`${m.code} (${m.name})`);
        walk(m.children);
      });
    walk(menuTree());
    expect(untranslated).toEqual([]);
  });
});

describe('dictionaries', () => {
  it('every dictionary a screen uses is on the gateway and has English labels for its entries', () => {
    const used = new Set<string>();
    const collect = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.dict === 'string') used.add(o.dict);
        Object.values(o).forEach(collect);
      }
    };
    readSchemaFiles().forEach(({ json }) => collect(json));
    const seeded = new Map<string, string[]>();
    for (const r of dictTable.filter()) if (r.parentId !== '0') seeded.set(r.code, [...(seeded.get(r.code) ?? []), String(r.dictKey)]);
    const problems: string[] = [];
    for (const code of [...used].sort()) {
      const keys = seeded.get(code);
      if (!keys) problems.push(`${code}: not on the gateway`);
      else {
        const english = dictionaries[code]?.en ?? {};
        // A dictionary whose entries are names in any language (drivers, grant types) lists none.
        if (Object.keys(english).length) for (const k of keys) if (!english[k]) problems.push(`${code}.${k}: no English label`);
      }
    }
    expect(problems).toEqual([]);
  });
});
