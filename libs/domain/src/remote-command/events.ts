import type { CommandFailure } from '@gps/codes';
import type { DomainEvent } from '../decider';
import type {
  RemoteCommandKey,
  RemoteCommandProtocol,
  RemoteCommandValue,
  RemoteRequestDataCode,
  Requester,
} from './keys';

export interface RemoteCommandRequestedData {
  commandId: string;
  serialNumber: string;
  requestDataCode: RemoteRequestDataCode;
  key: RemoteCommandKey;
  /** Normalised: PSW/PHONE/USER text, FREQ 15 | 30, VIBL 0..15, switches 0 | 1, GPS/VBAT null. */
  value: RemoteCommandValue;
  requestNumber: number;
  requestedBy: Requester;
  at: number;
  expiresAt: number;
}

/**
 * The command's device and key, repeated on the events whose text may repeat a PHONE or USER
 * number: the personal-data layer encrypts that text with the device's key, and an event names its
 * own subject (docs/decisions/personal-data.md). Absent from events written before.
 */
export interface CommandOf {
  serialNumber?: string;
  key?: RemoteCommandKey;
}

export type RemoteCommandRequested = DomainEvent<'RemoteCommandRequested', RemoteCommandRequestedData>;
export type RemoteCommandSent = DomainEvent<
  'RemoteCommandSent',
  { protocol: RemoteCommandProtocol; text: string; at: number } & CommandOf
>;
/**
 * `failure` is absent from events recorded before it was (their reasons were all the protocol's:
 * read as `unsupported_command`, docs/decisions/remote-commands.md).
 */
export type RemoteCommandFailed = DomainEvent<
  'RemoteCommandFailed',
  { failure?: CommandFailure; reason: string; at: number }
>;
export type DeviceReplied = DomainEvent<'DeviceReplied', { text: string; at: number } & CommandOf>;
export type RemoteCommandExpired = DomainEvent<'RemoteCommandExpired', { at: number }>;

export type RemoteCommandEvent =
  RemoteCommandRequested | RemoteCommandSent | RemoteCommandFailed | DeviceReplied | RemoteCommandExpired;

export const REMOTE_COMMAND_EVENT_TYPES = [
  'RemoteCommandRequested',
  'RemoteCommandSent',
  'RemoteCommandFailed',
  'DeviceReplied',
  'RemoteCommandExpired',
] as const satisfies readonly RemoteCommandEvent['type'][];
