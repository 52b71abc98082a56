/**
 * The query string and form body as the gateway reads them (the encoding umi-request used before
 * this file spoke to fetch directly): arrays repeat the key, null is the bare key, undefined is
 * left out, a Date is its ISO string and an object its JSON.
 */
export function encodeParams(params: Record<string, any> = {}): string {
  const part = (k: string, v: any) =>
    v === null
      ? encodeURIComponent(k)
      : `${encodeURIComponent(k)}=${encodeURIComponent(v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v))}`;
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.filter((x) => x !== undefined).map((x) => part(k, x)) : [part(k, v)]))
    .join('&');
}
