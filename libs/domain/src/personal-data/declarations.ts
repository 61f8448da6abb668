import { PHONE_KEYS } from '@gps/codes';
import { personalDataSubject, type PersonalDataSubject } from './subjects';

/** What the personal-data layer knows of an event: enough to name its subject. */
export interface SubjectSource {
  streamId: string;
  data: Record<string, unknown>;
}

/** The personal fields of one event type and whose they are. */
export interface PersonalFields {
  /** Dotted paths into the event's data (`changes.email`, `invoice.email`). */
  readonly fields: readonly string[];
  /** The subject whose key encrypts them; undefined: the event names nobody (nothing encrypted). */
  subject(event: SubjectSource): PersonalDataSubject | undefined;
}

const FLEET_FIELDS = ['contact', 'phoneNumber', 'address', 'email'] as const;
const DEVICE_FIELDS = ['ownerName', 'ownerPhone', 'email'] as const;

const ownStream = (event: SubjectSource): PersonalDataSubject => event.streamId;
const changed = (fields: readonly string[]): string[] => fields.map((f) => `changes.${f}`);

/** A feedback report's contact is its customer's: a fleet's, or a single device's. */
function reportSubject({ data }: SubjectSource): PersonalDataSubject | undefined {
  if (typeof data.accountId !== 'string') return undefined;
  if (data.accountType === 2) return personalDataSubject.fleet(data.accountId);
  if (data.accountType === 3) return personalDataSubject.device(data.accountId);
  return undefined;
}

/**
 * A PHONE or USER command's number (the value, the text sent, a reply that may echo it) is whoever
 * the tracker calls or texts: the device's customer's. Other keys carry no person's data.
 */
function phoneCommandSubject({ data }: SubjectSource): PersonalDataSubject | undefined {
  const personal = (PHONE_KEYS as readonly unknown[]).includes(data.key);
  return personal && typeof data.serialNumber === 'string'
    ? personalDataSubject.device(data.serialNumber)
    : undefined;
}

/**
 * An order's invoice details are its buyer's: the devices' fleet, or, for a single device's own
 * order (no fleet), that device.
 */
function orderSubject({ data }: SubjectSource): PersonalDataSubject | undefined {
  if (typeof data.fleetId === 'string') return personalDataSubject.fleet(data.fleetId);
  const lines = Array.isArray(data.lines) ? (data.lines as { serialNumber?: unknown }[]) : [];
  const serial = lines[0]?.serialNumber;
  return typeof serial === 'string' ? personalDataSubject.device(serial) : undefined;
}

/**
 * Every event type that carries a person's name, phone number, e-mail or postal address, by type:
 * the personal-data decorator encrypts these fields with the subject's key on append and opens
 * them on read. docs/decisions/personal-data.md says why each is (or is not) here.
 */
export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFields>> = Object.freeze({
  FleetCreated: { fields: FLEET_FIELDS, subject: ownStream },
  FleetEdited: { fields: changed(FLEET_FIELDS), subject: ownStream },
  DeviceEdited: { fields: changed(DEVICE_FIELDS), subject: ownStream },
  ReportAdded: { fields: ['contact', 'contactMethod'], subject: reportSubject },
  OrderPlaced: { fields: ['invoice.email', 'invoice.carrier'], subject: orderSubject },
  RemoteCommandRequested: { fields: ['value'], subject: phoneCommandSubject },
  RemoteCommandSent: { fields: ['text'], subject: phoneCommandSubject },
  DeviceReplied: { fields: ['text'], subject: phoneCommandSubject },
});

/**
 * Event types whose fields are named like personal data but are not a customer's, each with why.
 * The catalogue test (libs/domain/test/personal-data.test.ts) requires every such type to be
 * declared above or here.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = Object.freeze({
  AccountCreated:
    "An administrator's e-mail: the operator's staff, a work address kept under their employment; administrators are not subjects (the erase call has no administrator type) and deleting the account removes it from the read models.",
  AccountEdited: "An administrator's e-mail, as AccountCreated.",
  DeviceAddressConverted: 'A counted address conversion: no address is kept in it.',
  AddressPlanExtended: "The address-conversion plan's expiry: a plan, not a postal address.",
  ServiceTakenBack: "`kind: 'address'` names the address-conversion plan, not a postal address.",
  SystemSettingChanged: 'Address-conversion settings and quotas: no person in them.',
  AdminActionLogged:
    "The request's network address (ip): not a postal address; the system log's security record, kept as it is.",
  ReportEdited:
    "The state 'contacted' and the administrator's note: the customer's contact is in ReportAdded.",
});
