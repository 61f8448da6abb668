import {
  ADMIN_FUNCTION_IDS,
  NO_RIGHTS,
  RIGHTS_FLAGS_PATTERN,
  RIGHT_INDEX,
  flagsGrant,
  type AdminFunctionId,
  type AdminRight,
  type Rights,
} from './functions';
import type { RightsInput } from './commands';
import { partialRights } from './validation';

/** One right on one function, e.g. add on function 1 (ACCOUNT). */
export interface Grant {
  functionId: AdminFunctionId;
  right: AdminRight;
}

const RIGHTS_IN_ORDER = Object.keys(RIGHT_INDEX) as AdminRight[];

/**
 * The rights `wanted` holds that `held` does not, function by function and flag by flag: `wanted`
 * is within `held` ("wanted ⊆ held") exactly when this is empty. Only functions 1..13 count. A
 * function missing from `held`, or a malformed flag string there, grants nothing; a malformed flag
 * string in `wanted` asks for every right of that function (fail closed: validated rights never
 * have one).
 */
export function grantsBeyond(
  wanted: Readonly<Record<string, string>>,
  held: Readonly<Record<string, string>>,
): Grant[] {
  const beyond: Grant[] = [];
  for (const functionId of ADMIN_FUNCTION_IDS) {
    const asked = wanted[String(functionId)];
    const malformed = asked !== undefined && !(typeof asked === 'string' && RIGHTS_FLAGS_PATTERN.test(asked));
    for (const right of RIGHTS_IN_ORDER) {
      if ((malformed || flagsGrant(asked, right)) && !flagsGrant(held[String(functionId)], right)) {
        beyond.push({ functionId, right });
      }
    }
  }
  return beyond;
}

/** "function 1 (add, delete), function 13 (view)", for messages. */
export function describeGrants(grants: readonly Grant[]): string {
  const byFunction = new Map<number, AdminRight[]>();
  for (const g of grants) byFunction.set(g.functionId, [...(byFunction.get(g.functionId) ?? []), g.right]);
  return [...byFunction].map(([id, rights]) => `function ${id} (${rights.join(', ')})`).join(', ');
}

/** Whether two complete rights records are the same, function by function. */
export function sameRights(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): boolean {
  return ADMIN_FUNCTION_IDS.every((id) => a[String(id)] === b[String(id)]);
}

/**
 * The rights a new group gets: the functions given (validated), nothing ('0000') for the others.
 * A partial list never inherits more than it names.
 */
export function rightsOfNewGroup(given: RightsInput | undefined): Rights {
  return { ...NO_RIGHTS, ...(given === undefined ? {} : partialRights(given)) };
}

/** The complete rights after an edit: the functions given (validated) over the current ones. */
export function rightsAfterEdit(current: Readonly<Rights>, given: RightsInput | undefined): Rights {
  return { ...current, ...(given === undefined ? {} : partialRights(given)) };
}
