/** Pure rules of the remote page: which keys each tab sends, the value rules, the history window. */
import dayjs from 'dayjs';
import type { RemoteCommandInput, RemoteKey } from '../../gql/graphql';

/** The menu's request data codes (spec): 12 from the query tab, 13 from the set and remote-control tabs. */
export const REQUEST_DATA_CODE = { query: 12, command: 13 } as const;

export const QUERY_KEYS = ['GPS', 'VBAT'] as const satisfies readonly RemoteKey[];
export const SET_KEYS = ['PSW', 'PHONE', 'USER', 'FREQ', 'VIBL'] as const satisfies readonly RemoteKey[];
export const SWITCH_KEYS = ['VIB', 'LBVON', 'POF', 'SLEEP'] as const satisfies readonly RemoteKey[];

export type QueryKey = (typeof QUERY_KEYS)[number];
export type SwitchKey = (typeof SWITCH_KEYS)[number];

/**
 * The server's value rules (libs/domain remote-command keys), repeated here because the web app
 * imports no server code: the form refuses what the server would refuse, the server checks again.
 */
export const DEVICE_PASSWORD = /^[A-Za-z0-9]{1,16}$/;
export const PHONE_NUMBER = /^\+?\d{3,20}$/;
export const VIBL_RANGE = { min: 0, max: 15 } as const;
/** Spec: 30 s is "normal", 15 s "fast" (more power; not advised above 13 running hours a day). */
export const FREQ_SECONDS = { normal: 30, fast: 15 } as const;
export type FreqChoice = keyof typeof FREQ_SECONDS;

export type CommandValue = { text: string } | { number: number } | { on: boolean } | null;

export function requestDataCodeFor(key: RemoteKey): number {
  return (QUERY_KEYS as readonly RemoteKey[]).includes(key)
    ? REQUEST_DATA_CODE.query
    : REQUEST_DATA_CODE.command;
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
  return status === 'queued' || status === 'sent';
}

/** How a recorded value reads in the history: FREQ seconds, switches on/off, text as is. */
export function valueLabelKey(
  key: RemoteKey,
  value: string | null,
): { key: string; params?: Record<string, string> } | null {
  if (value === null || value === '') return null;
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
