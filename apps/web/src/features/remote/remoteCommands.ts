/** Pure rules of the remote page: which keys each tab sends, the value rules, the history window. */
import {
  DEVICE_PASSWORD_PATTERN,
  FREQ_SECONDS,
  isOpenCommandStatus,
  PHONE_NUMBER_PATTERN,
  QUERY_KEYS,
  RequestDataCode,
  SET_KEYS,
  SWITCH_KEYS,
  VIBL_RANGE,
  type FreqChoice,
  type QueryKey,
  type SwitchKey,
  type CommandFailure,
} from '@gps/codes';
import dayjs from 'dayjs';
import type { RemoteCommandInput, RemoteKey } from '../../gql/graphql';
import { ERASED_TEXT, isErased } from '../../shared/personal-data/erased';

/**
 * The keys of each tab and the server's value rules are the code sets of @gps/codes, which the
 * domain reads too: the form refuses what the server would refuse, the server checks again. FREQ's
 * "fast" costs more power (not advised above 13 running hours a day).
 */
export {
  FREQ_SECONDS,
  QUERY_KEYS,
  SET_KEYS,
  SWITCH_KEYS,
  VIBL_RANGE,
  type FreqChoice,
  type QueryKey,
  type SwitchKey,
};
export const DEVICE_PASSWORD = DEVICE_PASSWORD_PATTERN;
export const PHONE_NUMBER = PHONE_NUMBER_PATTERN;

export type CommandValue = { text: string } | { number: number } | { on: boolean } | null;

export function requestDataCodeFor(key: RemoteKey): number {
  return (QUERY_KEYS as readonly RemoteKey[]).includes(key) ? RequestDataCode.QUERY : RequestDataCode.COMMAND;
}

/** The mutation input for `key` with its typed value (text, number or on), nothing for queries. */
export function commandInput(
  deviceSerialNumber: string,
  key: RemoteKey,
  value: CommandValue,
): RemoteCommandInput {
  return { deviceSerialNumber, key, requestDataCode: requestDataCodeFor(key), ...(value ?? {}) };
}

/** The current local day as the history call wants it: [start, next start) in epoch microseconds. */
export function dayWindow(nowMs: number): { startTime: number; endTime: number } {
  const start = dayjs(nowMs).startOf('day');
  return { startTime: start.valueOf() * 1000, endTime: start.add(1, 'day').valueOf() * 1000 };
}

/** Statuses of a command still waiting for its device (queued) or its reply (sent). */
export function isOpen(status: string): boolean {
  return isOpenCommandStatus(status);
}

/** How a recorded value reads in the history: FREQ seconds, switches on/off, text as is. */
export function valueLabelKey(
  key: RemoteKey,
  value: string | null,
): { key: string; params?: Record<string, string> } | null {
  if (value === null || value === '') return null;
  if (isErased(value)) return { key: ERASED_TEXT };
  if (key === 'FREQ') {
    if (value === String(FREQ_SECONDS.fast)) return { key: 'remote.value.freqFast' };
    if (value === String(FREQ_SECONDS.normal)) return { key: 'remote.value.freqNormal' };
    return { key: 'remote.value.seconds', params: { value } };
  }
  if ((SWITCH_KEYS as readonly string[]).includes(key)) {
    if (value === '1' || value === 'true') return { key: 'remote.value.on' };
    if (value === '0' || value === 'false') return { key: 'remote.value.off' };
  }
  return { key: 'remote.value.text', params: { value } };
}

/**
 * What a closed command's entry says: why it failed, in the reader's words, or that it expired.
 * The technical reason (English) stays in the answer and the audit history, not on the page.
 */
export function closedLabelKey(status: 'failed' | 'expired', failure: CommandFailure | null): string {
  return status === 'failed' && failure !== null ? `remote.failure.${failure}` : `remote.status.${status}`;
}
