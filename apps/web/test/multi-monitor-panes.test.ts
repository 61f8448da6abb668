import { describe, expect, it } from '@jest/globals';
import { MULTI_MONITOR_MAX } from '@gps/contracts/constants';
import { choosePanes, layoutFor } from '../src/features/multi-monitor/panes';

const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `d${from + i}`);

describe('the multi-monitor panes', () => {
  it('shows the ticked vehicles in the order they came, up to the spec limit of 9', () => {
    expect(MULTI_MONITOR_MAX).toBe(9);
    expect(choosePanes([], ids(4))).toEqual({ shown: ids(4), refused: [] });
    expect(choosePanes([], ids(9))).toEqual({ shown: ids(9), refused: [] });
  });

  it('refuses a tenth vehicle instead of pushing one out', () => {
    const held = ids(9);
    expect(choosePanes(held, [...ids(9), 'd9'])).toEqual({ shown: held, refused: ['d9'] });
    // Ticked before the others in the tree's order, the tenth is still the one refused.
    expect(choosePanes(held, ['d9', ...ids(9)])).toEqual({ shown: held, refused: ['d9'] });
  });

  it('drops an unticked vehicle and keeps the others in their places', () => {
    expect(choosePanes(['d0', 'd1', 'd2'], ['d2', 'd0'])).toEqual({ shown: ['d0', 'd2'], refused: [] });
  });

  it('gives a refused vehicle the room an unticked one leaves', () => {
    const ticked = [...ids(8), 'd9', 'd10'];
    expect(choosePanes(ids(9), ticked)).toEqual({ shown: [...ids(8), 'd9'], refused: ['d10'] });
  });

  it('opens on the smallest layout of 1, 4 or 9 that holds the vehicles', () => {
    expect([0, 1, 2, 4, 5, 9, 12].map(layoutFor)).toEqual([1, 1, 4, 4, 9, 9, 9]);
  });
});
