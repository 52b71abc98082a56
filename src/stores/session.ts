/**
 * The session (spec 3 "Session user state"): who is signed in, their menus, button permissions
 * and lock state. Tokens stay in cookies (services/token.ts); the rest is kept with the prefixed
 * storage helper so a reload keeps the console as it was. Components read it with useSession().
 */
import type { TokenAnswer } from '../../shared/wire/auth';
import type { ButtonNode, MenuItem, PersonInfo, TopMenu } from '../../shared/wire/session';
import { useSyncExternalStore } from 'react';
import { getIntl, history } from 'umi';
import { webConfig } from '@/config/web';
import { get, post, request, setUnauthorizedHandler } from '@/services/request';
import { clearTokens, getRefreshToken, getToken, getTokenIssuedAt, setTokens, startTokenRefresher } from '@/services/token';
import { flattenButtons, visibleMenus } from '@/utils/menu';
import { clearStore, getStore, setStore } from '@/utils/storage';
import { toast } from '@/utils/toast';

/** sm2 (and its big-number library) loads when a password is sent, not with the login page. */
const encrypt = () => import(/* webpackChunkName: "sm2" */ '@/utils/crypto').then((m) => m.encryptField);

// The wire types are the gateway's contract, shared with the mock (shared/wire/session.ts).
export type { MenuItem, PersonInfo, TopMenu };

export interface SessionState {
  /** Token payload fields the console uses (account, role, tenant). */
  user: { userId: string; account: string; nickName: string; roleName: string; tenantId: string } | null;
  userInfo: PersonInfo | null;
  roles: string[];
  permission: Record<string, true>;
  topMenus: TopMenu[];
  /** Side menus per top menu id. */
  menus: Record<string, MenuItem[]>;
  activeTopMenu: string | null;
  locked: boolean;
}

const empty: SessionState = {
  user: null,
  userInfo: null,
  roles: [],
  permission: {},
  topMenus: [],
  menus: {},
  activeTopMenu: null,
  locked: false,
};

let state: SessionState = { ...empty, ...(getStore<SessionState>('session') ?? {}) };
const listeners = new Set<() => void>();

function setState(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  setStore({ name: 'session', content: state });
  listeners.forEach((l) => l());
}

export const getSession = () => state;

export function useSession(): SessionState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

export const hasPermission = (code: string | undefined) => !code || Boolean(state.permission[code]);
export const isSignedIn = () => Boolean(getToken());

export async function fetchCaptcha(): Promise<{ key: string; image: string }> {
  const res: any = await get('/sfbn-auth/oauth/captcha', {}, { auth: false });
  return { key: res.key, image: res.image };
}

function acceptToken(t: TokenAnswer) {
  setTokens(t.access_token, t.refresh_token);
  setState({
    user: { userId: t.user_id, account: t.account, nickName: t.nick_name, roleName: t.role_name, tenantId: t.tenant_id },
    roles: String(t.role_name || '')
      .split(',')
      .filter(Boolean),
  });
}

/**
 * Password login (spec 7.1): username and password sm2-encrypted, captcha in headers.
 * Returns the error_description on failure (already shown as a toast by the request layer).
 */
