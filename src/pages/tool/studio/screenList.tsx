/**
 * The studio's list of screens (docs/studio.md): by their menu names, each with where it sits in
 * the menu (issue 34: screens of one name, 申请子链 or 通知公告, are told apart by their menu path),
 * searchable by either. A screen with a menu entry is listed to those whose menus show it (product
 * staff do not see the bench's fixture screen); a screen reached by a button (no entry of its own)
 * is listed with the group it falls under.
 */
import { List, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'umi';
import type { Text } from '@/engine/format/types';
import { menuLabel, topMenuLabel } from '@/layouts/console/labels';
import { useSession } from '@/stores/session';
import { screens } from '@/utils/screenRoutes';
import { menuTrail } from './menuTrail';
import type { Lang, T } from './parts';

const textOf = (v: Text | undefined, lang: Lang) => (v === undefined ? '' : typeof v === 'string' ? v : (v[lang] ?? ''));

/** A base or fragment (a "_" file) as the studio's server lists it: with the screens that use it. */
export interface PartEntry {
  path: string;
  usedBy: { path: string; title: Text | null }[];
}

/**
 * The bases and fragments, apart from the screens (docs/studio.md, "Bases and fragments"): each by
 * its file, with the screens that use it, searchable by either. They open in the JSON view.
 */
export function PartList(props: { parts: PartEntry[]; filter: string; current: string | null; onOpen: (screen: string) => void; lang: Lang; t: T }) {
  const { lang, t } = props;
  const f = props.filter.trim().toLowerCase();
  const entries = props.parts
    .map((p) => ({ ...p, users: p.usedBy.map((u) => (u.title ? textOf(u.title, lang) || textOf(u.title, 'zh-CN') : '') || u.path).join('、') }))
    .filter((p) => !f || p.path.toLowerCase().includes(f) || p.users.toLowerCase().includes(f));
  return (
    <List
      size="small"
      data-testid="studio-parts"
      header={<Typography.Text strong>{t('studio.parts')}</Typography.Text>}
      dataSource={entries}
      renderItem={(p) => {
        const here = p.path === props.current;
        const used = p.usedBy.length ? t('studio.parts.usedBy', { n: p.usedBy.length, screens: p.users }) : t('studio.parts.unused');
        return (
          <List.Item style={{ padding: '2px 4px', cursor: 'pointer', background: here ? '#e6f4ff' : undefined, display: 'block' }} data-part={p.path}>
            <a onClick={() => props.onOpen(p.path.replace(/\.json$/, ''))} aria-current={here ? 'true' : undefined}>
              {p.path}
            </a>
            <Typography.Text type="secondary" ellipsis={{ tooltip: used }} style={{ display: 'block', fontSize: 12, lineHeight: '16px' }}>
              {used}
            </Typography.Text>
          </List.Item>
        );
      }}
    />
  );
}

export function ScreenList(props: { filter: string; current: string | null; onOpen: (screen: string) => void; lang: Lang; t: T }) {
  const { lang, t } = props;
  const intl = useIntl();
  const session = useSession();
  const entries = useMemo(() => {
    const tops = session.topMenus.map((m) => ({ id: m.id, name: topMenuLabel(intl, m) }));
    const seen = new Set<string>();
    return screens
      .lists()
      .filter((s) => !seen.has(s.screen) && seen.add(s.screen))
      .map((s) => ({
        screen: s.screen,
        zh: textOf(s.title as Text, 'zh-CN'),
        en: textOf(s.title as Text, 'en-US'),
        menu: s.menu,
        trail: menuTrail(s.path, tops, session.menus, (m) => menuLabel(intl, m)),
      }))
      .filter((s) => !s.menu || s.trail?.inMenu)
      .map((s) => ({ ...s, where: s.trail ? (s.trail.inMenu ? s.trail.names.slice(0, -1) : s.trail.names).join(' / ') : '' }))
      .sort((a, b) => a.zh.localeCompare(b.zh, 'zh-CN') || a.where.localeCompare(b.where, 'zh-CN'));
  }, [intl, session.topMenus, session.menus]);
  const f = props.filter.trim().toLowerCase();
  const shown = entries.filter((s) => !f || s.zh.includes(f) || s.en.toLowerCase().includes(f) || s.where.toLowerCase().includes(f));
  return (
    <List
      size="small"
      data-testid="studio-screens"
      style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
      dataSource={shown}
      renderItem={(s) => {
        const here = `${s.screen}.json` === props.current;
        const where = s.trail ? `${s.where}${s.trail.inMenu ? '' : ` · ${t('studio.screens.notInMenu')}`}` : t('studio.screens.notInMenu');
        return (
          <List.Item style={{ padding: '2px 4px', cursor: 'pointer', background: here ? '#e6f4ff' : undefined, display: 'block' }} data-screen={s.screen}>
            <a onClick={() => props.onOpen(s.screen)} aria-current={here ? 'true' : undefined}>
              {lang === 'en-US' ? s.en || s.zh : s.zh}
            </a>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, lineHeight: '16px' }} data-testid="studio-screen-where" title={where}>
              {where}
            </Typography.Text>
          </List.Item>
        );
      }}
    />
  );
}

/** A field by its label, its code name in grey beneath (issue 34: 字段名 showed code names only). */
export function FieldName({ field, lang }: { field: { name: string; label?: Text }; lang: Lang }) {
  const label = textOf(field.label, lang);
  return (
    <span data-testid={`field-name-${field.name}`}>
      {label || field.name}
      {label ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, lineHeight: '14px' }}>
          {field.name}
        </Typography.Text>
      ) : null}
    </span>
  );
}
