import { NO_PLAN, PLAN_LETTERS } from '@gps/codes';
import type { TFunction } from 'i18next';

/** Plans A to J as select options (planId 1 to 10), with "no plan" (0) first when asked. */
export function planOptions(t: TFunction, withNone: boolean): { value: number; label: string }[] {
  const plans = PLAN_LETTERS.map((letter, index) => ({
    value: index + 1,
    label: t('plans.planLetter', { letter }),
  }));
  return withNone ? [{ value: NO_PLAN, label: t('plans.noPlan') }, ...plans] : plans;
}
