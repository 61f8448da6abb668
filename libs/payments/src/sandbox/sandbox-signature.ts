import { createHmac } from 'node:crypto';
import { sameSignature } from '../constant-time';
import { PaymentSignatureError } from '../errors';

/** The field that carries the sandbox's signature: never part of what is signed. */
export const SIGNATURE = 'signature';

/**
 * The sandbox's signature: an HMAC-SHA256, under the server's sandbox secret, of the fields sorted
 * by name and written as JSON (so no value can pass for a separator).
 */
export function sandboxSignature(fields: Record<string, string>, secret: string): string {
  const entries = Object.keys(fields)
    .filter((name) => name !== SIGNATURE)
    .sort()
    .map((name) => [name, fields[name]]);
  return createHmac('sha256', secret).update(JSON.stringify(entries)).digest('base64url');
}

/** The fields with their signature added. */
export function signSandboxFields(fields: Record<string, string>, secret: string): Record<string, string> {
  return { ...fields, [SIGNATURE]: sandboxSignature(fields, secret) };
}

/** The fields without their signature, or PaymentSignatureError when it is missing or wrong. */
export function verifySandboxFields(
  fields: Record<string, string>,
  secret: string,
  what: string,
): Record<string, string> {
  const received = fields[SIGNATURE];
  if (!received) throw new PaymentSignatureError(`sandbox ${what} without a signature`);
  if (!sameSignature(sandboxSignature(fields, secret), received)) {
    throw new PaymentSignatureError(`sandbox ${what} with a wrong signature`);
  }
  const { [SIGNATURE]: _signature, ...signed } = fields;
  return signed;
}
