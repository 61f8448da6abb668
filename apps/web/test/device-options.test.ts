import { describe, expect, it } from '@jest/globals';
import { SERVICE_STATUS_CHOICES, SERVICE_STATUS_NULL } from '../src/shared/devices/deviceOptions';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';

/** Reads a dotted key from a translation file, as i18next does. */
function translate(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
}

describe('the service-status choice', () => {
  const unset = SERVICE_STATUS_CHOICES.find((c) => c.value === SERVICE_STATUS_NULL);

  it('shows no status as a translated "not set", never the literal NULL', () => {
    expect(unset).toBeDefined();
    expect(translate(enUS, unset!.labelKey)).toBe('Not set');
    expect(translate(zhTW, unset!.labelKey)).toBe('未設定');
  });

  it('has a label in both languages for every choice', () => {
    for (const choice of SERVICE_STATUS_CHOICES)
      for (const messages of [enUS, zhTW]) {
        const label = translate(messages, choice.labelKey);
        expect(typeof label).toBe('string');
        expect(label).not.toBe('NULL');
      }
  });
});
