import { DeviceStatusCode } from '@gps/codes';

/**
 * The colour a vehicle is drawn in: by its status (`deviceStatusCode`), moving green, online and
 * still blue, offline grey; and a paler grey when what we know of it is stale (see `staleness.ts`),
 * whatever its last status said: a stale "moving" is not known to be moving.
 */
export const STATUS_COLOURS = Object.freeze({
  moving: '#389e0d',
  still: '#1677ff',
  offline: '#8c8c8c',
  stale: '#bfbfbf',
});

export function statusColour(deviceStatusCode: number | null | undefined, stale: boolean): string {
  if (stale) return STATUS_COLOURS.stale;
  if (deviceStatusCode === DeviceStatusCode.ONLINE_MOVING) return STATUS_COLOURS.moving;
  if (deviceStatusCode === DeviceStatusCode.ONLINE_STILL) return STATUS_COLOURS.still;
  return STATUS_COLOURS.offline;
}
