/**
 * Dictionaries (spec 2.6, 3, 7.2): /sfbn-system/dict-biz/* for the two administration screens and
 * GET /sfbn-system/dict/dictionary?code= (also dict-biz/dictionary) for every select of the console.
 * A parent row (parentId 0) names a dictionary by code; its children are the entries (dictKey, dictValue).
 */
import type { DictEntry } from '../../shared/wire/session';
import type { DictRow } from '../../shared/wire/system';
import { fail, ok, params, type Routes } from '../_lib/http';
import { resource } from '../_lib/resource';

import { dictTable } from '../_lib/dictionaries';
import { needs } from '../_lib/access';

const entriesOf = (code: string) =>
  dictTable.rows
    .filter((r) => r.code === code && String(r.parentId) !== '0')
    .sort((a, b) => Number(a.sort) - Number(b.sort))
    .map((r) => ({ id: r.id, code: r.code, dictKey: r.dictKey, dictValue: r.dictValue, isSealed: r.isSealed, sort: r.sort }));

const dictionary: Routes[string] = (req, res) => {
  const code = String(params(req).code ?? '');
  if (!code) return fail(res, '缺少字典编号');
  ok<DictEntry[]>(res, entriesOf(code));
};

const blankCode = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

const base = resource({
  table: dictTable,
  base: '/api/sfbn-system/dict-biz',
  access: 'admin',
  tree: { label: 'dictValue' },
  // Spec 5: the tree form's dictKey is required too (the flat form sends a dictionary's own key, -1).
  required: { dictValue: '请输入字典名称', dictKey: '请输入字典键值', sort: '请输入字典排序' },
  fields: {
    code: { label: '字典编号', max: 50 },
    dictValue: { label: '字典名称', max: 50 },
    dictKey: { label: '字典键值', max: 50 },
    sort: { label: '字典排序', type: 'int' },
    isSealed: { label: '封存', type: 'int', enum: [0, 1] },
    remark: { label: '备注', max: 100 },
  },
  defaults: () => ({ isSealed: 0 }) as any,
  // The flat screen: the dictionaries themselves (parent rows), paged. GET tree is the descriptor's.
  views: { 'parent-list': { parentId: '0' } },
  sort: (a, b) => Number(a.sort) - Number(b.sort),
  beforeSave: (v, existing) => {
    // A top-level dictionary names its code; a child's code is its parent's (the tree form asks for it only at the top).
    const topLevel = existing ? String(existing.parentId) === '0' : !v.parentId || String(v.parentId) === '0';
    if (topLevel && blankCode(v.code ?? existing?.code)) return '请输入字典编号';
    // Tree entries: code and parent are fixed once created (spec 3).
    if (existing && String(existing.parentId) !== '0') {
      delete v.code;
      delete v.parentId;
    }
    if (!existing && v.parentId && String(v.parentId) !== '0') {
      const parent = dictTable.get(v.parentId);
      if (!parent) return '上级字典不存在';
      // A child's code is its parent's: the tree form asks for it only for a top-level dictionary.
      v.code = parent.code;
    }
  },
});

const routes: Routes = {
  ...base,
  /** Entries of one dictionary (?parentId=), with their own children flagged. */
  // Hand-written: the entries in their sort order (the descriptor's lazy list keeps the table's order).
  'GET /api/sfbn-system/dict-biz/child-list': needs(
    (req, res) => {
      const p = params(req);
      const list = dictTable.rows.filter((r) => String(r.parentId) === String(p.parentId ?? '0')).sort((a, b) => Number(a.sort) - Number(b.sort));
      ok<DictRow[]>(
        res,
        list.map((r) => ({ ...(r as DictRow), hasChildren: dictTable.rows.some((c) => String(c.parentId) === r.id) })),
      );
    },
    'admin',
    { wire: { query: 'ParentQuery', answer: { list: 'DictRow' } } },
  ),
  // Hand-written: a dictionary's entries by its code, for every select of the console.
  'GET /api/sfbn-system/dict-biz/dictionary': needs(dictionary, 'user', { wire: { query: 'DictQuery', answer: { list: 'DictEntry' } } }),
  'GET /api/sfbn-system/dict/dictionary': needs(dictionary, 'user', { wire: { query: 'DictQuery', answer: { list: 'DictEntry' } } }),
};

export default routes;
