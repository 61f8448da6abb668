import { SystemSetting } from '@gps/codes';
import {
  defaultSystemSettings,
  fleetDecider,
  SPEED_LIMIT_OFF,
  streams,
  systemSettingsDecider,
  type FleetEvent,
  type SystemSettingsEvent,
  type TelemetryConfig,
} from '@gps/domain';
import type { EventStore, RecordedEvent } from '@gps/event-store';

/** The platform's overspeed settings as the ingest uses them; a null limit is off. */
export interface PlatformOverspeed {
  limitKmh: number | null;
  minSeconds: number;
}

/** What decides a device's limit: its own, and the fleet (and that fleet's parent) it is in. */
export interface DeviceLimitFacts {
  speedLimitKmh: number | null;
  fleetId: string | null;
  parentFleetId: string | null;
}

/**
 * Each device's overspeed limit, resolved device > fleet > parent fleet > platform
 * (docs/decisions/overspeed-limit.md), for every command the ingest runs, so an edit heard
 * applies from the device's next position.
 *
 * Facts come from two places: the store, read once per device (when the registry first identifies
 * it), per fleet and for the platform; and the edits the platform hears in the log and forwards
 * (`deviceLimitChanged`, `deviceMoved`, `fleetLimitChanged`, `platformChanged`). An edit heard
 * while a read is under way is newer than what that read returns, so a read never overwrites one.
 */
export class OverspeedLimits {
  private readonly devices = new Map<string, Partial<DeviceLimitFacts>>();
  private readonly fleets = new Map<string, number | null>();
  private readonly fleetReads = new Map<string, Promise<void>>();
  private platform: PlatformOverspeed = platformOf(defaultSystemSettings());
  private platformHeard: Partial<PlatformOverspeed> = {};
  private platformRead?: Promise<void>;
  /** One config per (limit, minimum) in use: commands share them instead of copying the config. */
  private readonly configs = new Map<string, TelemetryConfig>();

  constructor(
    private readonly events: EventStore,
    private readonly base: TelemetryConfig,
  ) {}

  /** The config a command of this device runs with: the base with its limit in force now. */
  configFor(serial: string): TelemetryConfig {
    const device = this.devices.get(serial);
    const limitKmh =
      device?.speedLimitKmh ??
      this.fleetLimit(device?.fleetId) ??
      this.fleetLimit(device?.parentFleetId) ??
      this.platform.limitKmh;
    return this.configOf(limitKmh, this.platform.minSeconds);
  }

  /**
   * A device as read from the store when first identified. Resolves once its fleets and the
   * platform settings are known too, so its first position is judged by the right limit.
   */
  async deviceRead(serial: string, facts: DeviceLimitFacts): Promise<void> {
    const merged = { ...facts, ...this.devices.get(serial) };
    this.devices.set(serial, merged);
    await Promise.all([
      this.readPlatform(),
      this.readFleet(merged.fleetId ?? null),
      this.readFleet(merged.parentFleetId ?? null),
    ]);
  }

  deviceLimitChanged(serial: string, speedLimitKmh: number | null): void {
    this.devices.set(serial, { ...this.devices.get(serial), speedLimitKmh });
  }

  /** A device moved to another fleet (null: out of any): that fleet's limit is read if not known. */
  deviceMoved(serial: string, fleetId: string | null, parentFleetId: string | null): Promise<void> {
    this.devices.set(serial, { ...this.devices.get(serial), fleetId, parentFleetId });
    return Promise.all([this.readFleet(fleetId), this.readFleet(parentFleetId)]).then(() => undefined);
  }

  fleetLimitChanged(fleetId: string, speedLimitKmh: number | null): void {
    this.fleets.set(fleetId, speedLimitKmh);
  }

  platformChanged(change: Partial<PlatformOverspeed>): void {
    this.platformHeard = { ...this.platformHeard, ...change };
    this.platform = { ...this.platform, ...change };
  }

  private fleetLimit(fleetId: string | null | undefined): number | null | undefined {
    return fleetId === null || fleetId === undefined ? undefined : this.fleets.get(fleetId);
  }

  private configOf(limitKmh: number | null, minSeconds: number): TelemetryConfig {
    const key = `${limitKmh}/${minSeconds}`;
    let config = this.configs.get(key);
    if (config === undefined) {
      config = Object.freeze({
        ...this.base,
        overspeedLimitKmh: limitKmh ?? undefined,
        overspeedMinSeconds: minSeconds,
      });
      this.configs.set(key, config);
    }
    return config;
  }

  private readPlatform(): Promise<void> {
    this.platformRead ??= this.events.readStream(streams.settings()).then((history) => {
      const state = history.reduce(
        (s, e) => systemSettingsDecider.evolve(s, domainEvent<SystemSettingsEvent>(e)),
        systemSettingsDecider.initialState,
      );
      this.platform = { ...platformOf(state.values), ...this.platformHeard };
    });
    return this.platformRead;
  }

  private readFleet(fleetId: string | null): Promise<void> {
    if (fleetId === null || this.fleets.has(fleetId)) return Promise.resolve();
    let read = this.fleetReads.get(fleetId);
    if (read === undefined) {
      read = this.events
        .readStream(streams.fleet(fleetId))
        .then((history) => {
          const state = history.reduce(
            (s, e) => fleetDecider.evolve(s, domainEvent<FleetEvent>(e)),
            fleetDecider.initialState,
          );
          const limit = state.status === 'absent' ? null : state.value.speedLimitKmh;
          if (!this.fleets.has(fleetId)) this.fleets.set(fleetId, limit);
        })
        .finally(() => this.fleetReads.delete(fleetId));
      this.fleetReads.set(fleetId, read);
    }
    return read;
  }
}

/** The platform's overspeed settings from the settings' string values (validated when changed). */
export function platformOf(values: Record<string, string>): PlatformOverspeed {
  return {
    limitKmh: platformLimit(values[SystemSetting.OVERSPEED_LIMIT_KMH]),
    minSeconds: Number(values[SystemSetting.OVERSPEED_MIN_SECONDS]),
  };
}

/** The platform limit setting's value as a limit: `0` is off. */
export function platformLimit(value: string): number | null {
  const kmh = Number(value);
  return kmh === SPEED_LIMIT_OFF ? null : kmh;
}

function domainEvent<E>(e: RecordedEvent): E {
  return { type: e.type, version: Number(e.metadata.version ?? 1), data: e.data } as E;
}
