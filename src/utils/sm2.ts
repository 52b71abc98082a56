/**
 * sm2 public-key encryption (GB/T 32918.4) with the browser's BigInt and an sm3 hash
 * (GB/T 32905), as sm-crypto's doEncrypt writes it in C1C3C2 order: C1 (the point k·G as x||y,
 * without the 04 prefix), C3 = sm3(x2 || M || y2), C2 = M xor KDF(x2 || y2). Only encryption:
 * the browser never decrypts. sm-crypto (with jsbn) did the same in about 11 KiB gzip; this is
 * about 2 KiB, loaded when a password is sent (docs/performance.md).
 */

const big = (hex: string) => BigInt(`0x${hex}`);
const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);
const THREE = BigInt(3);
const FOUR = BigInt(4);
const EIGHT = BigInt(8);

// The sm2 recommended curve (GB/T 32918.5).
const P = big('FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF');
const A = P - THREE;
const B = big('28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93');
const N = big('FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123');
const G: Affine = [big('32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7'), big('BC3736A2F4F6779C59BDCEE36B692153D0A9877CC62A474002DF32E52139F0A0')];

type Affine = [bigint, bigint];
/** Jacobian coordinates (x = X/Z², y = Y/Z³); Z = 0 is the point at infinity. */
type Jacobian = [bigint, bigint, bigint];

const mod = (x: bigint) => {
  const r = x % P;
  return r < ZERO ? r + P : r;
};

function pow(base: bigint, exp: bigint): bigint {
  let result = ONE;
  let b = mod(base);
  let e = exp;
  while (e > ZERO) {
    if (e & ONE) result = mod(result * b);
    b = mod(b * b);
    e >>= ONE;
  }
  return result;
}

function double([X, Y, Z]: Jacobian): Jacobian {
  if (Y === ZERO || Z === ZERO) return [ONE, ONE, ZERO];
  // a = -3: alpha = 3(X - Z²)(X + Z²)
  const delta = mod(Z * Z);
  const gamma = mod(Y * Y);
  const beta = mod(X * gamma);
  const alpha = mod(THREE * (X - delta) * (X + delta));
  const X3 = mod(alpha * alpha - EIGHT * beta);
  const Z3 = mod((Y + Z) * (Y + Z) - gamma - delta);
  const Y3 = mod(alpha * (FOUR * beta - X3) - EIGHT * gamma * gamma);
  return [X3, Y3, Z3];
}

function add(p1: Jacobian, p2: Jacobian): Jacobian {
  const [X1, Y1, Z1] = p1;
  const [X2, Y2, Z2] = p2;
  if (Z1 === ZERO) return p2;
  if (Z2 === ZERO) return p1;
  const Z1Z1 = mod(Z1 * Z1);
  const Z2Z2 = mod(Z2 * Z2);
  const U1 = mod(X1 * Z2Z2);
  const U2 = mod(X2 * Z1Z1);
  const S1 = mod(Y1 * Z2 * Z2Z2);
  const S2 = mod(Y2 * Z1 * Z1Z1);
  if (U1 === U2) return S1 === S2 ? double(p1) : [ONE, ONE, ZERO];
  const H = mod(U2 - U1);
  const R = mod(S2 - S1);
  const H2 = mod(H * H);
  const H3 = mod(H * H2);
  const U1H2 = mod(U1 * H2);
  const X3 = mod(R * R - H3 - TWO * U1H2);
  const Y3 = mod(R * (U1H2 - X3) - S1 * H3);
  return [X3, Y3, mod(H * Z1 * Z2)];
}

function multiply(k: bigint, [x, y]: Affine): Affine {
  let acc: Jacobian = [ONE, ONE, ZERO];
  const base: Jacobian = [x, y, ONE];
  for (let i = k.toString(2), j = 0; j < i.length; j++) {
    acc = double(acc);
    if (i[j] === '1') acc = add(acc, base);
  }
  const [X, Y, Z] = acc;
  if (Z === ZERO) throw new Error('sm2: point at infinity');
  const zi = pow(Z, P - TWO);
  const zi2 = mod(zi * zi);
  return [mod(X * zi2), mod(Y * zi2 * zi)];
}

const onCurve = ([x, y]: Affine) => mod(y * y) === mod(x * x * x + A * x + B);

