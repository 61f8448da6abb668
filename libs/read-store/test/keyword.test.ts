import Database from 'better-sqlite3';
import fc from 'fast-check';
import { containsFolded, foldCase, rawPrefilters } from '../src/sqlite/keyword';

describe('foldCase', () => {
  it('lower-cases ASCII and other scripts', () => {
    expect(foldCase('ÄRGER Ölwagen ABC')).toBe('ärger ölwagen abc');
    expect(foldCase('ПРИВЕТ')).toBe('привет');
  });

  it('treats the final sigma like any sigma', () => {
    expect(foldCase('ΟΔΟΣ')).toBe('οδοσ');
    expect(foldCase('οδος')).toBe('οδοσ');
  });

  it('never folds a non-ASCII character into ASCII', () => {
    expect(foldCase('\u212a\u0130X')).toBe('\u212a\u0130x');
  });

  it('leaves uncased text alone', () => {
    expect(foldCase('車隊 123 %_\\')).toBe('車隊 123 %_\\');
  });
});

describe('containsFolded', () => {
  it('matches strings only', () => {
    expect(containsFolded('Alpha Truck', 'truck')).toBe(true);
    expect(containsFolded(12345, '123')).toBe(false);
    expect(containsFolded(null, '')).toBe(false);
  });
});

describe('rawPrefilters', () => {
  it('uses LIKE, escaping its wildcards and the JSON escapes of the needle, when LIKE can fold it', () => {
    expect(rawPrefilters('a%b_c\\d"e')).toEqual([
      { operator: 'LIKE', pattern: '%a\\%b\\_c\\\\\\\\d\\\\"e%' },
    ]);
    expect(rawPrefilters('車隊 9')).toEqual([{ operator: 'LIKE', pattern: '%車隊 9%' }]);
  });

  it('adds GLOB with every case of each letter LIKE cannot fold, after LIKE on the longest part it can', () => {
    expect(rawPrefilters('Är*?[')).toEqual([
      { operator: 'LIKE', pattern: '%r*?[%' },
      { operator: 'GLOB', pattern: '*[äÄ][rR][*][?][[]*' },
    ]);
    expect(rawPrefilters('ΣK')).toEqual([{ operator: 'GLOB', pattern: '*[σΣς][kK]*' }]);
    expect(rawPrefilters('ß')).toEqual([{ operator: 'GLOB', pattern: '*[ßẞ]*' }]);
  });

  it('skips very long needles', () => {
    expect(rawPrefilters('x'.repeat(20_000))).toEqual([]);
  });

  it('never rejects a document whose string field contains the needle case-insensitively', () => {
    const db = new Database(':memory:');
    const like = db.prepare("SELECT ? LIKE ? ESCAPE '\\'").pluck();
    const glob = db.prepare('SELECT ? GLOB ?').pluck();
    const chars = fc.constantFrom(
      ...[
        'a',
        'B',
        'k',
        'ä',
        'Ä',
        '%',
        '_',
        '*',
        '?',
        '[',
        ']',
        '\\',
        '"',
        '\n',
        '車',
        'ß',
        'ẞ',
        'Σ',
        'ς',
        'ǅ',
      ],
      ...['\u212a', '\u0130', 'i', '🚚', ' '],
    );
    const text = fc.array(chars, { maxLength: 6 }).map((c) => c.join(''));
    // The value holds the needle with the case of each character changed at random.
    const recased = fc
      .array(fc.tuple(chars, fc.constantFrom('same', 'upper', 'lower')), { minLength: 1, maxLength: 6 })
      .map((pairs) => ({
        needle: pairs.map(([c]) => c).join(''),
        variant: pairs
          .map(([c, change]) => {
            const changed = change === 'upper' ? c.toUpperCase() : change === 'lower' ? c.toLowerCase() : c;
            return [...changed].length === 1 ? changed : c;
          })
          .join(''),
      }));
    try {
      fc.assert(
        fc.property(text, recased, text, (before, { needle, variant }, after) => {
          const value = before + variant + after;
          fc.pre(containsFolded(value, foldCase(needle)));
          const prefilters = rawPrefilters(needle);
          expect(prefilters.length).toBeGreaterThan(0);
          const doc = JSON.stringify({ id: 'x', name: value });
          for (const { operator, pattern } of prefilters) {
            expect([operator, pattern, (operator === 'LIKE' ? like : glob).get(doc, pattern)]).toEqual([
              operator,
              pattern,
              1,
            ]);
          }
        }),
        { numRuns: 2000 },
      );
    } finally {
      db.close();
    }
  });
});
