import { SERIAL_NUMBER_PROBLEM_CODES, SERIAL_NUMBER_PROBLEM_MESSAGES, serialNumberProblem } from '@gps/codes';
import { invalid } from '../validation/invalid';

export {
  IMEI_LENGTH,
  SERIAL_NUMBER_MAX_LENGTH,
  SERIAL_NUMBER_MIN_LENGTH,
  SERIAL_NUMBER_PROBLEMS,
  imeiOf,
  isImei,
  luhnCheckDigit,
  serialNumberProblem,
  type SerialNumberProblem,
} from '@gps/codes';

/**
 * The serial number of a device about to be added (docs/decisions/serial-numbers.md); a refusal is
 * a validation failure naming the field (-2). Devices already registered are looked up by the looser
 * shape of any serial (`serialNumber`, 1 to 20 digits), so none becomes unreachable.
 */
export function newSerialNumber(field: string, value: unknown): string {
  const serial = typeof value === 'string' ? value : '';
  const problem = serialNumberProblem(serial);
  if (problem) {
    const { code, params } = SERIAL_NUMBER_PROBLEM_CODES[problem];
    invalid(field, `${field}: ${SERIAL_NUMBER_PROBLEM_MESSAGES[problem]}`, code, params);
  }
  return serial;
}
