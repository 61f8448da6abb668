import { everyCheck } from '../validation/every-field';
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
  // Each function's flags are checked, so every bad one is answered at once.
  const checked = everyCheck(
    Object.entries(value).map(([key, flags]) => (): [RightsKey, string] => {
      if (!isRightsKey(key)) invalid('rights', `rights may name only functions 1 to 13, not ${key}`);
      if (typeof flags !== 'string' || !RIGHTS_FLAGS_PATTERN.test(flags)) {
        invalid(
          `rights.${key}`,
          `rights for function ${key} must be 4 characters of 0 or 1 (add, edit, delete, view)`,
        );
      }
      return [key, flags];
    }),
  );
  return Object.fromEntries(checked) as Partial<Rights>;
}
