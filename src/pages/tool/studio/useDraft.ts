/**
 * The draft of the screen open in the studio, with its undo history (history.ts), kept in this
 * browser as it is edited: every edit, undo and redo is stored at once, so a reload loses nothing.
 */
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { history as router } from 'umi';
import type { ScreenFile } from '@/engine/format/types';
import { devCall } from '@/services/devApi';
import { loadScreenModule } from '@/utils/screenManifest';
import { record, redo, start, undo, type History } from './history';
import type { T } from './parts';

const API = '/api/__dev/studio';
const DRAFT = 'studio.draft:';

/** The draft of a screen as kept in this browser: the text it started from and the edits since. */
export interface Draft {
  path: string;
  baseText: string | null;
  baseHash: string | null;
  h: History;
}
const loadDraft = (path: string): Draft | null => {
  try {
    return JSON.parse(localStorage.getItem(DRAFT + path) ?? 'null');
  } catch {
    return null;
  }
};
const storeDraft = (d: Draft) => localStorage.setItem(DRAFT + d.path, JSON.stringify(d));
const dropDraft = (path: string) => localStorage.removeItem(DRAFT + path);

export const parse = (text: string): ScreenFile | null => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The draft of schemas/`path` (null: none open), read once it is known whether the development
 * server answers (`dev`): the one kept in this browser, else the file (without the server: the
 * screen as the build composed it). A kept draft whose text is now the file's (its
 * change request was approved) is done: the file opens afresh.
 */
export function useDraft(path: string | null, dev: boolean | null) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Draft | null>(null);

  useEffect(() => {
    if (!path || dev === null) return;
    if (!dev) {
      // No development server (a build served as is): the screen as this build composed it, to
      // change and download (the file goes to a developer); nothing is checked or published here.
      const kept = loadDraft(path);
      const composed = () =>
        loadScreenModule(path.replace(/\.json$/, '')).then((m: any): Draft => {
          const text = `${JSON.stringify(m.default ?? m, null, 2)}\n`;
          return { path, baseText: text, baseHash: null, h: start(text) };
        });
      void (kept ? Promise.resolve(kept) : composed()).then(setDraft, () => message.error(path));
      return;
    }
    void devCall<{ text: string | null; hash: string | null }>(`${API}/file?path=${encodeURIComponent(path)}`).then((r) => {
      const kept = loadDraft(path);
      if (kept && !(r.ok && r.data.hash !== kept.baseHash && r.data.text === kept.h.text)) return void setDraft(kept);
      if (kept) dropDraft(path);
      if (!r.ok) return void message.error(r.msg);
      if (r.data.text === null) return void message.error(r.msg || path);
      setDraft({ path, baseText: r.data.text, baseHash: r.data.hash, h: start(r.data.text) });
    });
  }, [path, dev, message]);

  const text = draft?.h.text ?? null;
  const parsed = useMemo(() => (text === null ? null : parse(text)), [text]);
  // While the text does not parse (being typed in the JSON view), the forms keep the last screen of
  // this file that did, so the designer stays where it is instead of closing mid-edit.
  const [lastGood, setLastGood] = useState<{ path: string; doc: ScreenFile } | null>(null);
  if (parsed && draft && (lastGood?.doc !== parsed || lastGood.path !== draft.path)) setLastGood({ path: draft.path, doc: parsed });
  const doc = parsed ?? (lastGood && lastGood.path === draft?.path ? lastGood.doc : null);
  /** The text is not JSON just now: only the JSON view edits it. */
  const broken = text !== null && !parsed;
  const base = useMemo(() => (draft?.baseText ? parse(draft.baseText) : null), [draft?.baseText]);
  const dirty = Boolean(draft && draft.h.text !== draft.baseText);

  /** Every edit goes through here: the history grows and the draft is stored at once. */
  const edit = useCallback((next: string, group?: string) => {
    setDraft((d) => {
      if (!d) return d;
      const nd = { ...d, h: record(d.h, next, group) };
      storeDraft(nd);
      return nd;
    });
  }, []);
  /** Undo or redo. */
  const step = useCallback(
    (f: (h: History) => History) =>
      setDraft((d) => {
        if (!d) return d;
        const nd = { ...d, h: f(d.h) };
        storeDraft(nd);
        return nd;
      }),
    [],
  );
  /** A new draft (a new screen from the template), kept at once. */
  const begin = useCallback((d: Draft) => {
    storeDraft(d);
    setDraft(d);
  }, []);
  /** The file's text is now `text` (published, restored, or someone else's taken): the draft starts afresh from it. */
  const reset = useCallback((text: string | null, hash: string | null) => {
    setDraft((d) => {
      if (!d) return d;
      dropDraft(d.path);
      return { path: d.path, baseText: text, baseHash: hash, h: start(text ?? '') };
    });
  }, []);
  const close = useCallback(() => setDraft(null), []);

  // Ctrl+Z / Ctrl+Y outside text inputs.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (!(e.ctrlKey || e.metaKey) || target.closest('input, textarea, .monaco-editor')) return;
      if (e.key === 'z' && !e.shiftKey) step(undo);
      else if (e.key === 'y' || (e.key === 'z' && e.shiftKey)) step(redo);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  return { draft, text, doc, broken, base, dirty, edit, step, begin, reset, close };
}

/** Leaving the studio with unpublished changes asks first (the draft stays in this browser either way). */
export function useLeaveGuard(dirty: boolean, t: T) {
  const { modal } = App.useApp();
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    const unblock = (router as any).block?.((tx: { retry: () => void; location: { pathname: string } }) => {
      if (tx.location.pathname === '/tool/studio') {
        unblock?.();
        tx.retry();
        return;
      }
      modal.confirm({
        title: t('studio.unsaved'),
        content: t('studio.leave'),
        okButtonProps: { 'data-testid': 'studio-leave-ok' } as any,
        onOk: () => {
          unblock?.();
          tx.retry();
        },
      });
    });
    return () => {
      window.removeEventListener('beforeunload', warn);
      unblock?.();
    };
  }, [dirty, modal, t]);
}
