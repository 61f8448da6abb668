import {
  PLAN_ITEM_LIMITS,
  planDecider,
  streams,
  type AddPlanItem,
  type DeletePlanItem,
  type EditPlanItem,
  type PlanEvent,
  type PlanItemEventData,
} from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const run = givenWhenThen(planDecider);
const AT = 1_700_000_000_000;
const ADMIN = 'admin-1';
const PLAN_B = 2;

type Fields<C> = Partial<Record<keyof C, unknown>>;

function addItem(overrides: Fields<AddPlanItem> = {}): AddPlanItem {
  return {
    type: 'AddPlanItem',
    planId: PLAN_B,
    itemId: 'item-1',
    name: ' 一年服務 ',
    price: 1200,
    extendDays: 365,
    activeStatus: 1,
    overtimeDays: 30,
    overtimePrice: 1500,
    description: 'SIM and platform for a year',
    at: AT,
    by: ADMIN,
    ...overrides,
  } as AddPlanItem;
}

const editItem = (overrides: Fields<EditPlanItem> = {}): EditPlanItem =>
  ({ ...addItem(), type: 'EditPlanItem', ...overrides }) as EditPlanItem;

const deleteItem = (overrides: Fields<DeletePlanItem> = {}): DeletePlanItem =>
  ({
    type: 'DeletePlanItem',
    planId: PLAN_B,
    itemId: 'item-1',
    at: AT,
    by: ADMIN,
    ...overrides,
  }) as DeletePlanItem;

const added = (overrides: Fields<AddPlanItem> = {}) => eventsOf(run([], addItem(overrides)));
const itemOf = (e: PlanEvent) => (e.data as PlanItemEventData).item;

describe('plan decider', () => {
  it('keeps each plan in its own stream', () => {
    expect(streams.plan(PLAN_B)).toBe('plan-2');
  });

  it('adds an item, trimmed, with who added it and when', () => {
    expect(added()).toEqual([
      {
        type: 'PlanItemAdded',
        version: 1,
        data: {
          item: {
            itemId: 'item-1',
            planId: PLAN_B,
            name: '一年服務',
            price: 1200,
            extendDays: 365,
            activeStatus: 1,
            overtimeDays: 30,
            overtimePrice: 1500,
            description: 'SIM and platform for a year',
          },
          at: AT,
          by: ADMIN,
        },
      },
    ]);
  });

  it('takes the bounds themselves: a free item, no overtime grace, no description', () => {
    const item = itemOf(
      added({
        name: 'x'.repeat(PLAN_ITEM_LIMITS.nameMax),
        price: 0,
        extendDays: 1,
        activeStatus: 0,
        overtimeDays: 0,
        overtimePrice: PLAN_ITEM_LIMITS.priceMax,
        description: undefined,
      })[0],
    );
    expect(item).toMatchObject({
      price: 0,
      extendDays: 1,
      activeStatus: 0,
      overtimeDays: 0,
      description: null,
    });
    expect(itemOf(added({ extendDays: 3660, overtimeDays: 3660, planId: 10 })[0])).toMatchObject({
      extendDays: 3660,
      overtimeDays: 3660,
      planId: 10,
    });
  });

  it('names every bad field at once', () => {
    expect(
      failingFields(
        run(
          [],
          addItem({
            name: '',
            price: 12.5,
            extendDays: 0,
            activeStatus: 2,
            overtimeDays: -1,
            overtimePrice: PLAN_ITEM_LIMITS.priceMax + 1,
            description: 'x'.repeat(PLAN_ITEM_LIMITS.descriptionMax + 1),
          }),
        ),
      ),
    ).toEqual([
      { field: 'name', code: 'required' },
      { field: 'price', code: 'not_integer' },
      { field: 'extendDays', code: 'too_small' },
      { field: 'activeStatus', code: 'invalid_choice' },
      { field: 'overtimeDays', code: 'too_small' },
      { field: 'overtimePrice', code: 'too_large' },
      { field: 'description', code: 'too_long' },
    ]);
  });

  it('refuses a name over 60 characters, a price over a million and periods over 3660 days', () => {
    expect(failingFields(run([], addItem({ name: '年'.repeat(PLAN_ITEM_LIMITS.nameMax + 1) })))).toEqual([
      { field: 'name', code: 'too_long' },
    ]);
    expect(
      failingFields(
        run([], addItem({ price: 1_000_001, extendDays: 3661, overtimeDays: 3661, overtimePrice: '5' })),
      ),
    ).toEqual([
      { field: 'price', code: 'too_large' },
      { field: 'extendDays', code: 'too_large' },
      { field: 'overtimeDays', code: 'too_large' },
      { field: 'overtimePrice', code: 'not_number' },
    ]);
  });

  it.each([0, 11, 1.5, '1'])('refuses plan id %p (A to J are 1 to 10)', (planId) => {
    expect(failingFields(run([], addItem({ planId })))).toEqual([
      { field: 'planId', code: 'invalid_choice' },
    ]);
    expect(failingFields(run(added(), deleteItem({ planId })))).toEqual([
      { field: 'planId', code: 'invalid_choice' },
    ]);
  });

  it('refuses an item without its actor or time', () => {
    expect(errorOf(run([], addItem({ by: '' }))).kind).toBe('validation');
    expect(errorOf(run([], addItem({ at: -1 }))).kind).toBe('validation');
  });

  it('refuses an id already given, even to a removed item', () => {
    expect(errorOf(run(added(), addItem()))).toMatchObject({
      kind: 'conflict',
      detail: { reason: 'already_exists' },
    });
    const removed = [...added(), ...eventsOf(run(added(), deleteItem()))];
    expect(errorOf(run(removed, addItem()))).toMatchObject({
      kind: 'conflict',
      detail: { reason: 'already_exists' },
    });
  });

  it('edits an item: the whole item after the edit', () => {
    const [e] = eventsOf(run(added(), editItem({ price: 999, activeStatus: 0, description: null })));
    expect(e).toMatchObject({
      type: 'PlanItemChanged',
      data: {
        item: { itemId: 'item-1', price: 999, activeStatus: 0, description: null, name: '一年服務' },
        by: ADMIN,
      },
    });
  });

  it('records nothing for an edit that changes nothing', () => {
    expect(run(added(), editItem({ name: '一年服務' }))).toEqual([]);
  });

  it('refuses editing or deleting an item it does not hold', () => {
    expect(errorOf(run([], editItem()))).toMatchObject({ kind: 'not_found', detail: { id: 'item-1' } });
    expect(errorOf(run(added(), deleteItem({ itemId: 'item-2' })))).toMatchObject({ kind: 'not_found' });
  });

  it('refuses an edit with bad fields', () => {
    expect(failingFields(run(added(), editItem({ extendDays: 0 })))).toEqual([
      { field: 'extendDays', code: 'too_small' },
    ]);
  });

  it('removes an item once: then it is gone', () => {
    const removed = eventsOf(run(added(), deleteItem()));
    expect(removed).toEqual([
      { type: 'PlanItemRemoved', version: 1, data: { itemId: 'item-1', planId: PLAN_B, at: AT, by: ADMIN } },
    ]);
    const given = [...added(), ...removed];
    expect(replay(planDecider, given).items).toEqual({});
    expect(errorOf(run(given, deleteItem())).kind).toBe('not_found');
    expect(errorOf(run(given, editItem())).kind).toBe('not_found');
  });
});
