import { optionalPattern } from './text';

export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;

/**
 * Deliberately loose: one @, no blanks, a dot in the domain. Real deliverability is only proven by
 * sending mail (the password-reset flow does that).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[0-9+()\- ]+$/;

export function optionalEmail(field: string, value: unknown): string | null {
  return optionalPattern(
    field,
    value,
    EMAIL_MAX,
    EMAIL_PATTERN,
    `${field} must be a valid email address`,
    'email',
  );
}

export function optionalPhone(field: string, value: unknown): string | null {
  return optionalPattern(
    field,
    value,
    PHONE_MAX,
    PHONE_PATTERN,
    `${field} may contain only digits, spaces and + ( ) -, at most ${PHONE_MAX} characters`,
  );
}
