import { utcDay, type PositionRecorded } from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import type { Recorded } from '../../define-projection';
import { Collections, lateFixDaysId } from '../../read-models';
import { telemetryDayStreamOf } from '../directory/telemetry-stream';

/**
 * Notes the day stream of a fix received on another UTC day than it was taken (a buffer uploaded
 * after midnight, a clock ahead near midnight). A fix received the day it was taken, nearly all of
 * them, costs no read or write here.
 */
export async function recordLateFixDay(event: Recorded<PositionRecorded>, w: ReadModelWriter): Promise<void> {
  const stream = telemetryDayStreamOf(event.streamId);
  if (stream === null) return;
  const fixDay = utcDay(event.data.fixTime);
  if (fixDay === stream.day) return;
  const id = lateFixDaysId(stream.serial, fixDay);
  const doc = await w.get(Collections.lateFixDays, id);
  const receiptDays = doc?.receiptDays ?? [];
  if (receiptDays.includes(stream.day)) return;
  await w.put(Collections.lateFixDays, {
    id,
    deviceSerialNumber: stream.serial,
    fixDay,
    receiptDays: [...receiptDays, stream.day].sort(),
  });
}
