import {
  FULL_RIGHTS,
  WARNING_HANDLING_LIMITS,
  canHandleWarning,
  hiddenWarningKinds,
  parseStreamName,
  streams,
  warningDecider,
  type Actor,
  type DeviceScope,
  type HandleWarning,
  type WarningEvent,
} from '../src';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const run = givenWhenThen(warningDecider);
const AT = 1_700_000_000_000;
const WARNING_ID = '358899051234567-1699999990000-sos';

function handle(overrides: Partial<Record<keyof HandleWarning, unknown>> = {}): HandleWarning {
  return {
    type: 'HandleWarning',
    warningId: WARNING_ID,
    serialNumber: '358899051234567',
    note: '  Driver called: false alarm  ',
    handledBy: { kind: 'fleet', id: 'f1', account: 'acme' },
    at: AT,
    ...overrides,
  } as HandleWarning;
}

const handled: WarningEvent = {
  type: 'WarningHandled',
  version: 1,
  data: {
    warningId: WARNING_ID,
    serialNumber: '358899051234567',
    note: 'Driver called: false alarm',
    handledBy: { kind: 'fleet', id: 'f1', account: 'acme' },
    at: AT,
  },
};

describe('Warning handling: HandleWarning', () => {
  it('records who handled an open warning, when, and the trimmed note', () => {
    expect(run([], handle())).toEqual([handled]);
  });

  it('keeps a blank note as no note', () => {
    for (const note of ['', '   ', null]) {
      expect(eventsOf(run([], handle({ note })))[0].data.note).toBeNull();
    }
  });

  it('takes a note of 280 characters, counted as characters, and refuses 281', () => {
    const max = WARNING_HANDLING_LIMITS.noteMax;
    expect(eventsOf(run([], handle({ note: '警'.repeat(max) })))[0].data.note).toBe('警'.repeat(max));
    expect(errorOf(run([], handle({ note: 'a'.repeat(max + 1) })))).toMatchObject({
      kind: 'validation',
      detail: { field: 'note', code: 'too_long', params: { max } },
    });
  });

  it('refuses a note with a control character (a note is one line)', () => {
    expect(errorOf(run([], handle({ note: 'first\nsecond' })))).toMatchObject({
      kind: 'validation',
      detail: { field: 'note', code: 'unsafe_text' },
    });
  });

  it('refuses a second handling: the first handler and time are the record', () => {
    expect(errorOf(run([handled], handle({ note: 'again', at: AT + 1 })))).toMatchObject({
      kind: 'conflict',
      detail: { reason: 'already_handled', id: WARNING_ID },
    });
  });

  it('refuses a command without a handler or a bad warning id', () => {
    expect(errorOf(run([], handle({ handledBy: undefined })))).toMatchObject({
      detail: { field: 'handledBy.kind' },
    });
    expect(errorOf(run([], handle({ warningId: 'a b' })))).toMatchObject({ detail: { field: 'warningId' } });
  });

  it('is handled after replaying its event', () => {
    expect(replay(warningDecider, [handled])).toEqual({ status: 'handled', value: handled.data });
  });

  it('lives in its own stream, apart from the telemetry day that raised it', () => {
    expect(streams.warning(WARNING_ID)).toBe(`warning-${WARNING_ID}`);
    expect(parseStreamName(streams.warning(WARNING_ID))).toEqual({ category: 'warning', id: WARNING_ID });
  });
});

describe('canHandleWarning: whoever may see a warning may handle it', () => {
  const admin = (rights: Record<string, string>): Actor => ({
    kind: 'admin',
    accountId: 'a1',
    permissionId: 'p1',
    rights,
  });
  const mainFleet: Actor = { kind: 'fleet', fleetId: 'f1', parentFleetId: null, permissions: '000' };
  const subFleet: Actor = { kind: 'fleet', fleetId: 'f2', parentFleetId: 'f1', permissions: '000' };
  const otherFleet: Actor = { kind: 'fleet', fleetId: 'f9', parentFleetId: null, permissions: '111' };
  const device: Actor = { kind: 'device', serialNumber: '111' };
  const inMain: DeviceScope = { serialNumber: '111', fleetId: 'f1', parentFleetId: null };
  const inSub: DeviceScope = { serialNumber: '222', fleetId: 'f2', parentFleetId: 'f1' };

  it.each<[string, Actor, DeviceScope, boolean]>([
    ['an admin with DEVICE edit', admin({ '3': '0100' }), inMain, true],
    ['an admin with CUSTOMER edit', admin({ '5': '0100' }), inMain, true],
    ['an admin with view rights only', admin({ '3': '0001', '5': '0001' }), inMain, false],
    ['an admin with every right', admin(FULL_RIGHTS), inSub, true],
    ['a main fleet, its own warning', mainFleet, inMain, true],
    ["a main fleet, its sub-fleet's warning", mainFleet, inSub, true],
    ['a sub-fleet, its own warning', subFleet, inSub, true],
    ["a sub-fleet, its parent's warning", subFleet, inMain, false],
    ["another fleet's warning", otherFleet, inMain, false],
    ['a device account, its own warning', device, inMain, true],
    ["a device account, another device's", device, inSub, false],
  ])('%s: %s', (_case, actor, owner, expected) => {
    expect(canHandleWarning(actor, owner)).toBe(expected);
  });
});

describe('hiddenWarningKinds: showOverspeed and showOffline', () => {
  it('hides nothing with the defaults (both shown)', () => {
    expect(hiddenWarningKinds(() => undefined)).toEqual([]);
  });

  it('hides the kind whose flag is off', () => {
    const stored = (values: Record<string, string>) => (id: string) => values[id];
    expect(hiddenWarningKinds(stored({ showOverspeed: '0' }))).toEqual(['overspeed']);
    expect(hiddenWarningKinds(stored({ showOffline: '0' }))).toEqual(['offline']);
    expect(hiddenWarningKinds(stored({ showOverspeed: '0', showOffline: '0' }))).toEqual([
      'overspeed',
      'offline',
    ]);
    expect(hiddenWarningKinds(stored({ showOverspeed: '1', showOffline: '1' }))).toEqual([]);
  });
});
