import {
  DAY_MS,
  deviceDecider,
  streams,
  type DeviceCommand,
  type DeviceEvent,
  type DeviceState,
} from '@gps/domain';
import { DirectoryHarness, us } from './support/directory-harness';

const SERIAL = '358899051234568';
const ADDED = Date.UTC(2024, 5, 1, 7, 0, 0);
const EXPIRY = ADDED + 10 * DAY_MS;

let h: DirectoryHarness;
let state: DeviceState;
beforeEach(async () => {
  h = await DirectoryHarness.start();
  state = deviceDecider.initialState;
});
afterEach(() => h.stop());

/** Decides as the platform does and appends what the decider decided. */
async function send(command: DeviceCommand): Promise<DeviceEvent[]> {
  const events = deviceDecider.decide(command, state);
  state = events.reduce(deviceDecider.evolve, state);
  if (events.length > 0) await h.append(streams.device(SERIAL), events);
  return events;
}

const extend = (kind: 'service' | 'vip' | 'address', orderNumber: string, at: number): DeviceCommand => ({
  type: 'ExtendService',
  serialNumber: SERIAL,
  kind,
  days: 30,
  orderNumber,
  continueFrom: 'expiry',
  at,
});

describe('directory projection: service periods', () => {
  it('the row follows expiry, renewal, VIP, address plan, refund and adjustment, and rebuilds the same', async () => {
    await send({ type: 'AddDevice', serialNumber: SERIAL, serviceExpiredAt: EXPIRY, at: ADDED });
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      isValueAddedVisible: 0,
      addressPlanExpiredDate: null,
    });

    const sweep = EXPIRY + 60_000;
    await send({ type: 'ExpireService', serialNumber: SERIAL, at: sweep });
    expect(await h.mustDevice(SERIAL)).toMatchObject({ serviceStatusCode: 2, status: 2 });

    await send(extend('service', 'O1', sweep + DAY_MS));
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      serviceStatusCode: 1,
      status: 1,
      serviceExpiredDate: us(EXPIRY + 30 * DAY_MS),
    });

    await send(extend('vip', 'O2', sweep + DAY_MS));
    await send(extend('address', 'O3', sweep + DAY_MS));
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      valueExpiredDate: us(sweep + 31 * DAY_MS),
      addressPlanExpiredDate: us(sweep + 31 * DAY_MS),
    });

    const refund = sweep + 2 * DAY_MS;
    await send({
      type: 'TakeBackService',
      serialNumber: SERIAL,
      kind: 'vip',
      orderNumber: 'O2',
      days: 30,
      at: refund,
    });
    expect((await h.mustDevice(SERIAL)).valueExpiredDate).toBe(us(refund));

    await send({
      type: 'AdjustService',
      serialNumber: SERIAL,
      serviceExpiredAt: EXPIRY + 90 * DAY_MS,
      reason: 'Goodwill',
      at: refund,
      by: 'admin-1',
      byAccount: 'finance.lee',
    });
    expect((await h.mustDevice(SERIAL)).serviceExpiredDate).toBe(us(EXPIRY + 90 * DAY_MS));

    const live = await h.dump();
    await h.runner.rebuild('directory');
    expect(await h.dump()).toBe(live);
  });

  it('keeps a stopped device stopped through a renewal', async () => {
    await send({ type: 'AddDevice', serialNumber: SERIAL, serviceExpiredAt: EXPIRY, at: ADDED });
    await send({ type: 'StopDeviceService', serialNumber: SERIAL, at: ADDED + 1 });
    await send(extend('service', 'O1', ADDED + DAY_MS));
    expect(await h.mustDevice(SERIAL)).toMatchObject({ serviceStatusCode: 3, status: 3 });
  });
});
