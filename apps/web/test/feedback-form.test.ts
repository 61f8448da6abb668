import { describe, expect, it } from '@jest/globals';
import { DEFAULT_REPORT_TYPE, REPORT_TYPES } from '@gps/codes';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';
import { FEEDBACK_INITIAL, feedbackVariables } from '../src/features/feedback/feedbackForm';

describe('the Feedback form', () => {
  it('starts on the default report type', () => {
    expect(FEEDBACK_INITIAL.reportTypeId).toBe(DEFAULT_REPORT_TYPE);
  });

  it('sends the texts trimmed, the contact fields empty when left blank', () => {
    expect(feedbackVariables({ reportTypeId: 3, contact: '  Amy ', description: ' GPS stops \n' })).toEqual({
      reportTypeId: 3,
      contact: 'Amy',
      contactMethod: '',
      description: 'GPS stops',
    });
  });

  it('names every report type in both languages', () => {
    for (const labels of [zhTW.reportTypes, enUS.reportTypes]) {
      expect(Object.keys(labels).map(Number).sort()).toEqual([...REPORT_TYPES].sort());
    }
  });
});
