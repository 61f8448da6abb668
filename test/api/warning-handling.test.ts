import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { raiseWarning } from '../support/raise-warning';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(60_000);

const MINUTE_MS = 60_000;
const µs = (ms: number) => ms * 1000;

/**
 * handleWarning through both doors (docs/decisions/warnings.md): whoever may see a warning may
 * handle it, once, with a note; getWarnings shows who and when and filters by handled state; and
 * the show overspeed / show offline settings hide their kinds from both calls.
 */
describe('handleWarning and the handled state', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 864_000_000_000_000);
  let admin: string;
  let main: FleetFixture;
  let sub: FleetFixture;
  let other: FleetFixture;
  let mainDevice: string;
  let subDevice: string;
  let otherDevice: string;
  let minute = 0;

  /** A new warning of the device, a minute after the last one. */
  const raise = (serial: string, kind: 'sos' | 'overspeed' | 'offline' | 'tow' = 'sos') =>
    raiseWarning(app, serial, kind, app.clock.now() - MINUTE_MS * 60 + ++minute * MINUTE_MS);

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    main = await tenants.fleet(admin);
    sub = await tenants.subFleet(admin, main.id);
    other = await tenants.fleet(admin);
    [mainDevice] = await tenants.devices(admin, 1, main.id);
    [subDevice] = await tenants.devices(admin, 1, sub.id);
    [otherDevice] = await tenants.devices(admin, 1, other.id);
  });
  afterAll(() => app.stop());

  describe.each(doorsOf(() => app))('through $name', (door) => {
    test('a fleet handles its warning with a note: who, when and the trimmed note are kept and listed', async () => {
      const token = await tenants.signIn(main);
      const id = await raise(mainDevice);
      const open = await raise(mainDevice, 'tow');
      const answer = await ok(
        door,
        'handleWarning',
        { warningId: id, note: '  Driver called: all fine  ' },
        token,
      );
      expect(answer).toMatchObject({
        id,
        handled: true,
        handledBy: main.account,
        handledAt: µs(app.clock.now()),
        note: 'Driver called: all fine',
      });
      const listed = await ok(door, 'getWarnings', { deviceSerialNumbers: [mainDevice] }, token);
      expect(listed.rows.find((w: { id: string }) => w.id === id)).toEqual(answer);
      const handled = await ok(
        door,
        'getWarnings',
        { deviceSerialNumbers: [mainDevice], handled: true },
        token,
      );
      expect(handled.rows.map((w: { id: string }) => w.id)).toContain(id);
      expect(handled.rows.map((w: { id: string }) => w.id)).not.toContain(open);
      const notYet = await ok(
        door,
        'getWarnings',
        { deviceSerialNumbers: [mainDevice], handled: false },
        token,
      );
      expect(notYet.rows.map((w: { id: string }) => w.id)).toContain(open);
      expect(notYet.rows.map((w: { id: string }) => w.id)).not.toContain(id);
    });

    test('without a note, the warning is handled with none', async () => {
      const id = await raise(mainDevice);
      const answer = await ok(
        door,
        'handleWarning',
        { warningId: id, note: '   ' },
        await tenants.signIn(main),
      );
      expect(answer).toMatchObject({ handled: true, note: null });
      const bare = await ok(
        door,
        'handleWarning',
        { warningId: await raise(mainDevice) },
        await tenants.signIn(main),
      );
      expect(bare).toMatchObject({ handled: true, note: null });
    });

    test('a warning is handled once: a second handling is refused (-5, already_handled), the first kept', async () => {
      const token = await tenants.signIn(main);
      const id = await raise(subDevice);
      await ok(door, 'handleWarning', { warningId: id, note: 'first' }, token);
      const again = await door.call(
        'handleWarning',
        { warningId: id, note: 'second' },
        await tenants.signIn(sub),
      );
      expect(again.code).toBe(-5);
      expect(again.data).toMatchObject({ reason: 'already_handled' });
      const listed = await ok(
        door,
        'getWarnings',
        { deviceSerialNumbers: [subDevice], handled: true },
        token,
      );
      expect(listed.rows.find((w: { id: string }) => w.id === id)).toMatchObject({
        note: 'first',
        handledBy: main.account,
      });
    });

    test("a main fleet handles its sub-fleet's; a sub-fleet cannot reach its parent's, nor a fleet another's (-3)", async () => {
      const parents = await raise(mainDevice);
      const subs = await raise(subDevice);
      const others = await raise(otherDevice);
      const asSub = await tenants.signIn(sub);
      expect((await door.call('handleWarning', { warningId: parents }, asSub)).code).toBe(-3);
      expect((await door.call('handleWarning', { warningId: others }, await tenants.signIn(main))).code).toBe(
        -3,
      );
      expect((await door.call('handleWarning', { warningId: 'no-such-warning' }, asSub)).code).toBe(-3);
      expect(await ok(door, 'handleWarning', { warningId: subs }, await tenants.signIn(main))).toMatchObject({
        handled: true,
      });
    });

    test('a device account handles its own; a client sees "administrator" for the back office', async () => {
      const device = await tenants.signInDevice(await tenants.deviceAccount(admin, otherDevice));
      const own = await raise(otherDevice);
      expect(await ok(door, 'handleWarning', { warningId: own }, device)).toMatchObject({
        handledBy: otherDevice,
      });
      expect((await door.call('handleWarning', { warningId: await raise(mainDevice) }, device)).code).toBe(
        -3,
      );
      const operator = await createAdmin(app, { rights: { 3: '1111' } });
      const operatorToken = await app.adminToken(operator.account, operator.password);
      const byAdmin = await raise(otherDevice);
      const note = 'Called the owner';
      expect(await ok(door, 'handleWarning', { warningId: byAdmin, note }, operatorToken)).toMatchObject({
        handledBy: operator.account,
      });
      const seen = await ok(door, 'getWarnings', { handled: true }, await tenants.signIn(other));
      expect(seen.rows.find((w: { id: string }) => w.id === byAdmin)).toMatchObject({
        handledBy: 'administrator',
        note,
      });
    });

    test('administrators need DEVICE or CUSTOMER edit (-4 with view only)', async () => {
      const viewer = await createAdmin(app, { rights: { 3: '0001', 5: '0001' } });
      const viewerToken = await app.adminToken(viewer.account, viewer.password);
      expect(
        (await door.call('handleWarning', { warningId: await raise(mainDevice) }, viewerToken)).code,
      ).toBe(-4);
      const customerEditor = await createAdmin(app, { rights: { 5: '0101' } });
      const editorToken = await app.adminToken(customerEditor.account, customerEditor.password);
      expect(
        await ok(door, 'handleWarning', { warningId: await raise(mainDevice) }, editorToken),
      ).toMatchObject({
        handled: true,
        handledBy: customerEditor.account,
      });
    });

    test('a note over 280 characters, or of two lines, is refused (-2) and changes nothing', async () => {
      const token = await tenants.signIn(main);
      const id = await raise(mainDevice);
      const long = await door.call('handleWarning', { warningId: id, note: '警'.repeat(281) }, token);
      expect(long.code).toBe(-2);
      expect(long.data).toMatchObject({
        issues: [{ field: 'note', code: 'too_long', params: { max: 280 } }],
      });
      const lines = await door.call('handleWarning', { warningId: id, note: 'one\ntwo' }, token);
      expect(lines.code).toBe(-2);
      expect(await ok(door, 'handleWarning', { warningId: id, note: '警'.repeat(280) }, token)).toMatchObject(
        {
          handled: true,
        },
      );
    });
  });

  test('show overspeed / show offline off: their warnings are neither listed nor handled', async () => {
    const token = await tenants.signIn(main);
    const overspeed = await raise(mainDevice, 'overspeed');
    const offline = await raise(mainDevice, 'offline');
    const kinds = async () =>
      (await app.ok('getWarnings', { deviceSerialNumbers: [mainDevice] }, token)).rows.map(
        (w: { kind: string }) => w.kind,
      );
    expect(await kinds()).toEqual(expect.arrayContaining(['overspeed', 'offline']));

    await app.ok('editSystemSetting', { id: 'showOverspeed', value: '0' }, admin);
    expect(await kinds()).not.toContain('overspeed');
    expect(await kinds()).toContain('offline');
    const asked = await app.ok('getWarnings', { kinds: ['overspeed'] }, admin);
    expect(asked.total).toBe(0);
    expect((await app.api('handleWarning', { warningId: overspeed }, token)).code).toBe(-3);

    await app.ok('editSystemSetting', { id: 'showOffline', value: '0' }, admin);
    expect(await kinds()).not.toContain('offline');
    expect((await app.api('handleWarning', { warningId: offline }, token)).code).toBe(-3);

    await app.ok('editSystemSetting', { id: 'showOverspeed', value: '1' }, admin);
    await app.ok('editSystemSetting', { id: 'showOffline', value: '1' }, admin);
    expect(await kinds()).toEqual(expect.arrayContaining(['overspeed', 'offline']));
    expect(await app.ok('handleWarning', { warningId: overspeed }, token)).toMatchObject({ handled: true });
  });
});
