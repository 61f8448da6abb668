/**
 * The characters stored text may not hold (docs/decisions/inputs-and-headers.md):
 * - controls (C0, DEL, C1; NUL among them): they cut strings in C code, break CSV exports, headers
 *   and logs; tab, line feed and carriage return are allowed only in multi-line text;
 * - lone UTF-16 surrogates: not text at all, and every encoder downstream either fails or
 *   silently replaces them;
 * - line and paragraph separators (U+2028, U+2029): line breaks under another name;
 * - invisible format characters (general category Cf): the bidirectional embeddings, overrides and
 *   isolates (U+202A-U+202E, U+2066-U+2069), the direction marks (U+200E, U+200F, U+061C), zero-width
 *   spaces and joiners, the word joiner, the BOM, soft hyphens... They change how a name reads, or
 *   make two different names look the same, in the back office and in every export;
 * - noncharacters (U+FFFE, U+FFFF, U+FDD0-U+FDEF, ...): reserved for a program's own use, never
 *   for interchange.
 * Emoji keep what they are made of: a zero-width joiner between two pictographs (family, profession
 * and flag sequences) and the tag characters of a subdivision flag are not refused.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}]/gu;
/** The same class without the global flag, for a stateless first test. */
const ANY_UNSAFE = new RegExp(UNSAFE.source, 'u');

/** Tab, line feed and carriage return: the only controls a multi-line text keeps. */
const LINE_CHARACTERS = new Set(['\t', '\n', '\r']);

/** A zero-width joiner that joins two pictographs (a variation selector or skin tone may follow the first). */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])?)\u200D(?=\p{Extended_Pictographic})/gu;

/** A subdivision flag: the black flag, tag characters, the cancel tag (England is U+1F3F4 gbeng U+E007F). */
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** What replaces an unsafe character in text that must be kept (a device's reply, a log entry). */
export const REPLACEMENT_CHARACTER = '\uFFFD';

export interface TextCharacterOptions {
  /** Tabs and line breaks are part of the text (a multi-line field, a device's reply). */
  multiLine?: boolean;
}

/** Blanks out the emoji sequences whose format characters are legitimate, keeping every index. */
function withoutEmojiSequences(text: string): string {
  return text
    .replace(EMOJI_TAG_SEQUENCE, (sequence) => ' '.repeat(sequence.length))
    .replace(EMOJI_JOINER, ' ');
}

function allowed(character: string, options: TextCharacterOptions): boolean {
  return options.multiLine === true && LINE_CHARACTERS.has(character);
}

/** `U+202E`: how an error message names a character nobody can see. */
export function codePointLabel(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first character of `text` that stored text may not hold, or undefined when there is none. */
export function unsafeCharacter(text: string, options: TextCharacterOptions = {}): string | undefined {
  // Nearly all text is plain: one scan, and no copy unless an unsafe-looking character is there.
  if (!ANY_UNSAFE.test(text)) return undefined;
  const scanned = withoutEmojiSequences(text);
  for (const match of scanned.matchAll(UNSAFE)) {
    if (!allowed(match[0], options)) return match[0];
  }
  return undefined;
}

/** The message for text holding `character`, without the field name (each caller places it). */
export function unsafeTextMessage(character: string): string {
  return `must not contain control, invisible or direction-changing characters (found ${codePointLabel(character)})`;
}

/**
 * `text` with every unsafe character replaced by U+FFFD, for text that must be recorded whatever it
 * holds (what a device sent, a log entry): the reader sees that something was there, and nothing
 * of it acts.
 */
export function replaceUnsafeCharacters(text: string, options: TextCharacterOptions = {}): string {
  if (!ANY_UNSAFE.test(text)) return text;
  const scanned = withoutEmojiSequences(text);
  let out = '';
  let from = 0;
  for (const match of scanned.matchAll(UNSAFE)) {
    if (allowed(match[0], options)) continue;
    out += text.slice(from, match.index) + REPLACEMENT_CHARACTER;
    from = match.index + match[0].length;
  }
  return out + text.slice(from);
}
