import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@gps/codes';
import { deviceDecider, streams } from '@gps/domain';
import { Collections, micros } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import type { CommandHandler } from '../commands/command-handler';
import type { Logger } from '../infrastructure/logger';
import { PeriodicSweep } from '../infrastructure/periodic-sweep';
import { systemActor } from '../commands/system-workers';

/**
 * How often the sweep looks: a device expires within a minute of its expiry, which is what the
 * customer can notice (the web app shows expiries to the minute at most).
 */
export const SERVICE_EXPIRY_SWEEP_MS = 60_000;
/** Devices expired per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;
/** In service: normal, or a status never set (docs/decisions/service-lifecycle.md). */
const IN_SERVICE = [ServiceStatus.NORMAL, null];

/**
 * Expires the devices whose service expiry has passed (docs/decisions/service-lifecycle.md): finds
 * them in the directory read model (in service, expiry at or before now) and sends each
 * `ExpireService`. The decider decides from the device's own events, so a renewal that landed
 * since the read model was written, a second sweep or another process sweeping too expires nothing
 * twice: the event is `ServiceExpired { expiredAt: the expiry, at: the sweep's time }`.
 */
export class ServiceExpiry {
  private readonly sweeper: PeriodicSweep;

  constructor(
    private readonly read: ReadStore,
    private readonly commands: CommandHandler,
    private readonly clock: () => number,
    logger: Logger,
  ) {
    this.sweeper = new PeriodicSweep('service expiry sweep', () => this.expireDue(), logger);
  }

  start(intervalMs = SERVICE_EXPIRY_SWEEP_MS): void {
    this.sweeper.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.sweeper.stop();
  }

  /** One sweep; resolves with how many devices expired. Overlapping calls share one sweep. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  private async expireDue(): Promise<number> {
    const now = this.clock();
    const due = await this.read.find(Collections.devices, {
      filters: [
        { field: 'serviceExpiredDate', op: 'lte', value: micros(now) },
        { field: 'serviceStatusCode', op: 'in', value: IN_SERVICE },
      ],
      sort: [{ field: 'serviceExpiredDate', direction: 'asc' }],
      page: { index: 0, rows: SWEEP_BATCH },
    });
    let expired = 0;
    for (const doc of due.rows) {
      const result = await this.commands.handle(
        deviceDecider,
        streams.device(doc.id),
        { type: 'ExpireService', serialNumber: doc.id, at: now },
        { commandId: randomUUID(), actor: systemActor('service-expiry') },
      );
      if (result.events.length > 0) expired++;
    }
    return expired;
  }
}
