import { behaviourWith, type VehicleBehaviour } from './behaviour';
import {
  batteryText,
  positionText,
  statusText,
  type CommandOutcome,
  type CommandTarget,
  type DeviceCommand,
} from './commands';
import { Rng } from './random';
import { RouteDriver } from './routes/driver';
import type { Vec } from './routes/geo';
import type { RoadNetwork } from './routes/network';
import { Sensors } from './sensors';
import { composeStatus, FixSource } from './readings';
import type { DeviceStatus, Fix, SimAlarmKind, VehicleOutput, VehicleReport } from './types';

export type Activity = 'driving' | 'parked' | 'sleeping';
/** What the platform would see: offline hides the activity that goes on underneath. */
export type VehicleMode = Activity | 'offline';

export interface VehicleOptions {
  /** The device's 15-digit serial (IMEI). */
  id: string;
  seed: number;
  network: RoadNetwork;
  /** Simulation clock origin, ms since the epoch. */
  startTimeMs: number;
  /** Position period while driving, seconds; FREQ commands change it. */
  intervalSeconds: number;
  behaviour?: Partial<VehicleBehaviour>;
  /** Start in this activity instead of drawing one from behaviour.initialShares. */
  initialActivity?: Activity;
}

interface Settings {
  intervalSeconds: number;
  armed: boolean;
  powerAlarm: boolean;
  lowBatteryAlarm: boolean;
  sleepEnabled: boolean;
  sensitivity: number;
  values: Partial<Record<'PSW' | 'PHONE' | 'USER', string>>;
}

/** Taiwan (MCC 466): Chunghwa 92, Taiwan Mobile 97, FarEasTone 1. */
const OPERATORS = [92, 97, 1];
/** Longest stretch one tick() simulates; after a longer stall the clock skips ahead. */
const MAX_CATCH_UP_SECONDS = 3600;

/**
 * One virtual vehicle. Simulated in fixed 1-second steps from its own seeded generator, so its path
 * and life depend only on the seed and the elapsed time, never on when the scheduler happens to
 * call tick(). Activity: driving -> parked -> (sleeping) -> driving; independently it can drop
 * offline for a while. Reports come out of tick(); the transport decides how to say them.
 */
export class Vehicle implements CommandTarget {
  readonly id: string;
  private readonly rng: Rng;
  private readonly behaviour: VehicleBehaviour;
  private readonly driver: RouteDriver;
  private readonly sensors: Sensors;
  private readonly readings: FixSource;
  private readonly settings: Settings;
  private simTime: number;
  private activity: Activity;
  /** Seconds left of the current trip or park. */
  private activityLeft = 0;
  private parkedFor = 0;
  private tripOver = false;
  private offlineLeft = 0;
  private alarm: { kind: SimAlarmKind; clearLeft: number } | undefined;
  private lowBatteryArmed = true;
  private externalPower = true;
  private oilCut = false;
  private pending: VehicleOutput[] = [];
  private started = false;
  private lastHeartbeatAt: number;

  constructor(options: VehicleOptions) {
    this.id = options.id;
    this.rng = new Rng(options.seed);
    this.behaviour = behaviourWith(options.behaviour);
    this.simTime = Math.floor(options.startTimeMs / 1000) * 1000;
    this.driver = new RouteDriver(options.network, this.rng);
    this.sensors = new Sensors(this.rng);
    this.readings = new FixSource(options.network, this.driver, this.sensors, this.rng.pick(OPERATORS));
    this.settings = {
      intervalSeconds: options.intervalSeconds,
      armed: true,
      powerAlarm: true,
      lowBatteryAlarm: true,
      sleepEnabled: true,
      sensitivity: 5,
      values: {},
    };
    const shares = this.behaviour.initialShares;
    this.activity =
      options.initialActivity ??
      (['driving', 'parked', 'sleeping'] as const)[
        this.rng.weighted([shares.driving, shares.parked, shares.sleeping])
      ];
    if (this.activity === 'driving') this.activityLeft = this.draw(this.behaviour.tripMinutes) * 60;
    else this.activityLeft = this.parkDuration();
    if (this.activity === 'sleeping') this.parkedFor = this.behaviour.sleepAfterMinutes * 60;
    // Spread the fleet's heartbeats instead of having every device beat in the same second.
    this.lastHeartbeatAt = this.simTime - this.rng.int(0, this.behaviour.heartbeatSeconds) * 1000;
  }

