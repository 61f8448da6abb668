import type { PlanItemFieldsFragment } from '../../gql/graphql';

/** The domain's bounds (libs/domain plan item limits), for the inputs' own limits and counters. */
export const PLAN_ITEM_BOUNDS = {
  nameMax: 60,
  descriptionMax: 280,
  priceMax: 1_000_000,
  daysMax: 3660,
} as const;

/** What the plan item form holds: the item's fields without its id and plan. */
export interface PlanItemFormValues {
  name: string;
  price: number;
  extendDays: number;
  activeStatus: number;
  overtimeDays: number;
  overtimePrice: number;
  description?: string;
}

/** A new item's starting values: a year's service, on sale, no overtime grace. */
export const NEW_PLAN_ITEM: PlanItemFormValues = {
  name: '',
  price: 0,
  extendDays: 365,
  activeStatus: 1,
  overtimeDays: 0,
  overtimePrice: 0,
};

export function formValuesOf(item: PlanItemFieldsFragment): PlanItemFormValues {
  return {
    name: item.name,
    price: item.price,
    extendDays: item.extendDays,
    activeStatus: item.activeStatus,
    overtimeDays: item.overtimeDays,
    overtimePrice: item.overtimePrice,
    description: item.description ?? undefined,
  };
}
