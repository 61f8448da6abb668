/** Digits only: no sign, no decimal point, no exponent, no spaces. */
const WHOLE_NUMBER = /^\d+$/;

/**
 * The whole number (0 or more) a text field holds, or undefined when it holds anything else. A form
 * refuses such text with a message rather than letting a number input silently keep an old value
 * or turn "abc" into 0.
 */
export function parseWholeNumber(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!WHOLE_NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}
