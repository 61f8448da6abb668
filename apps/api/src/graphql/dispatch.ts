import type { Dispatcher, RequestInfo } from '../request/dispatcher';
import type { FunctionRights } from './types/common';

/**
 * Builds a call's input from GraphQL arguments. GraphQL lets a client send null for any optional
 * argument; the calls' schemas mostly mean "absent" by leaving the field out, so nulls are dropped
 * except for the fields where the call gives null a meaning (`keepNull`).
 */
export function callInput(args: object, keepNull: readonly string[] = []): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || (value === null && !keepNull.includes(key))) continue;
    input[key] = value;
  }
  return input;
}

/** The one way a resolver reaches the application; the result type is the call's documented output. */
export async function dispatchAs<T>(
  dispatcher: Dispatcher,
  name: string,
  input: Record<string, unknown>,
  request: RequestInfo,
): Promise<T> {
  return (await dispatcher.dispatch(name, input, request)) as T;
}

/** Read models keep rights as a map function id -> flags; GraphQL lists them. */
export function rightsList(rights: unknown): FunctionRights[] {
  if (Array.isArray(rights)) return rights as FunctionRights[];
  if (!rights || typeof rights !== 'object') return [];
  return Object.entries(rights)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([functionId, flags]) => ({ functionId: Number(functionId), flags }))
    .sort((a, b) => a.functionId - b.functionId);
}

/** Client permission slots as a list of 0/1, whether kept as a flag string ("101") or a list. */
export function permissionSlots(permissions: unknown): number[] {
  if (Array.isArray(permissions)) return permissions.map(Number);
  if (typeof permissions === 'string') return [...permissions].map(Number);
  return [];
}
