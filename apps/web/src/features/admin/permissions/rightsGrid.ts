import { ADMIN_FUNCTION_IDS, ADMIN_RIGHTS, AdminFunction } from '@gps/codes';

export const RIGHT_FLAGS = ADMIN_RIGHTS;
export type Grid = Record<number, string>;

/** Functions 1..13 in order. */
export const FUNCTION_IDS: readonly number[] = [...ADMIN_FUNCTION_IDS].sort((a, b) => a - b);

/**
 * The new-group form's initial ticks (spec): 1111 for functions 1, 2, 3, 4, 7; 0101 for 5, 6, 9, 13;
 * 0001 for 8, 10, 12; 1101 for 11. Only the form's: the server gives a function left out of a
 * request nothing, so the form always sends all thirteen (gridToRights).
 */
export const DEFAULT_RIGHTS: Readonly<Grid> = {
  [AdminFunction.ACCOUNT]: '1111',
  [AdminFunction.PERMISSION]: '1111',
  [AdminFunction.DEVICE]: '1111',
  [AdminFunction.FLEET]: '1111',
  [AdminFunction.CUSTOMER]: '0101',
  [AdminFunction.PLAN]: '0101',
  [AdminFunction.VIP_PLAN]: '1111',
  [AdminFunction.STATISTICS]: '0001',
  [AdminFunction.REPORT]: '0101',
  [AdminFunction.FINANCE]: '0001',
  [AdminFunction.ANNOUNCEMENT]: '1101',
  [AdminFunction.SYSTEM_LOG]: '0001',
  [AdminFunction.SETTING]: '0101',
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

/** Whether a cell may be ticked: every cell without a `grantable` grid, else the flags it sets. */
export function isGrantable(grantable: Grid | undefined, functionId: number, flagIndex: number): boolean {
  return grantable === undefined || grantable[functionId]?.charAt(flagIndex) === '1';
}

/** Ticks or clears a whole column, leaving alone the cells that may not be ticked. */
export function toggleColumn(grid: Grid, flagIndex: number, on: boolean, grantable?: Grid): Grid {
  return FUNCTION_IDS.filter((id) => isGrantable(grantable, id, flagIndex)).reduce(
    (g, id) => toggle(g, id, flagIndex, on),
    grid,
  );
}

/**
 * The grid with only the flags `grantable` also sets: nobody may give a group a right they do not
 * hold, so a new group's form starts from the spec's ticks within the administrator's own rights.
 */
export function withinGrantable(grid: Grid, grantable: Grid): Grid {
  const out: Grid = {};
  for (const id of FUNCTION_IDS) {
    out[id] = RIGHT_FLAGS.map((_, i) =>
      grid[id]?.charAt(i) === '1' && isGrantable(grantable, id, i) ? '1' : '0',
    ).join('');
  }
  return out;
}
