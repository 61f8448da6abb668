import { event } from '../shared/event';
import type { MarkOffline } from './commands';
import type { DeviceWentOffline, TelemetryEvent } from './events';
import { lastKnownPlace, raiseEpisodeWarning } from './observe';
import { startCommand } from './recorder';
import type { TelemetryState } from './state';

/** The sweeper's verdict: offline once silent for the timeout, bound included; an episode begins. */
export function decideMarkOffline(c: MarkOffline, state: TelemetryState): TelemetryEvent[] {
  const r = startCommand(state, { ...c, atField: 'at' });
  const { online, lastSeenAt } = r.device();
  if (online && lastSeenAt !== null && lastSeenAt + r.config.offlineTimeoutMs <= r.at) {
    r.record(event<DeviceWentOffline>('DeviceWentOffline', { at: r.at, lastSeenAt }));
    // One warning per offline episode; the device's next packet ends it (OfflineEnded).
    raiseEpisodeWarning(r, 'offline', lastKnownPlace(r.device()), null, r.at);
  }
  return r.events();
}
