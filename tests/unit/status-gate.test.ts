/**
 * The authentication-status gate (spec 4 and 6; issue 23 items 10 and 15): the rule a menu click
 * applies is the rule every console route applies, with the identity application, personal and
 * message centers reachable by address and buttons (not by a menu click) for an unverified user.
 */
import { describe, expect, it } from 'vitest';
import { webConfig } from '@/config/web';
import { statusAdmits, statusRefusal } from '@/utils/routeGuard';

const HOME = new Set(['/wel/index', '/wel/dashboard', '/wel/home']);
const byAddress = (pathname: string, status: number | null | undefined) =>
  statusAdmits({ pathname, status, firstPage: webConfig.firstPage, homePaths: HOME, openPrefixes: webConfig.openToUnverified });
const byMenu = (pathname: string, status: number | null | undefined) =>
  statusAdmits({ pathname, status, firstPage: webConfig.firstPage, homePaths: HOME, openPrefixes: [] });

describe('status gate', () => {
  it('admits status 2 everywhere', () => {
    for (const p of ['/development/index', '/system/user', '/digital/distinction', '/subchain/permissioned/browser1']) {
      expect(byAddress(p, 2)).toBe(true);
      expect(byMenu(p, 2)).toBe(true);
    }
  });

  it('refuses bespoke and schema pages to every other status, by address as by menu', () => {
    for (const status of [0, 1, 3, 4, 5, null, undefined]) {
      for (const p of ['/development/index', '/subchain/permissioned/browser1', '/monitor/backbone/index', '/system/user', '/chainmanagement/survey/index']) {
        expect(byAddress(p, status)).toBe(false);
        expect(byMenu(p, status)).toBe(false);
      }
    }
  });

  it('home stays open to status 1; the application and the personal center open by address or button, not by a menu click', () => {
    for (const p of ['/wel/index', '/wel/dashboard', '/wel/home']) expect(byMenu(p, 1)).toBe(true);
    for (const p of ['/digital/distinction', '/digital/applyBid', '/personal/digital/index', '/personal/integral/index', '/Message/notice/index']) {
      expect(byAddress(p, 1)).toBe(true);
      expect(byMenu(p, 1)).toBe(false);
    }
  });

  it("names the refusal by status (1 is spec 4's message)", () => {
    expect(statusRefusal(1)).toBe('auth.required');
    expect(statusRefusal(null)).toBe('auth.required');
    expect(statusRefusal(3)).toBe('auth.reviewing');
    expect(statusRefusal(0)).toBe('auth.rejected');
    expect(statusRefusal(4)).toBe('auth.revoked');
    expect(statusRefusal(5)).toBe('auth.revoked');
  });
});
