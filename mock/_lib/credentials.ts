/**
 * What sign-in, registration, password reset and the account's pages share about proving who a
 * caller is: the captcha store, the security settings and the password rule. Kept here, below
 * the service files, so that none of them imports another for these (they once did, in a loop
 * of six files: sfbn-auth, org, account, person, reset, register).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { Field } from './resource';
import { Table, type Row } from './store';

// ---- captchas (GET /sfbn-auth/oauth/captcha draws them) -------------------------------------
const captchas = new Map<string, { code: string; expiresAt: number }>();
/** One-use check of a captcha drawn by GET /oauth/captcha (also used by registration). */
export function consumeCaptcha(key: string, code: unknown): boolean {
  const expected = captchas.get(key);
  captchas.delete(key);
  return Boolean(expected && expected.expiresAt >= Date.now() && expected.code.toLowerCase() === String(code ?? '').toLowerCase());
}

/** Specks and short strokes over the glyphs, in random places and colours, so no glyph is drawn clean. */
function noise(width: number, height: number): string {
  const colour = () => `rgb(${randomInt(60, 200)},${randomInt(60, 200)},${randomInt(60, 200)})`;
  const specks = Array.from(
    { length: 45 },
    () => `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${(0.4 + Math.random() * 0.8).toFixed(2)}" fill="${colour()}"/>`,
  );
  const strokes = Array.from({ length: 4 }, () => {
    const [x, y] = [randomInt(width), randomInt(height)];
    return `<path d="M${x} ${y} q${randomInt(-12, 12)} ${randomInt(-12, 12)} ${randomInt(-24, 24)} ${randomInt(-10, 10)}" stroke="${colour()}" stroke-width="1" fill="none"/>`;
  });
  return [...specks, ...strokes].join('');
}

/**
 * A fresh captcha: random key, random characters laid out by svg-captcha (its glyph outlines and
 * noise lines), more noise on top, then drawn into a PNG on the server by resvg, so the image
 * carries pixels only: no outline a script could match against svg-captcha's public font. The
 * answer is neither derivable from the key nor readable from the markup. Drawn at three times its
 * shown size (100 x 40 CSS pixels), so it stays sharp on a phone's dense screen (Lighthouse's
 * image-size-responsive on /login).
 */
const CAPTCHA = { width: 100, height: 40 };
export function drawCaptcha() {
  const c = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlLqg', noise: 3, color: true, background: '#f4f6fa', ...CAPTCHA, fontSize: 40 });
  const svg = c.data.replace(/<\/svg>\s*$/, `${noise(CAPTCHA.width, CAPTCHA.height)}</svg>`);
  const png = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'zoom', value: 3 } }).render().asPng();
  const key = randomBytes(16).toString('hex');
  captchas.set(key, { code: c.text, expiresAt: Date.now() + 5 * 60_000 });
  return { key, image: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}

/** What the captcha of `key` says, without using it up (the development endpoint for browser tests). */
export const captchaAnswer = (key: string): string | null => captchas.get(key)?.code ?? null;

// ---- security settings (one record; GET/POST /sfbn-system/system/security/*) --------------
export const securityTable = new Table<Row>('security', [
  {
    id: '1',
    passwordEncryptionMode: 1,
    passwordLength: 8,
    passwordRepeats: 3,
    passwordLockNum: 5,
    dynamicVerificationCode: 0,
    loginPassword: 1,
    singleDeviceLogin: 0,
    expirationTime: 90,
  },
]);
/**
 * The security settings: the one row of their table, read through it on every use, so the stored
 * settings are the ones in force after a restart (and a sandbox sees its own copy).
 */
export const security = () => securityTable.rows[0];
/** The settings' validation: whole numbers in their ranges, switches 0 / 1. */
export const securityFields = {
  passwordEncryptionMode: { label: '密码加密方式', type: 'int', enum: [1, 2, 3] },
  passwordLength: { label: '密码长度', type: 'int', range: [6, 32] },
  passwordRepeats: { label: '密码重复次数', type: 'int', range: [0, 24] },
  passwordLockNum: { label: '登录失败锁定次数', type: 'int', range: [1, 20] },
  dynamicVerificationCode: { label: '动态验证码', type: 'int', enum: [0, 1] },
  loginPassword: { label: '登录密码', type: 'int', enum: [0, 1] },
  singleDeviceLogin: { label: '单设备登录', type: 'int', enum: [0, 1] },
  expirationTime: { label: '密码有效期', type: 'int', range: [0, 3650] },
} satisfies Record<string, Field>;

// ---- the password rule (registration, reset, a changed password) ----------------------------
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;
export const PASSWORD_RULE_MESSAGE = '密码为8-20位，且须同时包含字母和数字';
