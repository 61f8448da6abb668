import { randomUUID } from 'node:crypto';
import {
  dueBy,
  localDateOf,
  maintenanceDecider,
  serviceHasExpired,
  StreamCategory,
  streams,
  type MaintenanceDueData,
  type MaintenanceItem,
  type MaintenanceItemEventData,
  type PositionRecordedData,
} from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import { Collections, telemetrySerialOf, type MaintenanceItemDoc } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import type { CommandHandler } from '../commands/command-handler';
import type { EventTap } from '../device-link/event-tap';
import type { Logger } from '../infrastructure/logger';
import { PeriodicSweep } from '../infrastructure/periodic-sweep';
import { kmOf, odometerKmOf } from './odometer-km';
import { systemActor } from '../commands/system-workers';

/** The maintenance streams' prefix (`streams.maintenance`): a prefix test, on every event heard. */
const MAINTENANCE_STREAM = `${StreamCategory.MAINTENANCE}-`;
/** Items read per page of a sweep. */
const SWEEP_BATCH = 500;

/** What a position tells the check: the odometer and where the device is. */
interface Heard {
  odometerKm: number;
  latitude: number;
  longitude: number;
}

/**
 * Finds the maintenance items that fell due and has the device's maintenance stream decide their
 * warnings (docs/decisions/mileage-maintenance.md). Two ways in, one decision:
 *
 * - **Positions**, heard on the event tap as they are recorded: each device's due readings (of the
 *   items not yet warned) are kept in memory from the maintenance events, so a position costs one
 *   lookup, and one that reaches a reading asks for a check at once.
 * - **A sweep** on the platform's clock, every `intervalMs`: the items not yet warned, read from the
 *   read model, against today's date and each device row's odometer. Dates fall due there (at the
 *   start of their local day), and anything missed while the process was down or the tap behind.
 *
 * The check is `CheckMaintenanceDue` on the device's stream: the decider raises a warning only for
 * an item whose current due point has none, from the events alone, so a second check, a restart or
 * another process checking too never raises a due point twice. Checks of one device run in turn.
 */
export class MaintenanceWatch {
  /** serial → itemId → the due reading (km) of each item with a km interval and no warning yet. */
  private readonly dueKm = new Map<string, Map<string, number>>();
  private readonly checks = new Map<string, Promise<void>>();
  private readonly sweeper: PeriodicSweep;
  private unlisten?: () => void;
  /** The log position of the last event heard on the tap (what a caller waiting for it compares). */
  heardPosition?: bigint;

  constructor(
    private readonly read: ReadStore,
    private readonly commands: CommandHandler,
    private readonly clock: () => number,
    private readonly timeZone: string,
    private readonly logger: Logger,
  ) {
    this.sweeper = new PeriodicSweep('maintenance sweep', () => this.sweepAll(), logger);
  }

  /** Loads the due readings, then listens to positions and sweeps every `intervalMs`. */
  async start(tap: EventTap, intervalMs: number): Promise<void> {
    await this.loadDueReadings();
    this.unlisten = tap.listen((batch) => this.hear(batch));
    this.sweeper.start(intervalMs);
  }

  async stop(): Promise<void> {
    this.unlisten?.();
    await this.sweeper.stop();
    await this.settled();
  }

  /** Resolves when every check asked for so far has been decided. */
  async settled(): Promise<void> {
    while (this.checks.size > 0) await Promise.all(this.checks.values());
  }

  /** One sweep; resolves with how many devices were checked. Overlapping calls share one sweep. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  private async sweepAll(): Promise<number> {
    const today = localDateOf(this.clock(), this.timeZone);
    const due = new Set<string>();
    for await (const items of this.unwarnedItems()) {
      const devices = await this.read.find(Collections.devices, {
        filters: [{ field: 'id', op: 'in', value: [...new Set(items.map((i) => i.deviceSerialNumber))] }],
      });
      const odometer = new Map(devices.rows.map((d) => [d.id, odometerKmOf(d)]));
      for (const item of items) {
        const km = odometer.get(item.deviceSerialNumber) ?? null;
        if (dueBy(item, km, today).length > 0) due.add(item.deviceSerialNumber);
      }
    }
    for (const serial of due) this.check(serial);
    await this.settled();
    return due.size;
  }

  /** The items without a warning for their due point, a page at a time in id order. */
  private async *unwarnedItems(): AsyncGenerator<MaintenanceItemDoc[]> {
    let after = '';
    for (;;) {
      const page = await this.read.find(Collections.maintenanceItems, {
        filters: [
          { field: 'warningId', op: 'eq', value: null },
          { field: 'id', op: 'gt', value: after },
        ],
        sort: [{ field: 'id', direction: 'asc' }],
        page: { index: 0, rows: SWEEP_BATCH },
      });
      if (page.rows.length === 0) return;
      yield page.rows;
      after = page.rows[page.rows.length - 1].id;
    }
  }

