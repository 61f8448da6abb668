import { personalDataDecider, personalDataStream, type PersonalDataEvent, type RecordErasure } from '../src';
import { errorOf, givenWhenThen } from './support/given-when-then';

const run = givenWhenThen(personalDataDecider);
const AT = 1_764_000_000_000;

function erase(overrides: Partial<RecordErasure> = {}): RecordErasure {
  return {
    type: 'RecordErasure',
    subject: 'fleet-f1',
    accountType: 2,
    accountId: 'f1',
    generation: 1,
    at: AT,
    by: 'admin-1',
    ...overrides,
  };
}
const erased = (generation: number, at = AT): PersonalDataEvent => ({
  type: 'PersonalDataErased',
  version: 1,
  data: { subject: 'fleet-f1', accountType: 2, accountId: 'f1', generation, at, by: 'admin-1' },
});

describe('personal data decider', () => {
  it('names one stream per subject, apart from its aggregate', () => {
    expect(personalDataStream('fleet-f1')).toBe('personaldata-fleet-f1');
  });

  it('records the erasure of a key', () => {
    expect(run([], erase())).toEqual([erased(1)]);
  });

  it('records nothing when that key was recorded erased already (erasing twice)', () => {
    expect(run([erased(1)], erase({ at: AT + 5 }))).toEqual([]);
  });

  it('records the erasure of a later key (data written after the first erasure)', () => {
    expect(run([erased(1)], erase({ generation: 2, at: AT + 9 }))).toEqual([erased(2, AT + 9)]);
  });

  it('refuses a generation that is no key', () => {
    expect(errorOf(run([], erase({ generation: 0 })))).toMatchObject({ kind: 'validation' });
  });
});
