import { AdminFunction, MESSAGE_CONTENT_MAX, REPORT_NOTE_MAX, ReportState } from '@gps/codes';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, type FleetFixture } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(60_000);

const REPORT = AdminFunction.REPORT;
/** The administrator's rights flags: add, edit, delete, view. */
const FLAGS = { view: '0001', edit: '0100', all: '1111' } as const;
const US = 1000;
/** Between two reports: within the sessions' idle window. */
const GAP = 5 * 60_000;

/**
 * Feedback reports through both doors (docs/decisions/feedback-reports.md): customers send them
 * (the account recorded as it was), the back office with function 9 lists them by type, state,
 * period and keyword, and moves them through the states with a note, every change kept.
 */
describe('feedback reports', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 867_000_000_000_000);
  let admin: string;
  let fleet: FleetFixture;
  let fleetToken: string;
  let device: { serial: string; password: string };
  let deviceToken: string;
  let tag = 0;
  const unique = (what: string) => `${what} #${++tag}-${Math.random().toString(36).slice(2, 7)}`;
  const tokenWith = async (flags: string) => {
    const limited = await createAdmin(app, { rights: { [REPORT]: flags } });
    return {
      token: await app.adminToken(limited.account, limited.password),
      id: limited.id,
      account: limited.account,
    };
  };

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.adminToken();
    fleet = await tenants.fleet(admin);
    fleetToken = await tenants.signIn(fleet);
    const [serial] = await tenants.devices(admin, 1, fleet.id);
    device = await tenants.deviceAccount(admin, serial);
    deviceToken = await tenants.signInDevice(device);
  });
  afterAll(() => app.stop());

  describe.each(doorsOf(() => app))('through $name', (door) => {
    test('a customer sends feedback; the type defaults to 1; the account is recorded', async () => {
      const description = unique('The map is slow');
      const now = app.clock.now();
      const sent = await ok(
        door,
        'addReport',
        { contact: ' Mr. Lin ', contactMethod: '0912-345-678', description: `  ${description}  ` },
        fleetToken,
      );
      expect(sent).toEqual({
        id: expect.any(String),
        reportTypeId: 1,
        contact: 'Mr. Lin',
        contactMethod: '0912-345-678',
        description,
        accountId: fleet.id,
        accountType: 2,
        account: fleet.account,
        state: ReportState.NOT_PROCESSED,
        note: null,
        createdAt: now * US,
        updatedAt: null,
        changes: [],
      });
      const byDevice = await ok(
        door,
        'addReport',
        { reportTypeId: 2, description: unique('GPS') },
        deviceToken,
      );
      expect(byDevice).toMatchObject({
        reportTypeId: 2,
        accountId: device.serial,
        accountType: 3,
        account: device.serial,
      });

      for (const input of [
        { description: '   ' },
        { description: 'x'.repeat(MESSAGE_CONTENT_MAX + 1) },
        { description: 'ok', reportTypeId: 6 },
        { description: 'ok', contact: 'x'.repeat(51) },
      ]) {
        expect({ input, code: (await door.call('addReport', input, fleetToken)).code }).toEqual({
          input,
          code: -2,
        });
      }
      // The description and the note are typed in text areas: their line breaks are kept; a one-line
      // field holding one is refused.
      const lines = `${unique('First line')}\nSecond line`;
      const multiLine = await ok(door, 'addReport', { description: lines }, fleetToken);
      expect(multiLine.description).toBe(lines);
      const noted = await ok(
        door,
        'editReport',
        { id: multiLine.id, state: ReportState.CONTACTED, note: 'Called\nback' },
        admin,
      );
      expect(noted.note).toBe('Called\nback');
      expect(
        (await door.call('addReport', { description: 'ok', contact: 'Mr.\nLin' }, fleetToken)).code,
      ).toBe(-2);
      // Feedback is a customer's: administrators send none.
      expect((await door.call('addReport', { description: 'admin' }, admin)).code).toBe(-4);
    });

    test('the back office lists them by type, state, period and keyword, 50 a page, newest first', async () => {
      const word = unique('brakes');
      const start = app.clock.now();
      const a = await ok(door, 'addReport', { reportTypeId: 3, description: `${word} billing` }, fleetToken);
      app.clock.advance(GAP);
      const b = await ok(door, 'addReport', { reportTypeId: 4, description: `${word} idea` }, deviceToken);
      const list = async (input: Record<string, unknown>) =>
        (await ok(door, 'getReports', { keyword: word, ...input }, admin)).rows.map(
          (r: { id: string }) => r.id,
        );

      expect(await list({})).toEqual([b.id, a.id]);
      expect(await list({ reportTypeId: 3 })).toEqual([a.id]);
      expect(await list({ startTime: start * US, endTime: (start + GAP) * US })).toEqual([a.id]);
      expect(await list({ startTime: (start + GAP) * US })).toEqual([b.id]);
      expect(await list({ state: ReportState.CLOSED })).toEqual([]);
      // The keyword is looked for in the account too.
      expect(await list({ keyword: device.serial })).toContain(b.id);
      expect(
        (await ok(door, 'getReports', { keyword: fleet.account.toUpperCase() }, admin)).total,
      ).toBeGreaterThan(0);
      expect(await ok(door, 'getReports', { keyword: word, pageRows: 1, pageIndex: 1 }, admin)).toMatchObject(
        {
          total: 2,
          rows: [{ id: a.id }],
        },
      );
    });

    test('editReport moves a report through the states with notes, who and when kept; function 9 rights', async () => {
      const report = await ok(door, 'addReport', { description: unique('Cannot sign in') }, fleetToken);
      const [viewer, editor] = await Promise.all([tokenWith(FLAGS.view), tokenWith(FLAGS.edit)]);
      const none = await tokenWith('0000');
      for (const token of [editor.token, none.token, fleetToken, deviceToken]) {
        expect((await door.call('getReports', {}, token)).code).toBe(-4);
      }
      for (const token of [viewer.token, none.token, fleetToken]) {
        expect((await door.call('editReport', { id: report.id, state: 2 }, token)).code).toBe(-4);
      }
      expect((await ok(door, 'getReports', { keyword: report.description }, viewer.token)).rows).toEqual([
        report,
      ]);

      const contactedAt = app.clock.now();
      const contacted = await ok(
        door,
        'editReport',
        { id: report.id, state: ReportState.CONTACTED, note: ' Called back ' },
        editor.token,
      );
      app.clock.advance(1000);
      const closed = await ok(door, 'editReport', { id: report.id, state: ReportState.CLOSED }, editor.token);
      const change = { byAccountId: editor.id, by: editor.account };
      expect(closed).toEqual({
        ...report,
        state: ReportState.CLOSED,
        // The latest note written: closing without one keeps it.
        note: 'Called back',
        updatedAt: (contactedAt + 1000) * US,
        changes: [
          { ...change, state: ReportState.CONTACTED, note: 'Called back', at: contactedAt * US },
          { ...change, state: ReportState.CLOSED, note: null, at: (contactedAt + 1000) * US },
        ],
      });
      expect(contacted).toMatchObject({ state: ReportState.CONTACTED, note: 'Called back' });
      // A closed report can be reopened.
      expect(
        await ok(door, 'editReport', { id: report.id, state: ReportState.NOT_PROCESSED }, admin),
      ).toMatchObject({
        state: ReportState.NOT_PROCESSED,
      });
      expect((await door.call('editReport', { id: report.id, state: 4 }, admin)).code).toBe(-2);
      expect(
        (
          await door.call(
            'editReport',
            { id: report.id, state: 2, note: 'x'.repeat(REPORT_NOTE_MAX + 1) },
            admin,
          )
        ).code,
      ).toBe(-2);
      expect((await door.call('editReport', { id: 'no-such-report', state: 2 }, admin)).code).toBe(-3);
    });
  });
});
