import http from 'node:http';
import type { VehicleBehaviour } from './behaviour';
import { SimCounters, type CounterSnapshot } from './counters';
import { SimulatedDevice } from './device';
import { hashSeed, Rng, seedFrom } from './random';
import { generateRoadNetwork, type NetworkOptions } from './routes/generate';
import { RoadNetwork } from './routes/network';
import { checkSerialRange, DEFAULT_SERIAL_BASE, serialFor } from './serials';
import { TimerWheel } from './timer-wheel';
import { createLink } from './transports';
import { OSMAND_FORMATS, type Gt06Flavour, type LinkOptions, type OsmAndFormat } from './transports/types';
import { DEFAULT_PORTS, type Protocol, type VehicleOutput } from './types';
import { Vehicle, type VehicleMode } from './vehicle';
import { messageOf } from './errors';

export interface SimulatorOptions {
  devices: number;
  protocol: Protocol;
  host?: string;
  /** Default: the protocol's port (GT06 5023, H02 5013, OsmAnd 5055). */
  port?: number;
  /** Seconds between a driving vehicle's positions. Default 10. */
  intervalSeconds?: number;
  seed?: number | string;
  serialBase?: string;
  /** Alarms per vehicle per hour. */
  alarmRate?: number;
  /** Offline episodes per vehicle per hour. */
  offlineRate?: number;
  /** Each period is the interval times 1 +/- jitter. Default 0.1. */
  jitter?: number;
  /** First ticks are spread over this many seconds so connections ramp up. Default: the interval. */
  startSpreadSeconds?: number;
  behaviour?: Partial<VehicleBehaviour>;
  /** A network to share (e.g. with a benchmark), or options to generate one from the seed. */
  network?: RoadNetwork | NetworkOptions;
  /** Fine-tuning of the transports (timeouts, backoff, queue size). */
  link?: Partial<Omit<LinkOptions, 'host' | 'port' | 'httpAgent' | 'gt06Flavour' | 'osmandFormat'>>;
  /** GT06 packet family; 'mixed' alternates per device. Default 'mixed'. */
  gt06Flavour?: Gt06Flavour | 'mixed';
  /** OsmAnd request encoding; 'mixed' cycles through all four per device. Default 'mixed'. */
  osmandFormat?: OsmAndFormat | 'mixed';
  /** OsmAnd: sockets shared by all devices' requests. Default 256. */
  httpMaxSockets?: number;
  onError?: (deviceId: string, message: string) => void;
  /** Everything every vehicle does, for tests and tools. */
  onOutput?: (deviceId: string, output: VehicleOutput) => void;
  /** Clock, ms since the epoch. Default Date.now. */
  now?: () => number;
}

export interface SimulatorStats extends CounterSnapshot {
  elapsedSeconds: number;
  devices: number;
  online: number;
  modes: Record<VehicleMode, number>;
}

/**
 * Runs N simulated devices. One timer wheel drives every vehicle (N may be 10,000): each device
 * ticks once per interval, with jitter, and reschedules itself. Counters are shared and cheap;
 * stats() adds the gauges. A failing connection only affects its own device.
 */
export class Simulator {
  readonly counters = new SimCounters();
  readonly network: RoadNetwork;
  readonly devices: readonly SimulatedDevice[];
  readonly protocol: Protocol;
  private readonly wheel: TimerWheel;
  private readonly rng: Rng;
  private readonly now: () => number;
  private readonly intervalSeconds: number;
  private readonly jitter: number;
  private readonly startSpreadSeconds: number;
  private readonly agent: http.Agent | undefined;
  private readonly onError: SimulatorOptions['onError'];
  private startedAt: number | undefined;
  private stopping: Promise<void> | undefined;

