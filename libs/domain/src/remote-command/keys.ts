import {
  ACCOUNT_KINDS,
  DEVICE_PASSWORD_PATTERN,
  DEVICE_PROTOCOLS,
  FREQ_SECONDS,
  PHONE_NUMBER_PATTERN,
  REMOTE_COMMAND_KEYS,
  REMOTE_REQUEST_DATA_CODES,
  VIBL_RANGE,
  type AccountKind,
  type DeviceProtocol,
  type FreqSeconds,
  type PhoneKey,
  type QueryKey,
  type RemoteCommandKey,
  type RemoteRequestDataCode,
  type SwitchKey,
} from '@gps/codes';

/**
 * The spec's remote keys, their groups, menu codes and value ranges are code sets of @gps/codes,
 * which the command codecs (`libs/protocols/src/commands/validate.ts`) read too, so a request the
 * domain accepts, the codec can encode.
 */
export {
  FREQ_SECONDS,
  REMOTE_COMMAND_KEYS,
  REMOTE_REQUEST_DATA_CODES,
  VIBL_RANGE,
  type FreqSeconds,
  type PhoneKey,
  type QueryKey,
  type RemoteCommandKey,
  type RemoteRequestDataCode,
  type SwitchKey,
};

export const REMOTE_COMMAND_LIMITS = {
  password: DEVICE_PASSWORD_PATTERN,
  phone: PHONE_NUMBER_PATTERN,
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
export type RemoteCommandProtocol = DeviceProtocol;
export const REMOTE_COMMAND_PROTOCOLS: readonly RemoteCommandProtocol[] = DEVICE_PROTOCOLS;

/** A requester is one of the account kinds (@gps/codes). */
export type RequesterKind = AccountKind;
export const REQUESTER_KINDS: readonly RequesterKind[] = ACCOUNT_KINDS;

export interface Requester {
  kind: RequesterKind;
  /** The admin account id, the fleet id or the device serial number. */
  id: string;
}
