import { jsonObject } from '../../infrastructure/env-values';

/**
 * The GraphQL door's limits and whether it answers introspection. Figures and how each was chosen:
 * docs/decisions/graphql-limits.md. The README's configuration table lists the variables.
 */
export interface GraphqlLimits {
  /** Lexical tokens in one document (graphql-js counts names, punctuation and values). */
  maxTokens: number;
  /** Levels of fields in one operation, fragments followed. */
  maxDepth: number;
  /** Aliased fields in one document. */
  maxAliases: number;
  /** Fields at the root of one operation. */
  maxRootFields: number;
  /** The most values the answer may hold, lists counted at their page size (operation-cost.ts). */
  maxCost: number;
  /** Bytes of one serialised answer (an HTTP body, or one websocket message). */
  maxAnswerBytes: number;
  /** Bytes of one message a client sends over the websocket. */
  wsMaxMessageBytes: number;
  /** A websocket that has not sent connection_init by then is closed (4408). */
  wsInitTimeoutMs: number;
}

export interface GraphqlSettings {
  /** Introspection and GraphiQL: off unless GRAPHQL_INTROSPECTION=1 or NODE_ENV=development. */
  introspection: boolean;
  limits: GraphqlLimits;
}

export const DEFAULT_GRAPHQL_LIMITS: Readonly<GraphqlLimits> = {
  maxTokens: 1_000,
  maxDepth: 8,
  maxAliases: 10,
  maxRootFields: 10,
  maxCost: 120_000,
  maxAnswerBytes: 8 * 1024 * 1024,
  wsMaxMessageBytes: 64 * 1024,
  wsInitTimeoutMs: 3_000,
};

/**
 * GRAPHQL_LIMITS: a JSON object overriding any of DEFAULT_GRAPHQL_LIMITS's keys with a positive
 * whole number, e.g. `{"maxCost": 200000}`; GRAPHQL_INTROSPECTION: `1` on, `0` off.
 */
export function loadGraphqlSettings(env: NodeJS.ProcessEnv): GraphqlSettings {
  return { introspection: introspection(env), limits: limits(env) };
}

function introspection(env: NodeJS.ProcessEnv): boolean {
  const value = env.GRAPHQL_INTROSPECTION;
  if (value === undefined || value === '') return env.NODE_ENV === 'development';
  if (value === '1' || value === '0') return value === '1';
  throw new Error(`GRAPHQL_INTROSPECTION must be 1 or 0, got "${value}"`);
}

function limits(env: NodeJS.ProcessEnv): GraphqlLimits {
  const result: GraphqlLimits = { ...DEFAULT_GRAPHQL_LIMITS };
  for (const [key, value] of Object.entries(jsonObject(env, 'GRAPHQL_LIMITS'))) {
    if (!(key in DEFAULT_GRAPHQL_LIMITS)) {
      throw new Error(
        `GRAPHQL_LIMITS has an unknown key "${key}"; known: ${Object.keys(DEFAULT_GRAPHQL_LIMITS).join(', ')}`,
      );
    }
    if (!Number.isSafeInteger(value) || (value as number) <= 0) {
      throw new Error(`GRAPHQL_LIMITS.${key} must be a positive whole number, got ${JSON.stringify(value)}`);
    }
    result[key as keyof GraphqlLimits] = value as number;
  }
  return result;
}
