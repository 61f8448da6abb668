import { AdminFunction, type Actor } from '@gps/domain';
import { PAGE_SIZES, calls } from '@gps/contracts';
import { Collections, ownerTimeKeyRange } from '@gps/projections';
import type { Filter, Query } from '@gps/read-store';
import { callerOf, operation } from '../request/operation';
import { requireDevice } from './shared/device-access';
import { inList, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';

/** What the warning calls need: the warnings and devices read models. */
export interface WarningOperationDeps {
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

export const warningOperations = ({ read }: WarningOperationDeps) => [
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
      return read.find(Collections.warnings, {
        filters,
        sort: range.sort,
        page: pageOf(input, PAGE_SIZES.warnings),
      });
    },
  }),
];
