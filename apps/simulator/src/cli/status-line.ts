import type { SimulatorStats } from '../simulator';

/**
 * One line per report, e.g.
 * `[   60s] online 198/200 | driving 131 parked 52 sleeping 15 offline 2 | pos 1234 (+20.1/s) hb 80 alarms 2 | acks 1310 | cmds 1/1 | reconnects 0 errors 0`
 */
export function formatStatus(stats: SimulatorStats, previous?: SimulatorStats): string {
  const m = stats.modes;
  const seconds = previous ? stats.elapsedSeconds - previous.elapsedSeconds : stats.elapsedSeconds;
  const delta = stats.positionsSent - (previous?.positionsSent ?? 0);
  const rate = seconds > 0 ? (delta / seconds).toFixed(1) : '0.0';
  const parts = [
    `[${String(Math.round(stats.elapsedSeconds)).padStart(6)}s] online ${stats.online}/${stats.devices}`,
    `driving ${m.driving} parked ${m.parked} sleeping ${m.sleeping} offline ${m.offline}`,
    `pos ${stats.positionsSent} (+${rate}/s) hb ${stats.heartbeatsSent} alarms ${stats.alarmsSent}`,
    `acks ${stats.acksReceived}`,
    `cmds ${stats.commandsAnswered}/${stats.commandsReceived}`,
  ];
  let tail = `reconnects ${stats.reconnects} errors ${stats.errors}`;
  if (stats.dropped > 0) tail += ` dropped ${stats.dropped}`;
  if (stats.rejected > 0) tail += ` rejected ${stats.rejected}`;
  parts.push(tail);
  return parts.join(' | ');
}
