import fc from 'fast-check';
import { imeiOf, isImei, luhnCheckDigit, newSerialNumber, serialNumberProblem } from '../src';

describe('serial numbers of new devices', () => {
  test.each([
    ['490154203237518', 'an IMEI with its check digit (GT06, and H02 or a phone sending its IMEI)'],
    ['864717003283581', 'the GT06 login example of the reference'],
    ['4106022179', 'an H02 terminal number'],
    ['902064', "Traccar Client's generated id"],
    ['48241179', 'an OsmAnd id of 8 digits'],
  ])('accepts %s: %s', (serial) => {
    expect(serialNumberProblem(serial)).toBeUndefined();
  });

  test.each([
    ['12', 'length'],
    ['12345', 'length'],
    ['1234567890123456', 'length'],
    ['1'.repeat(20), 'length'],
    ['490154203237519', 'imeiCheck'],
    ['123456789012345', 'imeiCheck'],
    ['12 3456', 'digits'],
    ['abcdef', 'digits'],
    ['', 'digits'],
  ])('refuses %j (%s)', (serial, problem) => {
    expect(serialNumberProblem(serial)).toBe(problem);
  });

  test('the check digit catches every single mistyped digit of an IMEI', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{14}$/),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const imei = imeiOf(body);
          expect(isImei(imei)).toBe(true);
          const typo =
            imei.slice(0, position) + ((Number(imei[position]) + shift) % 10) + imei.slice(position + 1);
          expect(isImei(typo)).toBe(false);
        },
      ),
    );
    expect(luhnCheckDigit('49015420323751')).toBe(8);
  });

  test('newSerialNumber refuses with a validation failure naming the field', () => {
    expect(() => newSerialNumber('deviceSerialNumber', '12')).toThrow(
      expect.objectContaining({
        kind: 'validation',
        detail: { field: 'deviceSerialNumber', code: 'serial_length', params: { min: 6, max: 15 } },
      }) as Error,
    );
    expect(newSerialNumber('deviceSerialNumber', '490154203237518')).toBe('490154203237518');
  });
});
