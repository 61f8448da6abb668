import { z } from 'zod';
import { byName, call, NO_DATA, page } from '../catalogue/declare';
import { PAGE_SIZES } from '../constants';
import { entityId, id, int, maybeText, pageIndex, pageRows, text } from './common';

/**
 * Shape bounds only: the domain checks each field with its own code (flag 1 or 2, name 1 to 60
 * characters, price whole NT$ 0 to 1,000,000, extendDays 1 to 3660, statusCode 0 or 1, description
 * at most 280, invoiceName at most 60). These only keep a request small.
 */
const TEXT_MAX = 1000;
const FLAGS_MAX = 2;

const itemFields = {
  flag: z.number().describe('1 VIP service (moves the value-added expiry), 2 address plan.'),
  name: z.string().max(TEXT_MAX).describe('1 to 60 characters.'),
  price: z.number().describe('Whole NT$, tax included, 0 to 1,000,000.'),
  extendDays: z.number().describe('Days one purchase adds, 1 to 3660.'),
  statusCode: z.number().describe('1 shown (sold), 0 hidden.'),
  description: z.string().max(TEXT_MAX).optional().describe('At most 280 characters.'),
  invoiceName: z
    .string()
    .max(TEXT_MAX)
    .optional()
    .describe('The line printed on the e-invoice, at most 60 characters; blank prints the name.'),
};

export const VipPlanItem = z
  .object({
    id: entityId,
    flag: int.describe('1 VIP service, 2 address plan.'),
    name: text,
    price: int.describe('Whole NT$, tax included.'),
    extendDays: int,
    statusCode: int.describe('1 shown, 0 hidden.'),
    description: maybeText,
    invoiceName: maybeText.describe('The e-invoice line; null prints the name.'),
  })
  .meta({ id: 'VipPlanItem', description: 'A VIP plan item: a VIP service or an address plan for sale.' });
export const VipPlanItemPage = page(VipPlanItem, 'VipPlanItemPage');

const RIGHTS = ' Administrators need the VIP plan right (function 7).';

export const vipPlanCalls = byName([
  call({
    name: 'getVipPlanItems',
    kind: 'query',
    summary:
      'VIP plan items by flag, cheapest first, 50 a page. Administrators (VIP plan view) see every item; fleet and device accounts see only the shown ones (statusCode 1), the ones they can buy.',
    input: z.object({
      flags: z.array(z.number().int()).max(FLAGS_MAX).optional().describe('Only these flags (1, 2).'),
      statusCode: z.number().int().optional().describe('Only this status (1 shown, 0 hidden).'),
      pageIndex,
      pageRows: pageRows(PAGE_SIZES.vipPlans),
    }),
    output: VipPlanItemPage,
    graphql: { field: 'vipPlanItems', args: 'flat' },
  }),
  call({
    name: 'addVipPlanItem',
    kind: 'mutation',
    summary: 'Adds a VIP plan item; answers it with its new id.' + RIGHTS,
    input: z.object(itemFields),
    output: VipPlanItem,
    graphql: { field: 'addVipPlanItem', args: { input: 'AddVipPlanItemInput' } },
  }),
  call({
    name: 'editVipPlanItem',
    kind: 'mutation',
    summary:
      "Replaces a VIP plan item's fields (all of them); orders already placed keep their price." + RIGHTS,
    input: z.object({ id, ...itemFields }),
    output: VipPlanItem,
    graphql: { field: 'editVipPlanItem', args: { input: 'EditVipPlanItemInput' } },
  }),
  call({
    name: 'deleteVipPlanItem',
    kind: 'mutation',
    summary: 'Deletes a VIP plan item (orders already placed keep its name and price).' + RIGHTS,
    input: z.object({ id }),
    output: NO_DATA,
    graphql: { field: 'deleteVipPlanItem', args: 'flat' },
  }),
] as const);
