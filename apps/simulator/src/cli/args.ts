import { parseArgs } from 'node:util';
import { checkSerialRange, DEFAULT_SERIAL_BASE } from '../serials';
import { OSMAND_FORMATS, type Gt06Flavour, type OsmAndFormat } from '../transports/types';
import { DEFAULT_PORTS, PROTOCOLS, type Protocol } from '../types';
import { messageOf } from '../errors';

export interface CliOptions {
  devices: number;
  protocol: Protocol;
  intervalSeconds: number;
  host: string;
  port: number;
  seed: number | string;
  serialBase: string;
  /** Seconds; 0 runs until interrupted. */
  durationSeconds: number;
  alarmRate: number;
  offlineRate: number;
  /** Seconds between status lines; 0 prints only the final one. */
  reportEverySeconds: number;
  gt06Flavour: Gt06Flavour | 'mixed';
  osmandFormat: OsmAndFormat | 'mixed';
}

export type CliParse =
  { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export const USAGE = `Usage: npm run simulate -- [options]

Drives virtual vehicles around central Taiwan (23.98, 120.97) over a real device protocol.

Options:
  --devices N          number of vehicles (1..100000)                  [default 10]
  --protocol P         gt06 | h02 | osmand | jt808 | teltonika         [default gt06]
  --interval S         seconds between a driving vehicle's positions   [default 10]
  --host H             gateway host                                    [default 127.0.0.1]
  --port P             gateway port            [default by protocol: gt06 5023, h02 5013, osmand 5055, jt808 5015, teltonika 5027]
  --seed X             behaviour seed (number or text); same seed, same roads and trips [default 1]
  --serial-base D      first device serial, 15 digits; devices get IMEIs counted up from D's first 14 digits [default ${DEFAULT_SERIAL_BASE}]
  --duration S         stop after S seconds (0 = run until Ctrl-C)     [default 0]
  --alarm-rate R       alarms per vehicle per hour                     [default 0.2]
  --offline-rate R     offline episodes per vehicle per hour           [default 0.1]
  --report-every S     print a status line every S seconds (0 = only at the end) [default 10]
  --gt06-packets K     utc (0x22/0x26) | classic (0x12/0x16) | mixed   [default mixed]
  --osmand-format F    query-get | query-post | form | json | mixed    [default mixed]
  -h, --help           show this help
`;

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** Parse the command line; every problem comes back as one clear sentence, nothing throws. */
export function parseCliArgs(argv: readonly string[]): CliParse {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        devices: { type: 'string' },
        protocol: { type: 'string' },
        interval: { type: 'string' },
        host: { type: 'string' },
        port: { type: 'string' },
        seed: { type: 'string' },
        'serial-base': { type: 'string' },
        duration: { type: 'string' },
        'alarm-rate': { type: 'string' },
        'offline-rate': { type: 'string' },
        'report-every': { type: 'string' },
        'gt06-packets': { type: 'string' },
        'osmand-format': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return { kind: 'error', message: messageOf(error) };
  }
  if (values.help) return { kind: 'help' };
  const text = (name: string): string | undefined => {
    const v = values[name];
    return typeof v === 'string' ? v.trim() : undefined;
  };

  try {
    const protocol = (text('protocol') ?? 'gt06').toLowerCase();
    if (!(PROTOCOLS as readonly string[]).includes(protocol)) {
      throw new Error(`--protocol must be one of ${PROTOCOLS.join(', ')}, got "${text('protocol')}"`);
    }
    const options: CliOptions = {
      devices: integer('devices', text('devices'), 10, 1, 100_000),
      protocol: protocol as Protocol,
      intervalSeconds: decimal('interval', text('interval'), 10, 0.1, 86_400),
      host: text('host') ?? '127.0.0.1',
      port: integer('port', text('port'), DEFAULT_PORTS[protocol as Protocol], 1, 65_535),
      seed: seedValue(text('seed')),
      serialBase: text('serial-base') ?? DEFAULT_SERIAL_BASE,
      durationSeconds: decimal('duration', text('duration'), 0, 0, 365 * 86_400),
      alarmRate: decimal('alarm-rate', text('alarm-rate'), 0.2, 0, 3_600),
      offlineRate: decimal('offline-rate', text('offline-rate'), 0.1, 0, 3_600),
      reportEverySeconds: decimal('report-every', text('report-every'), 10, 0, 86_400),
      gt06Flavour: choice(
        'gt06-packets',
        text('gt06-packets'),
        ['utc', 'classic', 'mixed'] as const,
        'mixed',
      ),
      osmandFormat: choice(
        'osmand-format',
        text('osmand-format'),
        [...OSMAND_FORMATS, 'mixed'] as const,
        'mixed',
      ),
    };
    if (options.host === '') throw new Error('--host must not be empty');
    const serialProblem = checkSerialRange(options.serialBase, options.devices);
    if (serialProblem) throw new Error(`--serial-base: ${serialProblem}`);
    return { kind: 'run', options };
  } catch (error) {
    return { kind: 'error', message: messageOf(error) };
  }
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!INTEGER.test(raw) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function decimal(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!DECIMAL.test(raw) || value < min || value > max) {
    throw new Error(`--${name} must be a number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function choice<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`--${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return value as T;
}

function seedValue(raw: string | undefined): number | string {
  if (raw === undefined) return 1;
  if (raw === '') throw new Error('--seed must not be empty');
  return INTEGER.test(raw) && Number(raw) <= 0xffffffff ? Number(raw) : raw;
}
