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

export type RemoteCommandRequested = DomainEvent<'RemoteCommandRequested', RemoteCommandRequestedData>;
export type RemoteCommandSent = DomainEvent<
  'RemoteCommandSent',
  { protocol: RemoteCommandProtocol; text: string; at: number }
>;
export type RemoteCommandFailed = DomainEvent<'RemoteCommandFailed', { reason: string; at: number }>;
export type DeviceReplied = DomainEvent<'DeviceReplied', { text: string; at: number }>;
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
