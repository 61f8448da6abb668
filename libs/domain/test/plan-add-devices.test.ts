import fc from 'fast-check';
import { planAddDevices } from '../src';

describe('planAddDevices', () => {
  it('splits a batch into valid, duplicate and invalid serials', () => {
    const plan = planAddDevices(
      ['111', ' 222 ', '333', 'abc', '111', '', '1'.repeat(21), '333', '444', 'abc'],
      new Set(['444']),
    );
    expect(plan).toEqual({
      valid: ['111', '222', '333'],
      duplicates: ['111', '333', '444'],
      invalid: ['abc', '1'.repeat(21)],
    });
  });

  it('returns empty lists for an empty batch', () => {
    expect(planAddDevices([], new Set())).toEqual({ valid: [], duplicates: [], invalid: [] });
  });

  it('never adds an existing serial and never adds one twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[0-9a]{0,3}$/)),
        fc.array(fc.stringMatching(/^[0-9]{1,3}$/)),
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
