import { DEFAULT_PARKING_OVERTIME_SECONDS } from '@gps/contracts/constants';

/**
 * The server's limits the page keeps to, so it never asks what would be refused. The longest period
 * is the history calls' (`HISTORY_PERIOD_MAX_DAYS` in libs/contracts/src/calls/history.ts, which the
 * web does not import: it would bring zod into the page); a test keeps the two equal.
 */
export const HISTORY_MAX_DAYS = 7;
const MICROS_PER_DAY = 86_400 * 1_000_000;
export const HISTORY_MAX_MICROS = HISTORY_MAX_DAYS * MICROS_PER_DAY;

/** The spec's parking overtime, the parking tab's starting value. */
export const DEFAULT_OVERTIME_SECONDS = DEFAULT_PARKING_OVERTIME_SECONDS;
/** The longest overtime the server accepts: the longest period. */
export const MAX_OVERTIME_SECONDS = HISTORY_MAX_DAYS * 86_400;

/** The alarm tab's page (spec: 50 a page). */
export const ALARM_PAGE_ROWS = 50;
