import { observedStatusAlarms } from './alarms';
import type { RecordHeartbeat } from './commands';
import type { TelemetryEvent } from './events';
import {
  changeVehicleStatus,
  comeOnline,
  lastKnownPlace,
  observeProtection,
  observeStatusAlarms,
  recordHeartbeatIfDue,
} from './observe';
import { startCommand } from './recorder';
import { booleanOrNull } from './sanitize';
import type { TelemetryState } from './state';
import { statusOnDeviceReport } from './vehicle-status';

/** A heartbeat that changes nothing records nothing, except a bounded sign of life. */
export function decideRecordHeartbeat(c: RecordHeartbeat, state: TelemetryState): TelemetryEvent[] {
  const r = startCommand(state, { ...c, at: c.receivedAt, atField: 'receivedAt' });
  comeOnline(r);
  observeProtection(r, c.armed);
  // A heartbeat has no fix: its status alarms happened when it was received.
  observeStatusAlarms(r, observedStatusAlarms(c.statusBits, c.alarm), lastKnownPlace(r.device()), null);
  const acc = booleanOrNull(c.acc);
  const sleeping = typeof c.sleeping === 'boolean' ? c.sleeping : undefined;
  changeVehicleStatus(
    r,
    statusOnDeviceReport(r.device(), { acc: acc ?? r.device().acc, sleeping }, r.at, r.config),
  );
  recordHeartbeatIfDue(r, { ...c, acc });
  return r.events();
}
