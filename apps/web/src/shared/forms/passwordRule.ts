import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@gps/codes';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** What the policy's hint under a new-password field interpolates. */
export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/**
 * The translated reason the password policy (the server's own rule, from @gps/codes) refuses a new
 * password, or undefined when it takes it. An empty field is left to the field's `required` rule.
 */
export function passwordRefusal(t: TFunction, password: string, accountName?: string): string | undefined {
  if (!password) return undefined;
  const problem = passwordProblem(password, accountName);
  return problem ? t(`rules.password.${problem}`, PASSWORD_LIMITS) : undefined;
}

/**
 * The antd rule of a new-password field. `accountName` reads the name the password signs in with
 * (the form's account field, or the account being edited) when the field is checked.
 */
export function passwordRule(
  t: TFunction,
  accountName: (form: { getFieldValue: (name: string) => unknown }) => unknown,
): FormRule {
  return (form) => ({
    validator: (_, value: string | undefined) => {
      const name = accountName(form);
      const refusal = passwordRefusal(t, value ?? '', typeof name === 'string' ? name : undefined);
      return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
    },
  });
}

/** The hint under a new-password field: the policy, after "leave it empty to keep it" when editing. */
export function passwordHint(t: TFunction, keepsWhenEmpty: boolean): string {
  const policy = t('rules.password.hint', PASSWORD_LIMITS);
  return keepsWhenEmpty ? `${t('common.passwordKeepHint')} ${policy}` : policy;
}
