import { isSerialNumber, type Fence } from '@gps/domain';
import type { DeviceMessage, Protocol } from '@gps/protocols';
import { KeyedChain } from '../http/keyed-chain';
import type { CommandReply, DeviceIngest, KnownDevice } from '../ingest-port';
import { messageOf } from '../logger';
import { DeviceFenceSets } from './device-fence-sets';
import { DeviceRegistry } from './device-registry';
import {
  resolveIngestOptions,
  type ResolvedIngestOptions,
  type TelemetryIngestOptions,
} from './ingest-options';
import { IngestMetrics, type IngestMetricsSnapshot } from './ingest-metrics';
import { draftFor, markOffline, type CommandDraft } from './message-commands';
import { OfflineSweeper } from './offline-sweeper';
import { OfflineWatch } from './offline-watch';
import { OverspeedLimits, type PlatformOverspeed } from './overspeed-limits';
import { TelemetryWriter } from './telemetry-writer';

/**
 * The gateway's `DeviceIngest` over the event store and the telemetry decider: each decoded
 * message becomes a telemetry command for the device's day stream, and `record` resolves once its
 * events are durable (the gateway acknowledges the device then). See docs/decisions/ingest.md.
 */
export class TelemetryIngest implements DeviceIngest {
  private readonly options: ResolvedIngestOptions;
  private readonly counters = new IngestMetrics();
  private readonly registry: DeviceRegistry;
  private readonly limits: OverspeedLimits;
  private readonly fences: DeviceFenceSets;
  private readonly writer: TelemetryWriter;
  private readonly watchList = new OfflineWatch();
  private readonly sweeper: OfflineSweeper;
  /** One command at a time per device: OsmAnd requests and reconnects may overlap. */
  private readonly chain = new KeyedChain();

  constructor(options: TelemetryIngestOptions) {
    this.options = resolveIngestOptions(options);
    const { events, clock, config } = this.options;
    this.limits = new OverspeedLimits(events, config);
    this.fences = new DeviceFenceSets(events);
    this.registry = new DeviceRegistry({
      events,
      clock,
      unknownTtlMs: this.options.unknownDeviceTtlMs,
      maxUnknown: this.options.maxUnknownDevices,
      onLookup: () => this.counters.count('registryLookups'),
      onRead: async (serial, device) => {
        await Promise.all([this.limits.deviceRead(serial, device), this.fences.deviceRead(serial)]);
      },
    });
    this.writer = new TelemetryWriter({
      events,
      configFor: (serial) => this.limits.configFor(serial),
      fencesFor: (serial) => this.fences.fencesFor(serial),
      metrics: this.counters,
      maxCachedDevices: this.options.maxCachedDevices,
      maxAttempts: this.options.maxAttempts,
      onState: (serial, device) => this.watchList.update(serial, device),
    });
    this.sweeper = new OfflineSweeper({
      watch: this.watchList,
      clock,
      offlineTimeoutMs: config.offlineTimeoutMs,
      markOffline: (serial) => this.markOffline(serial),
      onError: (serial, error) => {
        this.counters.count('sweepFailures');
        this.options.logger.warn('offline sweep failed for a device', { serial, error: messageOf(error) });
      },
    });
  }

  identify(serial: string): Promise<KnownDevice | undefined> {
    return this.registry.identify(serial);
  }

  /**
   * The platform heard that a device's model was edited (null: cleared). The device's next
   * connection decodes by it; connections already open keep the model they started with.
   */
  modelChanged(serial: string, model: string | null): void {
    this.registry.modelChanged(serial, model);
  }

  /** The overspeed limit (km/h) the device's next position is judged by; undefined: off. */
  overspeedLimitOf(serial: string): number | undefined {
    return this.limits.configFor(serial).overspeedLimitKmh;
  }

  /** A device's own overspeed limit was edited (null: cleared); its next position is judged by it. */
  deviceLimitChanged(serial: string, speedLimitKmh: number | null): void {
    this.limits.deviceLimitChanged(serial, speedLimitKmh);
  }

