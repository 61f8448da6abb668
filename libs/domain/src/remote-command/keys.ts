/**
 * The spec's remote key codes (customer area, section 9). Kept here rather than imported from
 * `@gps/protocols`: the domain imports nothing of ours. The rules mirror the codec's
 * (`libs/protocols/src/commands/validate.ts`), so a request the domain accepts, the codec can encode.
 */
export const REMOTE_COMMAND_KEYS = [
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
] as const;
export type RemoteCommandKey = (typeof REMOTE_COMMAND_KEYS)[number];

/** Keys that set a phone number (the device's own SIM, the owner's phone). */
export type PhoneKey = 'PHONE' | 'USER';
/** On/off switches: vibration alarm, low-battery alarm, power-cut alarm, power-saving sleep. */
export type SwitchKey = 'VIB' | 'LBVON' | 'POF' | 'SLEEP';
/** Queries: they carry no value. */
export type QueryKey = 'GPS' | 'VBAT';

/** The spec's menu codes for the remote-command call (`requestDataCode`). */
export const REMOTE_REQUEST_DATA_CODES = [12, 13] as const;
export type RemoteRequestDataCode = (typeof REMOTE_REQUEST_DATA_CODES)[number];

/** Spec: 30 s is "normal", 15 s is "fast". */
export const FREQ_SECONDS = { normal: 30, fast: 15 } as const;
export type FreqSeconds = 15 | 30;

export const VIBL_RANGE = { min: 0, max: 15 } as const;

export const REMOTE_COMMAND_LIMITS = {
  /** PSW: 1..16 letters or digits. */
  password: /^[A-Za-z0-9]{1,16}$/,
  /** PHONE / USER: optional +, then 3..20 digits. */
  phone: /^\+?\d{3,20}$/,
  /** GT06 server flag / H02 sequence: an unsigned 32-bit number. */
  requestNumberMax: 0xffff_ffff,
  /** Command text as written to the device. */
  sentTextMax: 1024,
  /** A device's reply text. */
  replyTextMax: 4096,
  failureReasonMax: 500,
} as const;

/** What a caller may send as the value (legacy callers send switches as 1/0, FREQ as a word). */
export type RemoteCommandInput = string | number | boolean | null;

/**
 * The value as recorded: PSW/PHONE/USER text, FREQ seconds, VIBL level, switches 0/1, queries null.
 */
export type RemoteCommandValue = string | number | null;

/** OsmAnd clients take a command as GT06-style text in the body of the answer to their report. */
export type RemoteCommandProtocol = 'gt06' | 'h02' | 'osmand';
export const REMOTE_COMMAND_PROTOCOLS: readonly RemoteCommandProtocol[] = ['gt06', 'h02', 'osmand'];

export type RequesterKind = 'admin' | 'fleet' | 'device';
export const REQUESTER_KINDS: readonly RequesterKind[] = ['admin', 'fleet', 'device'];

export interface Requester {
  kind: RequesterKind;
  /** The admin account id, the fleet id or the device serial number. */
  id: string;
}
