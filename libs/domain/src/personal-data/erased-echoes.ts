import { ERASED_PERSONAL_DATA } from '@gps/codes';

/**
 * After an erasure a record's personal fields read "[erased]", and a form that sends the whole
 * record back (legacy clients do) echoes it: such a field is unchanged, not a new phone number or
 * e-mail that fails its format, so it is left out of the edit before validation.
 */
export function withoutErasedEchoes<C extends object>(
  command: C,
  current: object,
  fields: readonly (keyof C & string)[],
): C {
  let kept = command;
  for (const field of fields) {
    const now = (current as Record<string, unknown>)[field];
    if (command[field] === ERASED_PERSONAL_DATA && now === ERASED_PERSONAL_DATA) {
      kept = { ...kept, [field]: undefined };
    }
  }
  return kept;
}
