import { describe, expect, it } from 'vitest';
import { decide, effectiveCode, isReceived, messageOf, UNKNOWN_ERROR } from '@/services/responseRules';

describe('spec 8 response rules', () => {
  it('passes 200, and 404 / 2000 without a toast', () => {
    expect(decide(200, { code: 200, data: 1 })).toEqual({ kind: 'pass' });
    expect(decide(200, { code: 404, msg: 'x' })).toEqual({ kind: 'pass' });
    expect(decide(200, { code: 2000 })).toEqual({ kind: 'pass' });
  });

  it('uses the HTTP status when the body has no code (OAuth token answers)', () => {
    expect(effectiveCode(200, { access_token: 't' })).toBe(200);
    expect(decide(200, { access_token: 't' })).toEqual({ kind: 'pass' });
    expect(decide(400, { error_description: '用户名或密码不正确' })).toEqual({ kind: 'toastPass', message: '用户名或密码不正确' });
    expect(effectiveCode(500, undefined)).toBe(500);
    expect(effectiveCode(200, { code: '400' })).toBe(400);
  });

  it('401 (code or status) logs out', () => {
    expect(decide(200, { code: 401, msg: '请求未授权' })).toEqual({ kind: 'logout', message: '请求未授权' });
    expect(decide(401, {})).toEqual({ kind: 'logout', message: UNKNOWN_ERROR });
  });

  it('400 and 500 toast msg, else error_description, else 未知错误, and still return the body', () => {
    expect(decide(400, { code: 400, msg: '参数错误', error_description: 'x' })).toEqual({ kind: 'toastPass', message: '参数错误' });
    expect(decide(500, { code: 500, error_description: '服务器繁忙' })).toEqual({ kind: 'toastPass', message: '服务器繁忙' });
    expect(decide(500, 'Internal Server Error')).toEqual({ kind: 'toastPass', message: UNKNOWN_ERROR });
  });

  it('any other code toasts and rejects', () => {
    expect(decide(200, { code: 403, msg: '无权限' })).toEqual({ kind: 'toastReject', message: '无权限' });
    expect(decide(200, { code: 1001 })).toEqual({ kind: 'toastReject', message: UNKNOWN_ERROR });
    expect(decide(403, {})).toEqual({ kind: 'toastReject', message: UNKNOWN_ERROR });
  });

  it('whitelisted codes reject without a toast, before any other rule', () => {
    expect(decide(200, { code: 403, msg: 'm' }, [403])).toEqual({ kind: 'silentReject', message: 'm' });
    expect(decide(400, { code: 400, msg: 'm' }, [400])).toEqual({ kind: 'silentReject', message: 'm' });
    expect(decide(200, { code: 401 }, [401]).kind).toBe('silentReject');
  });

  it('counts HTTP 200 to 500 as received, others as transport failures', () => {
    expect([199, 200, 302, 404, 500, 501, 502].map(isReceived)).toEqual([false, true, true, true, true, false, false]);
    expect(messageOf(null)).toBe(UNKNOWN_ERROR);
  });
});
