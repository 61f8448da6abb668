import { createLink, SimCounters, type CommandTarget, type VehicleReport } from '@gps/simulator';
import type { Logger } from '../infrastructure/logger';

/** How often the sender looks whether every report was acknowledged. */
const POLL_MS = 50;

export interface DevicePast {
  serial: string;
  reports: readonly VehicleReport[];
  /** Who answers a command the gateway sends meanwhile: the vehicle that goes on live. */
  target: CommandTarget;
}

/**
 * Uploads each device's past through the real gateway, as a tracker uploads its buffer after a
 * gap: one GT06 connection per device, the reports in fix-time order. GT06 acknowledges each
 * position only once it is durable, so when every report is acknowledged the past is stored and
 * the live movement may start. Resolves with how many reports were acknowledged (short of the
 * total only when `timeoutMs` ran out: the demo goes on and says so).
 */
export async function sendPast(
  pasts: readonly DevicePast[],
  gateway: { host: string; gt06Port: number },
  logger: Logger,
  timeoutMs: number,
): Promise<number> {
  const counters = new SimCounters();
  const links = pasts.map((past) =>
    createLink(
      'gt06',
      {
        deviceId: past.serial,
        target: past.target,
        counters,
        onError: (deviceId, message) => logger.warn('demo past upload error', { deviceId, message }),
      },
      {
        host: gateway.host,
        port: gateway.gt06Port,
        gt06Flavour: 'utc',
        // The whole day waits in the link's queue until the login is acknowledged.
        maxQueuedReports: past.reports.length + 1,
      },
    ),
  );
  for (const [i, link] of links.entries()) {
    link.connect();
    for (const report of pasts[i].reports) link.send(report);
  }
  const reports = pasts.reduce((n, p) => n + p.reports.length, 0);
  // One login acknowledgement per connection, then one per report.
  const acknowledged = () => counters.acksReceived - counters.logins;
  const deadline = Date.now() + timeoutMs;
  while (acknowledged() < reports && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await Promise.all(links.map((link) => link.close()));
  return Math.min(acknowledged(), reports);
}
