import {
  streams,
  telemetryDecider,
  telemetrySnapshotTaken,
  type TelemetryConfig,
  type TelemetryEvent,
  type TelemetrySnapshot,
} from '@gps/domain';
import { WrongExpectedRevisionError, type EventStore } from '@gps/event-store';
import { DeviceDayCache, type DeviceDay } from './device-day';
import { DayLoader } from './day-loader';
import { recordingTime } from './days';
import type { IngestMetrics } from './ingest-metrics';
import type { CommandDraft } from './message-commands';
import { toNewEvent, type EventOrigin } from './stored-events';

export interface TelemetryWriterOptions {
  events: EventStore;
  config: TelemetryConfig;
  metrics: IngestMetrics;
  maxCachedDevices: number;
  /** Attempts per command when other writers keep winning the race for the day stream. */
  maxAttempts: number;
  /** Called with a device's state after every command (the sweeper's watch list). */
  onState: (serial: string, device: TelemetrySnapshot | undefined) => void;
}

/**
 * Load → decide → append with the expected revision → evolve the cache. Callers serialise the
 * commands of one device; other processes may still write it, which the expected revision catches.
 */
export class TelemetryWriter {
  private readonly cache: DeviceDayCache;
  private readonly loader: DayLoader;

  constructor(private readonly options: TelemetryWriterOptions) {
    this.cache = new DeviceDayCache(options.maxCachedDevices);
    this.loader = new DayLoader(options.events, options.metrics);
  }

  /** Runs one command for a device; resolves once its events are durable. */
  async run(
    serial: string,
    requestedAt: number,
    draft: CommandDraft,
    origin: EventOrigin,
  ): Promise<TelemetryEvent[]> {
    for (let attempt = 1; ; attempt++) {
      const cached = this.cache.get(serial);
      const at = recordingTime(requestedAt, cached?.day);
      let day = await this.loader.load(serial, at, cached);
      const command = draft({ serial, at, carried: day.carried, config: this.options.config });
      const events = telemetryDecider.decide(command, day.state);
      try {
        if (events.length > 0) day = await this.append(day, events, at, origin);
        this.cache.set(day);
        this.options.onState(serial, day.state.status === 'open' ? day.state.device : day.carried);
        return events;
      } catch (error) {
        // Whatever failed, the cached revision may be wrong now (a timed-out append may have
        // landed): the next command reloads from the store.
        this.cache.delete(serial);
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= this.options.maxAttempts)
          throw error;
        this.options.metrics.count('conflictsRetried');
        await jitter(attempt);
      }
    }
  }

  private async append(
    day: DeviceDay,
    events: TelemetryEvent[],
    at: number,
    origin: EventOrigin,
  ): Promise<DeviceDay> {
    let current = day;
    const opened = events[0];
    if (opened.type === 'TelemetryDayOpened' && !current.snapshotTaken) {
      // Written before the day stream, so the index always names the newest day opened: a cold
      // start after a crash between the two appends still finds the right day (see DayLoader).
      const taken = telemetrySnapshotTaken(current.serial, current.day, opened.data.carried, at);
      await this.options.events.append(
        streams.telemetrySnapshot(current.serial),
        [toNewEvent(taken, {})],
        'any',
      );
      this.options.metrics.count('snapshotsTaken');
      current = { ...current, snapshotTaken: true };
    }
    const result = await this.options.events.append(
      current.streamId,
      events.map((e) => toNewEvent(e, origin)),
      current.revision,
    );
    this.options.metrics.appended(events);
    const state = events.reduce(telemetryDecider.evolve, current.state);
    return { ...current, state, revision: result.nextRevision, carried: undefined };
  }
}

/**
 * A random, growing pause before deciding again (up to 2, 4, 8, 16 ms): two writers that collided
 * and retried at once would collide again, since both appends land in the same commit round.
 */
function jitter(attempt: number): Promise<void> {
  const ms = Math.random() * 2 ** attempt;
  return new Promise((resolve) => setTimeout(resolve, ms));
}
