import { LANGUAGES } from '@gps/codes';
import { DEFAULT_PARKING_OVERTIME_SECONDS, calls, type CallInput } from '@gps/contracts';
import { parkingFile, trackFile, type ExportRequest } from '../exports/export-file';
import { readStops, readTrack, type HistorySources, type Period } from '../history';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { access as historyAccess } from './history.operations';
import { requireDevice } from './shared/device-access';

/** What the exports read (the history's sources) and the zone their local times are in. */
export interface ExportOperationDeps extends HistorySources {
  timeZone: string;
}

const MICROS_PER_MS = 1000;
const [DEFAULT_LANGUAGE] = LANGUAGES;

/** Both exports' input (a parking export has its overtime besides). */
type ExportInput = CallInput<typeof calls.exportCarTrackerLogs>;

/**
 * Exports are the history calls as files (docs/decisions/exports.md): the same access, the same
 * device check (-3 for another tenant's) and period rules, decided before any byte is sent; then the
 * rows are read as the file is written.
 */
export const exportOperations = ({ timeZone, ...sources }: ExportOperationDeps) => {
  async function requestOf(ctx: OperationContext, input: ExportInput): Promise<ExportRequest> {
    const device = await requireDevice(sources.read, input.deviceSerialNumber, callerOf(ctx).actor);
    return {
      format: input.format,
      language: input.language ?? DEFAULT_LANGUAGE,
      timeZone,
      serial: device.deviceSerialNumber,
      carName: device.carName,
      from: input.startTime,
      to: input.endTime,
    };
  }
  async function* stopsOf(serial: string, period: Period, overtimeSeconds: number, now: number) {
    yield* await readStops(sources, serial, period, overtimeSeconds, now * MICROS_PER_MS);
  }
  const periodOf = (input: ExportInput): Period => ({ from: input.startTime, to: input.endTime });

  return [
    operation(calls.exportCarTrackerLogs, {
      access: historyAccess,
      async run(ctx, input) {
        const request = await requestOf(ctx, input);
        const period = periodOf(input);
        return trackFile(request, {
          track: () => readTrack(sources, request.serial, period),
          // The map shows the parking list's stops, at the platform's overtime.
          stops: () => stopsOf(request.serial, period, DEFAULT_PARKING_OVERTIME_SECONDS, ctx.now),
        });
      },
    }),
    operation(calls.exportParkingRecords, {
      access: historyAccess,
      async run(ctx, input) {
        const request = await requestOf(ctx, input);
        const overtime = input.overtimeSeconds ?? DEFAULT_PARKING_OVERTIME_SECONDS;
        return parkingFile(request, () => stopsOf(request.serial, periodOf(input), overtime, ctx.now));
      },
    }),
  ];
};
