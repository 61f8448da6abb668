import { createHash } from 'node:crypto';

/**
 * The CheckMacValue of ECPay's form-posted e-invoice API (the generation `ecpay_invoice_nodejs`
 * speaks), computed exactly as that SDK does, so it serves as the oracle in the tests: fields sorted
 * by name ignoring case, written `name=value` joined with `&` (values as JSON writes them), lower-cased,
 * wrapped in `HashKey=...&` and `&HashIV=...`, URL-encoded the .NET way, MD5, upper case.
 */

export interface EcpayKeys {
  hashKey: string;
  hashIv: string;
}

/** ECPay's .NET-style URL encoding: lower-case escapes, `'` and `~` escaped, spaces as `+`. */
export function dotNetUrlEncode(text: string): string {
  return encodeURIComponent(text)
    .toLowerCase()
    .replace(/'/g, '%27')
    .replace(/~/g, '%7e')
    .replace(/%20/g, '+');
}

export function checkMacValue(fields: Readonly<Record<string, string>>, keys: EcpayKeys): string {
  const names = Object.keys(fields).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  // The SDK writes the fields as a JSON object and turns its punctuation into `=` and `&`.
  const sorted = Object.fromEntries(names.map((name) => [name, fields[name]]));
  const joined = JSON.stringify(sorted)
    .toLowerCase()
    .replace(/":"/g, '=')
    .replace(/","|{"|"}/g, '&');
  const raw = dotNetUrlEncode(`HashKey=${keys.hashKey}${joined}HashIV=${keys.hashIv}`);
  return createHash('md5').update(raw).digest('hex').toUpperCase();
}
