import {
  streams,
  type DeviceFences,
  telemetryDecider,
  telemetrySnapshotTaken,
  type TelemetryConfig,
  type TelemetryEvent,
  type TelemetrySnapshot,
  type TelemetryState,
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
  /** The config a device's commands run with now (its overspeed limit is the device's own). */
  configFor: (serial: string) => TelemetryConfig;
  /** The device's fences now, prepared (undefined: none). */
  fencesFor: (serial: string) => DeviceFences | undefined;
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

  /**
   * Runs a device's commands, in order, as one decision: each is decided on the state the ones
   * before it left, and all their events go in one append. Resolves once they are durable.
   */
  async run(
    serial: string,
    requestedAt: number,
    drafts: CommandDraft[],
    origin: EventOrigin,
  ): Promise<TelemetryEvent[]> {
    for (let attempt = 1; ; attempt++) {
      const cached = this.cache.get(serial);
      const at = recordingTime(requestedAt, cached?.day);
      let day = await this.loader.load(serial, at, cached);
      const context = {
        serial,
        at,
        carried: day.carried,
        config: this.options.configFor(serial),
        fences: this.options.fencesFor(serial),
      };
      const events: TelemetryEvent[] = [];
      let state = day.state;
      for (const draft of drafts) {
        const decided = telemetryDecider.decide(draft(context), state);
        state = decided.reduce(telemetryDecider.evolve, state);
        events.push(...decided);
      }
      try {
        if (events.length > 0) day = await this.append(day, events, state, at, origin);
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
    state: TelemetryState,
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
