/**
 * Preview sandboxes (docs/mock.md, "Sandboxes"): the calls of a screen shown in a preview (the
 * screen studio) carry `X-Mock-Sandbox: <id>`, so the development mock
 * answers them from a throw-away copy of its data and the live rows never change. Only what is
 * rendered inside <SandboxProvider> sends it: the engine takes its request functions from useApi(),
 * which are request.ts's own everywhere else.
 *
 * A preview may also be shown in a state (the studio's 空列表 / 加载中 / 服务器错误): the list
 * calls it names answer an empty page, never answer, or are sent to the development server's
 * failing endpoint (a real 500 through request.ts, so the page shows what a server error shows).
 * Only those calls, only inside that provider; nothing reaches the live rows.
 */
import React, { createContext, useContext, useMemo } from 'react';
import { call, postMultipart, request, type CallOptions } from './request';

export const SANDBOX_HEADER = 'X-Mock-Sandbox';

const SandboxContext = createContext<string | undefined>(undefined);

/** A preview's state: its list calls (as the screen writes them) answer empty, never, or with a server error. */
export interface PreviewState {
  mode: 'empty' | 'loading' | 'error';
  lists: string[];
}
const PreviewStateContext = createContext<PreviewState | undefined>(undefined);

/** The development server's endpoint answering 500 (studio/router.ts): a preview's server error. */
export const PREVIEW_FAILURE = '/api/__dev/studio/preview-error';

/** Everything rendered inside calls the mock in the sandbox `id` (and, with `state`, shows its list in that state). */
export function SandboxProvider({ id, state, children }: { id: string; state?: PreviewState; children: React.ReactNode }) {
  return (
    <SandboxContext.Provider value={id}>
      <PreviewStateContext.Provider value={state}>{children}</PreviewStateContext.Provider>
    </SandboxContext.Provider>
  );
}

/** The sandbox of the calls made here, if any (a part of a cache key). */
export const useSandbox = () => useContext(SandboxContext);

export interface Api {
  call: typeof call;
  request: typeof request;
  postMultipart: typeof postMultipart;
}

const live: Api = { call, request, postMultipart };

/** The request functions for a sandbox (request.ts's own without one). */
export function apiFor(sandbox: string | undefined): Api {
  if (!sandbox) return live;
  const withMarker = (o: CallOptions = {}): CallOptions => ({ ...o, headers: { ...o.headers, [SANDBOX_HEADER]: sandbox } });
  return {
    call: (spec, payload, options) => call(spec, payload, withMarker(options)),
    request: (path, options) => request(path, withMarker(options)),
    postMultipart: (path, fields, options) => postMultipart(path, fields, withMarker(options)),
  };
}

const sameCall = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');

/** The request functions of a preview in a state: its list calls answer as the state says, the rest as in the sandbox. */
export function apiInState(api: Api, state: PreviewState | undefined): Api {
  if (!state) return api;
  const listed = (spec: string) => state.lists.some((l) => sameCall(l, spec));
  return {
    ...api,
    call: ((spec, payload, options) => {
      if (!listed(spec)) return api.call(spec, payload, options);
      if (state.mode === 'loading') return new Promise(() => undefined);
      if (state.mode === 'error') return api.request(PREVIEW_FAILURE, { ...options, method: 'GET' });
      return Promise.resolve({ code: 200, success: true, data: { records: [], total: 0, size: payload?.size ?? 10, current: 1, pages: 0 }, msg: '' });
    }) as Api['call'],
  };
}

/** The state a preview shows its lists in, if any (a part of a list's cache key). */
export const usePreviewState = () => useContext(PreviewStateContext);

/** The request functions of the component's place: sandboxed inside a SandboxProvider. */
export function useApi(): Api {
  const sandbox = useSandbox();
  const state = useContext(PreviewStateContext);
  return useMemo(() => apiInState(apiFor(sandbox), state), [sandbox, state]);
}
