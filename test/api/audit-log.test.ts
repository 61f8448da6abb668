import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { AdminFunction, AUDIT_EXPORT_MEDIA_TYPE } from '@gps/codes';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, type FleetFixture } from '../support/tenants';

jest.setTimeout(120_000);

const run = promisify(execFile);
const VERIFIER = resolve(__dirname, '../../scripts/verify-audit-export.mjs');
const SYSTEM_LOG = AdminFunction.SYSTEM_LOG;
/** The administrator's rights flags: add, edit, delete, view. */
const FLAGS = { view: '0001', none: '0000' } as const;
const µs = (ms: number) => ms * 1000;
const HOUR = 3_600_000;

interface Download {
  status: number;
  type: string | null;
  text: string;
}

/**
 * exportAuditLog through /api (docs/decisions/audit-chain.md, "Export"): a file call, so /api only;
 * the system log's view right; the file verified by the standalone script. Events are stamped by
 * the store's own clock (the wall clock), not the test's, so periods are taken around now.
 */
describe('audit log export: exportAuditLog', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 868_000_000_000_000);
  let admin: string;
  let fleet: FleetFixture;
  let dir: string;

  async function download(body: Record<string, unknown>, token: string): Promise<Download> {
    const res = await fetch(`${app.server.url}/api/exportAuditLog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, userToken: token }),
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  }
  const codeOf = (d: Download) => (JSON.parse(d.text) as { code: number }).code;
  const aroundNow = () => ({ startTime: µs(Date.now() - HOUR), endTime: µs(Date.now() + HOUR) });

  async function verify(text: string, name: string): Promise<string> {
    const file = join(dir, `${name}.jsonl`);
    writeFileSync(file, text);
    const { stdout } = await run(process.execPath, [VERIFIER, file]);
    return stdout;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-log-'));
    app = await TestApp.start();
    admin = await app.adminToken();
    fleet = await tenants.fleet(admin);
    await app.ok('editFleet', { id: fleet.id, alias: 'Renamed for the audit' }, admin);
  });
  afterAll(async () => {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test("an entity's export: its stream's events as stored with their hashes, closed by the count; the verifier finds it intact", async () => {
    const file = await download({ entityType: 'fleet', key: fleet.account }, admin);
    expect(file.status).toBe(200);
    expect(file.type).toContain(AUDIT_EXPORT_MEDIA_TYPE);
    const lines = file.text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, any>);
    const [header, ...rest] = lines;
    const closing = rest.pop() as { count: number; lastHash: string };
    expect(header).toMatchObject({
      format: 'gps-audit-export',
      version: 1,
      scope: { entity: { type: 'fleet', key: fleet.id, streamId: expect.stringContaining(fleet.id) } },
      genesisHash: '0'.repeat(64),
    });
    expect(rest.map((e) => [e.revision, e.type])).toEqual([
      [0, expect.any(String)],
      [1, expect.any(String)],
    ]);
    for (const event of rest) {
      expect(event).toMatchObject({
        position: expect.stringMatching(/^\d+$/),
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    }
    expect(rest[1].data).toMatchObject({ changes: { alias: 'Renamed for the audit' } });
    expect(closing).toEqual({ count: 2, lastHash: rest[1].hash });
    expect(await verify(file.text, 'fleet')).toMatch(/^intact\n2 events/);
  });

  test('the whole log of a period: every event in position order, each linked to the one before; intact', async () => {
    const file = await download(aroundNow(), admin);
    expect(file.status).toBe(200);
    const lines = file.text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, any>);
    const events = lines.slice(1, -1);
    expect(events.some((e) => String(e.streamId).includes(fleet.id))).toBe(true);
    events.slice(1).forEach((e, i) => expect(e.previousHash).toBe(events[i].hash));
    expect(lines[lines.length - 1]).toEqual({
      count: events.length,
      lastHash: events[events.length - 1].hash,
    });
    expect(await verify(file.text, 'log')).toMatch(/^intact\n/);
    // A period before anything was recorded holds no event, and says so.
    const empty = await download(
      { startTime: µs(Date.now() - 2 * HOUR), endTime: µs(Date.now() - HOUR) },
      admin,
    );
    expect(empty.text.trimEnd().split('\n').pop()).toBe(JSON.stringify({ count: 0, lastHash: null }));
  });

  test('-2 without a period for the whole log, or with half of one, or one that ends before it starts', async () => {
    const now = Date.now();
    for (const input of [
      {},
      { startTime: µs(now) },
      { endTime: µs(now) },
      { startTime: µs(now), endTime: µs(now - HOUR) },
    ]) {
      const file = await download(input, admin);
      expect(codeOf(file)).toBe(-2);
    }
  });

  test('-3 for an entity nothing is known by', async () => {
    expect(codeOf(await download({ entityType: 'fleet', key: 'no-such-fleet-anywhere' }, admin))).toBe(-3);
    expect(codeOf(await download({ entityType: 'device', key: '868999999999999' }, admin))).toBe(-3);
  });

  test("refused without the system log's view right, and to customers", async () => {
    const blind = await createAdmin(app, { rights: { [SYSTEM_LOG]: FLAGS.none } });
    const blindToken = await app.adminToken(blind.account, blind.password);
    expect(codeOf(await download({ entityType: 'fleet', key: fleet.account }, blindToken))).toBe(-4);
    const reader = await createAdmin(app, { rights: { [SYSTEM_LOG]: FLAGS.view } });
    const readerToken = await app.adminToken(reader.account, reader.password);
    expect((await download({ entityType: 'fleet', key: fleet.account }, readerToken)).status).toBe(200);
    const fleetToken = await tenants.signIn(fleet);
    expect(codeOf(await download({ entityType: 'fleet', key: fleet.account }, fleetToken))).toBe(-4);
  });

  test('every export is written to the system log, with what it exported', async () => {
    const auditor = await createAdmin(app, { rights: { [SYSTEM_LOG]: FLAGS.view } });
    const token = await app.adminToken(auditor.account, auditor.password);
    await download({ entityType: 'fleet', key: fleet.account }, token);
    const logs = await app.ok<{ rows: Record<string, unknown>[] }>(
      'getSystemLogs',
      { keyword: auditor.account },
      admin,
    );
    expect(logs.rows.filter((r) => r.action === 'exportAuditLog')).toEqual([
      expect.objectContaining({
        account: auditor.account,
        outcome: 'success',
        functionId: SYSTEM_LOG,
        detail: `export fleet ${fleet.account}`,
      }),
    ]);
  });
});
