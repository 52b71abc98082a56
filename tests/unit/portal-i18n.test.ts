/** Both languages say the same things: portal messages and page copy have matching shapes. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import agreement from '@/pages/agreement/text';
import enPortal from '@/locales/en-US/portal';
import zhPortal from '@/locales/zh-CN/portal';

const contentDir = path.resolve(__dirname, '../../src/pages/portal/content');
const pages = fs.readdirSync(contentDir).filter((f) => f.endsWith('.ts') && f !== 'art.ts');

/** The structure of a copy object with the text taken out. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => !['to', 'href', 'art', 'icon', 'type', 'primary', 'cols', 'reverse', 'id'].includes(k))
        .map(([k, x]) => [k, shape(x)]),
    );
  }
  return typeof v;
}

describe('portal i18n', () => {
  it('every portal message exists in both languages and none is empty', () => {
    expect(Object.keys(enPortal).sort()).toEqual(Object.keys(zhPortal).sort());
    for (const [k, v] of [...Object.entries(zhPortal), ...Object.entries(enPortal)]) expect(String(v).trim(), k).not.toBe('');
  });

  it('keeps the spec messages exact', () => {
    expect(zhPortal['register.tenantIdRequired']).toBe('请先输入租户编号');
    expect(zhPortal['register.accountRequired']).toBe('请先输入账号名称');
    expect(zhPortal['register.passwordRequired']).toBe('请先输入密码');
    expect(zhPortal['register.mismatch']).toBe('两次密码输入不一致');
    expect(zhPortal['register.success']).toBe('注册申请已提交,请耐心等待管理员通过!');
    expect(zhPortal['register.failed']).toBe('提交失败');
    expect(zhPortal['reset.sent']).toBe('发送成功!');
  });

  it.each(pages)('%s has the same blocks, items and links in zh-CN and en-US', async (file) => {
    const copy = (await import(path.join(contentDir, file))).default;
    expect(shape(copy['en-US'])).toEqual(shape(copy['zh-CN']));
    const links = (c: any) => JSON.stringify(c, (k, v) => (k === 'to' || k === 'href' || k === 'art' || k === 'type' ? v : typeof v === 'string' ? '' : v));
    expect(links(copy['en-US'])).toBe(links(copy['zh-CN']));
    // No placeholder text.
    expect(JSON.stringify(copy)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it('the agreement has the same sections in both languages', () => {
    expect(shape(agreement['en-US'])).toEqual(shape(agreement['zh-CN']));
  });
});
