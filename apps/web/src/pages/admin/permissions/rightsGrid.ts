import { AdminFunction } from '@gps/contracts/constants';

export const RIGHT_FLAGS = ['add', 'edit', 'delete', 'view'] as const;
export type Grid = Record<number, string>;

/** Functions 1..13 in order. */
export const FUNCTION_IDS: readonly number[] = Object.values(AdminFunction).sort((a, b) => a - b);

/**
 * Defaults of a new permission group (spec): 1111 for functions 1, 2, 3, 4, 7; 0101 for 5, 6, 9, 13;
 * 0001 for 8, 10, 12; 1101 for 11.
 */
export const DEFAULT_RIGHTS: Readonly<Grid> = {
  1: '1111',
  2: '1111',
  3: '1111',
  4: '1111',
  5: '0101',
  6: '0101',
  7: '1111',
  8: '0001',
  9: '0101',
  10: '0001',
  11: '1101',
  12: '0001',
  13: '0101',
};

export function rightsToGrid(rights: readonly { functionId: number; flags: string }[] | undefined): Grid {
  const grid: Grid = {};
  for (const id of FUNCTION_IDS) grid[id] = '0000';
  for (const r of rights ?? [])
    if (grid[r.functionId] !== undefined) grid[r.functionId] = r.flags.padEnd(4, '0').slice(0, 4);
  return grid;
}

export function gridToRights(grid: Grid): { functionId: number; flags: string }[] {
  return FUNCTION_IDS.map((functionId) => ({ functionId, flags: grid[functionId] ?? '0000' }));
}

export function toggle(grid: Grid, functionId: number, flagIndex: number, on: boolean): Grid {
  const chars = (grid[functionId] ?? '0000').split('');
  chars[flagIndex] = on ? '1' : '0';
  return { ...grid, [functionId]: chars.join('') };
}

export function toggleColumn(grid: Grid, flagIndex: number, on: boolean): Grid {
  return FUNCTION_IDS.reduce((g, id) => toggle(g, id, flagIndex, on), grid);
}