export async function login(form: { username: string; password: string; captcha: string; captchaKey: string }): Promise<string | null> {
  const encryptField = await encrypt();
  const res: any = await request('/sfbn-auth/oauth/token', {
    method: 'POST',
    auth: false,
    tenant: true,
    headers: { 'Captcha-Key': form.captchaKey, 'Captcha-Code': form.captcha },
    // Credentials in the form body, never in the address (access logs, history).
    form: true,
    data: {
      tenantId: webConfig.tenantId,
      username: encryptField(form.username),
      password: encryptField(form.password),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
  if (!res?.access_token) return res?.error_description || res?.msg || '未知错误';
  acceptToken(res);
  await loadUserData();
  return null;
}

/**
 * authorization_code grant (spec 7.1): the /Authorization landing page exchanges the code an
 * identity provider sent back. Returns the error text on failure, null on success.
 */
export async function loginWithCode(code: string, redirectUri?: string): Promise<string | null> {
  const res: any = await request('/sfbn-auth/oauth/token', {
    method: 'POST',
    auth: false,
    tenant: true,
    silentCodes: [400],
    form: true,
    data: { tenantId: webConfig.tenantId, grant_type: 'authorization_code', scope: 'all', code, redirect_uri: redirectUri },
  }).catch((e: any) => e?.body ?? { error_description: e?.message });
  if (!res?.access_token) return res?.error_description || res?.msg || '未知错误';
  acceptToken(res);
  await loadUserData();
  return null;
}

/**
 * After login or reload: person info, buttons, top menus and every top menu's side menu, published
 * together: a top menu shown before its side menu could be clicked into an empty sidebar, and the
 * sidebar then switched areas under the user's mouse as the other trees arrived.
 */
export async function loadUserData() {
  const [person, buttons, tops] = await Promise.all([
    get<PersonInfo>('/sfbn-system/account/getPerson'),
    get<ButtonNode[]>('/sfbn-system/menu/buttons'),
    get<TopMenu[]>('/sfbn-system/menu/top-menu'),
  ]);
  const topMenus = tops.data ?? [];
  const trees = await Promise.all(topMenus.map((t) => menuTree(t.id)));
  setState({
    userInfo: person.data,
    permission: flattenButtons(buttons.data),
    topMenus,
    menus: Object.fromEntries(topMenus.map((t, i) => [t.id, trees[i]])),
  });
}

/** One top menu's side menu as this user may see it. */
async function menuTree(topMenuId: string): Promise<MenuItem[]> {
  const res = await get<MenuItem[]>('/sfbn-system/menu/routes', { topMenuId });
  return visibleMenus(res.data ?? [], state.roles);
}

/**
 * Live status (issue 8): an administrator's decision must reach the user without a new login.
 * The console asks for the status when the window gains focus and after each navigation;
 * checks closer together than STATUS_CHECK_GAP_MS are merged into one at the end of the gap
 * (trailing), so a burst of navigations costs one call and the last one is never lost.
 * When the status changed, person, buttons and menus are loaded again. The check is a read of
 * the query layer, with the console (src/stores/liveStatus.ts), so /login does not load it.
 */
export const STATUS_CHECK_GAP_MS = 2000;

/** Milliseconds to wait before the next check may run (0: now). */
export function statusCheckDelay(lastCheckAt: number, now: number, gap = STATUS_CHECK_GAP_MS): number {
  return Math.max(0, lastCheckAt + gap - now);
}

/** Whether a status answer means the person, buttons and menus must be loaded again. */
export function statusChanged(known: PersonInfo | null, status: number | null | undefined): boolean {
  return !known || (known.status ?? null) !== (status ?? null);
}

/**
 * Person info only: the read of the header's person (src/stores/liveStatus.ts, PERSON_KEY), asked
 * again after a write that changes it (the personal center's avatar or profile).
 */
export async function reloadPerson(signal?: AbortSignal): Promise<PersonInfo | null> {
  const person = await get<PersonInfo>('/sfbn-system/account/getPerson', {}, { signal });
  if (person?.code === 200) setState({ userInfo: person.data });
  return getSession().userInfo;
}

export function setActiveTopMenu(id: string | null) {
  setState({ activeTopMenu: id });
}

let refreshing: Promise<unknown> | null = null;
export function refreshToken(): Promise<unknown> {
  if (!refreshing) {
    refreshing = request('/sfbn-auth/oauth/token', {
      method: 'POST',
      auth: false,
      tenant: state.user?.tenantId || true,
      form: true,
      data: { grant_type: 'refresh_token', scope: 'all', refresh_token: getRefreshToken(), tenantId: state.user?.tenantId || webConfig.tenantId },
    })
      .then((t: any) => {
        if (t?.access_token) acceptToken(t);
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

const clearedListeners = new Set<() => void>();
/** Called when the session ends (logout, 401): the console's query cache forgets the user's reads. */
export function onSessionCleared(fn: () => void) {
  clearedListeners.add(fn);
  return () => void clearedListeners.delete(fn);
}

/** Forget everything locally: tokens, the session, and every session-scoped entry (tabs, sub-chain flags). */
export function clearSession() {
  clearTokens();
  clearStore('session');
  state = { ...empty };
  setStore({ name: 'session', content: state });
  listeners.forEach((l) => l());
  clearedListeners.forEach((l) => l());
}

/** Logout as the user asked for it: tell the gateway (with the captured logs), then forget. */
export async function logout(logs: unknown[] = []) {
  try {
    if (getToken()) await post('/sfbn-auth/oauth/logout', { logs });
  } catch {
    // The gateway may already consider us gone; the local session ends regardless.
  }
  clearSession();
}

export function lock() {
  setState({ locked: true });
}

/** Unlock re-checks the password with the gateway; the browser never compares clear text. */
export async function unlock(password: string): Promise<boolean> {
  const encryptField = await encrypt();
  const res = await post<boolean>('/sfbn-system/api/client/checkPassword', { password: encryptField(password) });
  if (res?.code === 200 && res.data === true) {
    setState({ locked: false });
    return true;
  }
  return false;
}

// A 401 anywhere: logged out, sent to /home (spec 4, 8), told why (once, however many calls got it).
setUnauthorizedHandler(() => {
  const hadSession = Boolean(getToken());
  clearSession();
  history.replace('/home');
  if (hadSession) toast('warning', { key: 'session.ended', content: getIntl().formatMessage({ id: 'session.ended' }), duration: webConfig.messageDuration });
});

let stopRefresher: (() => void) | null = null;
export function startSessionTimers() {
  stopRefresher?.();
  stopRefresher = startTokenRefresher({
    intervalMs: webConfig.tokenCheckInterval,
    tokenTime: webConfig.tokenTime,
    hasToken: () => Boolean(getToken()),
    issuedAt: getTokenIssuedAt,
    refresh: refreshToken,
  });
}
