import { beforeAll, describe, expect, it } from '@jest/globals';
import i18n from 'i18next';
import { formatErrorSummary } from '@gps/codes';
import zhTW from '../src/shared/i18n/zh-TW.json';
import { logDetailText } from '../src/features/admin/system-log/logDetail';

/** The system log's details in the reader's language, not the server's English. */
describe('a system-log detail', () => {
  const t = i18n.getFixedT('zh-TW');
  beforeAll(async () => {
    await i18n.init({ resources: { 'zh-TW': { translation: zhTW } }, lng: 'zh-TW' });
  });

  it('words a refusal by its reason', () => {
    expect(logDetailText(t, formatErrorSummary({ reason: 'delete_own_account' }))).toBe(
      zhTW.errors.reason.delete_own_account,
    );
  });

  it('words each failing field by its code', () => {
    const detail = formatErrorSummary({
      issues: [
        { field: 'alias', code: 'required' },
        { field: 'ownerPhone', code: 'pattern' },
      ],
    });
    expect(logDetailText(t, detail)).toBe(
      `alias: ${zhTW.errors.field.required}; ownerPhone: ${zhTW.errors.field.pattern}`,
    );
  });

  it('words a refusal without a reason by its response code', () => {
    expect(logDetailText(t, formatErrorSummary({ code: -4 }))).toBe(zhTW.errors.code.ACCESS_DENIED);
  });

  it('keeps the text of an entry written before, and a dash for none', () => {
    expect(logDetailText(t, 'you cannot delete your own account')).toBe('you cannot delete your own account');
    expect(logDetailText(t, null)).toBe('—');
  });
});
