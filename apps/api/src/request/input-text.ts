import { unsafeCharacter, unsafeTextMessage, type TextCharacterOptions } from '@gps/domain';
import type { InputIssue } from './input-issues';

/**
 * Every string of a call's parsed input that holds a control, invisible or direction-changing
 * character (the domain's rule for stored text), with its path. The Dispatcher applies it to every
 * call, so no field reaches an operation with such text, whether or not a domain text validator
 * looks at it later. Only the call's declared multi-line fields (text areas) may hold line breaks
 * and tabs.
 */
export function unsafeTextIssues(value: unknown, multiLine: readonly string[] = []): InputIssue[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return issuesIn(value, [], {});
  return Object.entries(value).flatMap(([key, item]) =>
    issuesIn(item, [key], { multiLine: multiLine.includes(key) }),
  );
}

function issuesIn(
  value: unknown,
  path: readonly (string | number)[],
  options: TextCharacterOptions,
): InputIssue[] {
  if (typeof value === 'string') {
    const unsafe = unsafeCharacter(value, options);
    return unsafe === undefined
      ? []
      : [{ field: path.join('.'), code: 'unsafe_text', message: unsafeTextMessage(unsafe) }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => issuesIn(item, [...path, index], options));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => issuesIn(item, [...path, key], options));
  }
  return [];
}
