/** The shape of a marketing page's copy: one object per locale, kept in the page's own module. */
import type { IconName } from './PortalIcon';

export interface Action {
  label: string;
  to?: string;
  href?: string;
  primary?: boolean;
}

export type Block =
  | { type: 'cards'; id?: string; title: string; intro?: string; cols?: 2 | 3 | 4; items: { icon?: IconName; title: string; text: string; to?: string }[] }
  | { type: 'split'; id?: string; title: string; paragraphs: string[]; bullets?: string[]; art: string; alt: string; reverse?: boolean }
  | { type: 'steps'; id?: string; title: string; intro?: string; items: { title: string; text: string }[] }
  | { type: 'stats'; id?: string; title?: string; intro?: string; items: { value: string; label: string }[] }
  | { type: 'table'; id?: string; title: string; intro?: string; head: string[]; rows: string[][] }
  | { type: 'timeline'; id?: string; title: string; intro?: string; items: { time: string; title: string; text: string }[] }
  | { type: 'cta'; id?: string; title: string; text: string; actions: Action[] };

export interface PageCopy {
  hero: { eyebrow: string; title: string; lead: string; art: string; alt: string; actions?: Action[] };
  blocks: Block[];
}

export type LocalizedCopy<T = PageCopy> = { 'zh-CN': T; 'en-US': T };
