import { describe, expect, it } from '@jest/globals';
import {
  SIDE_PANEL_WIDTH,
  SIDE_PANEL_WIDTH_KEY,
  clampSidePanelWidth,
  readSidePanelWidth,
  saveSidePanelWidth,
} from '../src/app/layouts/sidePanelWidth';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("the vehicle panel's width", () => {
  it('is kept within its bounds, in whole pixels', () => {
    expect(clampSidePanelWidth(320.6)).toBe(321);
    expect(clampSidePanelWidth(10)).toBe(SIDE_PANEL_WIDTH.min);
    expect(clampSidePanelWidth(5000)).toBe(SIDE_PANEL_WIDTH.max);
    expect(clampSidePanelWidth('300')).toBe(300);
  });

  it('starts at the initial width when nothing (or nothing sensible) is stored', () => {
    expect(readSidePanelWidth(memoryStorage())).toBe(SIDE_PANEL_WIDTH.initial);
    expect(readSidePanelWidth(memoryStorage({ [SIDE_PANEL_WIDTH_KEY]: 'wide' }))).toBe(
      SIDE_PANEL_WIDTH.initial,
    );
    expect(readSidePanelWidth(memoryStorage({ [SIDE_PANEL_WIDTH_KEY]: '' }))).toBe(SIDE_PANEL_WIDTH.initial);
  });

  it('is remembered as saved, clamped', () => {
    const storage = memoryStorage();
    saveSidePanelWidth(storage, 333);
    expect(readSidePanelWidth(storage)).toBe(333);
    saveSidePanelWidth(storage, 9999);
    expect(storage.getItem(SIDE_PANEL_WIDTH_KEY)).toBe(String(SIDE_PANEL_WIDTH.max));
  });
});
