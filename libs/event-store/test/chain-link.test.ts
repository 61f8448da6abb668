import { randomUUID } from 'node:crypto';
import { chainHash, GENESIS_HASH } from '../src';
import { chainHashOfStored } from '../src/chain/chain-link';

/** Values whose JSON text must survive JSON.parse then JSON.stringify unchanged. */
const AWKWARD_DATA: Record<string, unknown>[] = [
  {},
  { b: 1, a: 2, 10: 'integer keys first', 2: 'x' },
  { big: 1e21, small: 5e-7, neg: -0, float: 0.1 + 0.2, max: Number.MAX_SAFE_INTEGER },
  { text: 'line\nbreak "quoted" \\ tab\t é 中文 \u2028 \ud800 emoji 😀' },
  { nested: { list: [1, null, true, { deep: [] }] }, __proto__x: 1 },
];

describe('chainHashOfStored', () => {
  it('agrees with chainHash on the stored text of awkward values', () => {
    let previous = GENESIS_HASH;
    AWKWARD_DATA.forEach((value, i) => {
      const dataJson = JSON.stringify(value);
      const metadataJson =
        i % 2 === 0 ? null : JSON.stringify({ actor: { kind: 'user', id: 'u' }, v: value });
      const stored = {
        position: BigInt(i + 1),
        streamId: `s-${i}`,
        revision: i,
        id: randomUUID(),
        type: 'T',
        recordedAt: new Date(i).toISOString(),
      };
      const read = {
        ...stored,
        data: JSON.parse(dataJson) as Record<string, unknown>,
        metadata: metadataJson === null ? {} : (JSON.parse(metadataJson) as Record<string, unknown>),
      };
      const hash = chainHashOfStored(previous, { ...stored, data: dataJson, metadata: metadataJson });
      expect(hash).toBe(chainHash(previous, read));
      previous = hash;
    });
  });
});
