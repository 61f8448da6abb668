import { invalid } from '../validation/invalid';
import { nonNegativeInteger } from '../validation/numbers';
import { requiredText } from '../validation/text';
import { RIGHTS_FLAGS_PATTERN, isRightsKey, type Rights, type RightsKey } from './functions';

export const PERMISSION_NAME_MAX = 50;

export function groupName(value: unknown): string {
  return requiredText('name', value, PERMISSION_NAME_MAX);
}

export function sort(value: unknown): number {
  return nonNegativeInteger('sort', value);
}

/** Checks every given function id and flag string; returns only what was given. */
export function partialRights(value: unknown): Partial<Rights> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    invalid('rights', 'rights must map function ids 1..13 to flag strings');
  }
  const rights: Partial<Rights> = {};
  for (const [key, flags] of Object.entries(value)) {
    if (!isRightsKey(key)) invalid('rights', `rights may name only functions 1 to 13, not ${key}`);
    if (typeof flags !== 'string' || !RIGHTS_FLAGS_PATTERN.test(flags)) {
      invalid(
        `rights.${key}`,
        `rights for function ${key} must be 4 characters of 0 or 1 (add, edit, delete, view)`,
      );
    }
    rights[key as RightsKey] = flags;
  }
  return rights;
}
