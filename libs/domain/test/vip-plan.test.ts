import {
  VIP_PLAN_LIMITS,
  invoiceLineOf,
  streams,
  vipPlanDecider,
  type AddVipPlanItem,
  type VipPlanEvent,
  type VipPlanItemEventData,
} from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, eventsOf, givenWhenThen } from './support/given-when-then';

const run = givenWhenThen(vipPlanDecider);
const AT = 1_764_000_000_000;
const ADMIN = 'admin-1';

function addItem(overrides: Partial<Record<keyof AddVipPlanItem, unknown>> = {}): AddVipPlanItem {
  return {
    type: 'AddVipPlanItem',
    itemId: 'v1',
    flag: 1,
    name: ' VIP 30 days ',
    price: 300,
    extendDays: 30,
    statusCode: 1,
    description: 'Faster address lookups',
    invoiceName: null,
    at: AT,
    by: ADMIN,
    ...overrides,
  } as AddVipPlanItem;
}
const added = (overrides: Partial<Record<keyof AddVipPlanItem, unknown>> = {}) =>
  eventsOf(run([], addItem(overrides)));
const itemOf = (e: VipPlanEvent) => (e.data as VipPlanItemEventData).item;

describe('VIP plan decider', () => {
  it('keeps the whole catalogue in one stream', () => {
    expect(streams.vipPlan()).toBe('vipplan-catalogue');
  });

  it('adds an item, trimmed, with who and when', () => {
    const [e] = added();
    expect(e).toEqual({
      type: 'VipPlanItemAdded',
      version: 1,
      data: {
        item: {
          itemId: 'v1',
          flag: 1,
          name: 'VIP 30 days',
          price: 300,
          extendDays: 30,
          statusCode: 1,
          description: 'Faster address lookups',
          invoiceName: null,
        },
        at: AT,
        by: ADMIN,
      },
    });
  });

  it('prints the name on the e-invoice unless an invoiceName is given', () => {
    expect(invoiceLineOf(itemOf(added()[0]))).toBe('VIP 30 days');
    expect(invoiceLineOf(itemOf(added({ invoiceName: 'GPS VIP service' })[0]))).toBe('GPS VIP service');
  });

  it('takes an address plan (flag 2), a free item and the bounds of every field', () => {
    const item = itemOf(
      added({
        flag: 2,
        price: 0,
        extendDays: VIP_PLAN_LIMITS.extendDaysMax,
        statusCode: 0,
        name: 'n'.repeat(VIP_PLAN_LIMITS.nameMax),
        description: 'd'.repeat(VIP_PLAN_LIMITS.descriptionMax),
        invoiceName: 'i'.repeat(VIP_PLAN_LIMITS.invoiceNameMax),
      })[0],
    );
    expect(item).toMatchObject({ flag: 2, price: 0, extendDays: 3660, statusCode: 0 });
    expect(itemOf(added({ price: VIP_PLAN_LIMITS.priceMax, extendDays: 1 })[0]).price).toBe(1_000_000);
  });

  it('refuses every wrong field at once', () => {
    const outcome = run(
      [],
      addItem({
        flag: 3,
        name: '  ',
        price: 10.5,
        extendDays: 0,
        statusCode: 2,
        description: 'd'.repeat(281),
        invoiceName: 'i'.repeat(61),
      }),
    );
    expect(failingFields(outcome)).toEqual([
      { field: 'flag', code: 'invalid_choice' },
      { field: 'name', code: 'required' },
      { field: 'price', code: 'not_integer' },
      { field: 'extendDays', code: 'too_small' },
      { field: 'statusCode', code: 'invalid_choice' },
      { field: 'description', code: 'too_long' },
      { field: 'invoiceName', code: 'too_long' },
    ]);
  });

  it('refuses a price over a million, a negative one, more than 3660 days and a long name', () => {
    expect(failingFields(run([], addItem({ price: 1_000_001 })))).toEqual([
      { field: 'price', code: 'too_large' },
    ]);
    expect(failingFields(run([], addItem({ price: -1 })))).toEqual([{ field: 'price', code: 'too_small' }]);
    expect(failingFields(run([], addItem({ extendDays: 3661 })))).toEqual([
      { field: 'extendDays', code: 'too_large' },
    ]);
    expect(failingFields(run([], addItem({ name: 'n'.repeat(61) })))).toEqual([
      { field: 'name', code: 'too_long' },
    ]);
  });

  it('refuses an id already used, even by a removed item', () => {
    const given = added();
    expect(errorOf(run(given, addItem())).detail).toMatchObject({ reason: 'already_exists' });
    const removed = [
      ...given,
      ...eventsOf(run(given, { type: 'DeleteVipPlanItem', itemId: 'v1', at: AT, by: ADMIN })),
    ];
    expect(errorOf(run(removed, addItem())).detail).toMatchObject({ reason: 'already_exists' });
  });

  it('edits an item, replacing every field', () => {
    const [e] = eventsOf(
      run(added(), { ...addItem({ price: 350, statusCode: 0, description: '' }), type: 'EditVipPlanItem' }),
    );
    expect(e.type).toBe('VipPlanItemChanged');
    expect(itemOf(e)).toMatchObject({ itemId: 'v1', price: 350, statusCode: 0, description: null });
    expect(e.data).toMatchObject({ at: AT, by: ADMIN });
  });

  it('records nothing for an edit that changes nothing', () => {
    expect(run(added(), { ...addItem(), type: 'EditVipPlanItem' })).toEqual([]);
  });

  it('refuses to edit or delete an item that does not exist', () => {
    expect(errorOf(run([], { ...addItem(), type: 'EditVipPlanItem' })).kind).toBe('not_found');
    expect(errorOf(run([], { type: 'DeleteVipPlanItem', itemId: 'v1', at: AT, by: ADMIN })).kind).toBe(
      'not_found',
    );
  });

  it('refuses a bad edit, naming the fields', () => {
    expect(failingFields(run(added(), { ...addItem({ extendDays: 'x' }), type: 'EditVipPlanItem' }))).toEqual(
      [{ field: 'extendDays', code: 'not_number' }],
    );
  });

  it('deletes an item, and a deleted item is gone', () => {
    const given = added();
    const removed = eventsOf(run(given, { type: 'DeleteVipPlanItem', itemId: 'v1', at: AT + 1, by: ADMIN }));
    expect(removed).toEqual([
      { type: 'VipPlanItemRemoved', version: 1, data: { itemId: 'v1', at: AT + 1, by: ADMIN } },
    ]);
    expect(errorOf(run([...given, ...removed], { ...addItem(), type: 'EditVipPlanItem' })).kind).toBe(
      'not_found',
    );
  });
});
