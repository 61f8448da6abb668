import { jsonObject, optionalWhole, timeZone, whole } from '../src/infrastructure/env-values';

describe('settings read from the environment', () => {
  it('takes a whole number, its default when unset or empty, and refuses anything else naming it', () => {
    expect(whole({ PORT: '8080' }, 'PORT', 3000)).toBe(8080);
    expect(whole({}, 'PORT', 3000)).toBe(3000);
    expect(whole({ PORT: '' }, 'PORT', 3000)).toBe(3000);
    expect(optionalWhole({}, 'PORT')).toBeUndefined();
    expect(() => whole({ PORT: '0' }, 'PORT', 3000)).toThrow('PORT must be a positive whole number, got "0"');
    expect(() => whole({ PORT: '1.5' }, 'PORT', 3000)).toThrow('PORT');
    expect(() => whole({ PORT: 'many' }, 'PORT', 3000)).toThrow('PORT');
    expect(whole({ DAYS: '0' }, 'DAYS', 30, 0)).toBe(0);
    expect(() => whole({ DAYS: '-1' }, 'DAYS', 30, 0)).toThrow('DAYS must be a whole number of at least 0');
  });

  it('takes a JSON object, {} when unset, and refuses other JSON or none', () => {
    expect(jsonObject({ X: '{"a": 1}' }, 'X')).toEqual({ a: 1 });
    expect(jsonObject({}, 'X')).toEqual({});
    for (const bad of ['[1]', 'null', '3', 'not json']) {
      expect(() => jsonObject({ X: bad }, 'X')).toThrow('X must be a JSON object');
    }
  });

  it('takes an IANA time zone the runtime knows, its default when unset, and refuses another naming it', () => {
    expect(timeZone({ TIME_ZONE: 'Europe/Paris' }, 'TIME_ZONE', 'Asia/Taipei')).toBe('Europe/Paris');
    expect(timeZone({}, 'TIME_ZONE', 'Asia/Taipei')).toBe('Asia/Taipei');
    expect(() => timeZone({ TIME_ZONE: 'Taipei' }, 'TIME_ZONE', 'Asia/Taipei')).toThrow(
      'TIME_ZONE must be an IANA time zone such as Asia/Taipei, got "Taipei"',
    );
  });
});
