/**
 * The /api contract's legacy field names (the spec's) and the names the domain and the read models
 * use, in one table: the operations map a call's input to its command with it, and name the call's
 * field back in messages.
 */
export const API_FIELD_RENAMES = {
  simCardNumber: 'simNumber',
  isCarElectricity: 'carElectricity',
  /** Passwords arrive as a digest and are kept as a salted hash of it. */
  password: 'passwordHash',
} as const;
export type ApiFieldName = keyof typeof API_FIELD_RENAMES;

const API_NAME_OF: Record<string, string> = Object.fromEntries(
  Object.entries(API_FIELD_RENAMES).map(([api, domain]) => [domain, api]),
);

/** A command's field by the name the /api caller knows it, for messages. */
export function apiFieldName(field: string): string {
  return API_NAME_OF[field] ?? field;
}
