/**
 * The live status of the signed-in user (issue 8; docs/personal.md): a read of the query layer
 * (src/services/query.ts) asked when the window gains focus (TanStack Query's focus manager) and
 * after each navigation, merged within STATUS_CHECK_GAP_MS at the end of the gap. When the status
 * changed, person, buttons and menus are loaded again. Loaded with the console, not with /login.
 */
import { focusManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'umi';
import { queryClient, type ReadKey } from '@/services/query';
import { get } from '@/services/request';
import { getToken } from '@/services/token';
import type { UserStatus } from '../../shared/wire/session';
import { getSession, loadUserData, onSessionCleared, statusChanged, statusCheckDelay } from './session';

export const STATUS_KEY: ReadKey = ['GET /sfbn-system/account/getUserStatus'];

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
  if (statusChanged(getSession().userInfo, status)) await loadUserData();
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

/** Keeps the user's status live: checked after every navigation and when the window regains focus. */
export function useLiveStatus() {
  const { pathname } = useLocation();
  useEffect(() => requestStatusCheck(), [pathname]);
  useEffect(() => focusManager.subscribe((focused) => focused && requestStatusCheck()), []);
}