  get mode(): VehicleMode {
    return this.offlineLeft > 0 ? 'offline' : this.activity;
  }

  /** Seconds between ticks the vehicle wants (the device's upload interval). */
  get intervalSeconds(): number {
    return this.settings.intervalSeconds;
  }

  /** Simulated clock, ms since the epoch. */
  get time(): number {
    return this.simTime;
  }

  /** Local-frame position, for tests and tools. */
  get point(): Vec {
    return this.driver.position;
  }

  /**
   * Advance the simulation to `nowMs` and return what the device does meanwhile, in order:
   * connect/disconnect instructions and reports. While driving each tick yields a position; while
   * parked or asleep only heartbeats (and the positions that mark ACC changes).
   */
  tick(nowMs: number): VehicleOutput[] {
    const out: VehicleOutput[] = [];
    if (!this.started) {
      this.started = true;
      out.push({ type: 'connect' });
      out.push(this.activity === 'sleeping' ? this.heartbeat() : this.position());
    }
    if (nowMs - this.simTime > MAX_CATCH_UP_SECONDS * 1000) {
      this.simTime = Math.floor(nowMs / 1000) * 1000 - MAX_CATCH_UP_SECONDS * 1000;
    }
    while (this.simTime + 1000 <= nowMs) this.step();
    out.push(...this.pending);
    this.pending = [];
    if (this.offlineLeft > 0) return out;
    const hasPosition = out.some((o) => o.type === 'position' || o.type === 'alarm');
    if (this.activity === 'driving' && !hasPosition) out.push(this.position());
    const heartbeatEvery =
      this.activity === 'sleeping' ? this.behaviour.sleepHeartbeatSeconds : this.behaviour.heartbeatSeconds;
    if (this.simTime - this.lastHeartbeatAt >= heartbeatEvery * 1000) out.push(this.heartbeat());
    return out;
  }

  snapshot(): { fix: Fix; status: DeviceStatus } {
    return { fix: this.fix(), status: this.status() };
  }

  applyCommand(command: DeviceCommand, context: { timezoneOffsetMinutes?: number } = {}): CommandOutcome {
    const ok = (reply = 'OK'): CommandOutcome => ({ ok: true, reply });
    switch (command.kind) {
      case 'relay':
        this.oilCut = command.cut;
        return ok(command.cut ? 'Cut off the fuel supply: Success!' : 'Restore fuel supply: Success!');
      case 'interval':
        this.settings.intervalSeconds = command.seconds;
        return ok();
      case 'arm':
        this.settings.armed = command.on;
        return ok();
      case 'switch':
        if (command.key === 'POF') this.settings.powerAlarm = command.on;
        else if (command.key === 'LBVON') this.settings.lowBatteryAlarm = command.on;
        else {
          this.settings.sleepEnabled = command.on;
          if (!command.on && this.activity === 'sleeping') this.enterParked(false);
        }
        return ok();
      case 'sensitivity':
        this.settings.sensitivity = command.level;
        return ok();
      case 'set':
        this.settings.values[command.key] = command.value;
        return ok();
      case 'locate':
        return ok(positionText(this.fix(), context.timezoneOffsetMinutes));
      case 'battery':
        return ok(batteryText(this.status()));
      case 'status':
        return ok(statusText(this.fix(), this.status()));
      case 'reset':
        return ok();
      case 'invalid':
        return { ok: false, reply: `Command error! ${command.reason}` };
      case 'unknown':
        return { ok: false, reply: 'Command error!' };
    }
  }

  /** One simulated second. */
  private step(): void {
    this.simTime += 1000;
    const b = this.behaviour;
    if (this.offlineLeft > 0) {
      this.offlineLeft -= 1;
      if (this.offlineLeft <= 0) {
        this.pending.push({ type: 'connect' });
        this.emit(this.activity === 'sleeping' ? this.heartbeat() : this.position());
      }
    } else if (this.rng.chance(b.offlinePerHour / 3600)) {
      this.offlineLeft = Math.max(1, Math.round(this.draw(b.offlineMinutes) * 60));
      this.pending.push({ type: 'disconnect' });
    }

    this.sensors.step(1, {
      acc: this.activity === 'driving',
      externalPower: this.externalPower,
      activity: this.activity,
      gpsLossPerHour: b.gpsLossPerHour,
      gpsLossSeconds: b.gpsLossSeconds,
    });
    this.stepAlarms();

    switch (this.activity) {
      case 'driving':
        this.driver.step(1, this.tripOver || this.oilCut);
        this.activityLeft -= 1;
        if (this.activityLeft <= 0) this.tripOver = true;
        if ((this.tripOver || this.oilCut) && this.driver.stopped) this.enterParked(true);
        break;
      case 'parked':
        this.activityLeft -= 1;
        this.parkedFor += 1;
        if (this.activityLeft <= 0 && !this.oilCut) this.enterDriving();
        else if (this.settings.sleepEnabled && this.parkedFor >= b.sleepAfterMinutes * 60)
          this.enterSleeping();
        break;
      case 'sleeping':
        this.activityLeft -= 1;
        if (this.activityLeft <= 0 && !this.oilCut) this.enterDriving();
        break;
    }
  }

