import { DEFAULT_PARKING_OVERTIME_SECONDS, TRACK_PAGE_POINTS, calls } from '@gps/contracts';
import { AdminFunction, serviceHasExpired } from '@gps/domain';
import type { DeviceDoc } from '@gps/projections';
import {
  decodeTrackCursor,
  encodeTrackCursor,
  readStops,
  readTrackPage,
  readTrips,
  type HistorySources,
} from '../history';
import { validationError } from '../request/api-error';
import { callerOf, operation, type Access, type OperationContext } from '../request/operation';
import { requireDevice } from './shared/device-access';

/** What the history calls need: the day streams and the read models. */
export type HistoryOperationDeps = HistorySources;

/** As for warnings: the device's own clients, and administrators who may view devices or customers. */
export const access: Access = {
  admin: [
    { functionId: AdminFunction.DEVICE, right: 'view' },
    { functionId: AdminFunction.CUSTOMER, right: 'view' },
  ],
  clients: ['fleet', 'device'],
};

const MICROS_PER_MS = 1000;

/**
 * Out of service (expired, stopped, paid stop) or past its service expiry date: the history page
 * shows the spec's banner. What was recorded is served all the same (docs/decisions/history.md).
 */
function serviceExpired(device: DeviceDoc, now: number): boolean {
  return serviceHasExpired(device.serviceExpiredDate, device.serviceStatusCode, now);
}

/** The device named, if the caller may see it (-3 otherwise, another tenant's included). */
function deviceOf(sources: HistorySources, ctx: OperationContext, serial: string): Promise<DeviceDoc> {
  return requireDevice(sources.read, serial, callerOf(ctx).actor);
}

export const historyOperations = (sources: HistoryOperationDeps) => [
  operation(calls.getCarTrackerLogs, {
    access,
    async run(ctx, input) {
      const device = await deviceOf(sources, ctx, input.deviceSerialNumber);
      const query = { serial: input.deviceSerialNumber, from: input.startTime, to: input.endTime };
      const after = input.cursor === undefined ? undefined : decodeTrackCursor(input.cursor, query);
      if (typeof after === 'string') {
        const message =
          after === 'malformed'
            ? 'cursor is not a nextCursor of getCarTrackerLogs'
            : 'cursor belongs to another device or period: ask again without it';
        throw validationError([{ field: 'cursor', code: 'invalid', message }]);
      }
      const page = await readTrackPage(sources, query.serial, query, after, TRACK_PAGE_POINTS);
      return {
        rows: page.points,
        nextCursor: page.next === null ? null : encodeTrackCursor(query, page.next),
        serviceExpired: serviceExpired(device, ctx.now),
      };
    },
  }),
  operation(calls.getParkingRecords, {
    access,
    async run(ctx, input) {
      const device = await deviceOf(sources, ctx, input.deviceSerialNumber);
      const period = { from: input.startTime, to: input.endTime };
      const overtime = input.overtimeSeconds ?? DEFAULT_PARKING_OVERTIME_SECONDS;
      const now = ctx.now * MICROS_PER_MS;
      return {
        rows: await readStops(sources, input.deviceSerialNumber, period, overtime, now),
        serviceExpired: serviceExpired(device, ctx.now),
      };
    },
  }),
  operation(calls.getTrips, {
    access,
    async run(ctx, input) {
      const device = await deviceOf(sources, ctx, input.deviceSerialNumber);
      const period = { from: input.startTime, to: input.endTime };
      return {
        rows: await readTrips(sources, input.deviceSerialNumber, period),
        serviceExpired: serviceExpired(device, ctx.now),
      };
    },
  }),
];