  /**
   * A device moved to another fleet (null: out of any). Resolves once the new fleet's limit is
   * known; until then its positions are judged by what else applies.
   */
  deviceMoved(serial: string, fleetId: string | null, parentFleetId: string | null): Promise<void> {
    return this.limits.deviceMoved(serial, fleetId, parentFleetId);
  }

  /** A fleet's overspeed limit was edited (null: cleared): every device it governs, from their next position. */
  fleetLimitChanged(fleetId: string, speedLimitKmh: number | null): void {
    this.limits.fleetLimitChanged(fleetId, speedLimitKmh);
  }

  /** The platform's overspeed settings changed: every device without a limit of its own or its fleet's. */
  platformOverspeedChanged(change: Partial<PlatformOverspeed>): void {
    this.limits.platformChanged(change);
  }

  /** Ids of the fences the device's next position is checked against. */
  fenceIdsOf(serial: string): string[] {
    return this.fences.fenceIdsOf(serial);
  }

  /** A device's fence was added or changed (the whole fence): its next position is checked against it. */
  fenceChanged(serial: string, fence: Fence): void {
    this.fences.fenceChanged(serial, fence);
  }

  /** A device's fence was removed: its next position forgets it. */
  fenceRemoved(serial: string, fenceId: string): void {
    this.fences.fenceRemoved(serial, fenceId);
  }

  record(serial: string, message: DeviceMessage, receivedAt: number): Promise<void> {
    return this.recordAll(serial, [message], receivedAt);
  }

  /** Messages of one device that arrived together: decided in order, appended together. */
  async recordAll(serial: string, messages: DeviceMessage[], receivedAt: number): Promise<void> {
    const drafts: CommandDraft[] = [];
    for (const message of messages) {
      const draft = draftFor(message);
      if (draft === null) this.counters.count('messagesIgnored');
      else drafts.push(draft);
    }
    if (drafts.length === 0) return;
    try {
      await this.chain.run(serial, () =>
        this.writer.run(serial, receivedAt, drafts, { protocol: messages[0].protocol }),
      );
    } catch (error) {
      this.counters.count('recordFailures');
      throw error;
    }
  }

  async recordReply(serial: string, reply: CommandReply, receivedAt: number): Promise<void> {
    await this.options.onReply?.(serial, reply, receivedAt);
  }

  connected(serial: string, _protocol: Protocol, _at: number): void {
    this.watchList.connected(serial);
  }

  disconnected(serial: string, _at: number): void {
    this.watchList.disconnected(serial);
  }

  /** Serials with an open TCP session now. */
  connectedDevices(): string[] {
    return this.watchList.connectedDevices();
  }

  /**
   * Asks the sweeper to look at devices this process has not seen, e.g. the devices a read model
   * shows online at startup: after a restart, a device that never reports again is otherwise
   * only marked offline by whichever process next runs a command for it.
   */
  watch(serials: Iterable<string>): void {
    for (const serial of serials) if (isSerialNumber(serial)) this.watchList.watch(serial);
  }

  /** One sweep now; resolves with how many devices went offline. */
  sweepOffline(): Promise<number> {
    return this.sweeper.sweep();
  }

  /** Sweeps every `intervalMs` until `stopOfflineSweeper` or `close`. The timer does not keep the process alive. */
  startOfflineSweeper(intervalMs: number): void {
    this.sweeper.start(intervalMs);
  }

  stopOfflineSweeper(): Promise<void> {
    return this.sweeper.stop();
  }

  metrics(): IngestMetricsSnapshot {
    return this.counters.snapshot();
  }

  /** Stops the sweeper. The event store belongs to the caller and stays open. */
  close(): Promise<void> {
    return this.sweeper.stop();
  }

  private async markOffline(serial: string): Promise<boolean> {
    const events = await this.chain.run(serial, () =>
      this.writer.run(serial, this.options.clock(), [markOffline], {}),
    );
    return events.some((e) => e.type === 'DeviceWentOffline');
  }
}
