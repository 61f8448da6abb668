import { randomUUID } from 'node:crypto';
import { AnnouncementStatus } from '@gps/codes';
import { announcementDecider, streams } from '@gps/domain';
import { Collections, micros } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import type { CommandHandler } from '../commands/command-handler';
import type { Logger } from '../infrastructure/logger';
import { PeriodicSweep } from '../infrastructure/periodic-sweep';
import { systemActor } from '../commands/system-workers';

/**
 * How often the sweep looks: a scheduled announcement is published within a minute of its publish
 * time, the precision the back office sets it to.
 */
export const ANNOUNCEMENT_SWEEP_MS = 60_000;
/** Announcements published per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Publishes the scheduled announcements whose publish time has come
 * (docs/decisions/announcements-and-messages.md): finds them in the announcements read model
 * (scheduled, publish time at or before now) and sends each `PublishDueAnnouncement`. The decider
 * decides from the announcement's own events, so one deleted since the read model was written, a
 * second sweep or another process sweeping too publishes nothing twice. Its `AnnouncementPublished`
 * is what pushes it live to the customers signed in.
 */
export class ScheduledAnnouncements {
  private readonly sweeper: PeriodicSweep;

  constructor(
    private readonly read: Pick<ReadStore, 'find'>,
    private readonly commands: Pick<CommandHandler, 'handle'>,
    private readonly clock: () => number,
    logger: Logger,
  ) {
    this.sweeper = new PeriodicSweep('announcement publish sweep', () => this.publishDue(), logger);
  }

  start(intervalMs = ANNOUNCEMENT_SWEEP_MS): void {
    this.sweeper.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.sweeper.stop();
  }

  /** One sweep; resolves with how many announcements were published. Overlapping calls share one. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  private async publishDue(): Promise<number> {
    const now = this.clock();
    const due = await this.read.find(Collections.announcements, {
      filters: [
        { field: 'status', op: 'eq', value: AnnouncementStatus.SCHEDULED },
        { field: 'activeDate', op: 'lte', value: micros(now) },
      ],
      sort: [{ field: 'activeDate', direction: 'asc' }],
      page: { index: 0, rows: SWEEP_BATCH },
    });
    let published = 0;
    for (const doc of due.rows) {
      const result = await this.commands.handle(
        announcementDecider,
        streams.announcement(doc.id),
        { type: 'PublishDueAnnouncement', announcementId: doc.id, at: now },
        { commandId: randomUUID(), actor: systemActor('announcement-publishing') },
      );
      if (result.events.length > 0) published++;
    }
    return published;
  }
}
