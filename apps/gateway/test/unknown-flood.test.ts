import type { GatewayLogger } from '../src';
import { RawClient } from './support/clients';
import { gt06 } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import { waitFor } from './support/wait';

jest.setTimeout(120_000);

const REAL = '860000000000077';
const FAKES = 5_000;
/** Refused connections under way at once: the flood's pace, not a limit of the gateway. */
const FLOOD_CONCURRENCY = 50;
const LINES_PER_MINUTE = 10;
/** The clock stands still: the whole flood falls in one minute of the log's throttle. */
const NOW = Date.UTC(2026, 4, 1, 6, 0, 0);

/** A logger that keeps its lines. */
function recordingLogger(): GatewayLogger & {
  lines: { message: string; fields?: Record<string, unknown> }[];
} {
  const lines: { message: string; fields?: Record<string, unknown> }[] = [];
  const keep = (message: string, fields?: Record<string, unknown>) => void lines.push({ message, fields });
  return { lines, info: () => undefined, warn: keep, error: (message) => keep(message) };
}

const fake = (i: number) => String(861_000_000_000_000 + i);

describe('a flood of made-up serials', () => {
  let t: TestGateway;

  afterEach(() => t.gateway.close());

  /** One refused GT06 login: connect, log in as the serial, wait for the gateway to hang up. */
  async function attempt(serial: string): Promise<void> {
    const client = await RawClient.gt06(t.port('gt06'));
    client.write(gt06.login(serial, 1));
    await waitFor(() => client.closed, `the refusal of ${serial}`);
  }

  async function flood(from: number, count: number): Promise<void> {
    let next = from;
    await Promise.all(
      Array.from({ length: FLOOD_CONCURRENCY }, async () => {
        while (next < from + count) await attempt(fake(next++));
      }),
    );
  }

  it('leaves a real tracker that keeps retrying at the top of the list, with the log bounded', async () => {
    const logger = recordingLogger();
    t = await startTestGateway({ logger, clock: () => NOW, logLinesPerMinute: LINES_PER_MINUTE });
    // The tracker retries between waves of the flood, and the flood goes on after its last try.
    const wave = FAKES / 5;
    for (let i = 0; i < 5; i++) {
      if (i < 3) await attempt(REAL);
      await flood(i * wave, wave);
    }

    const status = t.gateway.status();
    expect(status.protocols.gt06.refusedUnknown).toBe(FAKES + 3);
    // Its first attempt was pushed out by the flood; it came back, and stays ahead of every fake.
    expect(status.unknownDevices[0]).toMatchObject({ serial: REAL, attempts: 2 + 1 });
    expect(status.unknownDevices).toHaveLength(50);
    // Every distinct serial is counted, within the sketch's error (1.6 %).
    expect(Math.abs(status.unknownSerials.distinct - (FAKES + 1))).toBeLessThan((FAKES + 1) * 0.05);

    await t.gateway.close();
    const firstSeen = logger.lines.filter((l) => l.message === 'unknown device refused');
    expect(firstSeen).toHaveLength(LINES_PER_MINUTE);
    expect(logger.lines.filter((l) => l.message.includes('keeps trying'))).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ serial: REAL }) }),
    ]);
    // What was left out is told in one line.
    const summary = logger.lines.filter((l) => l.message.includes('not logged'));
    expect(summary).toEqual([
      expect.objectContaining({ fields: { suppressed: FAKES + 1 - LINES_PER_MINUTE } }),
    ]);
    expect(logger.lines).toHaveLength(LINES_PER_MINUTE + 2);
  });
});
