import { z } from 'zod';
import { byName, call } from '../catalogue/declare';
import { AtMarker } from './at-marker';
import {
  MICROS,
  epochMicros,
  flag,
  float,
  int,
  maybeEpochMicros,
  maybeFloat,
  maybeInt,
  maybeText,
  micros,
  serialNumber,
  text,
} from './common';

/**
 * The longest period one history call may ask for: a week, as Traccar's UI offers (a week at one
 * fix every 10 s is about 60,000 points). Longer spans are asked for week by week
 * (docs/decisions/history.md).
 */
export const HISTORY_PERIOD_MAX_DAYS = 7;
const MICROS_PER_SECOND = 1_000_000;
const SECONDS_PER_DAY = 86_400;
export const HISTORY_PERIOD_MAX_MICROS = HISTORY_PERIOD_MAX_DAYS * SECONDS_PER_DAY * MICROS_PER_SECOND;

/** Track points per page: a whole day at one fix every 10 s (8,640) fits in one. */
export const TRACK_PAGE_POINTS = 10_000;

/** The spec's parking overtime (1800 s) is the parking tab's default; at most the longest period. */
export const PARKING_OVERTIME_MAX_SECONDS = HISTORY_PERIOD_MAX_DAYS * SECONDS_PER_DAY;

/** A cursor is a few dozen characters; anything much longer is not one of ours. */
const CURSOR_MAX_LENGTH = 200;

/** The period [startTime, endTime) (epoch µs) every history call reads, with its rules. */
export const period = {
  deviceSerialNumber: serialNumber,
  startTime: micros.describe(`${MICROS} The period's start (included).`),
  endTime: micros.describe(`${MICROS} The period's end (excluded).`),
};

type Period = { startTime: number; endTime: number };
const startsBeforeEnd = (v: Period) => v.startTime < v.endTime;
const withinLongestPeriod = (v: Period) => v.endTime - v.startTime <= HISTORY_PERIOD_MAX_MICROS;
export const periodRules = <S extends z.ZodType<Period>>(schema: S) =>
  schema
    .refine(startsBeforeEnd, {
      message: 'endTime must be after startTime',
      path: ['endTime'],
      params: { code: 'too_early' },
    })
    .refine(withinLongestPeriod, {
      message: `the period must not be longer than ${HISTORY_PERIOD_MAX_DAYS} days`,
      path: ['endTime'],
    });

export const getCarTrackerLogsInput = periodRules(
  z.object({
    ...period,
    cursor: z
      .string()
      .min(1)
      .max(CURSOR_MAX_LENGTH)
      .optional()
      .describe("The previous page's nextCursor, for the same device and period; absent for the first page."),
  }),
);

/** The parking list's shortest stop (seconds). */
export const overtimeSeconds = int
  .min(0)
  .max(PARKING_OVERTIME_MAX_SECONDS)
  .optional()
  .describe(
    "List the stops lasting at least this long (seconds); 1800 (the spec's parking overtime) when absent.",
  );

export const getParkingRecordsInput = periodRules(
  z.object({
    ...period,
    overtimeSeconds,
  }),
);

export const getTripsInput = periodRules(z.object(period));

const serviceExpired = flag.describe(
  "The device is out of service (expired, stopped or on a paid stop): the history page shows the spec's banner. The history recorded is served all the same.",
);
const address = maybeText.describe(
  "The area in zh-TW (county, town, village) from the platform's embedded Taiwan atlas; null at sea or outside Taiwan.",
);

/** One accepted position of a device. */
export const TrackPoint = z
  .object({
    fixTime: epochMicros.describe(`${MICROS} When the fix was taken (device clock).`),
    receivedAt: epochMicros.describe(`${MICROS} When the platform received it.`),
    latitude: float,
    longitude: float,
    speed: float.describe('km/h.'),
    course: float.describe('Degrees clockwise from north.'),
    altitude: maybeFloat.describe('Metres above sea level.'),
    satellites: maybeInt,
    locateType: int.describe('1 satellite (GPS), 2 base station (LBS).'),
    acc: flag.nullable().describe('Ignition, as reported with the fix.'),
    odometerMeters: float.describe("The platform's odometer after this fix, metres."),
    buffered: flag.describe(
      'Received after a newer fix (a tracker uploading its buffer): kept in the track, used for no stop or trip.',
    ),
    address,
  })
  .meta({ id: 'TrackPoint', description: 'One accepted position of a device, in fix-time order.' });

