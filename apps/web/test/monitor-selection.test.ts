import { describe, expect, it } from '@jest/globals';
import {
  initialSelection,
  readSelection,
  selectionStorageKey,
  SMALL_FLEET_MAX_VEHICLES,
  writeSelection,
} from '../src/shared/vehicles/rememberedSelection';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const held = new Map<string, string>();
  return { getItem: (key) => held.get(key) ?? null, setItem: (key, value) => void held.set(key, value) };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `d${i}`);

describe("the monitor's remembered selection", () => {
  it('ticks what the account ticked last time, even nothing, whatever the size of the fleet', () => {
    expect(initialSelection(['device:d3', 'fleet:f1'], ids(3))).toEqual(['device:d3', 'fleet:f1']);
    expect(initialSelection([], ids(3))).toEqual([]);
  });

  it(`shows a small fleet (up to ${SMALL_FLEET_MAX_VEHICLES}) whole on a first sign-in, a larger one empty`, () => {
    expect(initialSelection(null, ids(2))).toEqual(['device:d0', 'device:d1']);
    expect(initialSelection(null, ids(SMALL_FLEET_MAX_VEHICLES))).toHaveLength(SMALL_FLEET_MAX_VEHICLES);
    expect(initialSelection(null, ids(SMALL_FLEET_MAX_VEHICLES + 1))).toEqual([]);
  });

  it('is kept per account, and anything unreadable counts as nothing remembered', () => {
    const storage = memoryStorage();
    writeSelection(storage, 'a1', ['device:x']);
    expect(readSelection(storage, 'a1')).toEqual(['device:x']);
    expect(readSelection(storage, 'a2')).toBeNull();
    storage.setItem(selectionStorageKey('a3'), '{not json');
    expect(readSelection(storage, 'a3')).toBeNull();
    storage.setItem(selectionStorageKey('a4'), '[1,2]');
    expect(readSelection(storage, 'a4')).toBeNull();
  });
});
