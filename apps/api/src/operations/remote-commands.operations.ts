import { FREQ_SECONDS } from '@gps/codes';
import { createHash } from 'node:crypto';
import { canSendCommands, AdminFunction, remoteCommandDecider, streams, type Requester } from '@gps/domain';
import { REMOTE_COMMAND_LOG_MAX, ResponseCode, calls } from '@gps/contracts';
import { Collections, micros, ownerTimeKeyRange } from '@gps/projections';
import { accessDenied, ApiError } from '../application/api-error';
import { commandLogRows, type CommandLogRow } from '../application/command-log';
import { deviceFacts, requireDevice } from '../application/device-access';
import { callerOf, operation, type OperationContext } from '../application/operation';
import { createdIdFor } from '../infrastructure/ids';

const clients = ['fleet', 'device'] as const;
const DAY_MS = 86_400_000;

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

async function logEntry(ctx: OperationContext, commandId: string): Promise<CommandLogRow> {
  const doc = await ctx.platform.read.get(Collections.remoteCommands, commandId);
  if (!doc) throw new ApiError(ResponseCode.FAILURE, 'the command was recorded but is not readable yet');
  const [row] = await commandLogRows(ctx, [doc]);
  return row;
}

export const remoteCommandOperations = [
  operation(calls.remoteCommand, {
    access: { admin: { functionId: AdminFunction.CUSTOMER, right: 'edit' }, clients: [...clients] },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const device = await requireDevice(ctx, input.deviceSerialNumber, actor);
      if (!canSendCommands(actor, deviceFacts(device))) {
        throw accessDenied('sending commands needs the send-commands permission for this device');
      }
      const commandId = createdIdFor(ctx.commandId);
      const { events } = await ctx.platform.execute(
        ctx,
        remoteCommandDecider,
        streams.remoteCommand(commandId),
        {
          type: 'RequestRemoteCommand',
          commandId,
          serialNumber: device.deviceSerialNumber,
          requestDataCode: input.requestDataCode,
          key: input.key,
          value: input.value,
          requestNumber: requestNumberOf(commandId),
          requestedBy: requesterOf(ctx),
          at: ctx.now,
          expiresAt: ctx.now + ctx.platform.config.devices.commandTtlMs,
        },
      );
      const entry = await logEntry(ctx, commandId);
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
      const device = await requireDevice(ctx, input.deviceSerialNumber, callerOf(ctx).actor);
      const to = input.endTime ?? micros(ctx.now) + 1;
      const from = input.startTime ?? Math.max(0, to - micros(DAY_MS));
      const range = ownerTimeKeyRange('deviceTimeKey', device.deviceSerialNumber, { from, to });
      const page = await ctx.platform.read.find(Collections.remoteCommands, {
        filters: range.filters,
        sort: range.sort,
        page: { index: 0, rows: REMOTE_COMMAND_LOG_MAX },
      });
      return { total: page.total, rows: await commandLogRows(ctx, page.rows) };
    },
  }),
];
