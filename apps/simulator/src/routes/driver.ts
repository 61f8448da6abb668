import type { Rng } from '../random';
import { turnAngle, type Vec } from './geo';
import type { RoadEdge, RoadNetwork } from './network';

/** Per-vehicle driving style. */
export interface DriverProfile {
  /** m/s² when speeding up. */
  acceleration: number;
  /** m/s² when slowing down (comfortable braking, not an emergency stop). */
  deceleration: number;
  /** Multiplier on the speed limit: some drivers are slower, some push it. */
  speedFactor: number;
  /** Chance of being stopped (red light, give way) at an urban junction of 3+ roads. */
  urbanStopProbability: number;
}

/** Cruise bands, km/h: urban 20-60, country roads 40-70, highway 80-110. */
const CRUISE_BOUNDS: Readonly<Record<RoadEdge['roadClass'], readonly [number, number]>> = {
  street: [20, 45],
  main: [30, 60],
  rural: [40, 70],
  highway: [80, 110],
};

/** Chance of stopping at a junction (lights, give way), by the busier of the two roads. */
function stopChance(profile: DriverProfile, from: RoadEdge['roadClass'], to: RoadEdge['roadClass']): number {
  const urban = (c: RoadEdge['roadClass']): boolean => c === 'street' || c === 'main';
  if (urban(from) || urban(to)) return profile.urbanStopProbability;
  if (from === 'rural' || to === 'rural') return 0.12;
  return 0.03;
}

const KMH = 1 / 3.6;

export function randomDriverProfile(rng: Rng): DriverProfile {
  return {
    acceleration: rng.range(1.0, 2.2),
    deceleration: rng.range(2.0, 3.0),
    speedFactor: rng.range(0.9, 1.08),
    urbanStopProbability: rng.range(0.25, 0.45),
  };
}

/**
 * Moves one vehicle along the road graph in fixed time steps: cruises near the road's limit, brakes
 * in time for red lights, sharp turns and dead ends (where it turns round), and accelerates away.
 * The next road is chosen on entering an edge so braking can anticipate the turn.
 */
export class RouteDriver {
  private edge: RoadEdge;
  /** True when travelling from node a to node b. */
  private forward: boolean;
  /** Metres travelled along the current edge in the travel direction. */
  private dist: number;
  private speed = 0;
  private cruise = 0;
  private wait = 0;
  private next!: { edge: RoadEdge; forward: boolean };
  private endSpeed = 0;
  private stopAtEnd = false;
  /** Metres driven since creation. */
  odometer = 0;

  constructor(
    private readonly network: RoadNetwork,
    private readonly rng: Rng,
    private readonly profile: DriverProfile = randomDriverProfile(rng),
  ) {
    this.edge = rng.pick(network.edges);
    this.forward = rng.chance(0.5);
    this.dist = rng.range(0, this.edge.length);
    this.plan();
  }

  get position(): Vec {
    const d = this.forward ? this.dist : this.edge.length - this.dist;
    return this.network.pointAt(this.edge, d);
  }

  /** Compass course of the road under the vehicle in the travel direction. */
  get course(): number {
    const d = this.forward ? this.dist : this.edge.length - this.dist;
    const b = this.network.bearingAt(this.edge, d);
    return this.forward ? b : (b + 180) % 360;
  }

  get speedKmh(): number {
    return this.speed * 3.6;
  }

  /** At a standstill (parked, or waiting at a junction). */
  get stopped(): boolean {
    return this.speed < 0.05;
  }

  get roadClass(): RoadEdge['roadClass'] {
    return this.edge.roadClass;
  }

  /** Advance by dt seconds. With `stopRequested` the driver brakes to a halt where it is. */
  step(dt: number, stopRequested: boolean): void {
    if (this.wait > 0) {
      this.wait = Math.max(0, this.wait - dt);
      this.speed = 0;
      return;
    }
    this.driftCruise();
    const remaining = this.edge.length - this.dist;
    const v0 = this.speed;
    if (this.stopAtEnd && !stopRequested && v0 > 0 && (2 * remaining) / v0 <= dt) {
      // Comes to a halt at the line within this step (the approach has already slowed it down).
      this.odometer += remaining;
      this.arrive();
      return;
    }
    const target = stopRequested ? 0 : Math.min(this.cruise, this.brakingLimit(v0, remaining, dt));
    const v1 =
      target > v0
        ? Math.min(target, v0 + this.profile.acceleration * dt)
        : Math.max(target, v0 - this.profile.deceleration * dt);
    this.speed = v1;
    this.travel(((v0 + v1) / 2) * dt);
  }

