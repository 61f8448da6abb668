import { optionalEmail, optionalPhone } from '../validation/contact';
import { accountName } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { optionalText } from '../validation/text';

export const CONTACT_MAX = 100;
export const ADDRESS_MAX = 200;

/**
 * Device accounts sign in with their (all-digit) serial number at the same client door, so an
 * all-digit fleet account would make that door ambiguous.
 */
export function fleetAccountName(value: unknown): string {
  const account = accountName('account', value);
  if (/^[0-9]+$/.test(account)) invalid('account', 'a fleet account must contain at least one non-digit');
  return account;
}

export const contact = (value: unknown): string | null => optionalText('contact', value, CONTACT_MAX);
export const address = (value: unknown): string | null => optionalText('address', value, ADDRESS_MAX);
export const phoneNumber = (value: unknown): string | null => optionalPhone('phoneNumber', value);
export const email = (value: unknown): string | null => optionalEmail('email', value);
