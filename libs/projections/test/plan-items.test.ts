import {
  deviceDecider,
  planDecider,
  streams,
  type DeviceCommand,
  type DeviceEvent,
  type PlanCommand,
  type PlanEvent,
} from '@gps/domain';
import { Collections, planItemsProjection } from '@gps/projections';
import { DirectoryHarness, MINUTE, deviceAdded, us } from './support/directory-harness';

/** The plan items read model, and the directory device row's plan. */

const SERIAL = '358899051234567';
const T = Date.UTC(2026, 10, 25, 2, 0, 0);
const ADMIN = 'admin-1';

let h: DirectoryHarness;
let planLog: PlanEvent[];
let deviceLog: DeviceEvent[];

/** Decides against what was written so far and writes it, as the command handler does. */
async function plan(command: PlanCommand): Promise<void> {
  const events = planDecider.decide(command, planLog.reduce(planDecider.evolve, planDecider.initialState));
  planLog.push(...events);
  await h.append(streams.plan(Number(command.planId)), events);
}

async function device(command: DeviceCommand): Promise<void> {
  const events = deviceDecider.decide(
    command,
    deviceLog.reduce(deviceDecider.evolve, deviceDecider.initialState),
  );
  deviceLog.push(...events);
  await h.append(streams.device(SERIAL), events);
}

const year = {
  planId: 2,
  name: '一年服務',
  price: 1200,
  extendDays: 365,
  activeStatus: 1,
  overtimeDays: 30,
  overtimePrice: 1500,
  description: null,
  by: ADMIN,
};

const assign = (planId: number, at: number): DeviceCommand => ({
  type: 'AssignDevicePlan',
  serialNumber: SERIAL,
  planId,
  at,
  by: ADMIN,
});

beforeEach(async () => {
  planLog = [];
  deviceLog = [deviceAdded(SERIAL, T - MINUTE) as DeviceEvent];
  h = await DirectoryHarness.start([planItemsProjection]);
  await h.append(streams.device(SERIAL), deviceLog);
  await plan({ type: 'AddPlanItem', itemId: 'year', ...year, at: T });
});
afterEach(() => h.stop());

describe('plan items projection', () => {
  it('keeps each item with its plan letter, in the order added, edits in place', async () => {
    expect(await h.read.get(Collections.planItems, 'year')).toEqual({
      id: 'year',
      planId: 2,
      planName: 'B',
      name: '一年服務',
      price: 1200,
      extendDays: 365,
      activeStatus: 1,
      overtimeDays: 30,
      overtimePrice: 1500,
      description: null,
      createdAt: us(T),
    });
    await plan({
      type: 'EditPlanItem',
      itemId: 'year',
      ...year,
      price: 999,
      activeStatus: 0,
      at: T + MINUTE,
    });
    expect(await h.read.get(Collections.planItems, 'year')).toMatchObject({
      price: 999,
      activeStatus: 0,
      createdAt: us(T),
    });
    await plan({ type: 'DeletePlanItem', itemId: 'year', planId: 2, at: T + 2 * MINUTE, by: ADMIN });
    expect(await h.read.get(Collections.planItems, 'year')).toBeUndefined();
  });

  it('gives the device row its plan and letter, none again when taken off', async () => {
    expect(await h.mustDevice(SERIAL)).toMatchObject({ planId: 0, planName: null });
    await device(assign(10, T + MINUTE));
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      planId: 10,
      planName: 'J',
      updatedTimestamp: us(T + MINUTE),
    });
    await device(assign(0, T + 2 * MINUTE));
    expect(await h.mustDevice(SERIAL)).toMatchObject({ planId: 0, planName: null });
  });

  it('rebuilds byte for byte what it kept live', async () => {
    await plan({
      type: 'AddPlanItem',
      itemId: 'month',
      ...year,
      name: '一個月',
      extendDays: 30,
      at: T + MINUTE,
    });
    await plan({ type: 'EditPlanItem', itemId: 'year', ...year, price: 999, at: T + 2 * MINUTE });
    await plan({ type: 'DeletePlanItem', itemId: 'month', planId: 2, at: T + 3 * MINUTE, by: ADMIN });
    await device(assign(2, T + 4 * MINUTE));
    const live = JSON.stringify([await h.read.dump(Collections.planItems), await h.dump()]);
    await h.runner.rebuild('plan-items');
    await h.runner.rebuild('directory');
    expect(JSON.stringify([await h.read.dump(Collections.planItems), await h.dump()])).toBe(live);
  });
});
