import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AdminFunction, DEFAULT_FLEET_PERMISSIONS, ERASED_PERSONAL_DATA } from '@gps/codes';
import { SQLITE_FILE_NAME } from '@gps/event-store';
import { allProjections } from '@gps/projections';
import { remoteCommandDecider, streams, type RemoteCommandCommand } from '@gps/domain';
import { EventLogCommandOutbox } from '../../apps/api/src/device-link/command-outbox';
import { ERASED_NUMBER_REASON } from '../../apps/api/src/operations/personal-data.operations';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(120_000);

const CUSTOMER = AdminFunction.CUSTOMER;
/** The administrator's rights flags: add, edit, delete, view. */
const FLAGS = { allButDelete: '1101', delete: '0010' } as const;
const US = 1000;
const FLEET = 2;
const DEVICE = 3;

/**
 * Personal data that can be erased (docs/decisions/personal-data.md) through both doors: a fleet's
 * contact, phone, e-mail and address, its device's owner and the fleet's feedback contact are
 * stored encrypted, answered in clear, and after erasePersonalData every answer that showed them
 * shows "[erased]"; the read models rebuilt from the log are the live ones.
 */
describe('personal data', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 868_000_000_000_000);
  let admin: string;
  const rand = () => Math.random().toString(36).slice(2, 9);

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
  });
  afterAll(() => app.stop());

  /** Every event as the SQLite adapter keeps it in its table (data and metadata as stored). */
  function storedLog(): string {
    const db = new Database(join(app.dataDir, SQLITE_FILE_NAME), { readonly: true });
    try {
      const rows = db.prepare('SELECT data FROM es_events').all() as { data: string }[];
      return rows.map((r) => r.data).join('\n');
    } finally {
      db.close();
    }
  }

  /** Every collection of every projection, once the read models include the whole log. */
  async function readModels(): Promise<Record<string, unknown[]>> {
    const head = await app.platform.events.headPosition();
    if (head !== undefined) await app.platform.runner.waitFor(head);
    const dump: Record<string, unknown[]> = {};
    for (const projection of allProjections()) {
      for (const collection of projection.collections) {
        dump[`${projection.name}/${collection.name}`] = await app.platform.read.dump(collection);
      }
    }
    return dump;
  }

  /** What the outbox would send, once its tap has seen the log's latest events (within seconds). */
  async function outboxSettles(pending: () => Promise<unknown[]>): Promise<unknown[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const commands = await pending();
      if (commands.length === 0 || Date.now() > deadline) return commands;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  describe.each(doorsOf(() => app))('through $name', (door) => {
    test('stored encrypted, answered in clear, erased everywhere, and a rebuild gives the same', async () => {
      const secrets = {
        contact: `Chen Mei-Ling ${rand()}`,
        phoneNumber: `02-2345-${Math.floor(Math.random() * 9000 + 1000)}`,
        address: `台北市信義區松高路 ${rand()} 號`,
        email: `mei.${rand()}@example.tw`,
      };
      const owner = {
        deviceOwnerName: `Lin Wei ${rand()}`,
        phoneNumber: `0912-${Math.floor(Math.random() * 900_000 + 100_000)}`,
        email: `wei.${rand()}@example.tw`,
      };
      const reporter = { contact: `Wang ${rand()}`, contactMethod: `line ${rand()}` };
      const fleet = await tenants.fleet(admin, secrets);
      const [serial] = await tenants.devices(admin, 1, fleet.id);
      await ok(
        door,
        'editDevice',
        {
          deviceSerialNumber: serial,
          ownerName: owner.deviceOwnerName,
          ownerPhone: owner.phoneNumber,
          email: owner.email,
        },
        admin,
      );
      const fleetToken = await tenants.signIn(fleet);
      const description = `The map is slow ${rand()}`;
      const report = await ok(door, 'addReport', { ...reporter, description }, fleetToken);

      // Given: the log holds none of it in clear, every answer shows it.
      const stored = storedLog();
      for (const secret of [...Object.values(secrets), ...Object.values(owner), ...Object.values(reporter)]) {
        expect(stored).not.toContain(secret);
      }
      expect(stored).toContain(`pd1:fleet-${fleet.id}:1:`);
      const fleetRow = async () => (await ok(door, 'getFleets', { id: fleet.id }, admin)).rows[0];
      const deviceRow = async () =>
        (await ok(door, 'getDevices', { deviceSerialNumber: serial }, admin)).rows[0];
      const reportRow = async () =>
        (await ok(door, 'getReports', { keyword: description }, admin)).rows.find(
          (r: { id: string }) => r.id === report.id,
        );
      expect(await fleetRow()).toMatchObject(secrets);
      expect(await deviceRow()).toMatchObject(owner);
      expect(await reportRow()).toMatchObject(reporter);

      // When: the fleet is erased.
      const now = app.clock.now();
      const erasure = await ok(
        door,
        'erasePersonalData',
        { accountType: FLEET, account: fleet.account },
        admin,
      );
      expect(erasure).toEqual({ accountType: FLEET, accountId: fleet.id, erasedAt: now * US });

      // Then: every answer that showed the fleet's data shows "[erased]"; its device is its own.
      const erased = (fields: object) =>
        Object.fromEntries(Object.keys(fields).map((k) => [k, ERASED_PERSONAL_DATA]));
      expect(await fleetRow()).toMatchObject({
        ...erased(secrets),
        account: fleet.account,
        alias: fleet.alias,
      });
      expect(await reportRow()).toMatchObject({ ...erased(reporter), description });
      expect(await deviceRow()).toMatchObject(owner);
      const history = await app.platform.events.readStream(`fleet-${fleet.id}`);
      expect(history[0].data).toMatchObject(erased(secrets));

      // Erasing twice is harmless: the same erasure answered, nothing more recorded.
      app.clock.advance(1000);
      expect(
        await ok(door, 'erasePersonalData', { accountType: FLEET, account: fleet.account }, admin),
      ).toEqual(erasure);
      expect(await app.platform.events.readStream(`personaldata-fleet-${fleet.id}`)).toHaveLength(1);

      // The device by its serial number.
      await ok(door, 'erasePersonalData', { accountType: DEVICE, account: serial }, admin);
      expect(await deviceRow()).toMatchObject(erased(owner));

      // The read models rebuilt from the log are the live ones.
      const live = await readModels();
      for (const name of app.platform.runner.names()) await app.platform.runner.rebuild(name);
      expect(await readModels()).toEqual(live);
    });

    test("a device's PHONE and USER numbers: stored encrypted, shown in the command log, erased with the device, an open one never sent", async () => {
      const [serial] = await tenants.devices(admin, 1);
      // The gateway's outbox, from before the requests: it knows them from the tap and the read model.
      const outbox = new EventLogCommandOutbox({
        read: app.platform.read,
        commands: app.platform.commands,
        tap: app.platform.tap,
        clock: () => app.clock.now(),
      });
      // The commands and their log through /api (both doors: test/api/remote-commands.test.ts).
      const phone = `0912${Math.floor(Math.random() * 900_000 + 100_000)}`;
      const user = `+886${Math.floor(Math.random() * 900_000_000 + 100_000_000)}`;
      const request = (key: string, value: string | number) =>
        app.ok('remoteCommand', { deviceSerialNumber: serial, requestDataCode: 12, key, value }, admin);
      const answered = await request('USER', user);
      const queued = await request('PHONE', phone);
      const other = await request('FREQ', 'fast');
      // The gateway sent the USER command and the device echoed the number.
      const gateway = (command: RemoteCommandCommand) =>
        app.platform.commands.handle(
          remoteCommandDecider,
          streams.remoteCommand(command.commandId),
          command,
          {
            commandId: randomUUID(),
            actor: { kind: 'gateway', id: 'gateway' },
          },
        );
      const at = app.clock.now();
      await gateway({
        type: 'MarkCommandSent',
        commandId: answered.commandId,
        protocol: 'gt06',
        text: `USER,${user}#`,
        at,
      });
      await gateway({
        type: 'RecordDeviceReply',
        commandId: answered.commandId,
        text: `USER OK ${user}`,
        at,
      });
      await gateway({
        type: 'MarkCommandSent',
        commandId: other.commandId,
        protocol: 'gt06',
        text: 'FREQ,15#',
        at,
      });

      // Given: the log holds neither number in clear; the command log shows them.
      const stored = storedLog();
      expect(stored).not.toContain(phone);
      expect(stored).not.toContain(user.slice(1));
      expect(stored).toContain(`pd1:device-${serial}:1:`);
      expect(stored).toContain('FREQ,15#');
      const log = async () => {
        const rows = (await app.ok('getDeviceSendCommandLog', { deviceSerialNumber: serial }, admin)).rows;
        return new Map(rows.map((row: { commandId: string }) => [row.commandId, row]));
      };
      expect((await log()).get(answered.commandId)).toMatchObject({
        value: user,
        sentText: `USER,${user}#`,
        replyText: `USER OK ${user}`,
      });
      expect((await log()).get(queued.commandId)).toMatchObject({ value: phone, status: 'queued' });

      // When: the device is erased.
      await ok(door, 'erasePersonalData', { accountType: DEVICE, account: serial }, admin);

      // Then: the numbers read erased; the queued PHONE command is failed, never to be sent.
      const after = await log();
      expect(after.get(answered.commandId)).toMatchObject({
        value: ERASED_PERSONAL_DATA,
        sentText: ERASED_PERSONAL_DATA,
        replyText: ERASED_PERSONAL_DATA,
        status: 'replied',
      });
      expect(after.get(queued.commandId)).toMatchObject({
        value: ERASED_PERSONAL_DATA,
        status: 'failed',
        failure: 'personal_data_erased',
        failureReason: ERASED_NUMBER_REASON,
      });
      expect(after.get(other.commandId)).toMatchObject({ key: 'FREQ', sentText: 'FREQ,15#', status: 'sent' });
      expect(await outboxSettles(() => outbox.pending(serial))).toEqual([]);
      outbox.close();

      const live = await readModels();
      await app.platform.runner.rebuild('remote-commands');
      expect(await readModels()).toEqual(live);
    });

    test('a fleet stored before encryption (plaintext) reads erased once erased, and rebuilds the same', async () => {
      // An event as the log held it before issue 16: written to the adapter itself, in clear.
      const fleetId = randomUUID();
      const account = `legacy${rand()}`;
      const secrets = {
        contact: `Old Chen ${rand()}`,
        phoneNumber: '02-8765-4321',
        address: null,
        email: null,
      };
      await app.platform.storedEvents.append(
        `fleet-${fleetId}`,
        [
          {
            id: randomUUID(),
            type: 'FleetCreated',
            data: {
              fleetId,
              account,
              passwordHash: 'x',
              alias: 'Legacy',
              ...secrets,
              permissions: DEFAULT_FLEET_PERMISSIONS,
              parentFleetId: null,
              statusCode: 1,
              at: app.clock.now(),
            },
            metadata: { version: 1 },
          },
        ],
        'no_stream',
      );
      const fleetRow = async () => (await ok(door, 'getFleets', { id: fleetId }, admin)).rows[0];
      await readModels(); // the read models include it
      expect(await fleetRow()).toMatchObject(secrets);

      await ok(door, 'erasePersonalData', { accountType: FLEET, account }, admin);
      const erasedRow = {
        contact: ERASED_PERSONAL_DATA,
        phoneNumber: ERASED_PERSONAL_DATA,
        address: null,
        email: null,
      };
      expect(await fleetRow()).toMatchObject(erasedRow);
      expect((await app.platform.events.readStream(`fleet-${fleetId}`))[0].data).toMatchObject(erasedRow);
      // What physically remains: the old event's bytes (docs/decisions/personal-data.md).
      expect(storedLog()).toContain(secrets.contact);

      const live = await readModels();
      await app.platform.runner.rebuild('directory');
      expect(await readModels()).toEqual(live);
    });

    test('needs the customer function (5) delete; customers may not; -3 unknown, -2 bad accountType', async () => {
      const fleet = await tenants.fleet(admin);
      const withFlags = async (flags: string) => {
        const limited = await createAdmin(app, { rights: { [CUSTOMER]: flags } });
        return app.adminToken(limited.account, limited.password);
      };
      const input = { accountType: FLEET, account: fleet.account };
      expect((await door.call('erasePersonalData', input, await withFlags(FLAGS.allButDelete))).code).toBe(
        -4,
      );
      expect((await door.call('erasePersonalData', input, await tenants.signIn(fleet))).code).toBe(-4);
      const deleter = await withFlags(FLAGS.delete);
      expect(
        (await door.call('erasePersonalData', { ...input, account: `no-such-${rand()}` }, deleter)).code,
      ).toBe(-3);
      expect(
        (await door.call('erasePersonalData', { accountType: DEVICE, account: '999' }, deleter)).code,
      ).toBe(-3);
      expect((await door.call('erasePersonalData', { ...input, accountType: 1 }, deleter)).code).toBe(-2);
      expect((await door.call('erasePersonalData', input, deleter)).code).toBe(0);
    });
  });
});
