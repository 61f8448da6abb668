import { VipPlanFlag, VipPlanStatus } from '@gps/codes';
import type { AddVipPlanItemInput, VipPlanItemFieldsFragment } from '../../gql/graphql';

/**
 * Between the VIP plan item dialog and the calls (libs/contracts/src/calls/vip-plans.ts): what the
 * form holds and what it sends.
 */

/** The domain's bounds (libs/domain/src/vip-plan/limits.ts), for the inputs' own limits. */
export const VIP_PLAN_INPUT_LIMITS = {
  nameMax: 60,
  priceMax: 1_000_000,
  extendDaysMax: 3660,
  descriptionMax: 280,
  invoiceNameMax: 60,
} as const;

export interface VipPlanFormValues {
  flag: VipPlanFlag;
  name: string;
  price: number | null;
  extendDays: number | null;
  shown: boolean;
  description: string;
  invoiceName: string;
}

/** A new item of the tab's flag: shown, as most are added to be sold. */
export function newItemValues(flag: VipPlanFlag): VipPlanFormValues {
  return { flag, name: '', price: null, extendDays: null, shown: true, description: '', invoiceName: '' };
}

export function formValuesOf(item: VipPlanItemFieldsFragment): VipPlanFormValues {
  return {
    flag: item.flag === VipPlanFlag.ADDRESS_PLAN ? VipPlanFlag.ADDRESS_PLAN : VipPlanFlag.VIP_SERVICE,
    name: item.name,
    price: item.price,
    extendDays: item.extendDays,
    shown: item.statusCode === VipPlanStatus.SHOW,
    description: item.description ?? '',
    invoiceName: item.invoiceName ?? '',
  };
}

/** The form as addVipPlanItem takes it; blank texts are left out (the server stores null). */
export function itemInput(v: VipPlanFormValues): AddVipPlanItemInput {
  return {
    flag: v.flag,
    name: v.name,
    // The form requires both; the server names a missing one on its field.
    price: v.price ?? Number.NaN,
    extendDays: v.extendDays ?? Number.NaN,
    statusCode: v.shown ? VipPlanStatus.SHOW : VipPlanStatus.HIDE,
    description: v.description.trim() === '' ? undefined : v.description,
    invoiceName: v.invoiceName.trim() === '' ? undefined : v.invoiceName,
  };
}
