import { AdminFunction, canHandleWarning, type Actor } from '@gps/domain';
import { PAGE_SIZES, calls } from '@gps/contracts';
import { Collections, ownerTimeKeyRange, type WarningDoc } from '@gps/projections';
import type { Filter, Query } from '@gps/read-store';
import { notFound } from '../request/api-error';
import { callerOf, operation } from '../request/operation';
import type { Aggregates } from '../commands/aggregates';
import { requireDevice } from './shared/device-access';
import { eq, inList, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';
import { hiddenKindsNow, warningRow } from './shared/shown-warnings';
import { recordedRequester } from './shared/requester-name';

/** What the warning calls need: the warnings and devices read models, and the warnings' handling. */
export interface WarningOperationDeps {
  commands: Pick<Aggregates, 'warning'>;
  read: ReadModels;
}

interface Period {
  from?: number;
  to?: number;
}

/**
 * The index range of the warnings an actor may see, newest first. A warning belongs to the fleet its
 * device was in when it was raised (as live updates judge it), so a fleet reads its own time key
 * and a device its own; an administrator reads them all by time, or one device's by its key.
 */
function visibleRange(actor: Actor, period: Period, onlyDevice: string | undefined): Query {
  switch (actor.kind) {
    case 'device':
      return ownerTimeKeyRange('deviceTimeKey', actor.serialNumber, period);
    case 'fleet':
      return actor.parentFleetId === null
        ? ownerTimeKeyRange('mainFleetTimeKey', actor.fleetId, period)
        : ownerTimeKeyRange('fleetTimeKey', actor.fleetId, period);
    case 'admin': {
      if (onlyDevice !== undefined) return ownerTimeKeyRange('deviceTimeKey', onlyDevice, period);
      const filters: Filter[] = [];
      if (period.from !== undefined) filters.push({ field: 'timestamp', op: 'gte', value: period.from });
      if (period.to !== undefined) filters.push({ field: 'timestamp', op: 'lt', value: period.to });
      return { filters, sort: [{ field: 'timestamp', direction: 'desc' }] };
    }
  }
}

/** The warning's owner as it was raised: the fleet its device was in then, not the device's today. */
const ownerOf = (doc: WarningDoc) => ({
  serialNumber: doc.deviceSerialNumber,
  fleetId: doc.fleetId,
  parentFleetId: doc.parentFleetId,
});

export const warningOperations = ({ commands, read }: WarningOperationDeps) => [
  operation(calls.getWarnings, {
    access: {
      admin: [
        { functionId: AdminFunction.DEVICE, right: 'view' },
        { functionId: AdminFunction.CUSTOMER, right: 'view' },
      ],
      clients: ['fleet', 'device'],
    },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const devices = input.deviceSerialNumbers ?? [];
      // Each named device must be the caller's, as for every device call (-3 otherwise).
      for (const serial of devices) await requireDevice(read, serial, actor);
      const onlyDevice = devices.length === 1 ? devices[0] : undefined;
      const range = visibleRange(actor, { from: input.startTime, to: input.endTime }, onlyDevice);
      const filters: Filter[] = [...(range.filters ?? [])];
      if (devices.length > 0) filters.push(inList('deviceSerialNumber', devices));
      if (input.kinds) filters.push(inList('kind', input.kinds));
      // The platform's show overspeed / show offline: a hidden kind is never listed, asked for or not.
      const hidden = await hiddenKindsNow(read);
      if (hidden.length > 0) filters.push({ field: 'kind', op: 'nin', value: hidden });
      if (input.handled !== undefined) filters.push(eq('handled', input.handled));
      const page = await read.find(Collections.warnings, {
        filters,
        sort: range.sort,
        page: pageOf(input, PAGE_SIZES.warnings),
      });
      return { total: page.total, rows: page.rows.map((doc) => warningRow(doc, actor)) };
    },
  }),
  operation(calls.handleWarning, {
    access: {
      admin: [
        { functionId: AdminFunction.DEVICE, right: 'edit' },
        { functionId: AdminFunction.CUSTOMER, right: 'edit' },
      ],
      clients: ['fleet', 'device'],
    },
    async run(ctx, input) {
      const caller = callerOf(ctx);
      const warning = await read.get(Collections.warnings, input.warningId);
      // Another tenant's warning, or one of a kind the platform hides, is not theirs to know of.
      // (Administrators' rights are the dispatcher's check, so for them only the kind counts here.)
      const hidden = await hiddenKindsNow(read);
      if (!warning || !canHandleWarning(caller.actor, ownerOf(warning)) || hidden.includes(warning.kind)) {
        throw notFound(`warning ${input.warningId} not found`);
      }
      await commands.warning.execute(ctx, warning.id, {
        type: 'HandleWarning',
        warningId: warning.id,
        serialNumber: warning.deviceSerialNumber,
        note: input.note ?? null,
        handledBy: recordedRequester(caller),
        at: ctx.now,
      });
      const handled = await read.get(Collections.warnings, warning.id);
      if (!handled) throw new Error(`warning ${warning.id} handled but not in the read model`);
      return warningRow(handled, caller.actor);
    },
  }),
];