  private async loadDueReadings(): Promise<void> {
    for await (const items of this.unwarnedItems()) {
      for (const doc of items) {
        if (doc.nextDueOdometerKm !== null)
          this.setDueKm(doc.deviceSerialNumber, doc.id, doc.nextDueOdometerKm);
      }
    }
  }

  private hear(batch: RecordedEvent[]): void {
    for (const event of batch) {
      if (event.type === 'PositionRecorded') this.heardFix(event);
      else if (event.streamId.startsWith(MAINTENANCE_STREAM)) this.heardItem(event);
      this.heardPosition = event.position;
    }
  }

  private heardFix(event: RecordedEvent): void {
    const serial = telemetrySerialOf(event.streamId);
    const readings = serial === null ? undefined : this.dueKm.get(serial);
    if (serial === null || readings === undefined) return;
    const p = event.data as unknown as PositionRecordedData;
    // A buffered fix is history: the odometer it carries is not the vehicle's now.
    if (p.outOfOrder) return;
    const odometerKm = kmOf(p.odometerMeters);
    if (Math.min(...readings.values()) > odometerKm) return;
    this.check(serial, { odometerKm, latitude: p.latitude, longitude: p.longitude });
  }

  /** Keeps the due readings as the maintenance events say: each carries the item as it now is. */
  private heardItem(event: RecordedEvent): void {
    if (event.type === 'MaintenanceDue') {
      const d = event.data as unknown as MaintenanceDueData;
      this.dropDueKm(d.serialNumber, d.itemId);
      return;
    }
    const d = event.data as unknown as MaintenanceItemEventData;
    const item: MaintenanceItem = d.item;
    if (event.type === 'MaintenanceItemRemoved' || item.warningId !== null || item.intervalKm === null) {
      this.dropDueKm(d.serialNumber, item.itemId);
    } else {
      this.setDueKm(d.serialNumber, item.itemId, item.lastServiceOdometerKm + item.intervalKm);
    }
  }

  private setDueKm(serial: string, itemId: string, km: number): void {
    const readings = this.dueKm.get(serial) ?? new Map<string, number>();
    readings.set(itemId, km);
    this.dueKm.set(serial, readings);
  }

  private dropDueKm(serial: string, itemId: string): void {
    const readings = this.dueKm.get(serial);
    readings?.delete(itemId);
    if (readings?.size === 0) this.dueKm.delete(serial);
  }

  /** Queues a check of the device after the one under way, if any. */
  private check(serial: string, heard?: Heard): void {
    const previous = this.checks.get(serial) ?? Promise.resolve();
    const next = previous
      .then(() => this.checkNow(serial, heard))
      .catch((error) => this.logger.error(`maintenance check of ${serial} failed`, error))
      .finally(() => {
        if (this.checks.get(serial) === next) this.checks.delete(serial);
      });
    this.checks.set(serial, next);
  }

  private async checkNow(serial: string, heard?: Heard): Promise<void> {
    const now = this.clock();
    const device = await this.read.get(Collections.devices, serial);
    // An expired device's maintenance is closed, as its calls are; it is checked once renewed.
    if (!device || serviceHasExpired(device.serviceExpiredDate, device.serviceStatusCode, now)) return;
    await this.commands.handle(
      maintenanceDecider,
      streams.maintenance(serial),
      {
        type: 'CheckMaintenanceDue',
        serialNumber: serial,
        odometerKm: heard?.odometerKm ?? odometerKmOf(device),
        today: localDateOf(now, this.timeZone),
        at: now,
        latitude: heard?.latitude ?? device.latitude,
        longitude: heard?.longitude ?? device.longitude,
      },
      { commandId: randomUUID(), actor: systemActor('maintenance-watch') },
    );
  }
}
