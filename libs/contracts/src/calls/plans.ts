import { z } from 'zod';
import { PLAN_LETTERS } from '@gps/codes';
import { byName, call, NO_DATA, page } from '../catalogue/declare';
import { PAGE_SIZES } from '../constants';
import { entityId, id, int, maybeText, pageIndex, pageRows, serialNumber, text } from './common';

/**
 * Service plans A to J and their items (docs/decisions/billing.md). Shape bounds only: the domain
 * checks each field with its own code (name 1 to 60 characters, prices whole NT$ 0 to 1,000,000,
 * extendDays 1 to 3660, overtimeDays 0 to 3660, activeStatus 0 or 1, description at most 280).
 */
const TEXT_MAX = 1000;
/** The most devices one assignment takes: the admin devices page's 200. */
const ASSIGN_MAX = PAGE_SIZES.devices;

const planIdOf = z.number().int().describe('The plan: 1 to 10 (A to J).');

const itemFields = {
  name: z.string().max(TEXT_MAX).describe('1 to 60 characters: what the customer buys.'),
  price: z.number().describe('Whole NT$ (tax included), 0 to 1,000,000.'),
  extendDays: z.number().describe('Days of service one purchase adds, 1 to 3660.'),
  activeStatus: z.number().describe('1 active (sold), 0 inactive.'),
  overtimeDays: z
    .number()
    .describe(
      '0 to 3660: a service expired longer than this when renewed pays overtimePrice (0: any lapse).',
    ),
  overtimePrice: z.number().describe('Whole NT$, 0 to 1,000,000: the price of an overtime renewal.'),
  description: z
    .string()
    .max(TEXT_MAX)
    .nullable()
    .optional()
    .describe('At most 280 characters; null or absent: none.'),
};

export const Plan = z
  .object({
    planId: int.describe('1 to 10.'),
    planName: text.describe('The letter, A to J.'),
    itemCount: int,
    activeItemCount: int.describe('Items on sale (activeStatus 1).'),
    deviceCount: int.describe('Devices on this plan.'),
  })
  .meta({ id: 'Plan', description: 'A service plan (A to J) with how many items and devices it has.' });
export const PlanPage = page(Plan, 'PlanPage');

export const PlanItem = z
  .object({
    id: entityId,
    planId: int,
    planName: text.describe('The plan letter, A to J.'),
    name: text,
    price: int.describe('Whole NT$, tax included.'),
    extendDays: int,
    activeStatus: int.describe('1 active (sold), 0 inactive.'),
    overtimeDays: int,
    overtimePrice: int.describe('Whole NT$.'),
    description: maybeText,
  })
  .meta({ id: 'PlanItem', description: 'An item of a service plan: days of service at a price.' });
export const PlanItemPage = page(PlanItem, 'PlanItemPage');

const PLAN_RIGHT = 'Administrators with the PLAN (6) ';
const ITEM_NOT_FOUND = ' An unknown item is -3.';

export const planCalls = byName([
  call({
    name: 'getPlans',
    kind: 'query',
    summary: `The ten service plans, ${PLAN_LETTERS[0]} to ${PLAN_LETTERS.at(-1)} (planId 1 to 10), each with its item count, active item count and device count. ${PLAN_RIGHT}view right.`,
    input: z.object({}),
    output: PlanPage,
    graphql: { field: 'plans', args: 'flat' },
  }),
  call({
    name: 'getPlanItems',
    kind: 'query',
    summary: `Service plan items by plan, then oldest first, 50 a page; narrowed to a plan (planId) and/or an activeStatus. ${PLAN_RIGHT}view right.`,
    input: z.object({
      planId: planIdOf.optional(),
      activeStatus: z.number().int().min(0).max(1).optional().describe('1 active, 0 inactive.'),
      pageIndex,
      pageRows: pageRows(PAGE_SIZES.servicePlans),
    }),
    output: PlanItemPage,
    graphql: { field: 'planItems', args: { filter: 'PlanItemFilter' } },
  }),
  call({
    name: 'addPlanItem',
    kind: 'mutation',
    summary: `Adds an item to a service plan; answers it with its new id. ${PLAN_RIGHT}add right; every bad field is -2.`,
    input: z.object({ planId: planIdOf, ...itemFields }),
    output: PlanItem,
    graphql: { field: 'addPlanItem', args: { input: 'AddPlanItemInput' } },
  }),
  call({
    name: 'editPlanItem',
    kind: 'mutation',
    summary: `Replaces a plan item's fields (all of them; it stays on its plan). Orders already placed keep what they bought. ${PLAN_RIGHT}edit right.${ITEM_NOT_FOUND}`,
    input: z.object({ id, ...itemFields }),
    output: PlanItem,
    graphql: { field: 'editPlanItem', args: { input: 'EditPlanItemInput' } },
  }),
  call({
    name: 'deletePlanItem',
    kind: 'mutation',
    summary: `Deletes a plan item: no longer sold. ${PLAN_RIGHT}delete right.${ITEM_NOT_FOUND}`,
    input: z.object({ id }),
    output: NO_DATA,
    graphql: { field: 'deletePlanItem', args: 'flat' },
  }),
  call({
    name: 'assignDevicesPlan',
    kind: 'mutation',
    summary: `Puts devices on a service plan (planId 1 to 10), or on none (0); a device already on it is left as it is. ${PLAN_RIGHT}edit right. An unknown device is -3 naming it (field deviceSerialNumbers): the whole call is refused and nothing changes.`,
    input: z.object({
      deviceSerialNumbers: z.array(serialNumber).min(1).max(ASSIGN_MAX),
      planId: z.number().int().describe('1 to 10 (A to J), or 0: no plan.'),
    }),
    output: NO_DATA,
    graphql: { field: 'assignDevicesPlan', args: 'flat' },
  }),
  call({
    name: 'getRenewalItems',
    kind: 'query',
    summary:
      "What a device may be renewed with: the active items of its service plan, cheapest first. Fleets (a main fleet also for its sub-fleets' devices) and device accounts (their own); another tenant's device is -3, a device on no plan -5 (no_plan).",
    input: z.object({ deviceSerialNumber: serialNumber }),
    output: PlanItemPage,
    graphql: { field: 'renewalItems', args: 'flat' },
  }),
] as const);
