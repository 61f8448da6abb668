import {
  ACCOUNT_STATUS_CODES,
  ADMIN_FUNCTION_IDS,
  ADMIN_RIGHTS,
  AccountStatus,
  DEVICE_ICON_NAMES,
  DEVICE_ICONS,
  DeviceStatusCode,
  QUERY_KEYS,
  REMOTE_COMMAND_KEYS,
  RIGHT_INDEX,
  SET_KEYS,
  SWITCH_KEYS,
  isAccountStatus,
  isRemoteCommandKey,
  isRunningStatus,
} from '@gps/codes';

describe('a code set', () => {
  it('lists its codes in declaration order, and the list cannot be changed', () => {
    expect(ACCOUNT_STATUS_CODES).toEqual([AccountStatus.NORMAL, AccountStatus.SUSPENDED]);
    expect(ADMIN_FUNCTION_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(Object.isFrozen(ACCOUNT_STATUS_CODES)).toBe(true);
    expect(Object.isFrozen(AccountStatus)).toBe(true);
    expect(() => (AccountStatus as { NORMAL: number }).NORMAL++).toThrow(TypeError);
  });

  it('has a guard that takes any value and admits only its codes', () => {
    expect(isAccountStatus(AccountStatus.SUSPENDED)).toBe(true);
    expect(isAccountStatus('1')).toBe(false);
    expect(isAccountStatus(3)).toBe(false);
    expect(isRemoteCommandKey('VIBL')).toBe(true);
    expect(isRemoteCommandKey('vibl')).toBe(false);
    expect(isRemoteCommandKey(undefined)).toBe(false);
  });
});

describe('what the readers need beside the codes', () => {
  it('names every icon', () => {
    expect(DEVICE_ICONS.map((icon) => DEVICE_ICON_NAMES[icon])).toEqual([
      'car',
      'motorcycle',
      'bicycle',
      'truck',
      'excavator',
      'boat',
      'pedestrian',
    ]);
  });

  it('places each right in the 4-character flag string in the order of ADMIN_RIGHTS', () => {
    expect(ADMIN_RIGHTS.map((right) => RIGHT_INDEX[right])).toEqual([0, 1, 2, 3]);
  });

  it('shows the running icon for a device online, moving or not', () => {
    expect(isRunningStatus(DeviceStatusCode.ONLINE_MOVING)).toBe(true);
    expect(isRunningStatus(DeviceStatusCode.ONLINE_STILL)).toBe(true);
    expect(isRunningStatus(DeviceStatusCode.OFFLINE)).toBe(false);
    expect(isRunningStatus(null)).toBe(false);
  });

  it('splits the remote keys into query, set and switch keys, each key once', () => {
    expect([...QUERY_KEYS, ...SET_KEYS, ...SWITCH_KEYS].sort()).toEqual([...REMOTE_COMMAND_KEYS].sort());
  });
});
