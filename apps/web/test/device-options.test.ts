import { describe, expect, it } from '@jest/globals';
import { KNOWN_DEVICE_MODELS } from '@gps/protocols/known-models';
import { SERVICE_STATUS_CHOICES, SERVICE_STATUS_NULL } from '../src/shared/devices/deviceOptions';
import { modelSuggestions } from '../src/shared/devices/modelSuggestions';
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

describe('the model suggestions', () => {
  it('offers every model the decoders know for a blank field, each with its protocol', () => {
    const all = modelSuggestions('');
    expect(all.map((s) => s.value)).toEqual(KNOWN_DEVICE_MODELS.map((m) => m.model));
    expect(all.find((s) => s.value === 'NT20')).toEqual({ value: 'NT20', label: 'NT20 · GT06' });
  });

  it('narrows to the names containing what was typed, in any case', () => {
    expect(modelSuggestions(' nt2').map((s) => s.value)).toEqual(['NT20', 'NT26']);
    expect(modelSuggestions('lw').map((s) => s.value)).toEqual(['LW4G-4B']);
    expect(modelSuggestions('my own tracker')).toEqual([]);
  });

  it('labels the field and explains it in both languages', () => {
    for (const messages of [enUS, zhTW])
      for (const key of ['device.fields.model', 'device.dialog.modelHelp'])
        expect(typeof translate(messages, key)).toBe('string');
  });
});
