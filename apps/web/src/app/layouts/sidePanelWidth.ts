/**
 * The width of the customer area's vehicle panel, dragged by its edge and kept per browser: wide
 * enough for a name and its serial at the least, and never so wide that the map beside it (at the
 * desktop minimum of 1024 px) is squeezed under half the window.
 */
export const SIDE_PANEL_WIDTH = { min: 200, initial: 256, max: 480 } as const;

/** Where the browser keeps the width (localStorage), beside the interface language. */
export const SIDE_PANEL_WIDTH_KEY = 'gps.sidePanelWidth';

/** A width within bounds, whole pixels; anything that is not a number gives the initial width. */
export function clampSidePanelWidth(value: unknown): number {
  const width = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof width !== 'number' || !Number.isFinite(width)) return SIDE_PANEL_WIDTH.initial;
  return Math.round(Math.min(SIDE_PANEL_WIDTH.max, Math.max(SIDE_PANEL_WIDTH.min, width)));
}

type WidthStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readSidePanelWidth(storage: WidthStorage): number {
  return clampSidePanelWidth(storage.getItem(SIDE_PANEL_WIDTH_KEY));
}

export function saveSidePanelWidth(storage: WidthStorage, width: number): void {
  storage.setItem(SIDE_PANEL_WIDTH_KEY, String(clampSidePanelWidth(width)));
}
