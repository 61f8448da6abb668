import { decodeH02Frame, type DeviceMessage, type Position } from '@gps/protocols';
import corpus from './corpus/h02/traccar-captures.json';

/**
 * Every real H02 input of the corpus decodes to what its entry says, none to a wrong value, none
 * throws. The figure (right / total) is printed so the 95 % target can be read off a run.
 */

const NOW = new Date('2030-01-01T00:00:00Z');
/** Expected coordinates are written to 5 decimals (about a metre). */
const COORDINATE_TOLERANCE = 5e-5;
/** Expected speeds are knots × 1.852 written to 2 decimals. */
const SPEED_TOLERANCE = 0.01;
const TARGET_SHARE = 0.95;

interface ExpectedCell {
  mcc: number;
  mnc: number;
  lac: number;
  cid: number;
  rssi?: number;
}

interface Expected {
  type: DeviceMessage['type'] | 'error';
  note?: string;
  deviceId?: string;
  valid?: boolean;
  latitude?: number;
  longitude?: number;
  speedKmh?: number;
  course?: number;
  fixTime?: string;
  time?: string;
  statusBits?: number;
  batteryLevel?: number;
  gsmSignal?: number;
  satellites?: number;
  kind?: string;
  command?: string;
  commandTime?: string;
  text?: string;
  cellCount?: number;
  firstCell?: ExpectedCell;
  position?: Expected;
}

interface Entry {
  source: string;
  text?: string;
  hex?: string;
  note?: string;
  expect: Expected;
}

const entries = (corpus as { frames: Entry[] }).frames;

type Verdict = 'right' | 'refused' | 'wrong';

function timeOf(text: string): number {
  return text === 'now' ? NOW.getTime() : new Date(text).getTime();
}

/** Differences between what was expected and what came out; empty when right. */
function positionDiffs(want: Expected, got: Position | undefined): string[] {
  if (!got) return ['no position'];
  const diffs: string[] = [];
  const near = (a: number | undefined, b: number, tol: number): boolean =>
    a !== undefined && Math.abs(a - b) <= tol;
  if (want.latitude !== undefined && !near(got.latitude, want.latitude, COORDINATE_TOLERANCE))
    diffs.push(`latitude ${got.latitude} != ${want.latitude}`);
  if (want.longitude !== undefined && !near(got.longitude, want.longitude, COORDINATE_TOLERANCE))
    diffs.push(`longitude ${got.longitude} != ${want.longitude}`);
  if (want.speedKmh !== undefined && !near(got.speedKmh, want.speedKmh, SPEED_TOLERANCE))
    diffs.push(`speed ${got.speedKmh} != ${want.speedKmh}`);
  if (want.course !== undefined && got.course !== want.course) diffs.push(`course ${got.course}`);
  if (want.valid !== undefined && got.valid !== want.valid) diffs.push(`valid ${got.valid}`);
  if (want.fixTime !== undefined && got.fixTime.getTime() !== timeOf(want.fixTime))
    diffs.push(`fixTime ${got.fixTime.toISOString()} != ${want.fixTime}`);
  if (want.statusBits !== undefined && got.statusBits !== want.statusBits)
    diffs.push(`statusBits ${got.statusBits}`);
  if (want.deviceId !== undefined && got.deviceId !== want.deviceId) diffs.push(`deviceId ${got.deviceId}`);
  return diffs;
}

function messageDiffs(want: Expected, got: DeviceMessage): string[] {
  if (got.type !== want.type) return [`type ${got.type} != ${want.type}`];
  const diffs: string[] = [];
  const same = (name: string, a: unknown, b: unknown): void => {
    if (b !== undefined && a !== b) diffs.push(`${name} ${String(a)} != ${String(b)}`);
  };
  switch (got.type) {
    case 'position':
      return positionDiffs(want, got.position);
    case 'command_reply':
      same('command', got.command, want.command);
      same('commandTime', got.commandTime, want.commandTime);
      same('text', got.text, want.text);
      if (want.position) diffs.push(...positionDiffs(want.position, got.position));
      return diffs;
    case 'lbs': {
      same('cells', got.cells.length, want.cellCount);
      if (want.time !== undefined) same('time', got.time.getTime(), timeOf(want.time));
      same('statusBits', got.statusBits, want.statusBits);
      const cell = got.cells[0];
      if (want.firstCell) {
        for (const key of Object.keys(want.firstCell) as (keyof ExpectedCell)[]) {
          same(`cell.${key}`, cell?.[key], want.firstCell[key]);
        }
      }
      return diffs;
    }
    case 'heartbeat':
      same('batteryLevel', got.batteryLevel, want.batteryLevel);
      same('gsmSignal', got.gsmSignal, want.gsmSignal);
      same('satellites', got.satellites, want.satellites);
      if (want.time !== undefined) same('time', got.time?.getTime(), timeOf(want.time));
      return diffs;
    case 'unknown':
      same('kind', got.kind, want.kind);
      return diffs;
    default:
      return diffs;
  }
}

function judge(entry: Entry): { verdict: Verdict; detail: string } {
  const input = entry.hex !== undefined ? Buffer.from(entry.hex, 'hex') : (entry.text ?? '');
  const result = decodeH02Frame(input, { now: NOW });
  if (entry.expect.type === 'error') {
    return result.ok
      ? { verdict: 'wrong', detail: `accepted as ${result.message.type}, expected a refusal` }
      : { verdict: 'right', detail: '' };
  }
  if (!result.ok) return { verdict: 'refused', detail: `${result.error.code}: ${result.error.message}` };
  const diffs = messageDiffs(entry.expect, result.message);
  if (diffs.length === 0) return { verdict: 'right', detail: '' };
  // A sentence kept as `unknown` is not decoded, but nothing false comes out of it either.
  const verdict = result.message.type === 'unknown' ? 'refused' : 'wrong';
  return { verdict, detail: diffs.join('; ') };
}

describe('H02 corpus of real captures', () => {
  const verdicts = entries.map((entry) => ({ entry, ...judge(entry) }));
  const right = verdicts.filter((v) => v.verdict === 'right').length;

  it('prints the figure', () => {
    const misses = verdicts
      .filter((v) => v.verdict !== 'right')
      .map((v) => `  ${v.verdict}: ${(v.entry.text ?? v.entry.hex ?? '').slice(0, 70)} (${v.detail})`);
    console.log(`H02 corpus: ${right} / ${entries.length} decoded right\n${misses.join('\n')}`);
    expect(entries.length).toBeGreaterThan(0);
  });

  it('decodes nothing to a wrong value', () => {
    expect(
      verdicts.filter((v) => v.verdict === 'wrong').map((v) => `${v.entry.text ?? v.entry.hex}: ${v.detail}`),
    ).toEqual([]);
  });

  it(`decodes at least ${TARGET_SHARE * 100} % of the corpus right`, () => {
    expect(right / entries.length).toBeGreaterThanOrEqual(TARGET_SHARE);
  });
});
