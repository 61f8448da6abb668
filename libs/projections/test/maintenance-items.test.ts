import { maintenanceDecider, streams, type MaintenanceCommand, type MaintenanceEvent } from '@gps/domain';
import { Collections, maintenanceProjection } from '@gps/projections';
import {
  DirectoryHarness,
  MINUTE,
  deviceAdded,
  deviceAllocated,
  fleetCreated,
  us,
} from './support/directory-harness';

/** The maintenance items read model, and the warning the directory lists for a due point. */

const SERIAL = '358899051234567';
const T = Date.UTC(2026, 10, 25, 2, 0, 0);
const TODAY = '2026-11-25';

let h: DirectoryHarness;
let log: MaintenanceEvent[];

/** Decides against what was written so far and writes it, as the command handler does. */
async function run(command: MaintenanceCommand): Promise<MaintenanceEvent[]> {
  const state = log.reduce(maintenanceDecider.evolve, maintenanceDecider.initialState);
  const events = maintenanceDecider.decide(command, state);
  log.push(...events);
  await h.append(streams.maintenance(SERIAL), events);
  return events;
}

const item = {
  serialNumber: SERIAL,
  itemId: 'oil',
  name: 'Engine oil',
  intervalKm: 5000,
  intervalDays: 180,
  lastServiceOdometerKm: 12_000,
  lastServiceDate: '2026-06-01',
  remark: null,
  today: TODAY,
};

beforeEach(async () => {
  log = [];
  h = await DirectoryHarness.start([maintenanceProjection]);
  await h.append('fleet-north', [fleetCreated('north', T - 2 * MINUTE)]);
  await h.append(streams.device(SERIAL), [
    deviceAdded(SERIAL, T - MINUTE),
    deviceAllocated('north', null, null, T - MINUTE),
  ]);
  await run({ type: 'AddMaintenanceItem', ...item, at: T });
});
afterEach(() => h.stop());

describe('maintenance projection', () => {
  it('keeps each item with its next due point, and its warning once due', async () => {
    expect(await h.read.get(Collections.maintenanceItems, 'oil')).toEqual({
      id: 'oil',
      deviceSerialNumber: SERIAL,
      name: 'Engine oil',
      intervalKm: 5000,
      intervalDays: 180,
      lastServiceOdometerKm: 12_000,
      lastServiceDate: '2026-06-01',
      remark: null,
      nextDueOdometerKm: 17_000,
      nextDueDate: '2026-11-28',
      warningId: null,
      createdAt: us(T),
    });
    const [due] = await run({
      type: 'CheckMaintenanceDue',
      serialNumber: SERIAL,
      odometerKm: 17_002,
      today: TODAY,
      at: T + MINUTE,
      latitude: 25.03,
      longitude: 121.56,
    });
    const warningId = `${SERIAL}-maintenance-1`;
    expect(due.data).toMatchObject({ warningId });
    expect(await h.read.get(Collections.maintenanceItems, 'oil')).toMatchObject({ warningId });

    const warning = await h.read.get(Collections.warnings, warningId);
    expect(warning).toMatchObject({
      deviceSerialNumber: SERIAL,
      fleetId: 'north',
      kind: 'maintenance',
      warningMessage: 'Maintenance due',
      placeName: 'Engine oil',
      timestamp: us(T + MINUTE),
      latitude: 25.03,
      handled: false,
    });

    await run({
      type: 'RecordMaintenanceService',
      serialNumber: SERIAL,
      itemId: 'oil',
      odometerKm: 17_010,
      date: TODAY,
      today: TODAY,
      at: T + 2 * MINUTE,
    });
    expect(await h.read.get(Collections.maintenanceItems, 'oil')).toMatchObject({
      lastServiceOdometerKm: 17_010,
      nextDueOdometerKm: 22_010,
      nextDueDate: '2027-05-24',
      warningId: null,
      createdAt: us(T),
    });
    // The warning stays listed: it happened.
    expect(await h.read.get(Collections.warnings, warningId)).toBeDefined();

    await run({
      type: 'DeleteMaintenanceItem',
      serialNumber: SERIAL,
      itemId: 'oil',
      today: TODAY,
      at: T + 3 * MINUTE,
    });
    expect(await h.read.get(Collections.maintenanceItems, 'oil')).toBeUndefined();
  });

  it('rebuilds the same items and warnings from the log', async () => {
    await run({
      type: 'CheckMaintenanceDue',
      serialNumber: SERIAL,
      odometerKm: 17_000,
      today: TODAY,
      at: T + MINUTE,
      latitude: null,
      longitude: null,
    });
    await run({
      type: 'AddMaintenanceItem',
      ...item,
      itemId: 'tyres',
      name: 'Tyres',
      intervalKm: null,
      at: T + 2 * MINUTE,
    });
    const before = [
      await h.read.get(Collections.maintenanceItems, 'oil'),
      await h.read.get(Collections.maintenanceItems, 'tyres'),
      await h.warnings(SERIAL),
    ];
    await h.runner.rebuild('maintenance');
    await h.runner.rebuild('directory');
    const after = [
      await h.read.get(Collections.maintenanceItems, 'oil'),
      await h.read.get(Collections.maintenanceItems, 'tyres'),
      await h.warnings(SERIAL),
    ];
    expect(after).toEqual(before);
    expect((before[2] as unknown[]).length).toBe(1);
  });
});
