import { MESSAGE_CONTENT_MAX } from '@gps/codes';
import { requiredText } from '../validation/text';

/** Announcements, messages and feedback are written in text areas: their line breaks are the text's. */
export const MULTI_LINE = { multiLine: true } as const;

/** The sign-in names of every account kind, and fleet aliases, fit in this (account names are at most 100). */
export const ACCOUNT_LABEL_MAX = 100;

/** An announcement's or message's text, or a report's description: trimmed, 1 to 280 characters. */
export function messageText(field: string, value: unknown): string {
  return requiredText(field, value, MESSAGE_CONTENT_MAX, 1, MULTI_LINE);
}

/** A name an event keeps as it was (a sender, a receiver, a report's account). */
export function accountLabel(field: string, value: unknown): string {
  return requiredText(field, value, ACCOUNT_LABEL_MAX);
}
