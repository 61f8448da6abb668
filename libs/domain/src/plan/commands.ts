/**
 * Commands on a service plan's items, stream `plan-<planId>`. Fields arrive as the caller gave them
 * and are checked by the decider; `by` is the acting administrator's account id.
 */
interface PlanCommandBase {
  planId: number;
  at: number;
  by: string;
}

/** An item's fields as a form gives them. */
export interface PlanItemInput {
  name: unknown;
  price: unknown;
  extendDays: unknown;
  activeStatus: unknown;
  overtimeDays: unknown;
  overtimePrice: unknown;
  description?: unknown;
}

export interface AddPlanItem extends PlanCommandBase, PlanItemInput {
  type: 'AddPlanItem';
  itemId: string;
}
/** Replaces every field; an edit that changes nothing records nothing. */
export interface EditPlanItem extends PlanCommandBase, PlanItemInput {
  type: 'EditPlanItem';
  itemId: string;
}
export interface DeletePlanItem extends PlanCommandBase {
  type: 'DeletePlanItem';
  itemId: string;
}

export type PlanCommand = AddPlanItem | EditPlanItem | DeletePlanItem;
