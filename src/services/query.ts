/**
 * The console's reads (issue 25): one library, TanStack Query, owns their keys, cache,
 * deduplication, cancellation and refetching (docs/queries.md).
 *
 * A read's key names what it asks: `[call, params?, sandbox?]`, the call written as the schemas
 * write it ('GET /service/controller/action'), or a list of calls for one read made of several
 * (the header counters). Its function gets an AbortSignal, passed on to the request: a read nobody
 * shows any more (the block page moved to the next block) is cancelled, and its late answer is
 * never drawn.
 *
 * A write says what it changes: `invalidate(resources)` marks every read under those paths stale
 * (those on screen are asked again at once, the others when next shown). A resource is a call's
 * path without its last segment (a removal in the message center's notices changes the notice
 * resource, so the bell's notice counter is asked again); what else a screen's writes change it
 * declares in its schema (`changes`, docs/schemas.md).
 */
import { QueryClient, focusManager, skipToken, useQuery, type QueryFunctionContext, type SkipToken, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFor, useApi, type Api } from './sandbox';
import type { ApiResult } from './request';

/** `variant`: another read of the same call and params (a preview's list shown empty, loading or failing). */
export type ReadKey = readonly [call: string | readonly string[], params?: Record<string, any> | null, sandbox?: string, variant?: string];

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The request layer tells the user about a failed call once; asking again by itself would repeat it.
      retry: false,
      // Reads refetch on focus only where they say so (the session status, the header counters).
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
});

// The status check listens to window focus as well as to the tab becoming visible (issue 8): a
// user coming back from another window of the same screen has focused, not uncovered, the tab.
if (typeof window !== 'undefined' && window.addEventListener) {
  focusManager.setEventListener((handleFocus) => {
    const listener = () => handleFocus();
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

/** The request method and path of a call written as the schemas write it ('GET /a/b' -> ['GET', '/a/b']). */
export function parseSpec(spec: string): [method: string, path: string] {
  const m = /^(GET|POST|PUT|DELETE)\s+(\S+)$/.exec(spec.trim());
  return m ? [m[1], m[2]] : ['GET', spec.trim()];
}

/** The resource a call reads or changes: its path without the last segment and without a path template. */
export function resourceOf(spec: string): string {
  const path = parseSpec(spec)[1]
    .split('?')[0]
    .replace(/\/\{\w+\}.*$/, '');
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : path;
}

/** Whether a read's key asks for something under one of these resources (a path or a path prefix). */
export function keyTouches(key: readonly unknown[], resources: readonly string[]): boolean {
  const calls = typeof key[0] === 'string' ? [key[0]] : Array.isArray(key[0]) ? (key[0] as unknown[]) : [];
  return calls.some((c) => {
    if (typeof c !== 'string') return false;
    const path = parseSpec(c)[1];
    return resources.some((r) => path === r || path.startsWith(r.endsWith('/') ? r : `${r}/`));
  });
}

/** The resources a successful write changes: its own, and what its screen or action declares. */
export function changedBy(spec: string, declared: readonly string[] = []): string[] {
  return [...new Set([resourceOf(spec), ...declared])];
}

/** Marks the reads of these resources stale: shown ones are asked again now, others when next shown. */
export function invalidate(resources: readonly string[]) {
  if (!resources.length) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: (q) => keyTouches(q.queryKey, resources) });
}

/** A write that succeeded (an answer with code 200) through a call that is not a GET: its resources are invalidated. */
export function afterWrite(spec: string, answer: unknown, declared: readonly string[] = []) {
  if (parseSpec(spec)[0] === 'GET' || (answer as any)?.code !== 200) return;
  invalidate(changedBy(spec, declared));
}

/** The place of a read that asks nothing (yet): its options where a read's options are optional (useQueries of several fields). */
export const NO_READ = { queryKey: ['-'] as ReadKey, queryFn: skipToken as SkipToken };

/** The default read: the call with its params (GET as query, else as body), in its sandbox, cancellable. */
export function fetchCall<T = any>({ queryKey, signal }: QueryFunctionContext<ReadKey>): Promise<ApiResult<T>> {
  const [spec, params, sandbox] = queryKey;
  return apiFor(sandbox).call<T>(spec as string, params ?? {}, { signal });
}

type ReadOptions<T> = Omit<UseQueryOptions<ApiResult<any>, Error, T, ReadKey>, 'queryKey' | 'queryFn'> & {
  queryFn?: (ctx: QueryFunctionContext<ReadKey>) => Promise<any>;
};

/**
 * A page's read: asked on mount and whenever its key changes, the previous key's call cancelled.
 * A page shows what the gateway says now: nothing is kept once the page is gone (gcTime 0), unless
 * the read says otherwise. `key` null: nothing is asked (yet).
 */
export function useRead<T = ApiResult<any>>(key: ReadKey | null, options: ReadOptions<T> = {}) {
  return useQuery<ApiResult<any>, Error, T, ReadKey>({
    queryFn: fetchCall,
    gcTime: 0,
    ...(options as object),
    queryKey: key ?? NO_READ.queryKey,
    enabled: key !== null && options.enabled !== false,
  } as UseQueryOptions<ApiResult<any>, Error, T, ReadKey>);
}

/**
 * The request functions of the component's place (useApi), whose successful writes invalidate
 * what they change: their own resource and `declared` (a screen's `changes`). The engine's
 * actions and form pages take their calls from here, so no write has to remember a refresh.
 */
export function useWritingApi(declared: readonly string[] = []): Api {
  const api = useApi();
  const changes = declared.join('\n');
  return useMemo(() => {
    const list = changes ? changes.split('\n') : [];
    return {
      ...api,
      call: (async (spec: string, payload?: Record<string, any>, options?: any) => {
        const answer = await api.call(spec, payload, options);
        afterWrite(spec, answer, list);
        return answer;
      }) as Api['call'],
    };
  }, [api, changes]);
}
