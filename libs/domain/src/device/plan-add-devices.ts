import { serialNumberProblem } from './serial-number-rules';

export interface AddDevicesPlan {
  /** Serials to add, in input order, each once. */
  valid: string[];
  /** Already registered, or repeated within the batch (each listed once). */
  duplicates: string[];
  /** Refused by the serial number rule for new devices (each listed once). */
  invalid: string[];
}

/**
 * Sorts a batch-add request before any command runs, so the caller can report every problem at
 * once. Entries are trimmed (they come from pasted lists) and blank entries are skipped.
 */
export function planAddDevices(serials: readonly string[], existing: ReadonlySet<string>): AddDevicesPlan {
  const valid = new Set<string>();
  const duplicates = new Set<string>();
  const invalid = new Set<string>();
  for (const raw of serials) {
    // JSON callers may send numbers; a number that lost digits to float precision fails below.
    const serial = String(raw).trim();
    if (serial === '') continue;
    if (serialNumberProblem(serial)) invalid.add(serial);
    else if (existing.has(serial) || valid.has(serial)) duplicates.add(serial);
    else valid.add(serial);
  }
  return { valid: [...valid], duplicates: [...duplicates], invalid: [...invalid] };
}
