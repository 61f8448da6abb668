import {
  MAINTENANCE_LIMITS,
  addDays,
  dueBy,
  localDateOf,
  maintenanceDecider,
  streams,
  type AddMaintenanceItem,
  type CheckMaintenanceDue,
  type MaintenanceDue,
  type MaintenanceItemEventData,
  type MaintenanceCommand,
  type MaintenanceEvent,
} from '../src';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const run = givenWhenThen(maintenanceDecider);
const AT = 1_700_000_000_000;
const SERIAL = '358899051234567';
const TODAY = '2026-11-25';

function addItem(overrides: Partial<Record<keyof AddMaintenanceItem, unknown>> = {}): AddMaintenanceItem {
  return {
    type: 'AddMaintenanceItem',
    serialNumber: SERIAL,
    itemId: 'i1',
    name: ' Engine oil ',
    intervalKm: 5000,
    intervalDays: 180,
    lastServiceOdometerKm: 12_000,
    lastServiceDate: '2026-06-01',
    remark: 'synthetic 5W-30',
    at: AT,
    today: TODAY,
    ...overrides,
  } as AddMaintenanceItem;
}

function check(odometerKm: number | null, today = TODAY, at = AT): CheckMaintenanceDue {
  return {
    type: 'CheckMaintenanceDue',
    serialNumber: SERIAL,
    odometerKm,
    today,
    at,
    latitude: 25.03,
    longitude: 121.56,
  };
}

const added = (overrides: Partial<Record<keyof AddMaintenanceItem, unknown>> = {}) =>
  eventsOf(run([], addItem(overrides)));
/** The data of an event the test knows the type of. */
const dueOf = (e: MaintenanceEvent) => (e as MaintenanceDue).data;
const itemOf = (e: MaintenanceEvent) => (e.data as MaintenanceItemEventData).item;
const fieldsOf = (command: MaintenanceCommand, given: MaintenanceEvent[] = []) =>
  errorOf(run(given, command)).detail;

describe('maintenance decider', () => {
  it('keeps each device in its own stream', () => {
    expect(streams.maintenance(SERIAL)).toBe(`maintenance-${SERIAL}`);
  });

  it('adds an item, trimmed, with no warning yet', () => {
    const [e] = added();
    expect(e).toMatchObject({
      type: 'MaintenanceItemAdded',
      data: {
        serialNumber: SERIAL,
        item: {
          itemId: 'i1',
          name: 'Engine oil',
          intervalKm: 5000,
          intervalDays: 180,
          lastServiceOdometerKm: 12_000,
          lastServiceDate: '2026-06-01',
          remark: 'synthetic 5W-30',
          warningId: null,
        },
      },
    });
  });

  it('takes an interval in km alone or in days alone, and refuses neither', () => {
    expect(added({ intervalDays: undefined })[0].data).toMatchObject({ item: { intervalDays: null } });
    expect(added({ intervalKm: null })[0].data).toMatchObject({ item: { intervalKm: null } });
    expect(fieldsOf(addItem({ intervalKm: undefined, intervalDays: undefined }))).toMatchObject({
      field: 'intervalKm',
      code: 'required',
    });
    // Named with the other fields' failures, not after them.
    const both = fieldsOf(
      addItem({ intervalKm: undefined, intervalDays: undefined, lastServiceDate: '2026-11-26' }),
    );
    expect((both?.issues as { field: string }[]).map((i) => i.field)).toEqual([
      'intervalKm',
      'lastServiceDate',
    ]);
  });

  it('names every bad field at once', () => {
    const detail = fieldsOf(
      addItem({
        name: '',
        intervalKm: 0,
        intervalDays: 1.5,
        lastServiceOdometerKm: -1,
        lastServiceDate: '2026-02-30',
        remark: 'x'.repeat(MAINTENANCE_LIMITS.remarkMax + 1),
      }),
    );
    const issues = (detail?.issues as { field: string; code: string }[]).map((i) => [i.field, i.code]);
    expect(issues).toEqual([
      ['name', 'required'],
      ['intervalKm', 'too_small'],
      ['intervalDays', 'not_integer'],
      ['lastServiceOdometerKm', 'too_small'],
      ['lastServiceDate', 'pattern'],
      ['remark', 'too_long'],
    ]);
  });

  it('refuses a last service after today, and takes today itself', () => {
    expect(fieldsOf(addItem({ lastServiceDate: '2026-11-26' }))).toMatchObject({
      field: 'lastServiceDate',
      code: 'in_future',
    });
    expect(added({ lastServiceDate: TODAY })).toHaveLength(1);
  });

  it('refuses a name over 50 characters and a 51st item', () => {
    expect(fieldsOf(addItem({ name: '機'.repeat(MAINTENANCE_LIMITS.nameMax + 1) }))).toMatchObject({
      field: 'name',
      code: 'too_long',
    });
    const full = Array.from(
      { length: MAINTENANCE_LIMITS.perDeviceMax },
      (_, i) => eventsOf(run([], addItem({ itemId: `i${i}` })))[0],
    );
    expect(fieldsOf(addItem({ itemId: 'one-more' }), full)).toMatchObject({
      field: 'deviceSerialNumber',
      code: 'too_many',
    });
  });

  it('edits, deletes, and never reuses a deleted id', () => {
    const given = added();
    const [changed] = eventsOf(
      run(given, { ...addItem({ remark: 'mineral' }), type: 'EditMaintenanceItem' }),
    );
    expect(changed).toMatchObject({ type: 'MaintenanceItemChanged', data: { item: { remark: 'mineral' } } });
    expect(run(given, { ...addItem(), type: 'EditMaintenanceItem' })).toEqual([]);
    const removed = eventsOf(
      run(given, { type: 'DeleteMaintenanceItem', serialNumber: SERIAL, itemId: 'i1', at: AT, today: TODAY }),
    );
    expect(removed[0].type).toBe('MaintenanceItemRemoved');
    expect(errorOf(run([...given, ...removed], addItem())).kind).toBe('conflict');
    expect(errorOf(run([], { ...addItem(), type: 'EditMaintenanceItem' })).kind).toBe('not_found');
  });
});

