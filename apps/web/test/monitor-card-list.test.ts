import { describe, expect, it } from '@jest/globals';
import {
  cardIndexOf,
  coordinatesOf,
  emptyHintKey,
  placeOf,
  sameLook,
} from '../src/features/monitor/list/cardList';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';
import type { VehicleLook } from '../src/shared/vehicles/look/vehicleLook';

const look: VehicleLook = { icon: 1, colour: '#52c41a', rotation: 90, stale: false } as VehicleLook;

describe("the monitor's list of vehicle cards", () => {
  it('brings any of thousands of cards into view when its vehicle is located, the last one included', () => {
    const cards = Array.from({ length: 5000 }, (_, i) => ({ deviceId: `d${i}` }));
    expect(cardIndexOf(cards, 'd0')).toBe(0);
    expect(cardIndexOf(cards, 'd4999')).toBe(4999);
    expect(cardIndexOf(cards, 'elsewhere')).toBeNull();
  });

  it('tells the customer area to tick in the tree, and the customer console (no tree) to tick in its watch list', () => {
    expect(emptyHintKey(false)).toBe('monitor.noneSelected');
    expect(emptyHintKey(true)).toBe('monitor.noneTickedInWatchList');
    expect(enUS.monitor.noneTickedInWatchList).toMatch(/watch list/);
    expect(enUS.monitor.noneTickedInWatchList).not.toMatch(/tree/);
    expect(zhTW.monitor.noneTickedInWatchList).toContain(zhTW.customerConsole.watchList);
  });

  it("shows a vehicle's address, else its coordinates, and nothing before its first fix", () => {
    expect(placeOf({ latitude: 25.033, longitude: 121.5654, address: '台北市信義區' }, 'zh-TW')).toBe(
      '台北市信義區',
    );
    expect(placeOf({ latitude: 25.033, longitude: 121.5654, address: null }, 'en-US')).toMatch(
      /25\.03.*121\.56/,
    );
    expect(placeOf({ latitude: 0, longitude: 0, address: null }, 'en-US')).toBeNull();
    // The exact point stays at hand (the place's title) when the address names the area.
    expect(coordinatesOf({ latitude: 25.033, longitude: 121.5654 }, 'en-US')).toMatch(
      /^25\.03300, 121\.56540$/,
    );
    expect(coordinatesOf({ latitude: null, longitude: null }, 'en-US')).toBeNull();
    expect(placeOf({ latitude: null, longitude: null, address: null }, 'en-US')).toBeNull();
  });

  it('rebuilds a card when its glyph changes, not otherwise', () => {
    expect(sameLook(look, { ...look })).toBe(true);
    expect(sameLook(look, { ...look, rotation: 180 })).toBe(false);
    expect(sameLook(look, { ...look, stale: true })).toBe(false);
  });
});
