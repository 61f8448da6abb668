import { PASSWORD_PROBLEM_CODES, PASSWORD_PROBLEM_MESSAGES, passwordProblem } from '@gps/codes';
import { invalid } from '../validation/invalid';

export {
  COMMON_PASSWORDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEMS,
  passwordProblem,
  type PasswordProblem,
} from '@gps/codes';

/**
 * A password about to be set, checked against the policy (docs/decisions/passwords.md) with the
 * name it signs in with; a refusal is a validation failure naming the field (-2).
 */
export function checkNewPassword(field: string, password: string, accountName: string): string {
  const problem = passwordProblem(password, accountName);
  if (problem) {
    const { code, params } = PASSWORD_PROBLEM_CODES[problem];
    invalid(field, PASSWORD_PROBLEM_MESSAGES[problem], code, params);
  }
  return password;
}