describe('due points', () => {
  it('is due at last service + interval km, not a metre before', () => {
    const item = {
      intervalKm: 5000,
      intervalDays: null,
      lastServiceOdometerKm: 12_000,
      lastServiceDate: '2026-06-01',
    };
    expect(dueBy(item, 16_999.9, TODAY)).toEqual([]);
    expect(dueBy(item, 17_000, TODAY)).toEqual(['km']);
    expect(dueBy(item, null, TODAY)).toEqual([]);
  });

  it('is due from the start of the local day last service + interval days', () => {
    const item = {
      intervalKm: null,
      intervalDays: 30,
      lastServiceOdometerKm: 0,
      lastServiceDate: '2026-01-31',
    };
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(dueBy(item, 0, '2026-03-01')).toEqual([]);
    expect(dueBy(item, 0, '2026-03-02')).toEqual(['date']);
    // 2026-03-01 16:00 UTC is already 00:00 on 2 March in Taipei.
    expect(localDateOf(Date.UTC(2026, 2, 1, 15, 59), 'Asia/Taipei')).toBe('2026-03-01');
    expect(localDateOf(Date.UTC(2026, 2, 1, 16, 0), 'Asia/Taipei')).toBe('2026-03-02');
  });

  it('raises one warning when the odometer reaches the point, and none on later checks', () => {
    const given = added({ intervalDays: undefined });
    expect(run(given, check(16_999))).toEqual([]);
    const [due] = eventsOf(run(given, check(17_000.4)));
    expect(due).toMatchObject({
      type: 'MaintenanceDue',
      data: {
        itemId: 'i1',
        name: 'Engine oil',
        warningId: `${SERIAL}-maintenance-1`,
        dueBy: ['km'],
        dueOdometerKm: 17_000,
        dueDate: null,
        odometerKm: 17_000.4,
        latitude: 25.03,
      },
    });
    expect(replay(maintenanceDecider, [...given, due]).items.i1.warningId).toBe(dueOf(due).warningId);
    expect(run([...given, due], check(18_000, TODAY, AT + 1))).toEqual([]);
  });

  it('raises one warning when both points are passed at once, naming both', () => {
    const [due] = eventsOf(run(added(), check(20_000, '2026-12-01')));
    expect(due.data).toMatchObject({ dueBy: ['km', 'date'], dueDate: '2026-11-28' });
  });

  it('raises the next warning after the service is recorded and the next point reached', () => {
    const given = added({ intervalDays: undefined });
    const [due] = eventsOf(run(given, check(17_000)));
    const service = eventsOf(
      run([...given, due], {
        type: 'RecordMaintenanceService',
        serialNumber: SERIAL,
        itemId: 'i1',
        odometerKm: 17_100,
        date: TODAY,
        at: AT + 1,
        today: TODAY,
      }),
    );
    expect(service[0]).toMatchObject({
      type: 'MaintenanceServiceRecorded',
      data: { item: { lastServiceOdometerKm: 17_100, lastServiceDate: TODAY, warningId: null } },
    });
    const after = [...given, due, ...service];
    expect(run(after, check(22_099, TODAY, AT + 2))).toEqual([]);
    const [next] = eventsOf(run(after, check(22_100, TODAY, AT + 3)));
    expect(next.data).toMatchObject({
      dueOdometerKm: 22_100,
      warningId: `${SERIAL}-maintenance-2`,
    });
  });

  it('keeps the warning through an edit of the name, and drops it when the due point moves', () => {
    const given = added({ intervalDays: undefined });
    const [due] = eventsOf(run(given, check(17_000)));
    const renamed = eventsOf(
      run([...given, due], {
        ...addItem({ name: 'Oil', intervalDays: undefined }),
        type: 'EditMaintenanceItem',
      }),
    );
    expect(itemOf(renamed[0]).warningId).toBe(dueOf(due).warningId);
    expect(run([...given, due, ...renamed], check(17_500))).toEqual([]);
    const stretched = eventsOf(
      run([...given, due], {
        ...addItem({ intervalKm: 6000, intervalDays: undefined }),
        type: 'EditMaintenanceItem',
      }),
    );
    expect(itemOf(stretched[0]).warningId).toBeNull();
    expect(run([...given, due, ...stretched], check(17_999))).toEqual([]);
    expect(eventsOf(run([...given, due, ...stretched], check(18_000)))).toHaveLength(1);
  });

  it('refuses a service recorded in the future or at a bad reading', () => {
    const detail = fieldsOf(
      {
        type: 'RecordMaintenanceService',
        serialNumber: SERIAL,
        itemId: 'i1',
        odometerKm: 'lots',
        date: '2026-11-26',
        at: AT,
        today: TODAY,
      },
      added(),
    );
    const issues = (detail?.issues as { field: string; code: string }[]).map((i) => [i.field, i.code]);
    expect(issues).toEqual([
      ['odometerKm', 'not_number'],
      ['date', 'in_future'],
    ]);
  });
});
