import { isFieldErrorCode, type FieldErrorCode } from '@gps/codes';
import type { z } from 'zod';

/**
 * One problem of a call's input: the field's path as the caller named it (`rows.2.name`), a stable
 * code for what is wrong (FIELD_ERROR_CODES of @gps/codes) with its params (`min`, `max`, `choices`),
 * and the English wording for logs and API callers (docs/decisions/validation-errors.md).
 */
export interface InputIssue {
  field: string;
  code: FieldErrorCode;
  message: string;
  params?: Record<string, string | number>;
}

/** The value at `path` of the raw input, to tell a missing field from one of the wrong type. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

const TYPE_CODES: Readonly<Record<string, FieldErrorCode>> = {
  string: 'not_text',
  number: 'not_number',
  int: 'not_integer',
  boolean: 'not_boolean',
  array: 'not_list',
};

const SIZE_CODES: Readonly<Record<string, { small: FieldErrorCode; big: FieldErrorCode }>> = {
  string: { small: 'too_short', big: 'too_long' },
  array: { small: 'too_few', big: 'too_many' },
  set: { small: 'too_few', big: 'too_many' },
};
const NUMBER_SIZE = { small: 'too_small', big: 'too_large' } as const;

/** A short list of choices is worth naming in the message; a long one is not. */
const MAX_CHOICES_SHOWN = 12;

/** The code (and params) of one zod issue: the one mapping from zod to our codes. */
function codeOf(issue: z.core.$ZodIssue, input: unknown): Pick<InputIssue, 'code' | 'params'> {
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      if (value === undefined || value === null) return { code: 'required' };
      return { code: TYPE_CODES[issue.expected] ?? 'invalid' };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      const codes = SIZE_CODES[issue.origin] ?? NUMBER_SIZE;
      // A text that must have at least one character and has none is simply missing.
      if (issue.origin === 'string' && min === 1) return { code: 'required' };
      return { code: codes.small, params: { min } };
    }
    case 'too_big':
      return { code: (SIZE_CODES[issue.origin] ?? NUMBER_SIZE).big, params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'email' : 'pattern' };
    case 'not_multiple_of':
      return { code: 'not_integer' };
    case 'invalid_value': {
      const choices = issue.values.map(String);
      return choices.length <= MAX_CHOICES_SHOWN
        ? { code: 'invalid_choice', params: { choices: choices.join(', ') } }
        : { code: 'invalid_choice' };
    }
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    case 'custom': {
      // A rule spanning fields (.refine) names its code in params: { code }.
      const code: unknown = issue.params?.code;
      return { code: isFieldErrorCode(code) ? code : 'invalid' };
    }
    default:
      return { code: 'invalid' };
  }
}

/** Every problem zod found in a call's raw input, one per field (and one per unknown key). */
export function inputIssues(error: z.ZodError, input: unknown): InputIssue[] {
  return error.issues.flatMap((issue) => {
    const { code, params } = codeOf(issue, input);
    const base = issue.path.map(String);
    const fields =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...base, key].join('.'))
        : [base.join('.')];
    return fields.map((field) => ({ field, code, message: issue.message, ...(params ? { params } : {}) }));
  });
}
