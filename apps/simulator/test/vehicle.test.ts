import { decodeGt06Frame, encodeGt06Frame } from '@gps/protocols';
import {
  generateRoadNetwork,
  parseGt06Command,
  Vehicle,
  type VehicleBehaviour,
  type VehicleMode,
  type VehicleOutput,
  type VehicleReport,
} from '../src';

const network = generateRoadNetwork({ seed: 1 });
const T0 = Date.UTC(2026, 4, 1, 6, 0, 0);

function vehicle(seed: number, behaviour: Partial<VehicleBehaviour> = {}, interval = 10): Vehicle {
  return new Vehicle({
    id: `86000000000${String(seed).padStart(4, '0')}`,
    seed,
    network,
    startTimeMs: T0,
    intervalSeconds: interval,
    behaviour,
  });
}

interface Tick {
  before: VehicleMode;
  after: VehicleMode;
  outputs: VehicleOutput[];
}

/** Tick every `step` seconds for `seconds`, recording the mode around each tick. */
function run(v: Vehicle, seconds: number, step = 10): Tick[] {
  const ticks: Tick[] = [];
  for (let t = step; t <= seconds; t += step) {
    const before = v.mode;
    const outputs = v.tick(T0 + t * 1000);
    ticks.push({ before, after: v.mode, outputs });
  }
  return ticks;
}

const reports = (ticks: Tick[]): VehicleReport[] =>
  ticks
    .flatMap((t) => t.outputs)
    .filter((o): o is VehicleReport => o.type !== 'connect' && o.type !== 'disconnect');

