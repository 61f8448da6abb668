import { describe, expect, it } from '@jest/globals';
import {
  FUNCTION_IDS,
  gridToRights,
  isGrantable,
  newGroupRights,
  rightsToGrid,
  toggleColumn,
} from '../src/features/admin/permissions/rightsGrid';
import { holdsAll } from '../src/shared/session/rights';
import { grantsBeyond } from '../../../libs/domain/src/permission/rights';

const FULL = FUNCTION_IDS.map((functionId) => ({ functionId, flags: '1111' }));
const rightsOf = (given: Record<number, string>) =>
  FUNCTION_IDS.map((functionId) => ({ functionId, flags: given[functionId] ?? '0000' }));

describe('the new permission group form', () => {
  it('starts with nothing ticked, and still sends all thirteen functions (the server gives one left out nothing)', () => {
    const rights = gridToRights(newGroupRights());
    expect(rights.map((r) => r.functionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(rights.every((r) => r.flags === '0000')).toBe(true);
    expect(gridToRights({}).map((r) => r.functionId)).toEqual(FUNCTION_IDS);
  });

  it('lets a column toggle tick only the cells the administrator may give', () => {
    const grantable = rightsToGrid(rightsOf({ 2: '1000', 3: '1111' }));
    const ticked = toggleColumn(rightsToGrid([]), 0, true, grantable);
    expect(FUNCTION_IDS.filter((id) => ticked[id].charAt(0) === '1')).toEqual([2, 3]);
    expect(isGrantable(grantable, 2, 0)).toBe(true);
    expect(isGrantable(grantable, 2, 1)).toBe(false);
    expect(isGrantable(undefined, 2, 1)).toBe(true);
  });
});

describe('holdsAll: groups an administrator may give, join others to, or manage', () => {
  it('compares flag by flag; equal rights are held', () => {
    const held = rightsOf({ 1: '1101', 3: '0101' });
    expect(holdsAll(held, rightsOf({ 1: '0101' }))).toBe(true);
    expect(holdsAll(held, held)).toBe(true);
    expect(holdsAll(held, rightsOf({ 1: '0010' }))).toBe(false);
    expect(holdsAll(held, rightsOf({ 2: '0001' }))).toBe(false);
    expect(holdsAll(FULL, FULL)).toBe(true);
    expect(holdsAll(undefined, rightsOf({}))).toBe(true);
    expect(holdsAll(undefined, rightsOf({ 13: '0001' }))).toBe(false);
  });

  it('answers as the server’s rule does (the page imports no server code: they must not drift apart)', () => {
    const samples = ['0000', '0001', '0101', '1010', '1101', '1111'];
    for (const heldFlags of samples) {
      for (const wantedFlags of samples) {
        for (const functionId of [1, 7, 13]) {
          const held = rightsOf({ [functionId]: heldFlags });
          const wanted = rightsOf({ [functionId]: wantedFlags });
          const record = (rights: typeof held) =>
            Object.fromEntries(rights.map((r) => [String(r.functionId), r.flags]));
          expect({ heldFlags, wantedFlags, holds: holdsAll(held, wanted) }).toEqual({
            heldFlags,
            wantedFlags,
            holds: grantsBeyond(record(wanted), record(held)).length === 0,
          });
        }
      }
    }
  });
});
