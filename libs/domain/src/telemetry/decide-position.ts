import { observedStatusAlarms } from './alarms';
import type { RecordPosition } from './commands';
import type { TelemetryEvent } from './events';
import { changeVehicleStatus, comeOnline, observeProtection, observeStatusAlarms } from './observe';
import { checkReport, recordReport } from './position';
import { startCommand } from './recorder';
import { booleanOrNull } from './sanitize';
import type { TelemetryState } from './state';
import { warningKindOf } from './warnings';

/** Every position is recorded, used or rejected: the rejection is the count. */
export function decideRecordPosition(c: RecordPosition, state: TelemetryState): TelemetryEvent[] {
  const r = startCommand(state, { ...c, at: c.receivedAt, atField: 'receivedAt' });
  const report = checkReport(c.report);
  comeOnline(r);
  const alarm = typeof report.alarm === 'string' ? warningKindOf(report.alarm) : null;
  const outcome = recordReport(r, report, alarm, booleanOrNull(report.acc));
  if (outcome.current) {
    observeProtection(r, report.armed);
    observeStatusAlarms(
      r,
      observedStatusAlarms(report.statusBits, report.alarm),
      outcome.where,
      outcome.occurredAt,
    );
  }
  changeVehicleStatus(r, outcome.status);
  return r.events();
}
