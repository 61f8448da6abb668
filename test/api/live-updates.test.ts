import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TELEMETRY_CONFIG,
  emptyTelemetrySnapshot,
  fleetDecider,
  streams,
  telemetryDecider,
  type TelemetryCommand,
} from '@gps/domain';
import { waitFor } from '../../apps/gateway/test/support/wait';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { fixAt, RawTracker } from '../support/raw-tracker';
import { raiseWarning } from '../support/raise-warning';
import { Tenants } from '../support/tenants';
import { Watcher } from '../support/graphql-watcher';

jest.setTimeout(60_000);

const DEVICE_UPDATED = `subscription ($only: [String!]) {
  deviceUpdated(deviceSerialNumbers: $only) { deviceSerialNumber fleetId latitude longitude speed deviceStatusCode updatedTimestamp }
}`;
const DEVICES_UPDATED = `subscription ($only: [String!]) {
  devicesUpdated(deviceSerialNumbers: $only) { deviceSerialNumber fleetId latitude updatedTimestamp }
}`;
const DEVICES_EDITABLE = `subscription ($only: [String!]) {
  devicesUpdated(deviceSerialNumbers: $only) { deviceSerialNumber editableFields }
}`;
const WARNING_RAISED = `subscription { warningRaised { deviceSerialNumber kind warningMessage fleetId timestamp receivedTimestamp } }`;

