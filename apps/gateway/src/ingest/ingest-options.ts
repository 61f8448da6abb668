import { telemetryConfig, type TelemetryConfig } from '@gps/domain';
import type { EventStore } from '@gps/event-store';
import type { CommandReply } from '../ingest-port';
import { consoleLogger, type GatewayLogger } from '../logger';

export interface TelemetryIngestOptions {
  events: EventStore;
  /** Overrides of `DEFAULT_TELEMETRY_CONFIG`; checked at construction (a bad value throws). */
  config?: Partial<TelemetryConfig>;
  /** Epoch ms; the registry's unknown-device expiry and the sweeper's time. Default `Date.now`. */
  clock?: () => number;
  /** How long a "not provisioned" answer is believed. Default 30 s; 0 asks the store every time. */
  unknownDeviceTtlMs?: number;
  /** Unknown serials remembered at most (a flood of made-up serials stays bounded). Default 10,000. */
  maxUnknownDevices?: number;
  /** Devices whose day state is cached, least recently used evicted first. Default 100,000. */
  maxCachedDevices?: number;
  /** Attempts per message when another writer keeps winning the day stream. Default 5. */
  maxAttempts?: number;
  /**
   * Device answers to remote commands. Nothing is recorded for them here (remote commands are
   * their own capability); when this rejects, `recordReply` rejects and the device is not acked.
   */
  onReply?: (serial: string, reply: CommandReply, receivedAt: number) => Promise<void> | void;
  /** Sweeper failures are logged here. Default: the console. */
  logger?: GatewayLogger;
}

export interface ResolvedIngestOptions {
  events: EventStore;
  config: TelemetryConfig;
  clock: () => number;
  unknownDeviceTtlMs: number;
  maxUnknownDevices: number;
  maxCachedDevices: number;
  maxAttempts: number;
  onReply: TelemetryIngestOptions['onReply'];
  logger: GatewayLogger;
}

function count(name: string, value: number | undefined, fallback: number, min: number): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < min) throw new RangeError(`${name} must be an integer >= ${min}`);
  return v;
}

/** Defaults, and a RangeError naming the option for a bad value: a deployment bug, caught at startup. */
export function resolveIngestOptions(options: TelemetryIngestOptions): ResolvedIngestOptions {
  return {
    events: options.events,
    config: telemetryConfig(options.config),
    clock: options.clock ?? Date.now,
    unknownDeviceTtlMs: count('unknownDeviceTtlMs', options.unknownDeviceTtlMs, 30_000, 0),
    maxUnknownDevices: count('maxUnknownDevices', options.maxUnknownDevices, 10_000, 1),
    maxCachedDevices: count('maxCachedDevices', options.maxCachedDevices, 100_000, 1),
    maxAttempts: count('maxAttempts', options.maxAttempts, 5, 1),
    onReply: options.onReply,
    logger: options.logger ?? consoleLogger,
  };
}
