/**
 * Messages that are not part of the first load (docs/performance.md):
 * - English: Chinese is the default and ships with the app; the English messages are one chunk,
 *   loaded before the first render when English was chosen (app.tsx `render`) and before a switch
 *   (`switchLocale`, the header's language switches).
 * - An area's own texts (the IDE, the chain browser, the studio, the personal pages): the
 *   area's pages import its locale module, which calls `addMessages` when the first of them loads.
 * umi's addLocale merges into the messages and re-renders with the current language.
 */
import { addLocale, setLocale } from 'umi';

type Messages = Record<string, string>;

let english: Promise<void> | undefined;

/** Loads what `lang` needs that the first load does not carry (English); safe to call again. */
export function loadLocale(lang: string): Promise<void> {
  if (lang !== 'en-US') return Promise.resolve();
  return (english ??= import(/* webpackChunkName: "locale-en-US" */ './en-US/index').then((m) => addLocale('en-US', m.default, undefined as any)));
}

/** The language switch: the messages first, then umi's switch (no reload). */
export async function switchLocale(lang: string) {
  await loadLocale(lang).catch(() => undefined);
  setLocale(lang, false);
}

/** An area's messages in both languages, added when the first of its pages loads. */
export function addMessages(zh: Messages, en: Messages) {
  addLocale('zh-CN', zh, undefined as any);
  addLocale('en-US', en, undefined as any);
}
