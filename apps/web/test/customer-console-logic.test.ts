import { describe, expect, it } from '@jest/globals';
import { AccountType, AdminFunction } from '@gps/codes';
import {
  readWatched,
  watchStorageKey,
  withWatched,
  writeWatched,
} from '../src/features/customer-console/watchedSerials';
import { shownGroup, watchedVehicleChoice } from '../src/features/statistics/watchedVehicleChoice';
import { canSendCommands, canUploadRecordings } from '../src/shared/session/rights';
import { visibleStatisticGroups } from '../src/shared/statistics/statisticKinds';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const held = new Map<string, string>();
  return { getItem: (key) => held.get(key) ?? null, setItem: (key, value) => void held.set(key, value) };
}

describe("the customer console's watch list", () => {
  it('is kept per administrator, in the order devices were added, each once', () => {
    const storage = memoryStorage();
    writeWatched(storage, 'a1', withWatched(['111'], ['222', '111', '333']));
    expect(readWatched(storage, 'a1')).toEqual(['111', '222', '333']);
    expect(readWatched(storage, 'a2')).toEqual([]);
  });

  it('starts empty from a value it did not write', () => {
    const storage = memoryStorage();
    storage.setItem(watchStorageKey('a1'), '{not json');
    expect(readWatched(storage, 'a1')).toEqual([]);
    storage.setItem(watchStorageKey('a1'), JSON.stringify({ serials: ['1'] }));
    expect(readWatched(storage, 'a1')).toEqual([]);
    storage.setItem(watchStorageKey('a1'), JSON.stringify(['1', 2, '3']));
    expect(readWatched(storage, 'a1')).toEqual(['1', '3']);
  });
});

describe('who may send commands and upload recordings, as the server decides', () => {
  const admin = (rights: Record<number, string>) => ({
    accountType: AccountType.ADMIN,
    permissions: [],
    rights: Object.entries(rights).map(([functionId, flags]) => ({ functionId: Number(functionId), flags })),
  });
  const client = (permissions: number[]) => ({ accountType: AccountType.FLEET, permissions, rights: [] });

  it('a client by slot 2, an administrator by the customer edit right', () => {
    expect(canSendCommands(client([1, 1, 1]))).toBe(true);
    expect(canSendCommands(client([1, 0, 1]))).toBe(false);
    expect(canSendCommands(admin({ [AdminFunction.CUSTOMER]: '0101' }))).toBe(true);
    expect(canSendCommands(admin({ [AdminFunction.CUSTOMER]: '0001', [AdminFunction.DEVICE]: '1111' }))).toBe(
      false,
    );
    expect(canSendCommands(null)).toBe(false);
  });

  it('uploads: a client by slot 2, an administrator by the device edit right', () => {
    expect(canUploadRecordings(client([0, 1, 0]))).toBe(true);
    expect(canUploadRecordings(admin({ [AdminFunction.CUSTOMER]: '1111' }))).toBe(false);
    expect(canUploadRecordings(admin({ [AdminFunction.DEVICE]: '0100' }))).toBe(true);
  });
});

describe("the customer console's statistics tab", () => {
  it('shows the one ticked vehicle, none when none is ticked, the first of several and how many', () => {
    expect(watchedVehicleChoice([])).toEqual({ kind: 'none' });
    expect(watchedVehicleChoice(['a'])).toEqual({ kind: 'one', device: 'a' });
    expect(watchedVehicleChoice(['b', 'a', 'c'])).toEqual({ kind: 'several', device: 'b', ticked: 3 });
  });

  it('offers overspeed and offline only while their setting is on, and falls back to all', () => {
    const allOn = visibleStatisticGroups({ showOverspeed: true, showOffline: true });
    expect(allOn).toEqual(['all', 'mileage', 'warning', 'overspeed', 'offline']);
    const overspeedOff = visibleStatisticGroups({ showOverspeed: false, showOffline: true });
    expect(overspeedOff).toEqual(['all', 'mileage', 'warning', 'offline']);
    expect(shownGroup('overspeed', allOn)).toBe('overspeed');
    expect(shownGroup('overspeed', overspeedOff)).toBe('all');
    expect(shownGroup('offline', overspeedOff)).toBe('offline');
  });
});
