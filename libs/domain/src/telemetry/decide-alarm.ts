import { invalid } from '../validation/invalid';
import type { RecordAlarm } from './commands';
import type { TelemetryEvent } from './events';
import {
  changeVehicleStatus,
  comeOnline,
  lastKnownPlace,
  observeProtection,
  raiseWarning,
  recordHeartbeatIfDue,
} from './observe';
import { checkReport, recordReport } from './position';
import { startCommand } from './recorder';
import { booleanOrNull } from './sanitize';
import type { TelemetryState } from './state';
import { statusOnDeviceReport } from './vehicle-status';
import { warningKindOf } from './warnings';

/** ACC alarms are the freshest word on the ignition. */
function accOfAlarm(alarm: string): boolean | null {
  if (alarm === 'acc_on') return true;
  if (alarm === 'acc_off') return false;
  return null;
}

/**
 * An alarm packet is one event: it raises a warning (unless the same kind was raised within the
 * repeat window, since devices resend until acknowledged) and never changes the set of active
 * status alarms. Its position, if any, is filtered and recorded like any other; an alarm is
 * raised even when its position is rejected.
 */
export function decideRecordAlarm(c: RecordAlarm, state: TelemetryState): TelemetryEvent[] {
  const r = startCommand(state, { ...c, at: c.receivedAt, atField: 'receivedAt' });
  if (typeof c.alarm !== 'string' || c.alarm === '') invalid('alarm', 'alarm must be an alarm kind');
  const report = c.report === undefined ? undefined : checkReport(c.report);
  comeOnline(r);
  const kind = warningKindOf(c.alarm);
  const accFromAlarm = accOfAlarm(c.alarm);
  if (report !== undefined) {
    const outcome = recordReport(r, report, kind, accFromAlarm ?? booleanOrNull(report.acc));
    if (outcome.current) observeProtection(r, report.armed);
    if (kind !== null) raiseWarning(r, kind, 'alarm', outcome.where, outcome.occurredAt);
    changeVehicleStatus(r, outcome.status);
    return r.events();
  }
  if (kind !== null) raiseWarning(r, kind, 'alarm', lastKnownPlace(r.device()), null);
  const acc = accFromAlarm ?? r.device().acc;
  changeVehicleStatus(r, statusOnDeviceReport(r.device(), { acc }, r.at, r.config));
  recordHeartbeatIfDue(r, { acc: accFromAlarm });
  return r.events();
}
