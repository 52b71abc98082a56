import type { useIntl } from 'umi';

type IntlShape = ReturnType<typeof useIntl>;
import type { MenuItem, TopMenu } from '@/stores/session';
import { localize } from '@/utils/routeTitle';

/** A menu item's label: the schema title it carries, else the locale message menu.<i18n>, else its server name. */
export function menuLabel(intl: IntlShape, m: MenuItem): string {
  if (m.meta?.title) return localize(m.meta.title, intl.locale);
  const id = `menu.${m.meta?.i18n}`;
  return m.meta?.i18n && intl.messages[id] ? intl.formatMessage({ id }) : m.name;
}

export function topMenuLabel(intl: IntlShape, t: TopMenu): string {
  const id = `topmenu.${t.code}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : t.name;
}