/** A public key as hex: uncompressed (04 || x || y) or compressed (02/03 || x). */
export function decodePublicKey(hex: string): Affine {
  const h = hex.trim().toLowerCase();
  let point: Affine;
  if (h.length === 130 && h.startsWith('04')) point = [big(h.slice(2, 66)), big(h.slice(66))];
  else if (h.length === 66 && (h.startsWith('02') || h.startsWith('03'))) {
    const x = big(h.slice(2));
    // p ≡ 3 (mod 4): the square root is rhs^((p+1)/4).
    let y = pow(x * x * x + A * x + B, (P + ONE) / FOUR);
    if ((y & ONE) !== BigInt(h.startsWith('03') ? 1 : 0)) y = P - y;
    point = [x, y];
  } else throw new Error('sm2: public key must be 04||x||y or 02/03||x in hex');
  if (!onCurve(point)) throw new Error('sm2: public key is not on the curve');
  return point;
}

// ---- sm3 ----
const IV = [0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600, 0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e];
const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));
const P0 = (x: number) => x ^ rotl(x, 9) ^ rotl(x, 17);
const P1 = (x: number) => x ^ rotl(x, 15) ^ rotl(x, 23);

export function sm3(msg: Uint8Array): Uint8Array {
  const len = msg.length;
  const padded = new Uint8Array((((len + 8) >> 6) + 1) << 6);
  padded.set(msg);
  padded[len] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(len / 0x20000000));
  view.setUint32(padded.length - 4, (len << 3) >>> 0);
  const V = IV.slice();
  const W = new Array<number>(68);
  for (let off = 0; off < padded.length; off += 64) {
    for (let j = 0; j < 16; j++) W[j] = view.getUint32(off + 4 * j) | 0;
    for (let j = 16; j < 68; j++) W[j] = P1(W[j - 16] ^ W[j - 9] ^ rotl(W[j - 3], 15)) ^ rotl(W[j - 13], 7) ^ W[j - 6];
    let [a, b, c, d, e, f, g, h] = V;
    for (let j = 0; j < 64; j++) {
      const T = j < 16 ? 0x79cc4519 : 0x7a879d8a;
      const a12 = rotl(a, 12);
      const ss1 = rotl((a12 + e + rotl(T, j % 32)) | 0, 7);
      const ss2 = ss1 ^ a12;
      const ff = j < 16 ? a ^ b ^ c : (a & b) | (a & c) | (b & c);
      const gg = j < 16 ? e ^ f ^ g : (e & f) | (~e & g);
      const tt1 = (ff + d + ss2 + (W[j] ^ W[j + 4])) | 0;
      const tt2 = (gg + h + ss1 + W[j]) | 0;
      d = c;
      c = rotl(b, 9);
      b = a;
      a = tt1;
      h = g;
      g = rotl(f, 19);
      f = e;
      e = P0(tt2);
    }
    V[0] ^= a;
    V[1] ^= b;
    V[2] ^= c;
    V[3] ^= d;
    V[4] ^= e;
    V[5] ^= f;
    V[6] ^= g;
    V[7] ^= h;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  V.forEach((v, i) => outView.setUint32(4 * i, v >>> 0));
  return out;
}

// ---- encryption ----
const hex = (bytes: Uint8Array) => Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('');
const bytes32 = (x: bigint) => Uint8Array.from(x.toString(16).padStart(64, '0').match(/../g)!, (h) => parseInt(h, 16));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** A random k in [1, n-1] from the browser's cryptographic generator. */
function randomScalar(): bigint {
  for (;;) {
    const k = big(hex(crypto.getRandomValues(new Uint8Array(32))));
    if (k > ZERO && k < N) return k;
  }
}

/** sm2-encrypts a text (UTF-8) for the given public key; hex of C1 (x||y, no 04) || C3 || C2. */
export function sm2Encrypt(plain: string, publicKey: string, k: bigint = randomScalar()): string {
  const msg = new TextEncoder().encode(plain);
  const [x1, y1] = multiply(k, G);
  const [x2, y2] = multiply(k, decodePublicKey(publicKey));
  const x2b = bytes32(x2);
  const y2b = bytes32(y2);
  const c3 = sm3(concat(x2b, msg, y2b));
  // KDF(x2 || y2, len): sm3(x2 || y2 || ct) for ct = 1, 2, ... (32-bit big-endian)
  const c2 = new Uint8Array(msg.length);
  for (let i = 0, ct = 1; i < msg.length; ct++) {
    const block = sm3(concat(x2b, y2b, Uint8Array.of(ct >>> 24, (ct >>> 16) & 255, (ct >>> 8) & 255, ct & 255)));
    for (let j = 0; j < 32 && i < msg.length; j++, i++) c2[i] = msg[i] ^ block[j];
  }
  return hex(bytes32(x1)) + hex(bytes32(y1)) + hex(c3) + hex(c2);
}
