/**
 * Captured errors (spec 2.3 log dialog, spec 8): unhandled errors and crashed components land
 * here, kept with the prefixed storage helper, until the user uploads or clears them.
 */
import { useSyncExternalStore } from 'react';
import { getStore, setStore } from '@/utils/storage';
import { formatDateTime } from '@/utils/time';
import type { ErrorLogEntry as WireErrorLogEntry } from '../../shared/wire/system';

/** An error the console captured, as the gateway takes it (shared/wire/system.ts); the browser's details are added on upload. */
export type ErrorLogEntry = Omit<WireErrorLogEntry, 'info'>;

const MAX = 200;
let entries: ErrorLogEntry[] = getStore<ErrorLogEntry[]>('errorLog') ?? [];
const listeners = new Set<() => void>();

function save(next: ErrorLogEntry[]) {
  entries = next;
  setStore({ name: 'errorLog', content: entries });
  listeners.forEach((l) => l());
}

export function addErrorLog(type: string, error: unknown) {
  const e = error as { message?: string; stack?: string } | undefined;
  save(
    [
      {
        type,
        url: typeof location !== 'undefined' ? location.href : '',
        message: e?.message ?? String(error),
        stack: e?.stack ?? '',
        time: formatDateTime(new Date()),
      },
      ...entries,
    ].slice(0, MAX),
  );
}

export const getErrorLogs = () => entries;
export const clearErrorLogs = () => save([]);

export function useErrorLogs(): ErrorLogEntry[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => entries,
  );
}

let installed = false;
/** Window-level capture of what no component caught. */
export function installGlobalErrorCapture() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (ev) => {
    // Resource load failures have no error object; they are not the user's concern here.
    if (ev.error) addErrorLog('error', ev.error);
  });
  window.addEventListener('unhandledrejection', (ev) => {
    const reason = ev.reason;
    // Rejected API calls were already shown as toasts by the request layer: handled, so the browser
    // reports no uncaught error for a caller that only awaited (issue 23 item 10).
    if (reason && typeof reason === 'object' && 'code' in reason && 'body' in reason) {
      ev.preventDefault();
      return;
    }
    addErrorLog('promise', reason);
  });
}
