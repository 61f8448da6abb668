import { event } from '../shared/event';
import type { MarkOffline } from './commands';
import type { DeviceWentOffline, TelemetryEvent } from './events';
import { startCommand } from './recorder';
import type { TelemetryState } from './state';

/** The sweeper's verdict: offline once silent for the timeout, bound included. */
export function decideMarkOffline(c: MarkOffline, state: TelemetryState): TelemetryEvent[] {
  const r = startCommand(state, { ...c, atField: 'at' });
  const { online, lastSeenAt } = r.device();
  if (online && lastSeenAt !== null && lastSeenAt + r.config.offlineTimeoutMs <= r.at) {
    r.record(event<DeviceWentOffline>('DeviceWentOffline', { at: r.at, lastSeenAt }));
  }
  return r.events();
}
