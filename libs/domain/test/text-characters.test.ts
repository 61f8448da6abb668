import {
  DomainError,
  optionalEmail,
  optionalText,
  replaceUnsafeCharacters,
  requiredText,
  unsafeCharacter,
} from '../src';
import { deviceText } from '../src/remote-command/validation';
import { adminActionLogged } from '../src/system-log/builder';

/** Text people legitimately type or paste into names, aliases, addresses and remarks. */
const LEGITIMATE: Record<string, string> = {
  'Latin with accents': 'Café Müller, São Paulo',
  'decomposed accent (combining mark)': 'Cafe\u0301',
  'Traditional Chinese': '臺北市信義區市府路1號',
  'Japanese with a prolonged sound mark': 'トラック・ワン',
  'private-use character (rare names in Taiwan)': '\uE000先生',
  'emoji with a variation selector': '❤️ 車',
  'keycap sequence': '1️⃣ 號車',
  'family (zero-width joiners between emoji)': '👨\u200D👩\u200D👧',
  'rainbow flag (variation selector, then a joiner)': '🏳️\u200D🌈',
  'profession with a skin tone': '👩🏽\u200D💻',
  'runner with a gender sign': '🏃\u200D♂️',
  'subdivision flag (tag characters)': '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
  'astral ideograph (paired surrogates)': '𠀋家',
  'punctuation and symbols': 'A&B (No.7) #3 – “quoted” ‘x’ ©',
};

/** Characters no stored single-line text may hold, with what they are. */
const UNSAFE: [string, string][] = [
  ['NUL', '\u0000'],
  ['bell', '\u0007'],
  ['tab', '\t'],
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['escape', '\u001B'],
  ['DEL', '\u007F'],
  ['C1 next line', '\u0085'],
  ['C1 control', '\u009B'],
  ['lone high surrogate', '\uD800'],
  ['lone low surrogate', '\uDC00'],
  ['left-to-right embedding', '\u202A'],
  ['right-to-left embedding', '\u202B'],
  ['pop directional formatting', '\u202C'],
  ['left-to-right override', '\u202D'],
  ['right-to-left override', '\u202E'],
  ['left-to-right isolate', '\u2066'],
  ['right-to-left isolate', '\u2067'],
  ['first strong isolate', '\u2068'],
  ['pop directional isolate', '\u2069'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left mark', '\u200F'],
  ['Arabic letter mark', '\u061C'],
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['word joiner', '\u2060'],
  ['byte order mark inside text', '\uFEFF'],
  ['soft hyphen', '\u00AD'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['noncharacter U+FFFE', '\uFFFE'],
  ['noncharacter U+FDD0', '\uFDD0'],
  ['interlinear annotation anchor', '\uFFF9'],
];

describe('the characters stored text may hold', () => {
  it.each(Object.entries(LEGITIMATE))('accepts %s', (_what, text) => {
    expect(unsafeCharacter(text)).toBeUndefined();
    expect(requiredText('alias', text, 50)).toBe(text);
  });

  it.each(UNSAFE)('refuses a %s inside a name', (_what, character) => {
    expect(unsafeCharacter(`ab${character}cd`)).toBe(character);
  });

  it('refuses a zero-width joiner that joins letters rather than emoji (admin vs ad\u200Dmin)', () => {
    expect(unsafeCharacter('ad\u200Dmin')).toBe('\u200D');
    expect(unsafeCharacter('👨\u200Dx')).toBe('\u200D');
  });

  it('refuses tag characters outside a subdivision flag', () => {
    expect(unsafeCharacter('name\u{E0067}\u{E007F}')).toBe('\u{E0067}');
  });

  it('keeps tabs and line breaks in multi-line text, and nothing else', () => {
    expect(unsafeCharacter('line 1\r\n\tline 2\nline 3', { multiLine: true })).toBeUndefined();
    expect(unsafeCharacter('line 1\n\u202Eline 2', { multiLine: true })).toBe('\u202E');
    expect(unsafeCharacter('line 1\u0000', { multiLine: true })).toBe('\u0000');
  });
});

describe('the text validators', () => {
  it('refuse the text and name the field and the character', () => {
    const attempt = () => requiredText('carName', 'evil\u202Egnp.exe', 50);
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow(
      'carName must not contain control, invisible or direction-changing characters (found U+202E)',
    );
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ kind: 'validation', detail: { field: 'carName' } });
    }
  });

  it('apply to optional text and to patterned fields (an email with a NUL)', () => {
    expect(() => optionalText('address', 'Road 1\u0000', 100)).toThrow('address must not contain control');
    expect(() => optionalEmail('email', 'a\u0000@b.co')).toThrow('email must not contain control');
  });

  it('name a lone surrogate', () => {
    expect(() => requiredText('alias', 'x\uD800', 50)).toThrow('(found U+D800)');
  });

  it('do not normalise to NFC: what was typed is what is stored', () => {
    // NFC would turn a CJK compatibility ideograph into its unified twin, changing a person's name.
    expect(requiredText('ownerName', '\uF907先生', 50)).toBe('\uF907先生');
    expect(requiredText('alias', 'Cafe\u0301', 50)).toBe('Cafe\u0301');
  });
});

describe('text that is recorded whatever it holds', () => {
  it('replaces each unsafe character with U+FFFD', () => {
    expect(replaceUnsafeCharacters('a\u0000b\u202Ec\uD800')).toBe('a\uFFFDb\uFFFDc\uFFFD');
    expect(replaceUnsafeCharacters('👨\u200D👩 plain')).toBe('👨\u200D👩 plain');
  });

  it('keeps a device reply on its lines', () => {
    expect(deviceText('text', 'GPS:OK\r\nBAT:\t90%\r\n', 4096, true)).toBe('GPS:OK\r\nBAT:\t90%\r\n');
    expect(deviceText('text', 'OK\u0000\u0000\u202E', 4096, true)).toBe('OK\uFFFD\uFFFD\uFFFD');
  });

  it('records an administrator action whose detail holds unsafe characters, made visible', () => {
    const logged = adminActionLogged({
      logId: 'log-1',
      at: 1,
      action: 'edit\u0000Device',
      outcome: 'failure',
      detail: 'no such device \u202Egnp.exe',
    });
    expect(logged.data).toMatchObject({ action: 'edit\uFFFDDevice', detail: 'no such device \uFFFDgnp.exe' });
  });
});
