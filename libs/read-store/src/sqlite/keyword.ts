/**
 * Case-insensitive substring matching for SQLite, whose LIKE folds ASCII letters only.
 *
 * The exact test runs in JavaScript (`containsFolded`, registered as an SQL function). To keep scans
 * of large collections fast it is preceded by a pre-filter over the raw JSON text of the whole
 * document, run by SQLite itself: it may say yes too often but never says no wrongly. JSON escapes each
 * character on its own, so a value containing the needle has JSON text containing the needle's JSON text.
 */

// The only code points whose lower case contains ASCII (U+0130 -> "i\u0307", U+212A KELVIN -> "k").
// Leaving them as they are makes folding one code point to one code point, never into ASCII.
const FOLDS_INTO_ASCII = /[\u0130\u212a]/;
const NOT_FOLDS_INTO_ASCII = /[^\u0130\u212a]+/g;

/**
 * Locale-independent lower case, one code point to one, with the final sigma treated like any sigma
 * (JavaScript lower-cases a word-final capital sigma to U+03C2, which would depend on context).
 */
export function foldCase(text: string): string {
  const lower = FOLDS_INTO_ASCII.test(text)
    ? text.replace(NOT_FOLDS_INTO_ASCII, (run) => run.toLowerCase())
    : text.toLowerCase();
  return lower.includes('\u03c2') ? lower.replace(/\u03c2/g, '\u03c3') : lower;
}

/** True when `haystack` is a string containing `foldedNeedle` (already folded) case-insensitively. */
export function containsFolded(haystack: unknown, foldedNeedle: string): boolean {
  return typeof haystack === 'string' && foldCase(haystack).includes(foldedNeedle);
}

export interface Prefilter {
  /** LIKE (ASCII-case-insensitive, `\` escapes) when that suffices, else GLOB with case sets. */
  operator: 'LIKE' | 'GLOB';
  pattern: string;
}

/** The character after which `%`, `_` and itself are literal in the LIKE patterns built here. */
export const LIKE_ESCAPE = '\\';

/** SQLite refuses LIKE/GLOB patterns longer than 50,000 bytes; past this we just skip the pre-filter. */
const MAX_PREFILTER_CHARS = 10_000;

const jsonText = (text: string) => JSON.stringify(text).slice(1, -1);
const isCased = (folded: string) => folded !== folded.toUpperCase();

/** For each folded character with a case, every character that folds to it (itself included). */
let preimages: Map<string, string[]> | undefined;

function casesOf(folded: string): string[] {
  if (preimages === undefined) {
    // One scan of all code points (about 0.1 s, on the first keyword that needs it) rather than a table
    // that could drift from the Unicode version of the running engine.
    preimages = new Map();
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp === 0xd800) cp = 0xe000;
      const char = String.fromCodePoint(cp);
      const target = foldCase(char);
      if (target === char) continue;
      const list = preimages.get(target) ?? [target];
      list.push(char);
      preimages.set(target, list);
    }
  }
  return preimages.get(folded) ?? [folded];
}

const GLOB_SPECIAL = /[*?[]/g;

const likeFolds = (c: string) => c <= '\x7f' || !isCased(c);
const likePattern = (text: string) => `%${jsonText(text).replace(/[\\%_]/g, (c) => LIKE_ESCAPE + c)}%`;

/** Below this length, a LIKE on part of a needle lets too much through to be worth running first. */
const MIN_LIKE_RUN = 2;

/**
 * Patterns (all to be AND-ed) matching the raw JSON of every document one of whose string fields
 * contains `needle` case-insensitively, as `foldCase` defines it; none for needles too long to bother.
 * LIKE is several times faster than GLOB with character sets, so even when the needle has letters LIKE
 * cannot fold, its longest part that LIKE can handle goes first, and GLOB only sees what that passes.
 */
export function rawPrefilters(needle: string): Prefilter[] {
  if (needle.length > MAX_PREFILTER_CHARS) return [];
  const folded = [...foldCase(needle)];
  if (folded.every(likeFolds)) return [{ operator: 'LIKE', pattern: likePattern(needle) }];

  const filters: Prefilter[] = [];
  let longest: string[] = [];
  let run: string[] = [];
  for (const c of [...folded, '']) {
    if (c !== '' && likeFolds(c)) run.push(c);
    else [longest, run] = [run.length > longest.length ? run : longest, []];
  }
  if (longest.length >= MIN_LIKE_RUN)
    filters.push({ operator: 'LIKE', pattern: likePattern(longest.join('')) });
  const parts = folded.map((c) =>
    isCased(c) ? `[${casesOf(c).join('')}]` : jsonText(c).replace(GLOB_SPECIAL, (s) => `[${s}]`),
  );
  filters.push({ operator: 'GLOB', pattern: `*${parts.join('')}*` });
  return filters;
}
