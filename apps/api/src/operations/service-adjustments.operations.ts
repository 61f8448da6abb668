import { AdminFunction } from '@gps/domain';
import { calls, PAGE_SIZES } from '@gps/contracts';
import { Collections, type ServiceAdjustmentDoc } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import type { Aggregates } from '../commands/aggregates';
import { eventIdFor } from '../infrastructure/ids';
import { notFound } from '../request/api-error';
import { callerOf, operation } from '../request/operation';
import { eq, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';

/** Manual adjustments are the finance function's (docs/decisions/service-lifecycle.md). */
const FINANCE = AdminFunction.FINANCE;

/** What the manual adjustment calls need. */
export interface ServiceAdjustmentOperationDeps {
  commands: Pick<Aggregates, 'device'>;
  read: ReadModels;
}

/** A stored adjustment as the calls answer it (the seq is the store's order only). */
function adjustmentRow({ seq: _seq, ...row }: ServiceAdjustmentDoc) {
  return row;
}

export const serviceAdjustmentOperations = ({ commands, read }: ServiceAdjustmentOperationDeps) => [
  operation(calls.manualAdjustService, {
    access: { admin: { functionId: FINANCE, right: 'edit' } },
    async run(ctx, { deviceSerialNumber, serviceExpiredDate, reason }) {
      const caller = callerOf(ctx);
      const device = await read.get(Collections.devices, deviceSerialNumber);
      if (!device) throw notFound(`device ${deviceSerialNumber} not found`);
      await commands.device.execute(ctx, device.deviceSerialNumber, {
        type: 'AdjustService',
        serialNumber: device.deviceSerialNumber,
        // The row's µs, the event's ms: a date is never finer than a millisecond here.
        serviceExpiredAt: Math.floor(serviceExpiredDate / 1000),
        reason,
        at: ctx.now,
        by: caller.actor.kind === 'admin' ? caller.actor.accountId : caller.subjectId,
        byAccount: caller.account,
      });
      const doc = await read.get(Collections.serviceAdjustments, eventIdFor(ctx.commandId, 0));
      if (!doc)
        throw new Error(`the adjustment of ${deviceSerialNumber} is recorded but not in the read model`);
      return adjustmentRow(doc);
    },
  }),
  operation(calls.getManualAdjustServiceLogs, {
    access: { admin: { functionId: FINANCE, right: 'view' } },
    async run(_ctx, input) {
      const filters: Filter[] = [];
      if (input.startTime !== undefined)
        filters.push({ field: 'timestamp', op: 'gte', value: input.startTime });
      if (input.endTime !== undefined) filters.push({ field: 'timestamp', op: 'lt', value: input.endTime });
      if (input.deviceSerialNumber) filters.push(eq('deviceSerialNumber', input.deviceSerialNumber));
      const page = await read.find(Collections.serviceAdjustments, {
        filters,
        keyword: {
          fields: ['deviceSerialNumber', 'carName', 'fleetAlias', 'reason', 'adminName'],
          value: input.keyword ?? '',
        },
        sort: [
          { field: 'timestamp', direction: 'desc' },
          { field: 'seq', direction: 'desc' },
        ],
        page: pageOf(input, PAGE_SIZES.finance),
      });
      return { ...page, rows: page.rows.map(adjustmentRow) };
    },
  }),
];
