import fc from 'fast-check';
import { planAddDevices } from '../src';

describe('planAddDevices', () => {
  it('splits a batch into valid, duplicate and invalid serials', () => {
    const plan = planAddDevices(
      [
        '111111',
        ' 222222 ',
        '333333',
        'abc',
        '111111',
        '',
        '1'.repeat(21),
        '333333',
        '444444',
        'abc',
        '12',
        '490154203237519',
      ],
      new Set(['444444']),
    );
    expect(plan).toEqual({
      valid: ['111111', '222222', '333333'],
      duplicates: ['111111', '333333', '444444'],
      invalid: ['abc', '1'.repeat(21), '12', '490154203237519'],
    });
  });

  it('returns empty lists for an empty batch', () => {
    expect(planAddDevices([], new Set())).toEqual({ valid: [], duplicates: [], invalid: [] });
  });

  it('never adds an existing serial and never adds one twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[0-9a]{5,7}$/)),
        fc.array(fc.stringMatching(/^[0-9]{6,7}$/)),
        (batch, existingList) => {
          const existing = new Set(existingList);
          const { valid, duplicates, invalid } = planAddDevices(batch, existing);
          expect(new Set(valid).size).toBe(valid.length);
          for (const serial of valid) expect(existing.has(serial)).toBe(false);
          for (const serial of valid) expect(invalid).not.toContain(serial);
          // Every non-blank input lands in at least one list.
          for (const raw of batch.filter((s) => s.trim() !== '')) {
            expect([...valid, ...duplicates, ...invalid]).toContain(raw.trim());
          }
        },
      ),
    );
  });
});
