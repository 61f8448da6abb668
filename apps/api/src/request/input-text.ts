import { unsafeCharacter, unsafeTextMessage } from '@gps/domain';
import type { InputIssue } from './input-issues';

/**
 * Every string of a call's parsed input that holds a control, invisible or direction-changing
 * character (the domain's rule for stored text), with its path. The Dispatcher applies it to every
 * call, so no field reaches an operation with such text, whether or not a domain text validator
 * looks at it later; no call holds multi-line text today, so none is exempt.
 */
export function unsafeTextIssues(value: unknown, path: readonly (string | number)[] = []): InputIssue[] {
  if (typeof value === 'string') {
    const unsafe = unsafeCharacter(value);
    return unsafe === undefined
      ? []
      : [{ field: path.join('.'), code: 'unsafe_text', message: unsafeTextMessage(unsafe) }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unsafeTextIssues(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => unsafeTextIssues(item, [...path, key]));
  }
  return [];
}
