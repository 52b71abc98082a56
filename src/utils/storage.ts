/**
 * The prefixed local-storage helper (spec 3): each entry is stored as
 * {dataType, content, datetime} under `<prefix><name>`, so values keep their type and age.
 */
import { webConfig } from '@/config/web';

export interface StoreEntry<T = unknown> {
  name: string;
  content: T;
  /** 'session' keeps it in sessionStorage, anything else in localStorage. */
  type?: 'session' | 'local';
}

interface Stored<T> {
  dataType: string;
  content: T;
  type?: string;
  datetime: number;
}

const area = (type?: string): Storage => (type === 'session' ? sessionStorage : localStorage);
const keyOf = (name: string) => `${webConfig.storagePrefix}${name}`;

export function setStore<T>({ name, content, type }: StoreEntry<T>): void {
  const value: Stored<T> = { dataType: typeof content, content, type, datetime: Date.now() };
  area(type).setItem(keyOf(name), JSON.stringify(value));
}

/** The stored content, or undefined when absent or unreadable. `debug` returns the whole entry. */
export function getStore<T = unknown>(name: string, opts: { type?: 'session' | 'local'; debug?: boolean } = {}): T | undefined {
  const raw = area(opts.type).getItem(keyOf(name));
  if (raw === null) return undefined;
  try {
    const v = JSON.parse(raw) as Stored<T>;
    return (opts.debug ? v : v.content) as T;
  } catch {
    return undefined;
  }
}

export function removeStore(name: string, type?: 'session' | 'local'): void {
  area(type).removeItem(keyOf(name));
}

/** Every entry of ours in one area, as {name, content}. */
export function getAllStore(type?: 'session' | 'local'): { name: string; content: unknown }[] {
  const s = area(type);
  const out: { name: string; content: unknown }[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const k = s.key(i)!;
    if (k.startsWith(webConfig.storagePrefix)) {
      const name = k.slice(webConfig.storagePrefix.length);
      out.push({ name, content: getStore(name, { type }) });
    }
  }
  return out;
}

export function clearStore(type?: 'session' | 'local'): void {
  getAllStore(type).forEach(({ name }) => removeStore(name, type));
}
