import { KNOWN_DEVICE_MODELS } from '../src';
import { gt06ModelFamily } from '../src/gt06/models';

describe('KNOWN_DEVICE_MODELS', () => {
  it('lists each model once, and only models its codec reads differently from the generic reading', () => {
    const names = KNOWN_DEVICE_MODELS.map((m) => m.model);
    expect(new Set(names).size).toBe(names.length);
    for (const { model, protocol } of KNOWN_DEVICE_MODELS) {
      expect(protocol).toBe('gt06');
      expect(gt06ModelFamily(model)).toBeDefined();
    }
  });

  it('names every GT06 family the decoder tells apart', () => {
    const families = new Set(KNOWN_DEVICE_MODELS.map((m) => gt06ModelFamily(m.model)));
    expect([...families].sort()).toEqual(['lw', 'nt', 'qh302r', 'r11', 'seeworld', 'vl']);
  });

  it('is not a closed list: any LW name, any case and surrounding blanks select the family', () => {
    expect(gt06ModelFamily(' lw-01 ')).toBe('lw');
    expect(gt06ModelFamily('nt20')).toBe('nt');
    expect(gt06ModelFamily('GT06N')).toBeUndefined();
    expect(gt06ModelFamily(undefined)).toBeUndefined();
  });
});
