import { ONLINE_BUCKETS } from '@gps/codes';
import { z } from 'zod';
import { byName, call, page } from '../catalogue/declare';
import { PAGE_SIZES } from '../constants';
import {
  MICROS,
  epochMicros,
  flag,
  id,
  int,
  maybeEpochMicros,
  maybeFloat,
  maybeId,
  maybeInt,
  maybeText,
  micros,
  pageIndex,
  pageRows,
  serialNumber,
  text,
} from './common';

/** The online buckets (docs/decisions/online-buckets.md). */
export const onlineBucket = z.enum(ONLINE_BUCKETS).meta({
  id: 'OnlineBucket',
  description:
    'online: online and awake; unused: never heard from, added less than 90 days ago; sleeping: online with the vehicle asleep, or offline for 90 days or more; offlineUnder12h: offline for less than 12 h; offline12hTo90d: offline for 12 h or more and less than 90 days; neverOnline90d: never heard from, added 90 days to less than 180 days ago; neverOnline180d: never heard from, added 180 days ago or more.',
});

const SECONDS_PER_DAY = 86_400;
/** The longest offline span a filter may name: ten years. */
const OFFLINE_SECONDS_MAX = 3_660 * SECONDS_PER_DAY;
/** The longest period of one offline report: a year and a day (episodes are few: a row each). */
export const OFFLINE_REPORT_MAX_DAYS = 366;
const MICROS_PER_SECOND = 1_000_000;

const fleetId = id
  .optional()
  .describe("Only this fleet's devices and its sub-fleets' (it must be the caller's, else -3).");

const offlineSeconds = int.min(0).max(OFFLINE_SECONDS_MAX);

export const queryOfflineDevicesInput = z
  .object({
    fleetId,
    minOfflineSeconds: offlineSeconds.optional().describe('Offline for at least this long (seconds).'),
    maxOfflineSeconds: offlineSeconds.optional().describe('Offline for less than this long (seconds).'),
    pageIndex,
    pageRows: pageRows(PAGE_SIZES.offlineDevices),
  })
  .refine(
    (v) =>
      v.minOfflineSeconds === undefined ||
      v.maxOfflineSeconds === undefined ||
      v.minOfflineSeconds < v.maxOfflineSeconds,
    { message: 'maxOfflineSeconds must be more than minOfflineSeconds', path: ['maxOfflineSeconds'] },
  );

export const fetchOnlineStatisticsInput = z.object({
  fleetId,
  /** The bucket whose devices are listed; 'online' when absent. */
  bucket: onlineBucket.optional(),
  pageIndex,
  pageRows: pageRows(PAGE_SIZES.onlineTable),
});

export const getOfflineReportsInput = z
  .object({
    deviceSerialNumber: serialNumber.optional().describe("One device (it must be the caller's, else -3)."),
    fleetId,
    startTime: micros.describe(`${MICROS} Episodes that began at or after it.`),
    endTime: micros.describe(`${MICROS} Episodes that began before it.`),
    pageIndex,
    pageRows: pageRows(PAGE_SIZES.reports),
  })
  .refine((v) => v.deviceSerialNumber === undefined || v.fleetId === undefined, {
    message: 'name a device or a fleet, not both',
    path: ['fleetId'],
  })
  .refine((v) => v.startTime < v.endTime, {
    message: 'endTime must be after startTime',
    path: ['endTime'],
    params: { code: 'too_early' },
  })
  .refine((v) => v.endTime - v.startTime <= OFFLINE_REPORT_MAX_DAYS * SECONDS_PER_DAY * MICROS_PER_SECOND, {
    message: `the period must not be longer than ${OFFLINE_REPORT_MAX_DAYS} days`,
    path: ['endTime'],
  });

const address = maybeText.describe(
  'The area in zh-TW (county, town, village) from the embedded Taiwan atlas; null at sea, outside Taiwan or without a fix.',
);