  private stepAlarms(): void {
    const b = this.behaviour;
    if (this.sensors.battery > b.lowBatteryPercent + 10) this.lowBatteryArmed = true;
    if (this.alarm) {
      this.alarm.clearLeft -= 1;
      if (this.alarm.clearLeft <= 0) {
        if (this.alarm.kind === 'power_cut') this.externalPower = true;
        this.alarm = undefined;
        // The cleared state goes out at once so the platform sees the alarm end.
        this.emit(this.heartbeat());
      }
      return;
    }
    if (this.offlineLeft > 0) return;
    if (this.lowBatteryArmed && this.sensors.battery < b.lowBatteryPercent && this.settings.lowBatteryAlarm) {
      this.lowBatteryArmed = false;
      this.raise('low_battery');
      return;
    }
    if (!this.rng.chance(b.alarmsPerHour / 3600)) return;
    const armed = this.settings.armed && this.activity !== 'driving';
    const kinds: SimAlarmKind[] = ['sos', 'vibration', 'power_cut', 'low_battery'];
    const weights = [
      this.activity === 'driving' ? 0.5 : 0.1,
      armed ? 0.55 : 0,
      this.settings.powerAlarm ? 0.3 : 0,
      this.settings.lowBatteryAlarm && this.sensors.battery < 40 ? 0.2 : 0,
    ];
    if (weights.every((w) => w === 0)) return;
    this.raise(kinds[this.rng.weighted(weights)]);
  }

  private raise(kind: SimAlarmKind): void {
    this.alarm = { kind, clearLeft: Math.round(this.draw(this.behaviour.alarmClearSeconds)) };
    if (kind === 'power_cut') this.externalPower = false;
    // A shaken vehicle wakes its tracker.
    if (kind === 'vibration' && this.activity === 'sleeping') this.enterParked(false);
    this.emit({ type: 'alarm', alarm: kind, fix: this.fix(), status: this.status() });
  }

  private enterDriving(): void {
    this.activity = 'driving';
    this.tripOver = false;
    this.activityLeft = Math.round(this.draw(this.behaviour.tripMinutes) * 60);
    this.emit(this.position());
  }

  private enterParked(announce: boolean): void {
    this.activity = 'parked';
    this.parkedFor = 0;
    this.tripOver = false;
    if (announce) this.activityLeft = this.parkDuration();
    this.emit(this.position());
  }

  private enterSleeping(): void {
    this.activity = 'sleeping';
    this.emit(this.heartbeat());
  }

  private parkDuration(): number {
    const b = this.behaviour;
    const range = this.rng.chance(b.longParkProbability) ? b.longParkMinutes : b.shortParkMinutes;
    return Math.max(1, Math.round(this.draw(range) * 60));
  }

  /** Reports are only produced while connected; offline devices say nothing. */
  private emit(report: VehicleReport): void {
    if (this.offlineLeft <= 0 && this.started) this.pending.push(report);
  }

  private position(): VehicleReport {
    return { type: 'position', fix: this.fix(), status: this.status() };
  }

  private heartbeat(): VehicleReport {
    this.lastHeartbeatAt = this.simTime;
    return { type: 'heartbeat', fix: this.fix(), status: this.status() };
  }

  private fix(): Fix {
    return this.readings.fix(this.simTime);
  }

  private status(): DeviceStatus {
    return composeStatus({
      driving: this.activity === 'driving',
      armedSetting: this.settings.armed,
      externalPower: this.externalPower,
      oilCut: this.oilCut,
      battery: this.sensors.battery,
      gsm: this.sensors.gsm,
      alarm: this.alarm?.kind,
    });
  }

  private draw(range: readonly [number, number]): number {
    return this.rng.range(range[0], range[1]);
  }
}
