/**
 * Preview sandboxes (docs/mock.md, "Sandboxes"): the calls of a screen shown in a preview (the
 * schema playground now, the studio next) carry `X-Mock-Sandbox: <id>`, so the development mock
 * answers them from a throw-away copy of its data and the live rows never change. Only what is
 * rendered inside <SandboxProvider> sends it: the engine takes its request functions from useApi(),
 * which are request.ts's own everywhere else.
 */
import React, { createContext, useContext, useMemo } from 'react';
import { call, postMultipart, request, type CallOptions } from './request';

export const SANDBOX_HEADER = 'X-Mock-Sandbox';

const SandboxContext = createContext<string | undefined>(undefined);

/** Everything rendered inside calls the mock in the sandbox `id`. */
export function SandboxProvider({ id, children }: { id: string; children: React.ReactNode }) {
  return <SandboxContext.Provider value={id}>{children}</SandboxContext.Provider>;
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

/** The request functions of the component's place: sandboxed inside a SandboxProvider. */
export function useApi(): Api {
  const sandbox = useSandbox();
  return useMemo(() => apiFor(sandbox), [sandbox]);
}
