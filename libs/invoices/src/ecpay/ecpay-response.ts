import { InvoiceProviderError } from '../errors';
import { taipeiInstant } from '../invoice-period';
import { checkMacValue, type EcpayKeys } from './check-mac-value';

const SUCCESS = '1';
const PROVIDER = 'ecpay';

/**
 * ECPay answers `name=value&name=value` (values as they are, not URL-encoded) with a CheckMacValue
 * over every other field. The SDK splits it the same way (`valid_chkmc_string`).
 */
export function parseAnswer(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of body.trim().split('&')) {
    const equals = part.indexOf('=');
    if (equals > 0) fields[part.slice(0, equals)] = part.slice(equals + 1);
  }
  return fields;
}

/**
 * The answer's fields once it says success and its signature holds; otherwise an
 * `InvoiceProviderError` with ECPay's own message (RtnMsg). A refusal is reported even unsigned: it
 * changes nothing.
 */
export function acceptedAnswer(body: string, keys: EcpayKeys): Record<string, string> {
  const fields = parseAnswer(body);
  const { CheckMacValue: signature, ...signedFields } = fields;
  if (fields.RtnCode !== SUCCESS)
    throw new InvoiceProviderError(
      PROVIDER,
      fields.RtnMsg ?? `ECPay answered without a result: ${body.slice(0, 200)}`,
    );
  if (signature !== checkMacValue(signedFields, keys))
    throw new InvoiceProviderError(PROVIDER, 'ECPay answer with a bad CheckMacValue');
  return fields;
}

/** ECPay's `yyyy-MM-dd HH:mm:ss` (sometimes with `+` for the space) in Taipei time, or null. */
export function ecpayTime(text: string | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ +T](\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return taipeiInstant(year, month, day, hours, minutes, seconds);
}
