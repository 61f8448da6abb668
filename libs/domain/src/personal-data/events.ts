import type { DomainEvent } from '../decider';

/**
 * A customer's personal data was erased: the key of `generation` destroyed, so every field it
 * encrypted reads ERASED_PERSONAL_DATA. Carries no personal data itself. Stream
 * `personaldata-<subject>` (docs/decisions/personal-data.md).
 */
export interface PersonalDataErasedData {
  /** `fleet-<fleetId>` or `device-<serialNumber>`. */
  subject: string;
  /** 2 fleet, 3 single device. */
  accountType: 2 | 3;
  /** The fleet id or the serial number. */
  accountId: string;
  /** The key generation destroyed (1 the first key). */
  generation: number;
  at: number;
  /** The administrator's account id. */
  by: string;
}

export type PersonalDataErased = DomainEvent<'PersonalDataErased', PersonalDataErasedData>;
export type PersonalDataEvent = PersonalDataErased;

export const PERSONAL_DATA_EVENT_TYPES = [
  'PersonalDataErased',
] as const satisfies readonly PersonalDataEvent['type'][];
