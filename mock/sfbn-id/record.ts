/**
 * Resolution records (spec 7.6 record/success, record/fail): every resolver/bid call, from the
 * console's resolution page or the public portal, is recorded as a success or a failure.
 */
import type { Request } from 'express';
import { resource } from '../_lib/resource';
import { Table, formatTime, seedTime, type Row } from '../_lib/store';
import { bearer, userForToken } from '../_lib/users';

const seed = (n: number, ok: boolean): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String((ok ? 1820000000000000001n : 1830000000000000001n) + BigInt(i)),
    bid: ok
      ? ['did:bid:a001:zf2dQb6BvYrEX4mNcPu9LsHkW7Tq', 'did:bid:sf7Pz3XkQmR9wN4tVb2HcJ8yLd5Ge6Ua', 'did:bid:b302:et4Wq8NcZpK2sF6mYh9RjV3xDg7Bn'][i % 3]
      : ['did:bid:zfAAAAAAAAAAAAAAAAAAAAAAAAAA', 'did:bid:xx123', 'did:bid:c210:zf9999999999999999999999999'][i % 3],
    source: i % 2 ? 'portal' : 'console',
    account: i % 2 ? '' : 'admin',
    reason: ok ? '' : ['未找到标识', 'BID 格式不正确', '未找到标识'][i % 3],
    resolveTime: seedTime(400 + i * 5),
  }));

export const successes = new Table('resolveSuccess', seed(12, true));
export const failures = new Table('resolveFail', seed(6, false));

/** Records one resolution; the source is the console when the call carries a session. */
export function record(req: Request, bid: string, reason?: string) {
  const u = userForToken(bearer(req));
  const row = { bid: bid.slice(0, 120), source: u ? 'console' : 'portal', account: u?.account ?? '', reason: reason ?? '', resolveTime: formatTime() };
  (reason ? failures : successes).insert(row);
}

const opts = (table: Table) => ({
  table,
  calls: { list: false, submit: false, remove: false, page: 'listByPage', detail: 'detail' } as const,
  access: { read: 'admin' as const, write: 'admin' as const },
});

export default {
  ...resource({ ...opts(successes), base: '/api/sfbn-id/record/success' }),
  ...resource({ ...opts(failures), base: '/api/sfbn-id/record/fail' }),
};
