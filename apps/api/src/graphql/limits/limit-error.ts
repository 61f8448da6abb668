import { GraphQLError, type ASTNode } from 'graphql';

/** `extensions.code` of a refused operation until formatGraphqlError turns it into -2. */
export const LIMIT_EXCEEDED = 'OPERATION_LIMIT_EXCEEDED';

/** Which limit refused the operation; clients translate by it (`extensions.detail.limit`). */
export type LimitName =
  'nesting' | 'tokens' | 'depth' | 'aliases' | 'rootFields' | 'cost' | 'answerBytes' | 'introspection';

export interface LimitDetail {
  limit: LimitName;
  /** The limit's figure; absent for introspection, which is on or off. */
  max?: number;
  /** What the document had; absent where counting stopped at the limit. */
  found?: number;
}

/** HTTP status of an operation refused before it ran, as any invalid request. */
const BAD_REQUEST = 400;

/**
 * The error of an operation refused by a limit. Its message names the limit and its figures; the
 * detail repeats them for clients that show their own text.
 */
export function limitExceeded(
  message: string,
  detail: LimitDetail,
  nodes?: readonly ASTNode[],
): GraphQLError {
  return new GraphQLError(message, {
    nodes,
    extensions: { code: LIMIT_EXCEEDED, http: { status: BAD_REQUEST }, detail },
  });
}
