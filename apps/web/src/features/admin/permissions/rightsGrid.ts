import { ADMIN_FUNCTION_IDS, ADMIN_RIGHTS } from '@gps/codes';

export const RIGHT_FLAGS = ADMIN_RIGHTS;
export type Grid = Record<number, string>;

/** Functions 1..13 in order. */
export const FUNCTION_IDS: readonly number[] = [...ADMIN_FUNCTION_IDS].sort((a, b) => a - b);

export function rightsToGrid(rights: readonly { functionId: number; flags: string }[] | undefined): Grid {
  const grid: Grid = {};
  for (const id of FUNCTION_IDS) grid[id] = '0000';
  for (const r of rights ?? [])
    if (grid[r.functionId] !== undefined) grid[r.functionId] = r.flags.padEnd(4, '0').slice(0, 4);
  return grid;
}

/**
 * A new group's form starts with nothing ticked: the administrator grants each right on purpose,
 * rather than unticking a near-full set. It still sends all thirteen functions (gridToRights): the
 * server gives a function left out of a request nothing.
 */
export function newGroupRights(): Grid {
  return rightsToGrid([]);
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
