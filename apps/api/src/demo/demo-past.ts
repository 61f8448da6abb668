import type { DeviceStatus, Fix, VehicleReport } from '@gps/simulator';

/**
 * A demo vehicle's last 24 hours, as its tracker would have reported them: a commuter's day of
 * trips and parking, so a newcomer opens the history page and sees a day at once
 * (docs/simulator.md, "The demo's past"). Pure: the same inputs give the same reports.
 *
 * The day, in hours after `now - 24 h`: parked at home until 7:00; to work (40 min, with a six-minute
 * highway stretch at 95 km/h: an overspeed episode for a vehicle whose limit is below it); parked
 * at work (4 h 20 min: parking overtime); out for lunch (12 min), parked 25 min (a stop, but not
 * overtime), back (12 min); parked at work until 17:30; home the way it came; parked at home until
 * now. It ends where it began, at `home`: where the live simulation goes on from.
 */
export interface DemoPastOptions {
  /** Where the day begins and ends (the vehicle's live starting point). */
  home: { latitude: number; longitude: number };
  /** Epoch ms; the day covers the 24 hours before it. */
  now: number;
  /** Degrees clockwise from north: the direction of work from home, so vehicles spread out. */
  bearing: number;
  /** Whether the vehicle raises an SOS alarm while parked at lunch. */
  sos: boolean;
  /** The cell the tracker reports (vehicles differ). */
  cellId: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moving tracker's period (trackers report every 10-30 s while driving). */
const DRIVING_PERIOD_MS = 30 * SECOND;
/** A parked tracker's period: rare positions keep its stop alive without filling the history. */
const PARKED_PERIOD_MS = 10 * MINUTE;
/** The last parked fix is this long before `now`, so the live simulation's first fix is newer. */
const END_MARGIN_MS = MINUTE;
const METERS_PER_DEGREE = 111_320;
const METERS_PER_KM = 1_000;
/** The SOS is pressed this long after the lunch stop's first fix (a fix of its own). */
const SOS_AFTER_MS = MINUTE;

/** km/h, one entry per driving period (30 s): the commute (40 min) and the lunch run (12 min). */
const COMMUTE_KMH = [
  ...Array<number>(4).fill(30),
  ...Array<number>(16).fill(50),
  // The highway stretch: above an 80 km/h truck limit, below the platform's 110.
  ...Array<number>(12).fill(95),
  ...Array<number>(44).fill(50),
  ...Array<number>(4).fill(20),
];
const LUNCH_KMH = [...Array<number>(2).fill(25), ...Array<number>(20).fill(40), ...Array<number>(2).fill(15)];

const AT = {
  leaveHome: 7 * HOUR,
  leaveWork: 12 * HOUR,
  lunchStop: 25 * MINUTE,
  leaveWorkEvening: 17 * HOUR + 30 * MINUTE,
};

interface Point {
  latitude: number;
  longitude: number;
}

export function demoPast(options: DemoPastOptions): VehicleReport[] {
  const day = new DayWriter(options);
  const lunchBearing = (options.bearing + 90) % 360;
  day.parkUntil(AT.leaveHome);
  day.drive(COMMUTE_KMH, options.bearing);
  const work = day.here;
  day.parkUntil(AT.leaveWork);
  day.drive(LUNCH_KMH, lunchBearing);
  day.parkFor(AT.lunchStop, options.sos);
  day.drive([...LUNCH_KMH].reverse(), (lunchBearing + 180) % 360);
  day.arriveAt(work);
  day.parkUntil(AT.leaveWorkEvening);
  day.drive([...COMMUTE_KMH].reverse(), (options.bearing + 180) % 360);
  day.arriveAt(options.home);
  day.parkUntil(DAY - END_MARGIN_MS);
  return day.reports;
}

/** Writes the day's reports in fix-time order, from `now - 24 h`. */
class DayWriter {
  readonly reports: VehicleReport[] = [];
  here: Point;
  private readonly start: number;
  private time: number;
  private odometer = 0;

  constructor(private readonly options: DemoPastOptions) {
    this.here = { ...options.home };
    this.start = options.now - DAY;
    this.time = this.start;
    this.report(0, 0, false);
  }

  /** Parked, a fix every parked period, until `offset` after the day's start. */
  parkUntil(offset: number): void {
    const until = this.start + offset;
    while (this.time + PARKED_PERIOD_MS <= until) {
      this.time += PARKED_PERIOD_MS;
      this.report(0, 0, false);
    }
    this.time = until;
  }

  parkFor(ms: number, sos: boolean): void {
    const until = this.time + ms;
    this.time += PARKED_PERIOD_MS;
    this.report(0, 0, false);
    if (sos) {
      this.time += SOS_AFTER_MS;
      this.reports.push({ type: 'alarm', alarm: 'sos', ...this.reading(0, 0, false, 'sos') });
    }
    this.parkUntil(until - this.start);
  }

  /** One fix per driving period, moving at each speed along `bearing`. */
  drive(speedsKmh: readonly number[], bearing: number): void {
    for (const kmh of speedsKmh) {
      const meters = (kmh * METERS_PER_KM * DRIVING_PERIOD_MS) / HOUR;
      this.here = offset(this.here, meters, bearing);
      this.odometer += meters;
      this.time += DRIVING_PERIOD_MS;
      this.report(kmh, bearing, true);
    }
  }

  /** Snaps to a place reached by driving back (rounding leaves centimetres). */
  arriveAt(point: Point): void {
    this.here = { ...point };
  }

  private report(speedKmh: number, course: number, acc: boolean): void {
    this.reports.push({ type: 'position', ...this.reading(speedKmh, course, acc) });
  }

  private reading(
    speedKmh: number,
    course: number,
    acc: boolean,
    alarm?: DeviceStatus['alarm'],
  ): { fix: Fix; status: DeviceStatus } {
    return {
      fix: {
        time: new Date(this.time),
        valid: true,
        latitude: this.here.latitude,
        longitude: this.here.longitude,
        speedKmh,
        course,
        altitude: 30,
        satellites: 9,
        hdop: 0.9,
        accuracy: 5,
        odometer: Math.round(this.odometer),
        cell: { mcc: 466, mnc: 92, lac: 10_000, cid: this.options.cellId },
      },
      status: {
        acc,
        armed: !acc,
        externalPower: true,
        charging: true,
        oilCut: false,
        batteryLevel: 100,
        batteryVoltage: 4.1,
        externalVoltage: 12.6,
        gsmSignal: 4,
        alarm,
      },
    };
  }
}

/** The point `meters` from `from` along `bearing` (flat earth: a few kilometres). */
function offset(from: Point, meters: number, bearing: number): Point {
  const radians = (bearing * Math.PI) / 180;
  const north = meters * Math.cos(radians);
  const east = meters * Math.sin(radians);
  return {
    latitude: from.latitude + north / METERS_PER_DEGREE,
    longitude: from.longitude + east / (METERS_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
  };
}