  /**
   * Highest speed v1 to end this step with such that, after covering (v0 + v1) / 2 * dt, the
   * vehicle can still slow to endSpeed by the junction: v1² <= endSpeed² + 2·a·(remaining - travel).
   * Looking at the end of the step (not its start) is what keeps 1-second steps from overshooting.
   */
  private brakingLimit(v0: number, remaining: number, dt: number): number {
    const a = this.profile.deceleration;
    // v1² + (a·dt)·v1 + (a·dt)·v0 - 2a·remaining - endSpeed² <= 0
    const b = a * dt;
    const c = b * v0 - 2 * a * remaining - this.endSpeed ** 2;
    const disc = b * b - 4 * c;
    return disc <= 0 ? 0 : Math.max(0, (-b + Math.sqrt(disc)) / 2);
  }

  private travel(metres: number): void {
    let left = metres;
    while (left > 0) {
      const remaining = this.edge.length - this.dist;
      if (left < remaining) {
        this.dist += left;
        this.odometer += left;
        return;
      }
      this.odometer += remaining;
      left -= remaining;
      // Stopped at the line: the rest of this step's distance is not driven.
      if (this.arrive()) return;
    }
  }

  /** Cross the junction at the end of the edge; true when the vehicle stops there. */
  private arrive(): boolean {
    const stop = this.stopAtEnd;
    const deadEnd = this.next.edge === this.edge;
    this.enter(this.next.edge, this.next.forward);
    if (!stop) return false;
    this.speed = 0;
    this.wait = deadEnd ? this.rng.range(3, 8) : this.rng.range(8, 45);
    return true;
  }

  private enter(edge: RoadEdge, forward: boolean): void {
    this.edge = edge;
    this.forward = forward;
    this.dist = 0;
    this.plan();
  }

  /** Pick the cruise speed for this edge, the road after it, and whether to stop at the junction. */
  private plan(): void {
    const [min, max] = CRUISE_BOUNDS[this.edge.roadClass];
    const wanted = this.edge.speedLimitKmh * this.profile.speedFactor * this.rng.range(0.9, 1.03);
    this.cruise = Math.min(max, Math.max(min, wanted)) * KMH;

    const node = this.forward ? this.edge.b : this.edge.a;
    const arriving = this.forward ? this.edge.length : 0;
    const inBearing = (this.network.bearingAt(this.edge, arriving) + (this.forward ? 0 : 180)) % 360;
    const options = this.network.nodes[node].edges.filter((id) => id !== this.edge.id);
    if (options.length === 0) {
      // Dead end (the edge of the area): turn round.
      this.next = { edge: this.edge, forward: !this.forward };
      this.stopAtEnd = true;
      this.endSpeed = 0;
      return;
    }
    const candidates = options.map((id) => {
      const edge = this.network.edges[id];
      const forward = edge.a === node;
      const outBearing =
        (this.network.bearingAt(edge, forward ? 0 : edge.length) + (forward ? 0 : 180)) % 360;
      return { edge, forward, turn: turnAngle(inBearing, outBearing) };
    });
    // Mostly straight on, sometimes a turn; highways tend to stay highways.
    const weights = candidates.map(
      (c) =>
        0.25 +
        Math.max(0, Math.cos((c.turn * Math.PI) / 180)) ** 2 +
        (c.edge.roadClass === this.edge.roadClass ? 0.3 : 0),
    );
    const chosen = candidates[this.rng.weighted(weights)];
    this.next = { edge: chosen.edge, forward: chosen.forward };
    const junction = options.length >= 2;
    const wantsStop =
      junction && this.rng.chance(stopChance(this.profile, this.edge.roadClass, chosen.edge.roadClass));
    // A light that turns red too close to stop for is driven through, as drivers do.
    const canStop = this.speed ** 2 <= 2 * this.profile.deceleration * this.edge.length;
    this.stopAtEnd = wantsStop && canStop;
    // Arrive no faster than the turn allows and the next road's speed band (highway into town).
    const nextMax = CRUISE_BOUNDS[chosen.edge.roadClass][1];
    this.endSpeed = this.stopAtEnd ? 0 : Math.min(turnSpeed(chosen.turn), nextMax) * KMH;
  }

  /** Drivers do not hold a speed exactly: a slow random walk around the chosen cruise. */
  private driftCruise(): void {
    if (!this.rng.chance(0.08)) return;
    const [min, max] = CRUISE_BOUNDS[this.edge.roadClass];
    const kmh = (this.cruise / KMH) * this.rng.range(0.97, 1.03);
    this.cruise = Math.min(max, Math.max(min, kmh)) * KMH;
  }
}

/** Highest comfortable speed through a turn of the given angle, km/h. */
function turnSpeed(angle: number): number {
  if (angle > 120) return 12;
  if (angle > 60) return 20;
  if (angle > 30) return 35;
  return 200;
}
