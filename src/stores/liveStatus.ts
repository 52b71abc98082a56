/**
 * The live status of the signed-in user (issue 8; docs/personal.md): a read of the query layer
 * (src/services/query.ts) asked when the window gains focus (TanStack Query's focus manager) and
 * after each navigation, merged within STATUS_CHECK_GAP_MS at the end of the gap. When the status
 * changed, person, buttons and menus are loaded again, and the reads of STATUS_CHANGES are marked
 * stale. Loaded with the console, not with /login.
 *
 * The header's person (name, avatar, status, BID: the session's userInfo) is a read of the layer
 * too, PERSON_KEY: a write that changes it says so (`/sfbn-system/account/getPerson` among what it
 * changes, e.g. the personal center's profile save) and the header shows the new person at once.
 */
import { focusManager, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'umi';
import { invalidate, queryClient, type ReadKey } from '@/services/query';
import { get } from '@/services/request';
import { getToken } from '@/services/token';
import type { UserStatus } from '../../shared/wire/session';
import { getSession, loadUserData, onSessionCleared, reloadPerson, statusChanged, statusCheckDelay } from './session';

export const STATUS_KEY: ReadKey = ['GET /sfbn-system/account/getUserStatus'];

/** The signed-in person the header shows (the session's userInfo, kept in the session store). */
export const PERSON = '/sfbn-system/account/getPerson';
export const PERSON_KEY: ReadKey = [`GET ${PERSON}`];

/**
 * What an administrator's decision on the user's identity changes besides the person, buttons and
 * menus: the identity service's reads of this user (the application and its public key on 数字身份,
 * the BID and balance on 我的积分).
 */
export const STATUS_CHANGES = ['/sfbn-identity'];

// A user's reads are theirs: the next user of this browser starts from an empty cache.
onSessionCleared(() => queryClient.clear());

let lastStatusCheck = 0;
let statusTimer: ReturnType<typeof setTimeout> | null = null;

async function checkStatus() {
  lastStatusCheck = Date.now();
  if (!getToken()) return;
  const status = await queryClient.fetchQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) =>
      get<UserStatus>('/sfbn-system/account/getUserStatus', {}, { silentCodes: [400, 500], signal }).then((r) => r?.data?.status ?? null),
    staleTime: 0,
  });
  if (!statusChanged(getSession().userInfo, status)) return;
  await loadUserData();
  await invalidate(STATUS_CHANGES);
}

/** Schedules a status check (focus, navigation); see STATUS_CHECK_GAP_MS. */
export function requestStatusCheck(now = Date.now()) {
  if (statusTimer) return; // one is already due; it will see the newest status
  statusTimer = setTimeout(
    () => {
      statusTimer = null;
      checkStatus().catch(() => undefined);
    },
    statusCheckDelay(lastStatusCheck, now),
  );
}

/**
 * Keeps the user's status live (checked after every navigation and when the window regains focus)
 * and the person asked again after a write that changes it. The person loaded at sign-in is the
 * read's first answer: nothing more is asked until a write invalidates it.
 */
export function useLiveStatus() {
  useQuery({
    queryKey: PERSON_KEY,
    queryFn: ({ signal }) => reloadPerson(signal),
    initialData: () => getSession().userInfo ?? undefined,
    staleTime: Infinity,
    enabled: Boolean(getToken()),
  });
  const { pathname } = useLocation();
  useEffect(() => requestStatusCheck(), [pathname]);
  useEffect(() => focusManager.subscribe((focused) => focused && requestStatusCheck()), []);
}
