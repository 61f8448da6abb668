import { FREQ_SECONDS } from '@gps/codes';
import { createHash } from 'node:crypto';
import { assertServiceTakesCommands, canSendCommands, AdminFunction, type Requester } from '@gps/domain';
import { REMOTE_COMMAND_LOG_MAX, ResponseCode, calls } from '@gps/contracts';
import { Collections, micros, ownerTimeKeyRange } from '@gps/projections';
import { accessDenied, ApiError } from '../request/api-error';
import { commandLogRows, type CommandLogRow } from './shared/command-log';
import { deviceFacts, requireDevice } from './shared/device-access';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { createdIdFor } from '../infrastructure/ids';
import type { ReadModels } from './shared/read-models';
import type { Aggregates } from '../commands/aggregates';

const clients = ['fleet', 'device'] as const;
const DAY_MS = 86_400_000;

/** What the remote command calls need. */
export interface RemoteCommandOperationDeps {
  commands: Pick<Aggregates, 'remoteCommand'>;
  read: ReadModels;
  /** How long a queued command waits for its device (COMMAND_TTL_SECONDS). */
  commandTtlMs: number;
}

/** The spec's advice on the fast frequency, returned with a FREQ 15 s command. */
export const FAST_FREQUENCY_WARNING =
  'Fast reporting (15 s) uses more power; it is not advised for a device running more than 13 hours a day.';

/** GT06 echoes it as the server flag; derived from the command id so a retried call reuses it. */
function requestNumberOf(commandId: string): number {
  return parseInt(createHash('sha256').update(commandId).digest('hex').slice(0, 8), 16);
}

function requesterOf(ctx: OperationContext): Requester {
  const caller = callerOf(ctx);
  return { kind: caller.actor.kind, id: caller.subjectId };
}

async function logEntry(read: ReadModels, ctx: OperationContext, commandId: string): Promise<CommandLogRow> {
  const doc = await read.get(Collections.remoteCommands, commandId);
  if (!doc) throw new ApiError(ResponseCode.FAILURE, 'the command was recorded but is not readable yet');
  const [row] = await commandLogRows(read, callerOf(ctx).actor, [doc]);
  return row;
}

export const remoteCommandOperations = ({ commands, read, commandTtlMs }: RemoteCommandOperationDeps) => [
  operation(calls.remoteCommand, {
    access: { admin: { functionId: AdminFunction.CUSTOMER, right: 'edit' }, clients: [...clients] },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const device = await requireDevice(read, input.deviceSerialNumber, actor);
      if (!canSendCommands(actor, deviceFacts(device))) {
        throw accessDenied(
          'sending commands needs the send-commands permission for this device',
          'no_send_commands',
        );
      }
      assertServiceTakesCommands(device.deviceSerialNumber, device.serviceStatusCode);
      const commandId = createdIdFor(ctx.commandId);
      const { events } = await commands.remoteCommand.execute(ctx, commandId, {
        type: 'RequestRemoteCommand',
        commandId,
        serialNumber: device.deviceSerialNumber,
        requestDataCode: input.requestDataCode,
        key: input.key,
        value: input.value,
        requestNumber: requestNumberOf(commandId),
        requestedBy: requesterOf(ctx),
        at: ctx.now,
        expiresAt: ctx.now + commandTtlMs,
      });
      const entry = await logEntry(read, ctx, commandId);
      const fast = entry.key === 'FREQ' && entry.value === FREQ_SECONDS.fast;
      // A retried call (same requestId) wrote nothing now and answers the entry as it stands.
      return { ...entry, warning: fast ? FAST_FREQUENCY_WARNING : null, queuedNow: events.length > 0 };
    },
  }),
  operation(calls.getDeviceSendCommandLog, {
    access: {
      admin: [
        { functionId: AdminFunction.DEVICE, right: 'view' },
        { functionId: AdminFunction.CUSTOMER, right: 'view' },
      ],
      clients: [...clients],
    },
    async run(ctx, input) {
      const viewer = callerOf(ctx).actor;
      const device = await requireDevice(read, input.deviceSerialNumber, viewer);
      const to = input.endTime ?? micros(ctx.now) + 1;
      const from = input.startTime ?? Math.max(0, to - micros(DAY_MS));
      const range = ownerTimeKeyRange('deviceTimeKey', device.deviceSerialNumber, { from, to });
      const page = await read.find(Collections.remoteCommands, {
        filters: range.filters,
        sort: range.sort,
        page: { index: 0, rows: REMOTE_COMMAND_LOG_MAX },
      });
      return { total: page.total, rows: await commandLogRows(read, viewer, page.rows) };
    },
  }),
];
