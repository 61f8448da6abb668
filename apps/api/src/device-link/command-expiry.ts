import { randomUUID } from 'node:crypto';
import { DomainError, remoteCommandDecider, streams } from '@gps/domain';
import { Collections, micros } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import type { CommandHandler } from '../commands/command-handler';
import type { Logger } from '../infrastructure/logger';
import { PeriodicSweep } from '../infrastructure/periodic-sweep';
import { systemActor } from '../commands/system-workers';

/** Commands expired per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Closes commands whose expiry passed while queued (the device never came) or sent (it never
 * answered). Runs in the api process, which owns the read model it reads.
 */
export class CommandExpiry {
  private readonly sweeper: PeriodicSweep;

  constructor(
    private readonly read: ReadStore,
    private readonly commands: CommandHandler,
    private readonly clock: () => number,
    logger: Logger,
  ) {
    this.sweeper = new PeriodicSweep('command expiry', () => this.expireDue(), logger);
  }

  start(intervalMs: number): void {
    this.sweeper.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.sweeper.stop();
  }

  /** One sweep; resolves with how many commands expired. Overlapping calls share one sweep. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  private async expireDue(): Promise<number> {
    const now = this.clock();
    const due = await this.read.find(Collections.remoteCommands, {
      filters: [{ field: 'openExpiresTimestamp', op: 'lte', value: micros(now) }],
      sort: [{ field: 'openExpiresTimestamp', direction: 'asc' }],
      page: { index: 0, rows: SWEEP_BATCH },
    });
    let expired = 0;
    for (const doc of due.rows) {
      try {
        const result = await this.commands.handle(
          remoteCommandDecider,
          streams.remoteCommand(doc.id),
          { type: 'ExpireCommand', commandId: doc.id, at: now },
          { commandId: randomUUID(), actor: systemActor('command-expiry') },
        );
        if (result.events.length > 0) expired++;
      } catch (error) {
        // Replied or failed since the read model was written: nothing to expire.
        if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      }
    }
    return expired;
  }
}
