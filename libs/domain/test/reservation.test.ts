import { reservationDecider, type ReservationEvent } from '../src';
import { errorOf, givenWhenThen } from './support/given-when-then';

const when = givenWhenThen(reservationDecider);
const reserved = (ownerId: string): ReservationEvent => ({
  type: 'NameReserved',
  version: 1,
  data: { ownerId },
});
const released = (ownerId: string): ReservationEvent => ({
  type: 'NameReleased',
  version: 1,
  data: { ownerId },
});

describe('Reservation', () => {
  it('reserves a free name', () => {
    expect(when([], { type: 'Reserve', ownerId: 'a1' })).toEqual([reserved('a1')]);
  });

  it('is idempotent for the same owner', () => {
    expect(when([reserved('a1')], { type: 'Reserve', ownerId: 'a1' })).toEqual([]);
  });

  it('refuses a name held by another owner', () => {
    expect(errorOf(when([reserved('a1')], { type: 'Reserve', ownerId: 'b2' }))).toMatchObject({
      kind: 'conflict',
    });
  });

  it('lets a name be reserved again once released', () => {
    expect(when([reserved('a1'), released('a1')], { type: 'Reserve', ownerId: 'b2' })).toEqual([
      reserved('b2'),
    ]);
  });

  it('releases a name held by the owner', () => {
    expect(when([reserved('a1')], { type: 'Release', ownerId: 'a1' })).toEqual([released('a1')]);
  });

  it('ignores a release by someone who does not hold the name', () => {
    expect(when([reserved('a1')], { type: 'Release', ownerId: 'b2' })).toEqual([]);
    expect(when([], { type: 'Release', ownerId: 'b2' })).toEqual([]);
    expect(when([reserved('a1'), released('a1')], { type: 'Release', ownerId: 'a1' })).toEqual([]);
  });

  it('rejects an empty owner id', () => {
    expect(errorOf(when([], { type: 'Reserve', ownerId: '' }))).toMatchObject({
      kind: 'validation',
      detail: { field: 'ownerId' },
    });
  });

  it('rejects an unknown command', () => {
    const bogus = { type: 'Steal', ownerId: 'x' } as unknown as Parameters<typeof when>[1];
    expect(errorOf(when([], bogus))).toMatchObject({ kind: 'validation' });
  });
});
