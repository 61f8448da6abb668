import { ERASED_PERSONAL_DATA } from '@gps/codes';
import type { PersonalDataErased } from '@gps/domain';

/** A customer's erasure (PersonalDataErased) as a projection reads it. */
export type Erasure = PersonalDataErased['data'];

/** The erasure's customer kinds (its accountType). */
export const ERASED_FLEET = 2;
export const ERASED_DEVICE = 3;

/**
 * The document with its personal fields erased: each that held something reads
 * ERASED_PERSONAL_DATA, as the same field reads in a rebuild from the log once the key is gone
 * (null and '' were never encrypted, so they stay what they are).
 */
export function withErased<T extends object>(doc: T, fields: readonly (keyof T)[]): T {
  const erased: Partial<T> = {};
  for (const field of fields) {
    const value = doc[field];
    if (value !== null && value !== undefined && value !== '') {
      erased[field] = ERASED_PERSONAL_DATA as T[keyof T];
    }
  }
  return { ...doc, ...erased };
}
