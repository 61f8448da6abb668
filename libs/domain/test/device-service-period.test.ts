import { DAY_MS, deviceDecider, type DeviceCommand, type DeviceEvent } from '../src';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(deviceDecider);
const T0 = 1_700_000_000_000;
const EXPIRY = T0 + 30 * DAY_MS;
const IMEI = '358899051234568';
const ORDER = 'GP261125183600123456';

const added: DeviceEvent = {
  type: 'DeviceAdded',
  version: 1,
  data: { serialNumber: IMEI, at: T0, serviceExpiredAt: EXPIRY, isValueAddedVisible: 0 },
};
const ev = <E extends DeviceEvent>(type: E['type'], data: E['data']): DeviceEvent =>
  ({ type, version: 1, data }) as DeviceEvent;
const expiredEvent = (at = EXPIRY + 1) => ev('ServiceExpired', { expiredAt: EXPIRY, at });
const stopped = ev('DeviceServiceStopped', { at: T0 + 1 });
const paidStop = ev('DeviceEdited', { changes: { serviceStatusCode: 4 }, at: T0 + 1 });

function extend(over: Partial<Extract<DeviceCommand, { type: 'ExtendService' }>> = {}): DeviceCommand {
  return {
    type: 'ExtendService',
    serialNumber: IMEI,
    kind: 'service',
    days: 30,
    orderNumber: ORDER,
    continueFrom: 'expiry',
    at: T0 + DAY_MS,
    ...over,
  };
}

function deviceAfter(events: DeviceEvent[]) {
  const state = replay(deviceDecider, events);
  if (state.status !== 'active') throw new Error('no device');
  return state.value;
}

