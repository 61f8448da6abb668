import type { FieldErrorCode } from './errors';

/**
 * The serial number rule for a new device (docs/decisions/serial-numbers.md): what the trackers we
 * speak identify themselves with. One rule for the server, the simulator and the web app, so it
 * imports nothing.
 */

/** An IMEI: 14 digits and a Luhn check digit. GT06 always logs in with one; H02 and phones may. */
export const IMEI_LENGTH = 15;
/**
 * The shortest id a device may have: Traccar Client's generated id has 6 digits; H02 terminal
 * numbers have 10. Fewer digits are a typing slip, not a tracker.
 */
export const SERIAL_NUMBER_MIN_LENGTH = 6;
/** Longer than an IMEI is no tracker's id (an IMEISV, 16 digits, is not sent as one). */
export const SERIAL_NUMBER_MAX_LENGTH = IMEI_LENGTH;

/** Why a new serial number is refused; stable codes the web app can translate (rules.serialNumber.*). */
export const SERIAL_NUMBER_PROBLEMS = Object.freeze(['digits', 'length', 'imeiCheck'] as const);
export type SerialNumberProblem = (typeof SERIAL_NUMBER_PROBLEMS)[number];

/** The field code each problem is answered with (-2), and its figures. */
export const SERIAL_NUMBER_PROBLEM_CODES: Readonly<
  Record<SerialNumberProblem, { code: FieldErrorCode; params?: Record<string, number> }>
> = Object.freeze({
  digits: { code: 'pattern' },
  length: { code: 'serial_length', params: { min: SERIAL_NUMBER_MIN_LENGTH, max: SERIAL_NUMBER_MAX_LENGTH } },
  imeiCheck: { code: 'imei_check' },
});

export const SERIAL_NUMBER_PROBLEM_MESSAGES: Readonly<Record<SerialNumberProblem, string>> = Object.freeze({
  digits: 'serial number must be digits only',
  length: `serial number must be ${SERIAL_NUMBER_MIN_LENGTH} to ${SERIAL_NUMBER_MAX_LENGTH} digits`,
  imeiCheck: `a ${IMEI_LENGTH}-digit serial number is an IMEI and its last digit must be its Luhn check digit`,
});

/** The Luhn check digit of a string of digits (the IMEI's 15th digit from its first 14). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // From the right, every second digit (starting with the rightmost of the body) is doubled.
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether 15 digits are an IMEI whose last digit is the Luhn check digit of the others. */
export function isImei(serial: string): boolean {
  return (
    serial.length === IMEI_LENGTH &&
    /^\d+$/.test(serial) &&
    luhnCheckDigit(serial.slice(0, -1)) === Number(serial[IMEI_LENGTH - 1])
  );
}

/** The IMEI of 14 digits: them and their check digit. */
export function imeiOf(body: string): string {
  return `${body}${luhnCheckDigit(body)}`;
}

/** The first problem with a new device's serial number, or undefined when the rule accepts it. */
export function serialNumberProblem(serial: string): SerialNumberProblem | undefined {
  if (!/^\d+$/.test(serial)) return 'digits';
  if (serial.length < SERIAL_NUMBER_MIN_LENGTH || serial.length > SERIAL_NUMBER_MAX_LENGTH) return 'length';
  if (serial.length === IMEI_LENGTH && !isImei(serial)) return 'imeiCheck';
  return undefined;
}