  constructor(options: SimulatorOptions) {
    validate(options);
    const seed = seedFrom(options.seed ?? 1);
    this.protocol = options.protocol;
    this.now = options.now ?? Date.now;
    this.onError = options.onError;
    this.rng = new Rng(hashSeed(seed, 'schedule'));
    this.intervalSeconds = options.intervalSeconds ?? 10;
    this.jitter = options.jitter ?? 0.1;
    this.startSpreadSeconds = options.startSpreadSeconds ?? this.intervalSeconds;
    this.network =
      options.network instanceof RoadNetwork
        ? options.network
        : generateRoadNetwork({ seed, ...options.network });
    this.wheel = new TimerWheel({
      now: this.now,
      onError: (error) => this.fault('simulator', messageOf(error)),
    });
    if (options.protocol === 'osmand') {
      this.agent = new http.Agent({ keepAlive: true, maxSockets: options.httpMaxSockets ?? 256 });
    }

    const behaviour: Partial<VehicleBehaviour> = { ...options.behaviour };
    if (options.alarmRate !== undefined) behaviour.alarmsPerHour = options.alarmRate;
    if (options.offlineRate !== undefined) behaviour.offlinePerHour = options.offlineRate;
    const base = options.serialBase ?? DEFAULT_SERIAL_BASE;
    const startTimeMs = this.now();
    const devices: SimulatedDevice[] = [];
    for (let i = 0; i < options.devices; i++) {
      const id = serialFor(base, i);
      const vehicle = new Vehicle({
        id,
        seed: hashSeed(seed, 'vehicle', i),
        network: this.network,
        startTimeMs,
        intervalSeconds: this.intervalSeconds,
        behaviour,
      });
      const link = createLink(
        options.protocol,
        { deviceId: id, target: vehicle, counters: this.counters, onError: options.onError },
        {
          ...options.link,
          host: options.host ?? '127.0.0.1',
          port: options.port ?? DEFAULT_PORTS[options.protocol],
          gt06Flavour: pickFlavour(options.gt06Flavour ?? 'mixed', i),
          osmandFormat: pickFormat(options.osmandFormat ?? 'mixed', i),
          ...(this.agent && { httpAgent: this.agent }),
        },
      );
      const observer = options.onOutput;
      devices.push(new SimulatedDevice(vehicle, link, observer && ((o) => observer(id, o))));
    }
    this.devices = devices;
  }

  get running(): boolean {
    return this.startedAt !== undefined && this.stopping === undefined;
  }

  start(): void {
    if (this.startedAt !== undefined) return;
    this.startedAt = this.now();
    const count = this.devices.length;
    this.devices.forEach((device, i) => {
      // Evenly spread first ticks (plus a little noise) so N devices do not connect at once.
      const offset = ((i + this.rng.next()) / count) * this.startSpreadSeconds * 1000;
      this.scheduleTick(device, (this.startedAt as number) + offset);
    });
    this.wheel.start();
  }

  /** Stop ticking and close every connection. Safe to call more than once. */
  stop(): Promise<void> {
    if (!this.stopping) {
      this.wheel.stop();
      this.wheel.clear();
      this.stopping = Promise.all(this.devices.map((d) => d.close())).then(() => {
        this.agent?.destroy();
      });
    }
    return this.stopping;
  }

  stats(): SimulatorStats {
    const modes: Record<VehicleMode, number> = { driving: 0, parked: 0, sleeping: 0, offline: 0 };
    let online = 0;
    for (const device of this.devices) {
      modes[device.vehicle.mode]++;
      if (device.link.online) online++;
    }
    const elapsed = this.startedAt === undefined ? 0 : (this.now() - this.startedAt) / 1000;
    return {
      ...this.counters.snapshot(),
      elapsedSeconds: elapsed,
      devices: this.devices.length,
      online,
      modes,
    };
  }

  private scheduleTick(device: SimulatedDevice, atMs: number): void {
    this.wheel.schedule(atMs, () => {
      if (!this.running) return;
      const now = this.now();
      try {
        device.tick(now);
      } catch (error) {
        this.fault(device.id, `tick failed: ${messageOf(error)}`);
      }
      const period = device.vehicle.intervalSeconds * 1000 * (1 + this.jitter * (2 * this.rng.next() - 1));
      this.scheduleTick(device, now + Math.max(100, period));
    });
  }

  /** Failures of the simulator itself (links count their own). */
  private fault(deviceId: string, message: string): void {
    this.counters.errors++;
    this.onError?.(deviceId, message);
  }
}

function pickFlavour(choice: Gt06Flavour | 'mixed', index: number): Gt06Flavour {
  if (choice !== 'mixed') return choice;
  return index % 2 === 0 ? 'utc' : 'classic';
}

function pickFormat(choice: OsmAndFormat | 'mixed', index: number): OsmAndFormat {
  if (choice !== 'mixed') return choice;
  return OSMAND_FORMATS[index % OSMAND_FORMATS.length];
}

function validate(options: SimulatorOptions): void {
  if (!Number.isInteger(options.devices) || options.devices < 1) {
    throw new RangeError('devices must be a positive integer');
  }
  if (!(options.protocol in DEFAULT_PORTS)) throw new RangeError(`unknown protocol "${options.protocol}"`);
  const interval = options.intervalSeconds ?? 10;
  if (!Number.isFinite(interval) || interval <= 0) throw new RangeError('intervalSeconds must be > 0');
  const serialProblem = checkSerialRange(options.serialBase ?? DEFAULT_SERIAL_BASE, options.devices);
  if (serialProblem) throw new RangeError(serialProblem);
}
