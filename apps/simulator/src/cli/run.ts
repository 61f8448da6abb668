import { serialFor } from '../serials';
import { Simulator, type SimulatorStats } from '../simulator';
import { parseCliArgs, USAGE } from './args';
import { ErrorLog } from './error-log';
import { formatStatus } from './status-line';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const consoleIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** The `simulate` command. Resolves with the exit code; Ctrl-C (or SIGTERM) stops it cleanly. */
export async function runCli(
  argv: readonly string[],
  io: CliIo = consoleIo,
  signals: NodeJS.EventEmitter = process,
): Promise<number> {
  const parsed = parseCliArgs(argv);
  if (parsed.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.err(`simulate: ${parsed.message}`);
    io.err('Run with --help to see the options.');
    return 2;
  }
  const o = parsed.options;
  const errors = new ErrorLog(io.err);
  const simulator = new Simulator({
    devices: o.devices,
    protocol: o.protocol,
    host: o.host,
    port: o.port,
    intervalSeconds: o.intervalSeconds,
    seed: o.seed,
    serialBase: o.serialBase,
    alarmRate: o.alarmRate,
    offlineRate: o.offlineRate,
    gt06Flavour: o.gt06Flavour,
    osmandFormat: o.osmandFormat,
    onError: (deviceId, message) => errors.log(deviceId, message),
  });
  const first = serialFor(o.serialBase, 0);
  const last = serialFor(o.serialBase, o.devices - 1);
  io.out(
    `simulating ${o.devices} ${o.protocol} device(s) -> ${o.host}:${o.port}, interval ${o.intervalSeconds} s, ` +
      `seed ${o.seed}, serials ${first}..${last}` +
      (o.durationSeconds > 0 ? `, for ${o.durationSeconds} s` : ', Ctrl-C to stop'),
  );
  simulator.start();

  let previous: SimulatorStats = simulator.stats();
  const reporter =
    o.reportEverySeconds > 0
      ? setInterval(() => {
          const stats = simulator.stats();
          io.out(formatStatus(stats, previous));
          errors.roll();
          previous = stats;
        }, o.reportEverySeconds * 1000)
      : undefined;

  await new Promise<void>((resolve) => {
    const finish = (): void => {
      if (timer) clearTimeout(timer);
      signals.off('SIGINT', finish);
      signals.off('SIGTERM', finish);
      resolve();
    };
    const timer = o.durationSeconds > 0 ? setTimeout(finish, o.durationSeconds * 1000) : undefined;
    signals.once('SIGINT', finish);
    signals.once('SIGTERM', finish);
  });

  if (reporter) clearInterval(reporter);
  await simulator.stop();
  errors.roll();
  io.out(`final: ${formatStatus(simulator.stats())}`);
  return 0;
}
