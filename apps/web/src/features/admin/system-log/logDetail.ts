import type { TFunction } from 'i18next';
import { parseErrorSummary } from '@gps/codes';
import { codeMessageKey } from '../../../shared/api/errorMapping';

/**
 * A system-log entry's detail in the reader's language: the server logs a refused call in codes
 * (its reason, its failing fields, or its response code; ErrorSummary of @gps/codes), worded here
 * as the error dialog words them. Text of entries written before that is shown as it was stored.
 */
export function logDetailText(t: TFunction, detail: string | null): string {
  if (!detail) return '—';
  const summary = parseErrorSummary(detail);
  if (!summary) return detail;
  if ('reason' in summary) return t(`errors.reason.${summary.reason}`);
  if ('code' in summary) return t(codeMessageKey(summary.code));
  return summary.issues
    .map((issue) => {
      const message = t(`errors.field.${issue.code}`);
      return issue.field ? `${issue.field}: ${message}` : message;
    })
    .join('; ');
}
