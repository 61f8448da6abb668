import { isFieldErrorCode, isRefusalReason, type FieldErrorCode, type RefusalReason } from './errors';

/**
 * What the system log keeps of a refused call, in codes a reader's client words in its language
 * (docs/decisions/validation-errors.md): the refusal's reason (`delete_own_account`), a -2's failing
 * fields (`alias:too_long refreshFrequency:invalid`), or else the response code (`code:-4`).
 */
export type ErrorSummary =
  { reason: RefusalReason } | { issues: { field: string; code: FieldErrorCode }[] } | { code: number };

const ISSUE = /^([^\s:]*):([a-z_]+)$/;
const CODE = /^code:(-?\d+)$/;

export function formatErrorSummary(summary: ErrorSummary): string {
  if ('reason' in summary) return summary.reason;
  if ('issues' in summary) return summary.issues.map((i) => `${i.field}:${i.code}`).join(' ');
  return `code:${summary.code}`;
}

/** The summary a log detail holds, or undefined for any other text (entries written before it). */
export function parseErrorSummary(text: string): ErrorSummary | undefined {
  if (isRefusalReason(text)) return { reason: text };
  const code = CODE.exec(text);
  if (code) return { code: Number(code[1]) };
  const issues = text.split(' ').map((part) => ISSUE.exec(part));
  if (issues.length === 0 || issues.some((m) => m === null || !isFieldErrorCode(m[2]))) return undefined;
  return { issues: issues.map((m) => ({ field: m![1], code: m![2] as FieldErrorCode })) };
}
