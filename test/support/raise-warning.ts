import { randomUUID } from 'node:crypto';
import type { WarningKind } from '@gps/codes';
import { WARNING_MESSAGES, streams, type WarningRaisedData } from '@gps/domain';
import type { TestApp } from './app-harness';

/**
 * Records the WarningRaised the gateway's telemetry decider would (an alarm packet, an overspeed
 * episode, the sweeper's offline) in the device's day stream, and waits for the read models.
 * Returns the warning's id. Only for devices no gateway serves in the test: the event stands alone in
 * the day stream, without the TelemetryDayOpened the ingest expects to find first.
 */
export async function raiseWarning(
  app: TestApp,
  serial: string,
  kind: WarningKind,
  at: number,
  where: { latitude: number | null; longitude: number | null } = { latitude: null, longitude: null },
): Promise<string> {
  const data: WarningRaisedData = {
    warningId: `${serial}-${at}-${kind}`,
    kind,
    source: 'alarm',
    message: WARNING_MESSAGES[kind],
    ...where,
    at,
  };
  const written = await app.platform.events.append(
    streams.telemetry(serial, at),
    [{ id: randomUUID(), type: 'WarningRaised', data: { ...data } }],
    'any',
  );
  await app.platform.runner.waitFor(written.position);
  return data.warningId;
}
