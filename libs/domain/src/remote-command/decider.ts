import type { Decider } from '../decider';
import { DomainError, refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import { identifier, serialNumber } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { oneOf, timestamp } from '../validation/numbers';
import type {
  ExpireCommand,
  MarkCommandFailed,
  MarkCommandSent,
  RecordDeviceReply,
  RemoteCommandCommand,
  RequestRemoteCommand,
} from './commands';
import type {
  CommandOf,
  DeviceReplied,
  RemoteCommandEvent,
  RemoteCommandExpired,
  RemoteCommandFailed,
  RemoteCommandRequested,
  RemoteCommandSent,
} from './events';
import { REMOTE_COMMAND_LIMITS, REMOTE_COMMAND_PROTOCOLS, REMOTE_REQUEST_DATA_CODES } from './keys';
import type { RemoteCommandRecord, RemoteCommandState, RemoteCommandStatus } from './state';
import {
  deviceText,
  failureCode,
  failureReason,
  remoteCommandKey,
  remoteCommandValue,
  requestNumber,
  requester,
} from './validation';

const ABSENT: RemoteCommandState = { status: 'absent' };

function moved(state: RemoteCommandState, status: RemoteCommandStatus, patch: Partial<RemoteCommandRecord>) {
  return state.status === 'absent' ? state : { status, value: { ...state.value, ...patch } };
}

function evolve(state: RemoteCommandState, e: RemoteCommandEvent): RemoteCommandState {
  switch (e.type) {
    case 'RemoteCommandRequested':
      return {
        status: 'queued',
        value: { ...e.data, sent: null, reply: null, failure: null, expiredAt: null },
      };
    case 'RemoteCommandSent':
      return moved(state, 'sent', { sent: { protocol: e.data.protocol, text: e.data.text, at: e.data.at } });
    case 'DeviceReplied':
      return moved(state, 'replied', { reply: { text: e.data.text, at: e.data.at } });
    case 'RemoteCommandFailed':
      return moved(state, 'failed', { failure: { ...e.data } });
    case 'RemoteCommandExpired':
      return moved(state, 'expired', { expiredAt: e.data.at });
    default:
      return state;
  }
}

/** The live record, or not_found for a command never requested. */
function existing(
  state: RemoteCommandState,
  commandId: string,
): {
  status: RemoteCommandStatus;
  value: RemoteCommandRecord;
} {
  if (state.status === 'absent') {
    throw new DomainError('not_found', `remote command ${commandId} not found`, { id: commandId });
  }
  return state;
}

/** The device and key its sent text and reply are recorded with (CommandOf). */
const commandOf = ({ serialNumber, key }: RemoteCommandRecord): Required<CommandOf> => ({
  serialNumber,
  key,
});

function illegal(commandId: string, status: RemoteCommandStatus, action: string): never {
  throw refusal(
    'conflict',
    'command_finished',
    `remote command ${commandId} is ${status}: cannot ${action}`,
    {
      id: commandId,
      status,
    },
  );
}

function request(c: RequestRemoteCommand, state: RemoteCommandState): RemoteCommandEvent[] {
  const commandId = identifier('commandId', c.commandId);
  const serial = serialNumber('serialNumber', c.serialNumber);
  const requestDataCode = oneOf('requestDataCode', c.requestDataCode, REMOTE_REQUEST_DATA_CODES);
  const key = remoteCommandKey(c.key);
  const value = remoteCommandValue(key, c.value);
  const number = requestNumber(c.requestNumber);
  const requestedBy = requester(c.requestedBy);
  const at = timestamp('at', c.at);
  const expiresAt = timestamp('expiresAt', c.expiresAt);
  if (expiresAt <= at) {
    invalid('expiresAt', 'expiresAt must be later than at', 'too_early');
  }
  if (state.status !== 'absent') {
    throw refusal('conflict', 'already_exists', `remote command ${commandId} already exists`, {
      id: commandId,
    });
  }
  return [
    event<RemoteCommandRequested>('RemoteCommandRequested', {
      commandId,
      serialNumber: serial,
      requestDataCode,
      key,
      value,
      requestNumber: number,
      requestedBy,
      at,
      expiresAt,
    }),
  ];
}

function markSent(c: MarkCommandSent, state: RemoteCommandState): RemoteCommandEvent[] {
  const current = existing(state, c.commandId);
  const at = timestamp('at', c.at);
  const protocol = oneOf('protocol', c.protocol, REMOTE_COMMAND_PROTOCOLS);
  const text = deviceText('text', c.text, REMOTE_COMMAND_LIMITS.sentTextMax, false);
  switch (current.status) {
    case 'queued':
      return [
        event<RemoteCommandSent>('RemoteCommandSent', { protocol, text, at, ...commandOf(current.value) }),
      ];
    // Delivery is at least once, and a quick reply can be recorded before the gateway's mark.
    case 'sent':
    case 'replied':
      return [];
    default:
      return illegal(c.commandId, current.status, 'be marked sent');
  }
}

function markFailed(c: MarkCommandFailed, state: RemoteCommandState): RemoteCommandEvent[] {
  const current = existing(state, c.commandId);
  const at = timestamp('at', c.at);
  const failure = failureCode(c.failure);
  const reason = failureReason(c.reason);
  switch (current.status) {
    case 'queued':
    case 'sent':
      return [event<RemoteCommandFailed>('RemoteCommandFailed', { failure, reason, at })];
    case 'failed':
      return [];
    default:
      return illegal(c.commandId, current.status, 'fail');
  }
}

function reply(c: RecordDeviceReply, state: RemoteCommandState): RemoteCommandEvent[] {
  const current = existing(state, c.commandId);
  const at = timestamp('at', c.at);
  const text = deviceText('text', c.text, REMOTE_COMMAND_LIMITS.replyTextMax, true);
  switch (current.status) {
    case 'queued':
    case 'sent':
      return [event<DeviceReplied>('DeviceReplied', { text, at, ...commandOf(current.value) })];
    case 'replied':
      return [];
    default:
      return illegal(c.commandId, current.status, 'record a reply');
  }
}

function expire(c: ExpireCommand, state: RemoteCommandState): RemoteCommandEvent[] {
  const current = existing(state, c.commandId);
  const at = timestamp('at', c.at);
  switch (current.status) {
    case 'queued':
    case 'sent':
      if (at < current.value.expiresAt) {
        throw refusal(
          'conflict',
          'command_not_expired',
          `remote command ${c.commandId} has not expired yet`,
          {
            id: c.commandId,
            expiresAt: current.value.expiresAt,
          },
        );
      }
      return [event<RemoteCommandExpired>('RemoteCommandExpired', { at })];
    case 'expired':
      return [];
    default:
      return illegal(c.commandId, current.status, 'expire');
  }
}

function decide(command: RemoteCommandCommand, state: RemoteCommandState): RemoteCommandEvent[] {
  switch (command.type) {
    case 'RequestRemoteCommand':
      return request(command, state);
    case 'MarkCommandSent':
      return markSent(command, state);
    case 'MarkCommandFailed':
      return markFailed(command, state);
    case 'RecordDeviceReply':
      return reply(command, state);
    case 'ExpireCommand':
      return expire(command, state);
    default:
      return unknownCommand(command);
  }
}

/** One remote command, stream `remotecommand-<commandId>`: queued -> sent -> replied | failed | expired. */
export const remoteCommandDecider: Decider<RemoteCommandCommand, RemoteCommandEvent, RemoteCommandState> = {
  initialState: ABSENT,
  evolve,
  decide,
};
