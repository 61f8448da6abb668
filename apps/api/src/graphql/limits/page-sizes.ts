import { CLIENT_DEVICE_PAGE, PAGE_SIZES, VOICE_RECORDING_LIST } from '@gps/contracts';

/**
 * How many rows a list holds when the document does not say: the cost limit's one guess. Lists
 * here are pages (below); the others are short (rights: 13 functions) or not bounded by the
 * schema (a fleet's sub-fleets, one batch of live rows), and the answer-size cap bounds those.
 */
export const ASSUMED_LIST_SIZE = 100;

/**
 * Rows of a page when the query gives no `pageRows`: each call's default page, as its operation
 * applies it (`pageOf(input, default)`), the larger where it depends on the caller (devices: 200
 * for administrators, 1,000 for fleets). Pages without paging arguments answer a fixed number.
 */
export const DEFAULT_PAGE_ROWS: Readonly<Record<string, number>> = {
  'Query.accounts': PAGE_SIZES.accounts[0],
  'Query.permissions': PAGE_SIZES.permissions[0],
  'Query.fleets': PAGE_SIZES.fleets[0],
  'Query.subFleets': 1000,
  'Query.devices': CLIENT_DEVICE_PAGE,
  'Query.expireServiceDevices': CLIENT_DEVICE_PAGE,
  'Query.systemLogs': PAGE_SIZES.systemLog,
  'Query.voiceRecorderLogs': VOICE_RECORDING_LIST,
};

/** The argument that sets a page's size, where a call has one. */
export const PAGE_ROWS_ARGUMENT = 'pageRows';
