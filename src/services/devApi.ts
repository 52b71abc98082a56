import { basicAuthHeader } from './request';
import { getToken } from './token';

/**
 * A call to the development server's own endpoints (/api/__dev/studio):
 * they answer with statuses the page shows itself (409 with the other version, 400 with the
 * checker's problems), so the call bypasses the request layer's response rules. The signed-in
 * user's credentials go along: the studio's smoke test calls the gateway as this user (in a sandbox).
 */
export async function devCall<T>(url: string, init?: RequestInit): Promise<{ ok: boolean; status: number; data: T; msg: string }> {
  const token = getToken();
  const auth: Record<string, string> = { Authorization: basicAuthHeader(), ...(token ? { Auth: `bearer ${token}` } : {}) };
  const r = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...auth, ...(init?.headers ?? {}) } });
  const body = await r.json().catch(() => ({}));
  return { ok: r.ok && body.success !== false, status: r.status, data: body.data, msg: body.msg ?? '' };
}
