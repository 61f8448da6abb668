import { diffFields, SECRET_CHANGED, shownFields } from '../../src/audit/history/diff';
import { flatten } from '../../src/audit/history/fields';
import { jsonView } from '../../src/audit/history/json-view';

const fieldsOf = (state: unknown) => flatten(jsonView(state));

describe('the JSON view of a state', () => {
  test('Maps become objects, Sets sorted arrays, bigints text; undefined and functions are left out', () => {
    const view = jsonView({
      items: new Map([['a', { name: 'Oil', days: 90 }]]),
      tags: new Set(['b', 'a']),
      position: 12n,
      missing: undefined,
      act: () => 1,
      notANumber: Number.NaN,
      when: new Date(Date.UTC(2026, 10, 1)),
    });
    expect(view).toEqual({
      items: { a: { name: 'Oil', days: 90 } },
      tags: ['a', 'b'],
      position: '12',
      notANumber: null,
      when: '2026-11-01T00:00:00.000Z',
    });
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });

  test("a secret's value never shows: two different hashes give different marks, neither holds the hash", () => {
    const one = JSON.stringify(jsonView({ passwordHash: 'hash-one' }));
    const two = JSON.stringify(jsonView({ passwordHash: 'hash-two' }));
    expect(one).not.toEqual(two);
    expect(one).not.toContain('hash-one');
    expect(two).not.toContain('hash-two');
  });
});

describe('dotted fields', () => {
  test('nested objects are walked; arrays, scalars and empty objects are leaves as JSON text', () => {
    expect(
      Object.fromEntries(
        fieldsOf({ info: { vehicle: { plate: 'ABC-123' } }, lines: ['x'], none: {}, n: null }),
      ),
    ).toEqual({ 'info.vehicle.plate': '"ABC-123"', lines: '["x"]', none: '{}', n: 'null' });
  });

  test("a lifecycle's value is looked through; its status stays a field", () => {
    expect(Object.fromEntries(fieldsOf({ status: 'active', value: { fleetId: 'f1' } }))).toEqual({
      status: '"active"',
      fleetId: '"f1"',
    });
  });
});

describe('the difference of two states', () => {
  test('given two states, when compared, then only the fields that differ, in field order, absent as null', () => {
    const before = fieldsOf({ fleetId: null, serviceExpiredAt: 10, alias: 'Van', gone: 1 });
    const after = fieldsOf({ fleetId: 'f1', serviceExpiredAt: 20, alias: 'Van', added: true });
    expect(diffFields(before, after)).toEqual([
      { field: 'added', before: null, after: 'true' },
      { field: 'fleetId', before: 'null', after: '"f1"' },
      { field: 'gone', before: '1', after: null },
      { field: 'serviceExpiredAt', before: '10', after: '20' },
    ]);
  });

  test('given the same state twice, then no change', () => {
    const state = { a: { b: [1, 2] }, c: new Set([3]) };
    expect(diffFields(fieldsOf(state), fieldsOf(state))).toEqual([]);
  });

  test('given a changed password, then the change shows without either value', () => {
    const changes = diffFields(
      fieldsOf({ passwordHash: 'old-hash' }),
      fieldsOf({ passwordHash: 'new-hash' }),
    );
    expect(changes).toEqual([{ field: 'passwordHash', before: SECRET_CHANGED, after: SECRET_CHANGED }]);
  });

  test('given an unchanged password, then no change', () => {
    expect(diffFields(fieldsOf({ passwordHash: 'same' }), fieldsOf({ passwordHash: 'same' }))).toEqual([]);
  });

  test("a state's shown fields leave its secrets out", () => {
    expect(shownFields(fieldsOf({ passwordHash: 'h', account: 'fleet-1' }))).toEqual([
      { field: 'account', value: '"fleet-1"' },
    ]);
  });
});
