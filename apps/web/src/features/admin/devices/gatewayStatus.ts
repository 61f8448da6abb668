import { serialNumberProblem } from '@gps/codes';
import type { GatewayStatusQuery } from '../../../gql/graphql';

export type GatewayInstance = GatewayStatusQuery['gatewayStatus']['gateways'][number];
export type UnknownDevice = GatewayStatusQuery['gatewayStatus']['unknownDevices'][number];

/** How often the gateway status is read again while its drawer is open (gateways publish every 10 s). */
export const GATEWAY_REFRESH_MS = 10_000;

/** The shape of any serial a lookup takes (libs/domain SERIAL_NUMBER_PATTERN): 1 to 20 digits. */
export const SERIAL_NUMBER = /^[0-9]{1,20}$/;

/** Most serials one device lookup takes (the devices call's deviceSerialNumbers limit). */
export const LOOKUP_MAX = 1000;

export type CounterKey = Exclude<
  keyof GatewayInstance,
  '__typename' | 'id' | 'publishedAt' | 'stale' | 'startedAt' | 'ports'
>;

/**
 * The counters shown for each gateway process, in order: traffic, then commands, then what went
 * wrong (`problem`: highlighted when not zero). Every counter of the report is here once.
 */
export const GATEWAY_COUNTERS: readonly { key: CounterKey; problem?: true }[] = [
  { key: 'sessions' },
  { key: 'connections' },
  { key: 'messages' },
  { key: 'acks' },
  { key: 'positionsRecorded' },
  { key: 'warningsRaised' },
  { key: 'commandsSent' },
  { key: 'commandReplies' },
  { key: 'refusedUnknown', problem: true },
  { key: 'loginTimeouts', problem: true },
  { key: 'connectionsRefused', problem: true },
  { key: 'decodeErrors', problem: true },
  { key: 'badChecksums', problem: true },
  { key: 'recordFailures', problem: true },
  { key: 'datagramsDropped', problem: true },
];

/**
 * Whether a serial may be added as a device: the server's rule for new serials (an IMEI with its
 * check digit, or 6 to 14 digits); the add call reports anything else as invalid.
 */
export function isAddable(serial: string): boolean {
  return serialNumberProblem(serial) === undefined;
}

/**
 * The refused serials to look up among the devices: a serial added since it was refused stays in the
 * gateways' list until they forget it. Only serials of a lookup's shape (it refuses others), once each.
 */
export function serialsToLookUp(devices: readonly UnknownDevice[]): string[] {
  return [...new Set(devices.map((d) => d.serial).filter((s) => SERIAL_NUMBER.test(s)))].slice(0, LOOKUP_MAX);
}

/** Refused serials that are still not devices: what the back office has to look at. */
export function waitingSerials(
  devices: readonly UnknownDevice[],
  provisioned: ReadonlySet<string>,
): string[] {
  return devices.map((d) => d.serial).filter((serial) => !provisioned.has(serial));
}