export const TrackPage = z
  .object({
    rows: z.array(TrackPoint),
    nextCursor: maybeText.describe('Pass it back as cursor for the next page; null on the last page.'),
    serviceExpired,
  })
  .meta({ id: 'TrackPage', description: "A page of a device's track in a period, in fix-time order." });

/** A stop: the vehicle stayed put (docs/decisions/trips-and-stops.md). */
export const ParkingRecord = z
  .object({
    startTime: epochMicros,
    endTime: maybeEpochMicros.describe(`${MICROS} null while the vehicle is still parked.`),
    durationSeconds: int.describe('Until endTime, or until now while still parked.'),
    latitude: float,
    longitude: float,
    address,
    marker: AtMarker.nullable().describe(
      'The device\'s marker the stop is within 150 m of ("parked at Home"); null when none is.',
    ),
  })
  .meta({
    id: 'ParkingRecord',
    description: 'A stop of a device, listed whole even where it crosses the period.',
  });

export const ParkingRecords = z
  .object({ rows: z.array(ParkingRecord), serviceExpired })
  .meta({ id: 'ParkingRecords', description: "A device's stops in a period, oldest first." });

/** A trip: from a stop's end to the next stop's start, or to a gap in data. */
export const TripRecord = z
  .object({
    startTime: epochMicros,
    endTime: epochMicros,
    durationSeconds: int,
    startLatitude: float,
    startLongitude: float,
    endLatitude: float,
    endLongitude: float,
    distanceMeters: float.describe("From the platform's odometer."),
    maxSpeed: float.describe('km/h.'),
    averageSpeed: float.describe('km/h: distance over duration.'),
    endedBy: text.describe("'stop': the vehicle stopped; 'gap': no GPS fix for 15 minutes."),
  })
  .meta({
    id: 'TripRecord',
    description: 'A trip of a device, listed whole even where it crosses the period.',
  });

export const TripRecords = z
  .object({ rows: z.array(TripRecord), serviceExpired })
  .meta({ id: 'TripRecords', description: "A device's ended trips in a period, oldest first." });

export const historyCalls = byName([
  call({
    name: 'getCarTrackerLogs',
    kind: 'query',
    summary: `A device's accepted positions in [startTime, endTime) (epoch µs, at most ${HISTORY_PERIOD_MAX_DAYS} days), in fix-time order, ${TRACK_PAGE_POINTS} a page: pass nextCursor back as cursor until it is null. Another tenant's device is -3; a bad period or cursor -2.`,
    input: getCarTrackerLogsInput,
    output: TrackPage,
    graphql: { field: 'carTrackerLogs', args: 'flat' },
  }),
  call({
    name: 'getParkingRecords',
    kind: 'query',
    summary: `A device's stops overlapping [startTime, endTime) (epoch µs, at most ${HISTORY_PERIOD_MAX_DAYS} days) that lasted at least overtimeSeconds (1800 by default), each whole, oldest first: stored facts, the same whatever period is asked for.`,
    input: getParkingRecordsInput,
    output: ParkingRecords,
    graphql: { field: 'parkingRecords', args: 'flat' },
  }),
  call({
    name: 'getTrips',
    kind: 'query',
    summary: `A device's ended trips overlapping [startTime, endTime) (epoch µs, at most ${HISTORY_PERIOD_MAX_DAYS} days), each whole, oldest first: stored facts, the same whatever period is asked for.`,
    input: getTripsInput,
    output: TripRecords,
    graphql: { field: 'trips', args: 'flat' },
  }),
] as const);
