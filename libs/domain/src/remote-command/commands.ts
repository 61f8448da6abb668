import type { CommandFailure } from '@gps/codes';
import type {
  RemoteCommandInput,
  RemoteCommandKey,
  RemoteCommandProtocol,
  RemoteRequestDataCode,
  Requester,
} from './keys';

/** Queue a remote command for a device. Stream `remotecommand-<commandId>`. */
export interface RequestRemoteCommand {
  type: 'RequestRemoteCommand';
  /** Chosen by the handler (a UUID). */
  commandId: string;
  serialNumber: string;
  /** 12 or 13: the spec's menu codes. */
  requestDataCode: RemoteRequestDataCode;
  key: RemoteCommandKey;
  /** Absent (or null) for the GPS and VBAT queries. */
  value?: RemoteCommandInput;
  /** uint32, chosen by the handler; GT06 echoes it back as the server flag. */
  requestNumber: number;
  requestedBy: Requester;
  at: number;
  /** Epoch ms; must be later than `at`. */
  expiresAt: number;
}

/** The gateway wrote the command to the device (at least once: a repeat is a no-op). */
export interface MarkCommandSent {
  type: 'MarkCommandSent';
  commandId: string;
  at: number;
  protocol: RemoteCommandProtocol;
  /** The command text as written. */
  text: string;
}

/** The command cannot be delivered (e.g. the device's protocol cannot express it). */
export interface MarkCommandFailed {
  type: 'MarkCommandFailed';
  commandId: string;
  at: number;
  /** Why, as a code the pages translate. */
  failure: CommandFailure;
  /** Why, in technical words, for the audit. */
  reason: string;
}

export interface RecordDeviceReply {
  type: 'RecordDeviceReply';
  commandId: string;
  at: number;
  text: string;
}

/** Sent by a sweeper once `expiresAt` has passed without a reply. */
export interface ExpireCommand {
  type: 'ExpireCommand';
  commandId: string;
  at: number;
}

export type RemoteCommandCommand =
  RequestRemoteCommand | MarkCommandSent | MarkCommandFailed | RecordDeviceReply | ExpireCommand;