/** A device as the online statistics and the offline devices list show it. */
export const DevicePresence = z
  .object({
    deviceSerialNumber: text,
    carName: maybeText,
    fleetId: maybeId,
    fleetAlias: maybeText,
    bucket: onlineBucket,
    online: flag,
    vehicleStatus: maybeText.describe(
      'sleep, stationary, moving or no_signal; null until the device first reports.',
    ),
    createDate: epochMicros.describe(`${MICROS} When the device was added.`),
    lastSeenTimestamp: maybeEpochMicros.describe(
      `${MICROS} Its last packet: offline since then. null: never heard from.`,
    ),
    offlineSeconds: maybeInt.describe('How long it has been offline; null while online or never heard from.'),
    lastFixTimestamp: maybeEpochMicros.describe(`${MICROS} The fix time of its last position.`),
    latitude: maybeFloat,
    longitude: maybeFloat,
    address,
  })
  .meta({ id: 'DevicePresence', description: 'A device, with where it is among the online buckets.' });
export const DevicePresencePage = page(DevicePresence, 'DevicePresencePage');

export const OnlineBucketCount = z
  .object({ bucket: onlineBucket, count: int })
  .meta({ id: 'OnlineBucketCount', description: 'How many devices in scope are in one online bucket.' });

export const OnlineStatistics = z
  .object({
    counts: z.array(OnlineBucketCount).describe('Every bucket, in the order of OnlineBucket.'),
    devices: int.describe('The devices in scope: the sum of the counts.'),
    /** The bucket listed in rows. */
    bucket: onlineBucket,
    total: int.describe("The listed bucket's devices."),
    rows: z.array(DevicePresence),
  })
  .meta({
    id: 'OnlineStatistics',
    description: "The count of devices in each online bucket, and a page of one bucket's devices.",
  });

export const OfflineEpisode = z
  .object({
    deviceSerialNumber: text,
    carName: maybeText.describe("The vehicle's name now."),
    startTime: epochMicros.describe(`${MICROS} Its last packet before going offline.`),
    endTime: maybeEpochMicros.describe(`${MICROS} Its first packet after; null while still offline.`),
    durationSeconds: int.describe('Until endTime, or until now while still offline.'),
    fixTime: maybeEpochMicros.describe(`${MICROS} The fix time of its last position before going offline.`),
    latitude: maybeFloat,
    longitude: maybeFloat,
    address,
  })
  .meta({ id: 'OfflineEpisode', description: 'A span during which a device was offline.' });
export const OfflineEpisodePage = page(OfflineEpisode, 'OfflineEpisodePage');

export const deviceStatusCalls = byName([
  call({
    name: 'queryOfflineDevices',
    kind: 'query',
    summary: `The devices offline now (heard from before, not now), longest offline first, ${PAGE_SIZES.offlineDevices} a page: offline since their last packet, for how long, where they last were. Narrowed by fleetId (with its sub-fleets) and by how long: minOfflineSeconds (included) to maxOfflineSeconds (excluded). An administrator needs STATISTICS or CUSTOMER view; a fleet sees its own devices (a main fleet its sub-fleets' too), a device itself.`,
    input: queryOfflineDevicesInput,
    output: DevicePresencePage,
    graphql: { field: 'offlineDevices', args: 'flat' },
  }),
  call({
    name: 'fetchOnlineStatistics',
    kind: 'query',
    summary: `The count of devices in each online bucket (docs/decisions/online-buckets.md: every device in scope in exactly one), and the devices of one bucket, ${PAGE_SIZES.onlineTable} a page (those longest in their state first). Scope and rights as queryOfflineDevices.`,
    input: fetchOnlineStatisticsInput,
    output: OnlineStatistics,
    graphql: { field: 'onlineStatistics', args: 'flat' },
  }),
  call({
    name: 'getOfflineReports',
    kind: 'query',
    summary: `Offline episodes that began in [startTime, endTime) (epoch µs, at most ${OFFLINE_REPORT_MAX_DAYS} days), newest first, ${PAGE_SIZES.reports} a page: of one device (deviceSerialNumber), of a fleet with its sub-fleets (fleetId, its devices now), or of all the caller may see. Scope and rights as queryOfflineDevices.`,
    input: getOfflineReportsInput,
    output: OfflineEpisodePage,
    graphql: { field: 'offlineReports', args: 'flat' },
  }),
] as const);