describe('Device: ExtendService', () => {
  it('continues the service from its expiry', () => {
    expect(when([added], extend())).toEqual([
      ev('ServiceExtended', {
        orderNumber: ORDER,
        days: 30,
        fromExpiredAt: EXPIRY,
        expiredAt: EXPIRY + 30 * DAY_MS,
        at: T0 + DAY_MS,
      }),
    ]);
  });

  it('continues from a passed expiry (within the overtime days) so the service stays continuous', () => {
    const at = EXPIRY + 5 * DAY_MS;
    const [e] = eventsOf(when([added, expiredEvent()], extend({ at })));
    expect(e?.data).toMatchObject({ fromExpiredAt: EXPIRY, expiredAt: EXPIRY + 30 * DAY_MS });
  });

  it("starts an overtime line ('now') at delivery", () => {
    const at = EXPIRY + 100 * DAY_MS;
    const [e] = eventsOf(when([added, expiredEvent()], extend({ at, continueFrom: 'now' })));
    expect(e?.data).toMatchObject({ fromExpiredAt: EXPIRY, expiredAt: at + 30 * DAY_MS });
  });

  it('extends once when an order is delivered twice', () => {
    const first = eventsOf(when([added], extend()));
    expect(when([added, ...first], extend())).toEqual([]);
  });

  it('extends each kind of one order once', () => {
    const service = eventsOf(when([added], extend()));
    expect(eventsOf(when([added, ...service], extend({ kind: 'vip' })))).toHaveLength(1);
  });

  it('starts a first VIP period at delivery (no earlier one)', () => {
    expect(when([added], extend({ kind: 'vip' }))).toEqual([
      ev('ValueServiceExtended', {
        orderNumber: ORDER,
        days: 30,
        fromExpiredAt: null,
        expiredAt: T0 + 31 * DAY_MS,
        at: T0 + DAY_MS,
      }),
    ]);
  });

  it('continues a running address plan and restarts a lapsed one at delivery', () => {
    const first = eventsOf(when([added], extend({ kind: 'address', orderNumber: 'A1' })));
    const running = eventsOf(when([added, ...first], extend({ kind: 'address', orderNumber: 'A2' })));
    expect(running[0]?.type).toBe('AddressPlanExtended');
    expect(running[0]?.data).toMatchObject({ fromExpiredAt: T0 + 31 * DAY_MS, expiredAt: T0 + 61 * DAY_MS });
    const late = T0 + 100 * DAY_MS;
    const lapsed = eventsOf(
      when([added, ...first], extend({ kind: 'address', orderNumber: 'A3', at: late })),
    );
    expect(lapsed[0]?.data).toMatchObject({ expiredAt: late + 30 * DAY_MS });
  });

  it('brings an expired device renewed into the future back to normal', () => {
    const renewed = eventsOf(when([added, expiredEvent()], extend({ at: EXPIRY + DAY_MS })));
    expect(deviceAfter([added, expiredEvent(), ...renewed]).serviceStatusCode).toBe(1);
  });

  it('leaves an expired device renewed to a date still past expired', () => {
    const at = EXPIRY + 60 * DAY_MS;
    const renewed = eventsOf(when([added, expiredEvent()], extend({ at })));
    expect(deviceAfter([added, expiredEvent(), ...renewed]).serviceStatusCode).toBe(2);
  });

  it.each([
    ['stopped', stopped, 3],
    ['paid-stop', paidStop, 4],
  ])('leaves a %s device as the administrator set it', (_, stop, status) => {
    const renewed = eventsOf(when([added, stop], extend()));
    expect(renewed).toHaveLength(1);
    expect(deviceAfter([added, stop, ...renewed]).serviceStatusCode).toBe(status);
  });

  it.each([
    ['kind', { kind: 'gold' as never }],
    ['days', { days: 0 }],
    ['days', { days: 1.5 }],
    ['days', { days: 3651 }],
    ['orderNumber', { orderNumber: '' }],
    ['continueFrom', { continueFrom: 'later' as never }],
    ['at', { at: Number.NaN }],
  ])('refuses a bad %s', (field, over) => {
    expect(errorOf(when([added], extend(over)))).toMatchObject({ kind: 'validation', detail: { field } });
  });

  it('refuses an unknown device', () => {
    expect(errorOf(when([], extend()))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Device: TakeBackService', () => {
  const delivered = eventsOf(when([added], extend()));
  const takeBack = (
    over: Partial<Extract<DeviceCommand, { type: 'TakeBackService' }>> = {},
  ): DeviceCommand => ({
    type: 'TakeBackService',
    serialNumber: IMEI,
    kind: 'service',
    orderNumber: ORDER,
    days: 30,
    at: T0 + 2 * DAY_MS,
    ...over,
  });

  it('moves the expiry back by the days', () => {
    expect(when([added, ...delivered], takeBack())).toEqual([
      ev('ServiceTakenBack', {
        orderNumber: ORDER,
        kind: 'service',
        fromExpiredAt: EXPIRY + 30 * DAY_MS,
        expiredAt: EXPIRY,
        at: T0 + 2 * DAY_MS,
      }),
    ]);
  });

  it('never moves it before now', () => {
    const at = EXPIRY + 10 * DAY_MS;
    const [e] = eventsOf(when([added, ...delivered], takeBack({ at })));
    expect(e?.data).toMatchObject({ expiredAt: at });
  });

  it('takes back once', () => {
    const first = eventsOf(when([added, ...delivered], takeBack()));
    expect(when([added, ...delivered, ...first], takeBack())).toEqual([]);
    expect(deviceAfter([added, ...delivered, ...first]).serviceExpiredAt).toBe(EXPIRY);
  });

  it('takes nothing back for an order that delivered nothing of that kind', () => {
    expect(when([added, ...delivered], takeBack({ kind: 'vip' }))).toEqual([]);
    expect(when([added], takeBack())).toEqual([]);
  });

  it('moves the VIP expiry for a VIP line', () => {
    const vip = eventsOf(when([added], extend({ kind: 'vip' })));
    const back = eventsOf(when([added, ...vip], takeBack({ kind: 'vip', days: 10 })));
    expect(deviceAfter([added, ...vip, ...back]).valueExpiredAt).toBe(T0 + 21 * DAY_MS);
  });

  it('refuses bad days', () => {
    expect(errorOf(when([added, ...delivered], takeBack({ days: -1 })))).toMatchObject({
      kind: 'validation',
    });
  });
});

describe('Device: ExpireService', () => {
  const expire = (at: number): DeviceCommand => ({ type: 'ExpireService', serialNumber: IMEI, at });

  it('expires a normal device whose expiry passed, recording the expiry and the moment', () => {
    expect(when([added], expire(EXPIRY + 60_000))).toEqual([
      ev('ServiceExpired', { expiredAt: EXPIRY, at: EXPIRY + 60_000 }),
    ]);
    expect(deviceAfter([added, expiredEvent()]).serviceStatusCode).toBe(2);
  });

  it('expires a device with no status set', () => {
    const cleared = ev('DeviceEdited', { changes: { serviceStatusCode: null }, at: T0 + 1 });
    expect(eventsOf(when([added, cleared], expire(EXPIRY)))).toHaveLength(1);
  });

  it.each([
    ['before the expiry', [added], EXPIRY - 1],
    ['already expired', [added, expiredEvent()], EXPIRY + DAY_MS],
    ['stopped', [added, stopped], EXPIRY + DAY_MS],
    ['on a paid stop', [added, paidStop], EXPIRY + DAY_MS],
  ])('does nothing %s', (_, given, at) => {
    expect(when(given, expire(at))).toEqual([]);
  });
});

describe('Device: AdjustService', () => {
  const adjust = (over: Partial<Extract<DeviceCommand, { type: 'AdjustService' }>> = {}): DeviceCommand => ({
    type: 'AdjustService',
    serialNumber: IMEI,
    serviceExpiredAt: EXPIRY + 7 * DAY_MS,
    reason: '  Compensation for the outage  ',
    at: T0 + DAY_MS,
    by: 'admin-1',
    byAccount: 'finance.lee',
    ...over,
  });

  it('moves the expiry with the trimmed reason and who did it', () => {
    expect(when([added], adjust())).toEqual([
      ev('ServiceManuallyAdjusted', {
        fromExpiredAt: EXPIRY,
        expiredAt: EXPIRY + 7 * DAY_MS,
        reason: 'Compensation for the outage',
        at: T0 + DAY_MS,
        by: 'admin-1',
        byAccount: 'finance.lee',
      }),
    ]);
  });

  it('may move it back, even into the past (the sweep then expires the device)', () => {
    const [e] = eventsOf(when([added], adjust({ serviceExpiredAt: T0 })));
    expect(e?.data).toMatchObject({ fromExpiredAt: EXPIRY, expiredAt: T0 });
  });

  it('brings an expired device moved into the future back to normal', () => {
    const at = EXPIRY + DAY_MS;
    const moved = eventsOf(when([added, expiredEvent()], adjust({ at, serviceExpiredAt: at + DAY_MS })));
    expect(deviceAfter([added, expiredEvent(), ...moved])).toMatchObject({
      serviceStatusCode: 1,
      serviceExpiredAt: at + DAY_MS,
    });
  });

  it('refuses an unchanged expiry', () => {
    expect(errorOf(when([added], adjust({ serviceExpiredAt: EXPIRY })))).toMatchObject({
      kind: 'conflict',
      detail: { reason: 'expiry_unchanged' },
    });
  });

  it.each([
    ['reason', { reason: '   ' }],
    ['reason', { reason: 'x'.repeat(281) }],
    ['serviceExpiredAt', { serviceExpiredAt: Number.NaN }],
    ['by', { by: '' }],
    ['byAccount', { byAccount: '' }],
  ])('refuses a bad %s', (field, over) => {
    expect(errorOf(when([added], adjust(over)))).toMatchObject({ kind: 'validation', detail: { field } });
  });

  it('accepts a reason of 280 characters', () => {
    expect(eventsOf(when([added], adjust({ reason: 'x'.repeat(280) })))).toHaveLength(1);
  });
});
