import {
  SYSTEM_SETTINGS,
  SYSTEM_SETTING_IDS,
  defaultSystemSettings,
  findSystemSetting,
  systemSettingsDecider,
  type SystemSettingsCommand,
  type SystemSettingsEvent,
} from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, givenWhenThen, replay } from './support/given-when-then';

const when = givenWhenThen(systemSettingsDecider);
const T0 = 1_700_000_000_000;
const change = (id: string, value: string | number | boolean): SystemSettingsCommand => ({
  type: 'ChangeSystemSetting',
  id,
  value,
  at: T0,
});
const changed = (id: string, value: string): SystemSettingsEvent =>
  ({ type: 'SystemSettingChanged', version: 1, data: { id, value, at: T0 } }) as SystemSettingsEvent;

describe('System settings table', () => {
  it('lists the known settings with their defaults', () => {
    expect(defaultSystemSettings()).toEqual({
      refreshFrequency: '15',
      showOverspeed: '1',
      showOffline: '1',
      showCoupon: '0',
      showAddressToGps: '1',
      addressQuotaDaily: '100000',
      addressQuotaMonthly: '3000000',
      vipAddressQuotaDaily: '100000',
      vipAddressQuotaMonthly: '3000000',
      overspeedLimitKmh: '110',
      overspeedMinSeconds: '10',
    });
    expect(SYSTEM_SETTING_IDS).toHaveLength(SYSTEM_SETTINGS.length);
  });

  it('has defaults that pass their own rule', () => {
    for (const setting of SYSTEM_SETTINGS)
      expect(setting.normalize(setting.defaultValue)).toBe(setting.defaultValue);
  });

  it('finds a definition by id', () => {
    expect(findSystemSetting('showCoupon')?.kind).toBe('flag');
    expect(findSystemSetting('nope')).toBeUndefined();
  });
});

describe('SystemSettings: ChangeSystemSetting', () => {
  it('records a change', () => {
    expect(when([], change('refreshFrequency', '30'))).toEqual([changed('refreshFrequency', '30')]);
  });

  it('normalises numbers, leading zeros and booleans', () => {
    expect(when([], change('refreshFrequency', 60))).toEqual([changed('refreshFrequency', '60')]);
    expect(when([], change('addressQuotaDaily', '0050'))).toEqual([changed('addressQuotaDaily', '50')]);
    expect(when([], change('showCoupon', true))).toEqual([changed('showCoupon', '1')]);
  });

  it('produces no event for the current value', () => {
    expect(when([], change('refreshFrequency', '15'))).toEqual([]);
    expect(when([], change('refreshFrequency', '015'))).toEqual([]);
    expect(when([changed('showCoupon', '1')], change('showCoupon', 1))).toEqual([]);
  });

  it('accepts the bounds of the refresh frequency', () => {
    expect(when([], change('refreshFrequency', '5'))).toHaveLength(1);
    expect(when([], change('refreshFrequency', '3600'))).toHaveLength(1);
    expect(when([], change('addressQuotaMonthly', '0'))).toHaveLength(1);
  });

  it('accepts an overspeed limit of 0 (off) to 300 km/h, and 0 to 600 s above it', () => {
    expect(when([], change('overspeedLimitKmh', '0'))).toEqual([changed('overspeedLimitKmh', '0')]);
    expect(when([], change('overspeedLimitKmh', 300))).toHaveLength(1);
    expect(when([], change('overspeedMinSeconds', '0'))).toHaveLength(1);
    expect(when([], change('overspeedMinSeconds', '600'))).toHaveLength(1);
  });

  it.each<[string, string | number | boolean, string]>([
    ['refreshFrequency', '4', 'refreshFrequency'],
    ['refreshFrequency', '3601', 'refreshFrequency'],
    ['refreshFrequency', '1.5', 'refreshFrequency'],
    ['refreshFrequency', 'fast', 'refreshFrequency'],
    ['refreshFrequency', 2.5, 'refreshFrequency'],
    ['showOverspeed', '2', 'showOverspeed'],
    ['showOffline', 'yes', 'showOffline'],
    ['showAddressToGps', '', 'showAddressToGps'],
    ['addressQuotaDaily', '-1', 'addressQuotaDaily'],
    ['vipAddressQuotaMonthly', -5, 'vipAddressQuotaMonthly'],
    ['vipAddressQuotaDaily', 'lots', 'vipAddressQuotaDaily'],
    ['overspeedLimitKmh', '301', 'overspeedLimitKmh'],
    ['overspeedLimitKmh', '-1', 'overspeedLimitKmh'],
    ['overspeedLimitKmh', '80.5', 'overspeedLimitKmh'],
    ['overspeedMinSeconds', '601', 'overspeedMinSeconds'],
    ['colourScheme', 'dark', 'id'],
  ])('rejects %s = %p', (id, value, field) => {
    expect(errorOf(when([], change(id, value)))).toMatchObject({ kind: 'validation', detail: { field } });
  });
});

describe('SystemSettings: ChangeSystemSettings', () => {
  const batch = (settings: { id: string; value: string }[]): SystemSettingsCommand => ({
    type: 'ChangeSystemSettings',
    settings,
    at: T0,
  });

  it('records one event per setting that changed', () => {
    expect(
      when(
        [],
        batch([
          { id: 'refreshFrequency', value: '15' },
          { id: 'showOffline', value: '0' },
          { id: 'showCoupon', value: '1' },
        ]),
      ),
    ).toEqual([changed('showOffline', '0'), changed('showCoupon', '1')]);
  });

  it('changes nothing if any value is invalid', () => {
    expect(
      errorOf(
        when(
          [],
          batch([
            { id: 'showOffline', value: '0' },
            { id: 'refreshFrequency', value: '1' },
          ]),
        ),
      ),
    ).toMatchObject({ kind: 'validation', detail: { field: 'refreshFrequency' } });
  });

  it('names every invalid value of the form at once', () => {
    expect(
      failingFields(
        when(
          [],
          batch([
            { id: 'refreshFrequency', value: '1' },
            { id: 'showOffline', value: '0' },
            { id: 'showCoupon', value: 'maybe' },
          ]),
        ),
      ),
    ).toEqual([
      { field: 'refreshFrequency', code: 'invalid' },
      { field: 'showCoupon', code: 'invalid' },
    ]);
  });

  it('records a setting repeated in one form only when its value actually changes', () => {
    expect(
      when(
        [],
        batch([
          { id: 'showCoupon', value: '1' },
          { id: 'showCoupon', value: '1' },
        ]),
      ),
    ).toEqual([changed('showCoupon', '1')]);
  });

  it('rejects a payload that is not a list', () => {
    const bad = { type: 'ChangeSystemSettings', settings: 'all', at: T0 } as unknown as SystemSettingsCommand;
    expect(errorOf(when([], bad))).toMatchObject({ kind: 'validation' });
  });
});

describe('SystemSettings: evolve', () => {
  it('starts from the defaults and applies changes', () => {
    const state = replay(systemSettingsDecider, [changed('refreshFrequency', '30')]);
    expect(state.values).toEqual({ ...defaultSystemSettings(), refreshFrequency: '30' });
  });
});
