import { describe, expect, it } from '@jest/globals';
import { COMMAND_FAILURES, FIELD_ERROR_CODES, ORDER_FAILURES, REFUSAL_REASONS } from '@gps/codes';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';

const LANGUAGES = { 'en-US': enUS, 'zh-TW': zhTW } as const;

/**
 * Every code the server may name a failing field with, every reason it may refuse with and every
 * code it says a command or an order failed with has a message in both languages, so a reader never
 * falls back to the server's English (docs/decisions/validation-errors.md).
 */
describe.each(Object.entries(LANGUAGES))('the %s messages', (_language, messages) => {
  const errors = messages.errors as unknown as {
    field: Record<string, string>;
    reason: Record<string, string>;
  };

  it.each(FIELD_ERROR_CODES)('word the field code %s', (code) => {
    expect(errors.field[code]).toEqual(expect.stringMatching(/\S/));
  });

  it.each(REFUSAL_REASONS)('word the refusal reason %s', (reason) => {
    expect(errors.reason[reason]).toEqual(expect.stringMatching(/\S/));
  });

  it.each(COMMAND_FAILURES)('word the command failure %s', (failure) => {
    expect(messages.remote.failure[failure]).toEqual(expect.stringMatching(/\S/));
  });

  it.each(ORDER_FAILURES)('word the order failure %s', (failure) => {
    expect(messages.finance.failure[failure]).toEqual(expect.stringMatching(/\S/));
  });

  it('hold no message for a code or reason the server does not have', () => {
    expect(Object.keys(messages.remote.failure).sort()).toEqual([...COMMAND_FAILURES].sort());
    expect(Object.keys(messages.finance.failure).sort()).toEqual([...ORDER_FAILURES].sort());
    expect(Object.keys(errors.field).sort()).toEqual([...FIELD_ERROR_CODES].sort());
    expect(Object.keys(errors.reason).sort()).toEqual([...REFUSAL_REASONS].sort());
  });
});
