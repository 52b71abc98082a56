import { useQuery } from '@tanstack/react-query';
import { get } from '@/services/request';
import type { ReadKey } from '@/services/query';

export interface Counters {
  unread: boolean;
  pending: number;
  alarm: number;
  notice: number;
}

const NONE: Counters = { unread: false, pending: 0, alarm: 0, notice: 0 };
const CALLS = [
  'GET /sfbn-system/messagePending/getIsDisplay',
  'GET /sfbn-system/messagePending/getCount',
  'GET /sfbn-system/messageAlarm/notHandleCount',
  'GET /sfbn-system/messageNotice/notReadNum',
] as const;
/** One read of the four counters: a write to any message resource (a notice removed, one published) asks for them again. */
export const COUNTERS_KEY: ReadKey = [CALLS];

async function loadCounters({ signal }: { signal: AbortSignal }): Promise<Counters> {
  const [unread, pending, alarm, notice] = await Promise.all(CALLS.map((c) => get(c.slice(4), {}, { signal })));
  return { unread: Boolean(unread.data), pending: Number(pending.data) || 0, alarm: Number(alarm.data) || 0, notice: Number(notice.data) || 0 };
}

/**
 * Message counters for the header dot and the side-menu badges: asked again after a write that
 * changes them (src/services/query.ts) and every minute for what others change (a new alarm). A
 * failed refresh keeps the last values (they are decoration).
 */
export function useCounters(active: boolean): Counters {
  const { data } = useQuery({ queryKey: COUNTERS_KEY, queryFn: loadCounters, enabled: active, refetchInterval: 60_000, staleTime: 0 });
  return active && data ? data : NONE;
}
