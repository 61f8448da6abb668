import { isOneOf, type CodeOf } from './code-set';

/** The spec's remote key codes (customer area, section 9): the remote page's query, set and switch entries. */
export const REMOTE_COMMAND_KEYS = Object.freeze([
  'PSW',
  'PHONE',
  'USER',
  'FREQ',
  'VIB',
  'VIBL',
  'LBVON',
  'POF',
  'GPS',
  'VBAT',
  'SLEEP',
] as const);
export type RemoteCommandKey = (typeof REMOTE_COMMAND_KEYS)[number];
export const isRemoteCommandKey = isOneOf(REMOTE_COMMAND_KEYS);

/** Queries: they carry no value. */
export const QUERY_KEYS = Object.freeze(['GPS', 'VBAT'] as const satisfies readonly RemoteCommandKey[]);
export type QueryKey = (typeof QUERY_KEYS)[number];
/** Keys that set a phone number (the device's own SIM, the owner's phone). */
export const PHONE_KEYS = Object.freeze(['PHONE', 'USER'] as const satisfies readonly RemoteCommandKey[]);
export type PhoneKey = (typeof PHONE_KEYS)[number];
/** Keys that set a value: the password, the phones, the report interval, the vibration sensitivity. */
export const SET_KEYS = Object.freeze([
  'PSW',
  ...PHONE_KEYS,
  'FREQ',
  'VIBL',
] as const satisfies readonly RemoteCommandKey[]);
/** On/off switches: vibration alarm, low-battery alarm, power-cut alarm, power-saving sleep. */
export const SWITCH_KEYS = Object.freeze([
  'VIB',
  'LBVON',
  'POF',
  'SLEEP',
] as const satisfies readonly RemoteCommandKey[]);
export type SwitchKey = (typeof SWITCH_KEYS)[number];

/** The spec's menu codes for the remote-command call (`requestDataCode`): 12 from the query tab, 13 otherwise. */
export const RequestDataCode = Object.freeze({ QUERY: 12, COMMAND: 13 } as const);
export type RemoteRequestDataCode = CodeOf<typeof RequestDataCode>;
export const REMOTE_REQUEST_DATA_CODES = Object.freeze([
  RequestDataCode.QUERY,
  RequestDataCode.COMMAND,
] as const);

/** FREQ, the report interval: the spec's 30 s is "normal", 15 s "fast". */
export const FREQ_SECONDS = Object.freeze({ normal: 30, fast: 15 } as const);
export type FreqSeconds = CodeOf<typeof FREQ_SECONDS>;
export type FreqChoice = keyof typeof FREQ_SECONDS;

/** VIBL, the vibration sensitivity: 0 is the most sensitive, 15 the least. */
export const VIBL_RANGE = Object.freeze({ min: 0, max: 15 } as const);

/** PSW: 1..16 letters or digits. */
export const DEVICE_PASSWORD_PATTERN = /^[A-Za-z0-9]{1,16}$/;
/** PHONE / USER: optional +, then 3..20 digits. */
export const PHONE_NUMBER_PATTERN = /^\+?\d{3,20}$/;

/** A remote command's life: queued for its device, sent, then replied, failed or expired. */
export const REMOTE_COMMAND_STATUSES = Object.freeze([
  'queued',
  'sent',
  'replied',
  'failed',
  'expired',
] as const);
export type RemoteCommandStatus = (typeof REMOTE_COMMAND_STATUSES)[number];
/** Statuses of a command still waiting for its device (queued) or its reply (sent). */
export const OPEN_COMMAND_STATUSES = Object.freeze([
  'queued',
  'sent',
] as const satisfies readonly RemoteCommandStatus[]);
export const isOpenCommandStatus = isOneOf(OPEN_COMMAND_STATUSES);

/**
 * Why a command failed, as a code the pages translate (the event's `reason` keeps the technical
 * text for the audit): the device's protocol has no such command, cannot carry the value, or cannot
 * address the device; or the number it carried was erased with its owner's personal data.
 */
export const COMMAND_FAILURES = Object.freeze([
  'unsupported_command',
  'invalid_value',
  'invalid_target',
  'personal_data_erased',
] as const);
export type CommandFailure = (typeof COMMAND_FAILURES)[number];
