import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chainHash, GENESIS_HASH, SqliteEventStore, type RecordedEvent } from '@gps/event-store';
import { auditExportFile } from '../../apps/api/src/audit/export/audit-export-file';
import { logEvents, streamEvents } from '../../apps/api/src/audit/export/export-events';

const run = promisify(execFile);
const SCRIPT = resolve(__dirname, '../../scripts/verify-audit-export.mjs');
const WHOLE_DAY = { startTime: 0, endTime: Date.UTC(2100, 0, 1) * 1000 };
const EVENTS_FOR_AGREEMENT = 2000;

interface Verdict {
  code: number;
  out: string;
}

async function verify(file: string): Promise<Verdict> {
  try {
    const { stdout } = await run(process.execPath, [SCRIPT, file]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

async function bodyText(body: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts).toString('utf8');
}

describe('the standalone export verifier (scripts/verify-audit-export.mjs)', () => {
  let dir: string;
  let store: SqliteEventStore;
  let logExport: string[];
  let entityExport: string[];

  /** Writes `lines` (each without its newline) as an export file and verifies it. */
  function verifyLines(lines: string[], name: string, ending = '\n'): Promise<Verdict> {
    const file = join(dir, `${name}.jsonl`);
    writeFileSync(file, lines.join('\n') + ending);
    return verify(file);
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-export-'));
    store = new SqliteEventStore({ file: join(dir, 'platform.sqlite'), synchronous: 'NORMAL' });
    for (let i = 0; i < 6; i++) {
      await store.append(
        'device-860000000000001',
        [
          {
            id: randomUUID(),
            type: 'Changed',
            data: { i, name: `車 ${i}` },
            metadata: { actor: { kind: 'admin', id: 'a' } },
          },
        ],
        'any',
      );
      await store.append(`fleet-${i}`, [{ id: randomUUID(), type: 'Created', data: { i } }], 'no_stream');
    }
    const exportedAt = new Date().toISOString();
    const lines = async (file: ReturnType<typeof auditExportFile>) =>
      (await bodyText(file.body)).trimEnd().split('\n');
    logExport = await lines(
      auditExportFile({ period: WHOLE_DAY }, exportedAt, () => logEvents(store, WHOLE_DAY)),
    );
    const entity = { type: 'device', key: '860000000000001', streamId: 'device-860000000000001' };
    entityExport = await lines(
      auditExportFile({ entity }, exportedAt, () => streamEvents(store, entity.streamId)),
    );
  });

  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds a whole-log export and an entity export intact, and prints the last hash', async () => {
    expect(logExport).toHaveLength(1 + 12 + 1);
    expect(entityExport).toHaveLength(1 + 6 + 1);
    const whole = await verifyLines(logExport, 'log');
    expect(whole).toEqual({
      code: 0,
      out: expect.stringMatching(/^intact\n12 events, last hash [0-9a-f]{64}\n$/),
    });
    expect(whole.out).toContain((JSON.parse(logExport[12]) as { hash: string }).hash);
    expect((await verifyLines(entityExport, 'entity')).code).toBe(0);
  });

  it('finds an altered line: hash_mismatch at its line and position', async () => {
    const altered = [...logExport];
    const event = JSON.parse(altered[4]) as { data: Record<string, unknown>; position: string };
    altered[4] = JSON.stringify({ ...event, data: { ...event.data, i: 99 } });
    expect(await verifyLines(altered, 'altered')).toEqual({
      code: 1,
      out: `hash_mismatch at line 5, position ${event.position}: its content does not give its hash (altered)\n`,
    });
  });

  it('finds a deleted line: broken_link at the line after it, in both scopes', async () => {
    const deleted = logExport.filter((_, i) => i !== 3);
    expect(await verifyLines(deleted, 'deleted')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^broken_link at line 4, position \d+:/),
    });
    const deletedFromEntity = entityExport.filter((_, i) => i !== 2);
    expect(await verifyLines(deletedFromEntity, 'deleted-entity')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^broken_link at line 3, position \d+: revision 2 follows revision 0/),
    });
  });

  it('finds two lines swapped: broken_link', async () => {
    const swapped = [...logExport];
    [swapped[5], swapped[6]] = [swapped[6], swapped[5]];
    expect(await verifyLines(swapped, 'swapped')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^broken_link at line 6,/),
    });
    const swappedInEntity = [...entityExport];
    [swappedInEntity[2], swappedInEntity[3]] = [swappedInEntity[3], swappedInEntity[2]];
    expect(await verifyLines(swappedInEntity, 'swapped-entity')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^broken_link at line 3,/),
    });
  });

  it('finds a truncated file: the closing line cut, or the file cut inside a line', async () => {
    expect(await verifyLines(logExport.slice(0, -1), 'no-closing')).toEqual({
      code: 1,
      out: 'truncated at line 13: no closing line (the file was cut)\n',
    });
    const cut = logExport.join('\n');
    const file = join(dir, 'cut.jsonl');
    writeFileSync(file, cut.slice(0, cut.length - 200));
    expect(await verify(file)).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^truncated at line 13: the file ends inside a line/),
    });
    const miscounted = [
      ...logExport.slice(0, -1),
      JSON.stringify({ count: 13, lastHash: JSON.parse(logExport[12]).hash }),
    ];
    expect(await verifyLines(miscounted, 'miscounted')).toMatchObject({
      code: 1,
      out: expect.stringMatching(
        /^truncated at line 14: the closing line counts 13 events, the file holds 12/,
      ),
    });
  });

  it('agrees with chainHash on many events', async () => {
    // given events of every shape, chained by the platform's chainHash
    let previous = GENESIS_HASH;
    const lines = [JSON.stringify({ format: 'gps-audit-export', version: 1, scope: { period: WHOLE_DAY } })];
    for (let i = 1; i <= EVENTS_FOR_AGREEMENT; i++) {
      const event: RecordedEvent = {
        position: BigInt(i) * 7919n,
        streamId: `s-${i % 17}`,
        revision: Math.floor(i / 17),
        id: randomUUID(),
        type: `T${i % 5}`,
        data: {
          n: i,
          f: i / 7,
          s: `名稱 "${i}"\n`,
          big: i * 1e20,
          nested: { a: [i, null, true] },
          [i % 10]: 'k',
        },
        metadata: i % 3 === 0 ? {} : { actor: { kind: 'user', id: `u${i}` }, ip: '10.0.0.1' },
        recordedAt: new Date(i * 1000).toISOString(),
      };
      const hash = chainHash(previous, event);
      lines.push(
        JSON.stringify({ ...event, position: event.position.toString(), previousHash: previous, hash }),
      );
      previous = hash;
    }
    lines.push(JSON.stringify({ count: EVENTS_FOR_AGREEMENT, lastHash: previous }));
    // when the script verifies them, then it finds every hash its own
    const verdict = await verifyLines(lines, 'agreement');
    expect(verdict.out).toBe(`intact\n${EVENTS_FOR_AGREEMENT} events, last hash ${previous}\n`);
    expect(readFileSync(join(dir, 'agreement.jsonl'), 'utf8').split('\n')).toHaveLength(
      EVENTS_FOR_AGREEMENT + 3,
    );
  });
});