describe('live updates over graphql-ws', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 862_000_000_000_000);
  const open: { close(): Promise<void> }[] = [];
  let wsUrl: string;

  beforeAll(async () => {
    app = await TestApp.start({ GATEWAY: 'inline' });
    wsUrl = `${app.server.url.replace('http', 'ws')}/graphql`;
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((o) => o.close()));
  });
  afterAll(() => app.stop());

  async function fleetWithDevice() {
    const admin = await app.adminToken();
    const fleet = await tenants.fleet(admin);
    const [serial] = await tenants.devices(admin, 1, fleet.id);
    return { fleet, serial, token: await tenants.signIn(fleet) };
  }

  async function watch(token: string, query: string, variables?: Record<string, unknown>) {
    const watcher = await Watcher.open(wsUrl, token, query, variables);
    open.push(watcher);
    return watcher;
  }

  /** A GT06 tracker that logs in and reports one position; resolves once it is acknowledged. */
  async function report(serial: string, i = 1): Promise<RawTracker> {
    const device = await RawTracker.login(app, serial);
    open.push(device);
    device.position(fixAt(app.clock.now() - 5_000, i), 2);
    await device.received(2, 'position ack');
    return device;
  }

  it("delivers a device's new position to its fleet and to administrators, never to another fleet", async () => {
    const mine = await fleetWithDevice();
    const other = await fleetWithDevice();
    const owner = await watch(mine.token, DEVICE_UPDATED);
    const stranger = await watch(other.token, DEVICE_UPDATED);
    const admin = await watch(await app.adminToken(), DEVICE_UPDATED, { only: [mine.serial] });

    await report(mine.serial);
    await waitFor(() => owner.received.some((d) => d.latitude !== null), 'the owner sees the position');
    const update = owner.received.find((d) => d.latitude !== null);
    expect(update).toMatchObject({
      deviceSerialNumber: mine.serial,
      fleetId: mine.fleet.id,
      speed: 36,
      deviceStatusCode: expect.any(Number),
    });
    expect(update.latitude).toBeCloseTo(23.9802, 6);
    await waitFor(() => admin.received.length > 0, 'the administrator sees it');
    expect(admin.received.every((d) => d.deviceSerialNumber === mine.serial)).toBe(true);

    // The stranger's own device reports after, so anything of mine would have reached it first.
    await report(other.serial);
    await waitFor(() => stranger.received.length > 0, 'the stranger sees its own device');
    expect(stranger.received.map((d) => d.deviceSerialNumber)).not.toContain(mine.serial);
    expect(owner.received.map((d) => d.deviceSerialNumber)).not.toContain(other.serial);
  });

  it('gives each subscriber the editableFields the device calls would give it', async () => {
    const mine = await fleetWithDevice();
    const readOnly = await tenants.fleet(await app.adminToken(), { permissions: '011' });
    const owner = await watch(mine.token, DEVICES_EDITABLE);
    const admin = await watch(await app.adminToken(), DEVICES_EDITABLE, { only: [mine.serial] });
    const viewer = await watch(await tenants.signIn(readOnly), DEVICES_EDITABLE);
    const theirs = (await tenants.devices(await app.adminToken(), 1, readOnly.id))[0];

    await report(mine.serial);
    await report(theirs);
    await waitFor(() => owner.received.length > 0 && admin.received.length > 0, 'both see the update');
    await waitFor(() => viewer.received.length > 0, 'the read-only fleet sees its own device');
    const rowOf = (w: Watcher, serial: string) =>
      w.received.flat().find((d: any) => d.deviceSerialNumber === serial);
    expect(rowOf(owner, mine.serial).editableFields).toEqual(
      (await app.ok('getDevices', { deviceSerialNumber: mine.serial }, mine.token)).rows[0].editableFields,
    );
    expect(rowOf(owner, mine.serial).editableFields).toEqual([
      'carName',
      'ownerName',
      'ownerPhone',
      'email',
      'deviceIcon',
      'password',
    ]);
    const adminToken = await app.adminToken();
    expect(rowOf(admin, mine.serial).editableFields).toEqual(
      (await app.ok('getDevices', { deviceSerialNumber: mine.serial }, adminToken)).rows[0].editableFields,
    );
    expect(rowOf(admin, mine.serial).editableFields).toEqual(
      expect.arrayContaining(['firmwareVersion', 'model']),
    );
    expect(rowOf(viewer, theirs).editableFields).toEqual([]);
  });

  it("a main fleet sees its sub-fleet's devices; the sub-fleet does not see the main fleet's", async () => {
    const admin = await app.adminToken();
    const main = await tenants.fleet(admin);
    const sub = await tenants.subFleet(admin, main.id);
    const [mainSerial] = await tenants.devices(admin, 1, main.id);
    const [subSerial] = await tenants.devices(admin, 1, sub.id);
    const mainWatch = await watch(await tenants.signIn(main), DEVICE_UPDATED);
    const subWatch = await watch(await tenants.signIn(sub), DEVICE_UPDATED);

    await report(mainSerial);
    await report(subSerial);
    await waitFor(() => subWatch.received.length > 0, 'the sub-fleet sees its device');
    await waitFor(
      () => mainWatch.received.some((d) => d.deviceSerialNumber === subSerial),
      "the main fleet sees the sub-fleet's device",
    );
    expect(subWatch.received.map((d) => d.deviceSerialNumber)).not.toContain(mainSerial);
  });

  it('delivers a new warning to the owner only', async () => {
    const mine = await fleetWithDevice();
    const other = await fleetWithDevice();
    const owner = await watch(mine.token, WARNING_RAISED);
    const stranger = await watch(other.token, WARNING_RAISED);
    const device = await report(mine.serial);
    const receivedAt = app.clock.now();
    device.alarm('sos', fixAt(receivedAt - 5_000, 2), 3);
    await waitFor(() => owner.received.length > 0, 'the SOS warning');
    expect(owner.received[0]).toMatchObject({
      deviceSerialNumber: mine.serial,
      kind: 'sos',
      fleetId: mine.fleet.id,
      // When it happened (the alarm's fix), and when it came.
      timestamp: (receivedAt - 3_000) * 1000,
      receivedTimestamp: receivedAt * 1000,
    });

    const theirs = await report(other.serial);
    theirs.alarm('sos', fixAt(app.clock.now() - 5_000, 2), 3);
    await waitFor(() => stranger.received.length > 0, "the stranger's own warning");
    expect(stranger.received.map((w) => w.deviceSerialNumber)).toEqual([other.serial]);
  });

  it('delivers a maintenance item falling due as a warning to its owner', async () => {
    const mine = await fleetWithDevice();
    const owner = await watch(mine.token, WARNING_RAISED);
    await app.ok(
      'addMileageMaintance',
      {
        deviceSerialNumber: mine.serial,
        name: 'Engine oil',
        intervalDays: 1,
        lastServiceOdometerKm: 0,
        lastServiceDate: '2026-10-01',
      },
      mine.token,
    );
    await app.platform.maintenanceWatch.sweep();
    await waitFor(() => owner.received.length > 0, 'the maintenance warning');
    expect(owner.received[0]).toMatchObject({
      deviceSerialNumber: mine.serial,
      kind: 'maintenance',
      fleetId: mine.fleet.id,
    });
  });

  it('does not push the warning kinds the platform hides (show overspeed off), and pushes them again once on', async () => {
    const mine = await fleetWithDevice();
    const owner = await watch(mine.token, WARNING_RAISED);
    const admin = await app.adminToken();
    await app.ok('editSystemSetting', { id: 'showOverspeed', value: '0' }, admin);
    try {
      await raiseWarning(app, mine.serial, 'overspeed', app.clock.now() - 20_000);
      // Pushed in log order: had the overspeed warning been pushed, it would have come first.
      await raiseWarning(app, mine.serial, 'sos', app.clock.now() - 15_000);
      await waitFor(() => owner.received.length > 0, 'the SOS warning');
      expect(owner.received.map((w) => w.kind)).toEqual(['sos']);
    } finally {
      await app.ok('editSystemSetting', { id: 'showOverspeed', value: '1' }, admin);
    }
    await raiseWarning(app, mine.serial, 'overspeed', app.clock.now() - 10_000);
    await waitFor(() => owner.received.length > 1, 'the overspeed warning');
    expect(owner.received.map((w) => w.kind)).toEqual(['sos', 'overspeed']);
  });

  it.each([
    ['deviceUpdated', DEVICE_UPDATED],
    ['devicesUpdated', DEVICES_UPDATED],
  ])(
    'refuses %s without a valid session, or from an administrator without the view right',
    async (_, query) => {
      // Refused at connection_init, before any subscribe is read: 4403 with the session's code.
      const bad = new Watcher(wsUrl, 'x'.repeat(43), query);
      open.push(bad);
      await waitFor(() => bad.errors.length > 0, 'the refusal');
      expect((bad.errors[0] as any).code).toBe(4403);
      expect((bad.errors[0] as any).reason).toBe('-10 invalid session token');

      const blind = await createAdmin(app, { rights: { 1: '1111' } });
      const denied = await watch(await app.adminToken(blind.account, blind.password), query);
      await waitFor(() => denied.errors.length > 0, 'the refusal');
      expect((denied.errors[0] as any).extensions?.code).toBe(-4);
    },
  );

  describe('a stream completes as soon as its session ends, the clock standing still', () => {
    it.each([
      ['deviceUpdated', DEVICE_UPDATED],
      ['devicesUpdated', DEVICES_UPDATED],
      ['warningRaised', WARNING_RAISED],
    ])('%s: the session logged out; another session of the account goes on', async (_, query) => {
      const mine = await fleetWithDevice();
      const owner = await watch(mine.token, query);
      const other = await watch(await tenants.signIn(mine.fleet), query);
      await app.ok('logout', {}, mine.token);
      await waitFor(() => owner.completed, 'the stream completes');
      expect(other.completed).toBe(false);
    });

    it('a fleet suspended by an administrator, and its sub-fleets', async () => {
      const admin = await app.adminToken();
      const main = await tenants.fleet(admin);
      const sub = await tenants.subFleet(admin, main.id);
      const mainWatch = await watch(await tenants.signIn(main), DEVICES_UPDATED);
      const subWatch = await watch(await tenants.signIn(sub), DEVICES_UPDATED);
      await app.ok('editFleet', { id: main.id, statusCode: 2 }, admin);
      await waitFor(() => mainWatch.completed, "the fleet's stream completes");
      await waitFor(() => subWatch.completed, "the sub-fleet's stream completes");
    });

    it("a device whose password its fleet changed; the fleet's stream goes on", async () => {
      const mine = await fleetWithDevice();
      const admin = await app.adminToken();
      const device = await tenants.deviceAccount(admin, mine.serial);
      const deviceWatch = await watch(await tenants.signInDevice(device), DEVICE_UPDATED);
      const fleetWatch = await watch(mine.token, DEVICE_UPDATED);
      await app.ok(
        'editDevice',
        { deviceSerialNumber: mine.serial, password: 'changed-password' },
        mine.token,
      );
      await waitFor(() => deviceWatch.completed, "the device's stream completes");
      await report(mine.serial);
      await waitFor(() => fleetWatch.received.length > 0, "the fleet's stream still delivers");
      expect(fleetWatch.completed).toBe(false);
    });

    it('the session that changed its own password keeps its stream; the other sessions lose theirs', async () => {
      const mine = await fleetWithDevice();
      const device = await tenants.deviceAccount(await app.adminToken(), mine.serial);
      const changer = await tenants.signInDevice(device);
      const mineWatch = await watch(changer, DEVICE_UPDATED);
      const elsewhere = await watch(await tenants.signInDevice(device), DEVICE_UPDATED);
      await app.ok('editDevice', { deviceSerialNumber: mine.serial, password: 'changed-password' }, changer);
      await waitFor(() => elsewhere.completed, "the other session's stream completes");
      await report(mine.serial);
      await waitFor(() => mineWatch.received.length > 0, "the changer's stream still delivers");
      expect(mineWatch.completed).toBe(false);
    });

    it('a fleet suspended by another process on the same store (its write seen only through the event log)', async () => {
      const mine = await fleetWithDevice();
      const owner = await watch(mine.token, DEVICES_UPDATED);
      // What another api process does: decide and append, nothing else in this one.
      await app.platform.commands.handle(
        fleetDecider,
        streams.fleet(mine.fleet.id),
        { type: 'EditFleet', fleetId: mine.fleet.id, statusCode: 2, at: app.clock.now() },
        { commandId: randomUUID(), actor: { kind: 'admin', id: 'elsewhere' } },
      );
      await waitFor(() => owner.completed, 'the stream completes');
    });

    it('an administrator deleted', async () => {
      const watcherAdmin = await createAdmin(app, { rights: { 3: '0001' } });
      const watcher = await watch(
        await app.adminToken(watcherAdmin.account, watcherAdmin.password),
        DEVICES_UPDATED,
      );
      await app.ok('deleteAccount', { id: watcherAdmin.id }, await app.adminToken());
      await waitFor(() => watcher.completed, 'the stream completes');
    });

    it('an administrator whose group loses the right to watch, or who is moved to a group without it', async () => {
      const root = await app.adminToken();
      const edited = await createAdmin(app, { rights: { 3: '0001' } });
      const moved = await createAdmin(app, { rights: { 3: '0001' } });
      const unaffected = await createAdmin(app, { rights: { 5: '0001' } });
      const editedWatch = await watch(await app.adminToken(edited.account, edited.password), DEVICES_UPDATED);
      const movedWatch = await watch(await app.adminToken(moved.account, moved.password), DEVICES_UPDATED);
      const otherWatch = await watch(
        await app.adminToken(unaffected.account, unaffected.password),
        DEVICES_UPDATED,
      );
      await app.ok(
        'editPermission',
        { id: edited.permissionId, rights: [{ functionId: 3, flags: '0000' }] },
        root,
      );
      await waitFor(() => editedWatch.completed, 'the stream of the edited group completes');
      await app.ok('editAccount', { id: moved.id, permissionId: unaffected.permissionId }, root);
      expect(movedWatch.completed).toBe(false);
      const blind = await createAdmin(app, { rights: { 1: '0001' } });
      await app.ok('editAccount', { id: moved.id, permissionId: blind.permissionId }, root);
      await waitFor(() => movedWatch.completed, 'the stream of the moved administrator completes');
      expect(otherWatch.completed).toBe(false);
    });
  });

  describe('devicesUpdated: one message per batch', () => {
    /** The serials of each message a list watcher received, sorted within each message. */
    const messages = (watcher: Watcher) =>
      watcher.received.map((rows: { deviceSerialNumber: string }[]) =>
        rows.map((row) => row.deviceSerialNumber).sort(),
      );

    /**
     * A position of each device, appended in one tick: the embedded store commits appends submitted
     * together in one transaction (group commit), so the live feed gets them as one batch, as it
     * does under load. Through trackers, how reports fall into batches is up to timing.
     */
    async function positionsInOneBatch(serials: string[]): Promise<void> {
      const at = app.clock.now() - 5_000;
      await Promise.all(
        serials.map((serial) => {
          const command: TelemetryCommand = {
            type: 'RecordPosition',
            serial,
            config: DEFAULT_TELEMETRY_CONFIG,
            carried: emptyTelemetrySnapshot(serial),
            receivedAt: at,
            report: {
              fixTime: at,
              valid: true,
              latitude: 23.98,
              longitude: 120.97,
              speedKmh: 30,
              course: 90,
              locateType: 'gps',
              statusBits: 0,
            },
          };
          const events = telemetryDecider.decide(command, telemetryDecider.initialState);
          const written = events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data } }));
          return app.platform.events.append(streams.telemetry(serial, at), written, 'any');
        }),
      );
    }

    it('sends the devices changed in one batch as one message, where deviceUpdated sends one each', async () => {
      const admin = await app.adminToken();
      const fleet = await tenants.fleet(admin);
      const serials = await tenants.devices(admin, 3, fleet.id);
      const token = await tenants.signIn(fleet);
      const lists = await watch(token, DEVICES_UPDATED);
      const rows = await watch(token, DEVICE_UPDATED);

      await positionsInOneBatch(serials);
      await waitFor(() => rows.received.length === 3, 'a row of each device');
      await waitFor(() => lists.received.length > 0, 'the list');
      expect(messages(lists)).toEqual([serials]);
      expect(lists.received[0]).toEqual(
        serials.map(() => expect.objectContaining({ fleetId: fleet.id, latitude: expect.closeTo(23.98, 5) })),
      );
    });

    it("gives each subscriber only the rows it may see: a main fleet its sub-fleets', never a sibling's or another tenant's", async () => {
      const admin = await app.adminToken();
      const main = await tenants.fleet(admin);
      const subA = await tenants.subFleet(admin, main.id);
      const subB = await tenants.subFleet(admin, main.id);
      const other = await tenants.fleet(admin);
      const [inMain] = await tenants.devices(admin, 1, main.id);
      const [inA] = await tenants.devices(admin, 1, subA.id);
      const [inB] = await tenants.devices(admin, 1, subB.id);
      const [inOther] = await tenants.devices(admin, 1, other.id);
      const watchers = {
        main: await watch(await tenants.signIn(main), DEVICES_UPDATED),
        subA: await watch(await tenants.signIn(subA), DEVICES_UPDATED),
        subB: await watch(await tenants.signIn(subB), DEVICES_UPDATED),
        other: await watch(await tenants.signIn(other), DEVICES_UPDATED),
      };

      // All four in one batch: whatever a subscriber may not see would be in its one message.
      await positionsInOneBatch([inMain, inA, inB, inOther]);
      for (const [name, watcher] of Object.entries(watchers)) {
        await waitFor(() => watcher.received.length > 0, `the list of ${name}`);
      }
      expect(messages(watchers.main)).toEqual([[inMain, inA, inB].sort()]);
      expect(messages(watchers.subA)).toEqual([[inA]]);
      expect(messages(watchers.subB)).toEqual([[inB]]);
      expect(messages(watchers.other)).toEqual([[inOther]]);
    });

    it('sends only the devices asked for, and nothing while a batch holds none of them', async () => {
      const admin = await app.adminToken();
      const fleet = await tenants.fleet(admin);
      const [a, b, c, d] = await tenants.devices(admin, 4, fleet.id);
      const owner = await watch(await tenants.signIn(fleet), DEVICES_UPDATED, { only: [c] });
      const administrator = await watch(admin, DEVICES_UPDATED, { only: [a, b] });

      await positionsInOneBatch([a, b]);
      await waitFor(() => administrator.received.length > 0, "the administrator's list");
      expect(messages(administrator)).toEqual([[a, b].sort()]);

      // The owner's batch came after the first, so an empty list for that one would be here first.
      await positionsInOneBatch([c, d]);
      await waitFor(() => owner.received.length > 0, "the owner's list");
      expect(messages(owner)).toEqual([[c]]);
    });
  });
});
