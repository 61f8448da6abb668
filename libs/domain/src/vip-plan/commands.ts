/** An item's fields as a form gives them; the decider checks them. */
export interface VipPlanItemInput {
  flag: unknown;
  name: unknown;
  price: unknown;
  extendDays: unknown;
  statusCode: unknown;
  description?: unknown;
  invoiceName?: unknown;
}

interface VipPlanCommandBase {
  at: number;
  /** The acting administrator's account id. */
  by: string;
}

export interface AddVipPlanItem extends VipPlanCommandBase, VipPlanItemInput {
  type: 'AddVipPlanItem';
  itemId: string;
}
/** Replaces every field. */
export interface EditVipPlanItem extends VipPlanCommandBase, VipPlanItemInput {
  type: 'EditVipPlanItem';
  itemId: string;
}
export interface DeleteVipPlanItem extends VipPlanCommandBase {
  type: 'DeleteVipPlanItem';
  itemId: string;
}

export type VipPlanCommand = AddVipPlanItem | EditVipPlanItem | DeleteVipPlanItem;
