import type { FieldErrorCode } from '@gps/codes';
import { invalid } from './invalid';
import { unsafeCharacter, unsafeTextMessage, type TextCharacterOptions } from './text-characters';

/** Lengths count characters (code points), not UTF-16 units, so Chinese and emoji count as one. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** Refuses text holding a control, invisible or direction-changing character (see text-characters). */
export function safeText(field: string, text: string, options: TextCharacterOptions = {}): string {
  const unsafe = unsafeCharacter(text, options);
  if (unsafe !== undefined) invalid(field, `${field} ${unsafeTextMessage(unsafe)}`, 'unsafe_text');
  return text;
}

/** A mandatory free-text field, trimmed: surrounding blanks are input noise, never meaning. */
export function requiredText(
  field: string,
  value: unknown,
  max: number,
  min = 1,
  options: TextCharacterOptions = {},
): string {
  if (typeof value !== 'string') invalid(field, `${field} must not be empty`, 'required');
  const text = value.trim();
  const length = charLength(text);
  if (length === 0) invalid(field, `${field} must not be empty`, 'required');
  const range = `${field} must be ${min} to ${max} characters`;
  if (length < min) invalid(field, range, 'too_short', { min, max });
  if (length > max) invalid(field, range, 'too_long', { min, max });
  return safeText(field, text, options);
}

/**
 * An optional free-text field. Blank means "no value" and is stored as null, the shape the read
 * models serve for missing data.
 */
export function optionalText(
  field: string,
  value: unknown,
  max: number,
  options: TextCharacterOptions = {},
): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') invalid(field, `${field} must be text`, 'not_text');
  const text = value.trim();
  if (text === '') return null;
  if (charLength(text) > max)
    invalid(field, `${field} must be at most ${max} characters`, 'too_long', { max });
  return safeText(field, text, options);
}

/** Like optionalText, then the text must match `pattern` (checked after trimming). */
export function optionalPattern(
  field: string,
  value: unknown,
  max: number,
  pattern: RegExp,
  message: string,
  code: FieldErrorCode = 'pattern',
): string | null {
  const text = optionalText(field, value, max);
  if (text !== null && !pattern.test(text)) invalid(field, message, code);
  return text;
}
