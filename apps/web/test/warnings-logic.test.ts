import { describe, expect, it } from '@jest/globals';
import { Kind, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { WARNING_KINDS } from '@gps/codes';
import { WarningRaisedDocument } from '../src/gql/graphql';
import {
  NO_FILTER,
  WARNING_DEVICES_MAX,
  belongsInList,
  shownKinds,
  warningFilter,
  type WarningFilterState,
} from '../src/features/warnings/warningFilters';
import type { TFunction } from 'i18next';
import { placeOf, vehicleOf, warningKindLabel } from '../src/features/warnings/warningWords';

const flags = (showOverspeed: boolean, showOffline: boolean) => ({
  showOverspeed,
  showOffline,
  showCoupon: false,
  showAddressToGps: true,
});
const ALL = shownKinds(flags(true, true));
const HOUR = 3_600_000;
const T = Date.UTC(2026, 10, 1, 8);

describe('shownKinds: show overspeed / show offline', () => {
  it('offers every kind when both are on, and leaves out the ones switched off', () => {
    expect(ALL).toEqual([...WARNING_KINDS]);
    expect(shownKinds(flags(false, true))).not.toContain('overspeed');
    expect(shownKinds(flags(false, true))).toContain('offline');
    expect(shownKinds(flags(true, false))).not.toContain('offline');
    expect(shownKinds(flags(true, false))).toContain('overspeed');
  });
});

describe('warningFilter: what the list asks the server', () => {
  it('asks for everything of the account when nothing is chosen', () => {
    expect(warningFilter(NO_FILTER, [], ALL)).toEqual({});
  });

  it('names the ticked vehicles, the period in µs, the kinds and the handled state', () => {
    const state: WarningFilterState = { period: [T, T + HOUR], kinds: ['sos', 'tow'], handled: 'open' };
    expect(warningFilter(state, ['111', '222'], ALL)).toEqual({
      deviceSerialNumbers: ['111', '222'],
      startTime: T * 1000,
      endTime: (T + HOUR) * 1000,
      kinds: ['sos', 'tow'],
      handled: false,
    });
    expect(warningFilter({ ...NO_FILTER, handled: 'handled' }, [], ALL)).toEqual({ handled: true });
  });

  it('drops a kind the platform hid since it was chosen, and caps the vehicles at the server limit', () => {
    const hidden = shownKinds(flags(false, true));
    expect(warningFilter({ ...NO_FILTER, kinds: ['overspeed', 'sos'] }, [], hidden)).toEqual({
      kinds: ['sos'],
    });
    expect(warningFilter({ ...NO_FILTER, kinds: ['overspeed'] }, [], hidden)).toEqual({});
    const many = Array.from({ length: WARNING_DEVICES_MAX + 5 }, (_, i) => String(i + 1));
    expect(warningFilter(NO_FILTER, many, ALL).deviceSerialNumbers).toHaveLength(WARNING_DEVICES_MAX);
  });
});

describe('belongsInList: whether a live warning joins the list as filtered', () => {
  const sos = { deviceSerialNumber: '111', kind: 'sos', timestamp: (T + 10 * 60_000) * 1000 };

  it('joins an unfiltered list, and one of its vehicle, kind and period', () => {
    expect(belongsInList(sos, NO_FILTER, [], ALL)).toBe(true);
    expect(belongsInList(sos, { period: [T, T + HOUR], kinds: ['sos'], handled: 'open' }, ['111'], ALL)).toBe(
      true,
    );
  });

  it('stays out of another vehicle, kind or period, of a list of handled ones, and when its kind is hidden', () => {
    expect(belongsInList(sos, NO_FILTER, ['222'], ALL)).toBe(false);
    expect(belongsInList(sos, { ...NO_FILTER, kinds: ['tow'] }, [], ALL)).toBe(false);
    expect(belongsInList(sos, { ...NO_FILTER, period: [T - HOUR, T] }, [], ALL)).toBe(false);
    expect(belongsInList(sos, { ...NO_FILTER, handled: 'handled' }, [], ALL)).toBe(false);
    const overspeed = { ...sos, kind: 'overspeed' };
    expect(belongsInList(overspeed, NO_FILTER, [], shownKinds(flags(false, true)))).toBe(false);
  });
});

describe('warningWords', () => {
  it('names the vehicle by name and serial, and the place to 5 decimals or none', () => {
    expect(vehicleOf({ carName: 'Truck 7', deviceSerialNumber: '111' })).toBe('Truck 7 (111)');
    expect(vehicleOf({ carName: null, deviceSerialNumber: '111' })).toBe('111');
    expect(placeOf({ latitude: 25.0339641, longitude: 121.5644681 })).toBe('25.03396, 121.56447');
    expect(placeOf({ latitude: null, longitude: null })).toBeNull();
  });
});

describe('a warning pushed live', () => {
  it('is asked for with the list’s WarningFields fragment, so it has every field a listed warning has', () => {
    const operation = WarningRaisedDocument.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const raised = operation?.selectionSet.selections[0] as FieldNode;
    expect(raised.selectionSet?.selections).toEqual([
      expect.objectContaining({
        kind: Kind.FRAGMENT_SPREAD,
        name: expect.objectContaining({ value: 'WarningFields' }),
      }),
    ]);
  });
});

describe('a fence crossing names its fence', () => {
  it('puts the fence alias after the kind, and leaves other kinds as they are', () => {
    const t = ((key: string, options?: Record<string, string>) =>
      key === 'warnings.atPlace' ? `${options?.kind}: ${options?.place}` : key) as unknown as TFunction;
    expect(warningKindLabel(t, { kind: 'fence_enter', warningMessage: 'x', placeName: 'Depot' })).toBe(
      'warningKinds.fence_enter: Depot',
    );
    expect(warningKindLabel(t, { kind: 'sos', warningMessage: 'x', placeName: null })).toBe(
      'warningKinds.sos',
    );
  });
});