describe('Vehicle', () => {
  it('is deterministic for a seed, whatever the tick rhythm', () => {
    const a = vehicle(3);
    const b = vehicle(3);
    expect(JSON.stringify(run(a, 3600))).toBe(JSON.stringify(run(b, 3600)));

    // Same seed ticked every second or every 10 s: the same place at the same time.
    const fine = vehicle(4);
    const coarse = vehicle(4);
    for (let t = 10; t <= 1800; t += 10) {
      for (let s = t - 9; s <= t; s++) fine.tick(T0 + s * 1000);
      coarse.tick(T0 + t * 1000);
      expect(fine.point).toEqual(coarse.point);
    }
  });

  it('connects and reports on its first tick', () => {
    const outputs = vehicle(1).tick(T0 + 1000);
    expect(outputs[0]).toEqual({ type: 'connect' });
    expect(['position', 'heartbeat']).toContain(outputs[1].type);
  });

  it('only moves between allowed states, and visits them all', () => {
    const allowed = new Set([
      'driving>parked',
      'parked>driving',
      'parked>sleeping',
      'sleeping>driving',
      'sleeping>parked',
      'driving>offline',
      'parked>offline',
      'sleeping>offline',
      'offline>driving',
      'offline>parked',
      'offline>sleeping',
    ]);
    const seen = new Set<string>();
    const visited = new Set<VehicleMode>();
    for (let seed = 0; seed < 6; seed++) {
      const v = vehicle(seed, { offlinePerHour: 1, sleepAfterMinutes: 10 });
      // 1-second ticks so no transition hides inside a tick.
      for (const tick of run(v, 12 * 3600, 1)) {
        visited.add(tick.after);
        if (tick.before !== tick.after) seen.add(`${tick.before}>${tick.after}`);
      }
    }
    for (const transition of seen) expect(allowed).toContain(transition);
    expect([...visited].sort()).toEqual(['driving', 'offline', 'parked', 'sleeping']);
  });

  it('sends positions while driving with ACC on, and only heartbeats while parked or asleep', () => {
    for (let seed = 0; seed < 4; seed++) {
      const ticks = run(vehicle(seed, { alarmsPerHour: 0, offlinePerHour: 0 }), 8 * 3600);
      // The first tick is the power-on report, whatever the state.
      for (const tick of ticks.slice(1)) {
        const positions = tick.outputs.filter((o) => o.type === 'position');
        if (tick.before === 'driving' && tick.after === 'driving') {
          expect(positions).toHaveLength(1);
          expect(positions.every((p) => p.type === 'position' && p.status.acc)).toBe(true);
        }
        const resting = (m: VehicleMode): boolean => m === 'parked' || m === 'sleeping';
        if (resting(tick.before) && resting(tick.after) && tick.before === tick.after)
          expect(positions).toHaveLength(0);
      }
      const parkedPositions = reports(ticks).filter(
        (r) => r.type === 'position' && r.fix.speedKmh === 0 && !r.status.acc,
      );
      expect(parkedPositions.length).toBeGreaterThan(0);
    }
  });

  it('beats rarely while asleep', () => {
    const v = vehicle(2, { alarmsPerHour: 0, offlinePerHour: 0 });
    let lastAsleepBeat: number | undefined;
    let shortest = Infinity;
    for (let t = 10; t <= 24 * 3600; t += 10) {
      const before = v.mode;
      const outputs = v.tick(T0 + t * 1000);
      if (before === 'sleeping' && v.mode === 'sleeping' && outputs.some((o) => o.type === 'heartbeat')) {
        if (lastAsleepBeat !== undefined) shortest = Math.min(shortest, t - lastAsleepBeat);
        lastAsleepBeat = t;
      }
      if (v.mode !== 'sleeping') lastAsleepBeat = undefined;
    }
    expect(shortest).toBeGreaterThanOrEqual(900);
  });

  it('goes quiet when offline and says hello again when back', () => {
    const v = vehicle(5, { offlinePerHour: 4, offlineMinutes: [1, 3] });
    const outputs = run(v, 6 * 3600).flatMap((t) => t.outputs);
    const disconnects = outputs.map((o, i) => (o.type === 'disconnect' ? i : -1)).filter((i) => i >= 0);
    expect(disconnects.length).toBeGreaterThan(3);
    for (const i of disconnects) {
      const next = outputs.slice(i + 1).findIndex((o) => o.type !== 'disconnect');
      const after = outputs[i + 1 + next];
      // Nothing is said while offline: the next output is the reconnection.
      if (after) expect(after.type).toBe('connect');
      if (after) expect(['position', 'heartbeat']).toContain(outputs[i + 2 + next]?.type);
    }
  });

  it('raises each kind of alarm once and clears it', () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const all = reports(run(vehicle(seed, { alarmsPerHour: 6, offlinePerHour: 0 }), 6 * 3600));
      all.forEach((report, i) => {
        if (report.type !== 'alarm') return;
        kinds.add(report.alarm);
        expect(report.status.alarm).toBe(report.alarm);
        // Cleared later by a heartbeat without the alarm (unless the run ended first).
        const rest = all.slice(i + 1);
        const cleared = rest.findIndex((r) => r.type === 'heartbeat' && r.status.alarm === undefined);
        const again = rest.findIndex((r) => r.type === 'alarm');
        if (again >= 0) expect(cleared).toBeGreaterThanOrEqual(0);
        if (again >= 0) expect(cleared).toBeLessThan(again);
      });
    }
    expect([...kinds].sort()).toEqual(['low_battery', 'power_cut', 'sos', 'vibration']);
  });

  it('reports satellites 6-14 on good fixes, and short GPS losses at the last good place', () => {
    const all = reports(run(vehicle(8, { gpsLossPerHour: 20, alarmsPerHour: 0 }), 4 * 3600));
    const valid = all.filter((r) => r.fix.valid);
    const invalid = all.filter((r) => !r.fix.valid);
    expect(invalid.length).toBeGreaterThan(0);
    expect(Math.min(...valid.map((r) => r.fix.satellites))).toBeGreaterThanOrEqual(6);
    expect(Math.max(...valid.map((r) => r.fix.satellites))).toBeLessThanOrEqual(14);
    expect(Math.max(...invalid.map((r) => r.fix.satellites))).toBeLessThanOrEqual(3);
    for (const bad of invalid) {
      const lastGood = [...all.slice(0, all.indexOf(bad))].reverse().find((r) => r.fix.valid);
      if (lastGood)
        expect([bad.fix.latitude, bad.fix.longitude]).toEqual([
          lastGood.fix.latitude,
          lastGood.fix.longitude,
        ]);
    }
  });

  it('drains its battery while parked and charges while driving', () => {
    const all = reports(run(vehicle(6, { alarmsPerHour: 0, offlinePerHour: 0 }), 24 * 3600));
    let drained = false;
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1], all[i]];
      if (!a.status.acc && !b.status.acc && b.status.batteryLevel < a.status.batteryLevel) drained = true;
      if (!a.status.acc && !b.status.acc && a.status.externalPower) {
        expect(b.status.batteryLevel).toBeLessThanOrEqual(a.status.batteryLevel);
      }
    }
    expect(drained).toBe(true);
    const altitudes = all.map((r) => r.fix.altitude);
    expect(Math.max(...altitudes) - Math.min(...altitudes)).toBeGreaterThan(10);
  });

  it('obeys commands: interval, relay, sleep', () => {
    const v = vehicle(7, { alarmsPerHour: 0, offlinePerHour: 0 }, 30);
    v.tick(T0 + 1000);
    expect(v.applyCommand(parseGt06Command('FREQ,15#'))).toEqual({ ok: true, reply: 'OK' });
    expect(v.intervalSeconds).toBe(15);
    expect(v.applyCommand(parseGt06Command('FREQ,1#')).ok).toBe(false);

    expect(v.applyCommand(parseGt06Command('RELAY,1#'))).toEqual({
      ok: true,
      reply: 'Cut off the fuel supply: Success!',
    });
    const whileCut = run(v, 4 * 3600).slice(60);
    expect(whileCut.every((t) => t.after !== 'driving')).toBe(true);
    v.applyCommand(parseGt06Command('RELAY,0#'));
    v.applyCommand(parseGt06Command('SLEEP,0#'));
    expect(v.mode).not.toBe('sleeping');
    const later: Tick[] = [];
    for (let t = 4 * 3600 + 10; t <= 12 * 3600; t += 10)
      later.push({ before: v.mode, outputs: v.tick(T0 + t * 1000), after: v.mode });
    expect(later.some((t) => t.after === 'driving')).toBe(true);
    expect(later.some((t) => t.after === 'sleeping')).toBe(false);
  });

  it('answers WHERE# with a position text the GT06 codec reads back', () => {
    const v = vehicle(9);
    v.tick(T0 + 60_000);
    const reply = v.applyCommand(parseGt06Command('WHERE#'));
    const { fix } = v.snapshot();
    const content = Buffer.concat([Buffer.from([0, 0, 0, 7, 1]), Buffer.from(reply.reply, 'latin1')]);
    const decoded = decodeGt06Frame(encodeGt06Frame(0x21, content, 1));
    expect(decoded.ok && decoded.message.type === 'command_reply').toBe(true);
    if (!decoded.ok || decoded.message.type !== 'command_reply') return;
    expect(decoded.message.position?.latitude).toBeCloseTo(fix.latitude, 6);
    expect(decoded.message.position?.longitude).toBeCloseTo(fix.longitude, 6);
    expect(decoded.message.position?.fixTime).toEqual(fix.time);
    expect(v.applyCommand(parseGt06Command('VBAT#')).reply).toMatch(
      /^VBAT=\d\.\d\dV;BAT=\d+%;VIN=\d+\.\d\dV;CHG=[01]$/,
    );
  });
});
