import { useEffect, useState } from 'react';
import { get } from '@/services/request';

export interface Counters {
  unread: boolean;
  pending: number;
  alarm: number;
  notice: number;
}

/** Message counters for the header dot and the side-menu badges; refreshed every minute. */
export function useCounters(active: boolean): Counters {
  const [c, setC] = useState<Counters>({ unread: false, pending: 0, alarm: 0, notice: 0 });
  useEffect(() => {
    if (!active) return undefined;
    let alive = true;
    const load = async () => {
      try {
        const [unread, pending, alarm, notice] = await Promise.all([
          get<boolean>('/sfbn-system/messagePending/getIsDisplay'),
          get<number>('/sfbn-system/messagePending/getCount'),
          get<number>('/sfbn-system/messageAlarm/notHandleCount'),
          get<number>('/sfbn-system/messageNotice/notReadNum'),
        ]);
        if (alive)
          setC({ unread: Boolean(unread.data), pending: Number(pending.data) || 0, alarm: Number(alarm.data) || 0, notice: Number(notice.data) || 0 });
      } catch {
        // Counters are decoration; a failed refresh keeps the last values.
      }
    };
    load();
    const timer = setInterval(load, 60_000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [active]);
  return c;
}
