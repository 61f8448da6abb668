import { AdminFunction } from '@gps/codes';
import { TelemetryIngest, silentLogger } from '@gps/gateway';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { gt06Fix } from '../support/gt06-fix';
import { Tenants } from '../support/tenants';
import { doorsOf, ok, type Door } from '../support/two-doors';

jest.setTimeout(120_000);

const SYSTEM_LOG = AdminFunction.SYSTEM_LOG;
/** The administrator's rights flags: add, edit, delete, view. */
const FLAGS = { view: '0001', allButView: '1110' } as const;
const POLL_MS = 50;

interface Verification {
  id: string;
  state: string;
  phase: string;
  checked: number;
  total: number;
  startedAt: number;
  finishedAt: number | null;
  headPosition: string | null;
  headHash: string | null;
  problem: string | null;
  problemPosition: string | null;
  problemDetail: string | null;
}

/**
 * The log verification through both doors (docs/decisions/audit-verification.md): started in the
 * background, polled until it ends, intact with the head's hash, also while the platform is busy;
 * the system log's view right (function 12) and no customer; every call in the system log.
 */
let app: TestApp;
const tenants = new Tenants(() => app, 869_000_000_000_000);
let admin: string;
let serial: string;

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
  const fleet = await tenants.fleet(admin);
  [serial] = await tenants.devices(admin, 1, fleet.id);
});
afterAll(() => app.stop());

/** Polls a verification until it is no longer running. */
async function finished(door: Door, id: string, token: string): Promise<Verification> {
  for (;;) {
    const run = await ok<Verification>(door, 'getAuditVerification', { id }, token);
    if (run.state !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The hash the store recorded for the event at `position`. */
async function hashAt(position: string): Promise<string | undefined> {
  const [event] = await app.platform.events.readAll({ after: BigInt(position) - 1n, limit: 1 });
  return event?.position === BigInt(position) ? event.hash : undefined;
}

/** Positions of the fleet's device, written as the gateway writes them, until `stop` is called. */
function busyDevice(): { stop: () => Promise<number> } {
  const ingest = new TelemetryIngest({ events: app.platform.events, logger: silentLogger });
  let running = true;
  let written = 0;
  const writing = (async () => {
    while (running) {
      const fixTime = app.clock.now() + written * 1000;
      await ingest.recordAll(
        serial,
        [gt06Fix(serial, { fixTime, latitude: 25 + written / 10_000, longitude: 121.5, speedKmh: 30 })],
        fixTime + 500,
      );
      written++;
    }
  })();
  return {
    async stop() {
      running = false;
      await writing;
      return written;
    },
  };
}

test('before any verification, the latest is unknown (-3)', async () => {
  for (const door of doorsOf(() => app)) {
    expect((await door.call('getAuditVerification', {}, admin)).code).toBe(-3);
  }
});

describe.each(doorsOf(() => app))('through $name', (door) => {
  test('a verification runs in the background and ends intact, with the head and its hash', async () => {
    const started = await ok<Verification>(door, 'startAuditVerification', {}, admin);
    expect(started).toMatchObject({ state: 'running', finishedAt: null, problem: null });
    const run = await finished(door, started.id, admin);
    expect(run).toMatchObject({
      id: started.id,
      state: 'intact',
      phase: 'done',
      startedAt: started.startedAt,
      problem: null,
      problemPosition: null,
      problemDetail: null,
    });
    expect(run.finishedAt).toBeGreaterThanOrEqual(run.startedAt);
    expect(BigInt(run.headPosition!)).toBeGreaterThan(0n);
    expect(run.headHash).toMatch(/^[0-9a-f]{64}$/);
    expect(run.headHash).toBe(await hashAt(run.headPosition!));
    expect(await ok(door, 'getAuditVerification', {}, admin)).toEqual(run);
  });

  test('an intact platform verifies intact while positions and calls keep coming', async () => {
    const device = busyDevice();
    let calls = 0;
    let run: Verification;
    try {
      const started = await ok<Verification>(door, 'startAuditVerification', {}, admin);
      for (;;) {
        await ok(door, 'editDevice', { deviceSerialNumber: serial, carName: `Car ${++calls}` }, admin);
        run = await ok<Verification>(door, 'getAuditVerification', { id: started.id }, admin);
        if (run.state !== 'running') break;
      }
    } finally {
      expect(await device.stop()).toBeGreaterThan(0);
    }
    expect(run).toMatchObject({ state: 'intact', problem: null });
    expect(run.headHash).toBe(await hashAt(run.headPosition!));
  });

  test('an unknown verification is -3', async () => {
    expect((await door.call('getAuditVerification', { id: 'no-such-verification' }, admin)).code).toBe(-3);
  });

  test('needs the system log’s view right (function 12); customers have none', async () => {
    const viewer = await createAdmin(app, { rights: { [SYSTEM_LOG]: FLAGS.view } });
    const viewerToken = await app.adminToken(viewer.account, viewer.password);
    const started = await ok<Verification>(door, 'startAuditVerification', {}, viewerToken);
    expect((await finished(door, started.id, viewerToken)).state).toBe('intact');

    const other = await createAdmin(app, { rights: { [SYSTEM_LOG]: FLAGS.allButView } });
    const otherToken = await app.adminToken(other.account, other.password);
    expect((await door.call('startAuditVerification', {}, otherToken)).code).toBe(-4);
    expect((await door.call('getAuditVerification', {}, otherToken)).code).toBe(-4);

    const fleet = await tenants.fleet(admin);
    const fleetToken = await tenants.signIn(fleet);
    expect((await door.call('startAuditVerification', {}, fleetToken)).code).toBe(-4);
    expect((await door.call('getAuditVerification', {}, fleetToken)).code).toBe(-4);
    const device = await tenants.deviceAccount(admin, serial);
    const deviceToken = await tenants.signInDevice(device);
    expect((await door.call('getAuditVerification', {}, deviceToken)).code).toBe(-4);
  });

  test('every start and every look is recorded in the system log, with what was looked at', async () => {
    const auditor = await createAdmin(app, { rights: { [SYSTEM_LOG]: FLAGS.view } });
    const token = await app.adminToken(auditor.account, auditor.password);
    const started = await ok<Verification>(door, 'startAuditVerification', {}, token);
    await finished(door, started.id, token);
    await ok(door, 'getAuditVerification', {}, token);
    const head = await app.platform.events.headPosition();
    if (head !== undefined) await app.platform.runner.waitFor(head);
    const logs = await app.ok('getSystemLogs', { keyword: auditor.account, pageRows: 100 }, admin);
    const entries = (logs.rows as { account: string; action: string; detail: string; functionId: number }[])
      .filter((row) => row.account === auditor.account && row.action.includes('AuditVerification'))
      .map((row) => [row.action, row.detail, row.functionId]);
    expect(entries).toContainEqual(['startAuditVerification', 'log verification started', SYSTEM_LOG]);
    expect(entries).toContainEqual(['getAuditVerification', `log verification ${started.id}`, SYSTEM_LOG]);
    expect(entries).toContainEqual(['getAuditVerification', 'log verification latest', SYSTEM_LOG]);
  });
});
