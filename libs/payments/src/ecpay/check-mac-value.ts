import { createHash } from 'node:crypto';

/** The merchant's key pair ECPay signs with. */
export interface EcpayKeys {
  hashKey: string;
  hashIV: string;
}

/** The field that carries the signature: never part of what is signed. */
export const CHECK_MAC_VALUE = 'CheckMacValue';

/**
 * ECPay's CheckMacValue (EncryptType 1): the fields sorted by name (case-insensitive), joined as
 * `k=v&…`, wrapped as `HashKey=…&…&HashIV=…`, URL-encoded as .NET's HttpUtility.UrlEncode does,
 * lower-cased, SHA-256, upper-case hex.
 */
export function checkMacValue(fields: Record<string, string>, keys: EcpayKeys): string {
  const pairs = Object.keys(fields)
    .filter((name) => name !== CHECK_MAC_VALUE)
    .sort((a, b) => compareNames(a.toLowerCase(), b.toLowerCase()))
    .map((name) => `${name}=${fields[name]}`);
  const raw = `HashKey=${keys.hashKey}&${pairs.join('&')}&HashIV=${keys.hashIV}`;
  return createHash('sha256').update(dotNetUrlEncode(raw).toLowerCase()).digest('hex').toUpperCase();
}

function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * .NET's UrlEncode: like encodeURIComponent (which already leaves `-_.!*()` alone, as .NET does),
 * but a space is `+` and `'` and `~` are escaped.
 */
export function dotNetUrlEncode(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+').replace(/'/g, '%27').replace(/~/g, '%7E');
}
