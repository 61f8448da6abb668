/**
 * The /api contract's legacy field names (the spec's), in one table: for each, the name the domain's
 * command takes and the name the answer (the read model) shows. The operations map a call's input to
 * its command with it and name a refused field back in messages; an editor fills its form from an
 * answer and sends the changes under the call's names.
 */
export const API_FIELD_RENAMES = {
  simCardNumber: { command: 'simNumber', answer: 'simNumber' },
  isCarElectricity: { command: 'carElectricity', answer: 'carElectricity' },
  ownerName: { command: 'ownerName', answer: 'deviceOwnerName' },
  ownerPhone: { command: 'ownerPhone', answer: 'phoneNumber' },
  /** A digest arrives; a salted hash of it is kept, and the answer only says whether there is one. */
  password: { command: 'passwordHash', answer: 'hasPassword' },
} as const;
export type ApiFieldName = keyof typeof API_FIELD_RENAMES;

const API_NAME_OF_COMMAND: Record<string, string> = Object.fromEntries(
  Object.entries(API_FIELD_RENAMES).map(([api, { command }]) => [command, api]),
);

/** A command's field by the name the /api caller knows it, for messages. */
export function apiFieldName(field: string): string {
  return API_NAME_OF_COMMAND[field] ?? field;
}
