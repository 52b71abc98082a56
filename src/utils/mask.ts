/** Masking as spec 5 and the glossary define it. */

/** BID in the header: first 10 characters + ****** + last 6. Short or empty values pass unchanged. */
export function maskBid(bid: string | null | undefined): string {
  if (!bid) return '';
  if (bid.length <= 16) return bid;
  return `${bid.slice(0, 10)}******${bid.slice(-6)}`;
}

/**
 * The generic helper: the middle of a string becomes three asterisks. A third of the length
 * (at least one character) stays visible at each end.
 */
export function maskMiddle(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= 2) return `${value.slice(0, 1)}***`;
  const keep = Math.max(1, Math.floor(value.length / 3));
  return `${value.slice(0, keep)}***${value.slice(-keep)}`;
}

/** Null, undefined and empty string count as empty (spec 5). */
export function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}
