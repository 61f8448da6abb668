import {
  GraphQLObjectType,
  GraphQLSchema,
  lexicographicSortSchema,
  type GraphQLFieldConfigMap,
} from 'graphql';
import { callList, isGraphqlCall } from '@gps/contracts';
import type { GraphqlContext } from '../context';
import { callField, type ArgumentsOverride, type CallDispatch } from './call-field';
import { ZodGraphqlTypes } from './zod-graphql';
import { fleetFields } from '../hand-written/fleet-fields';
import { argumentsOverrides } from '../hand-written/arguments-overrides';
import { liveSubscriptions, type LiveSource } from '../hand-written/live-subscriptions';

/** What the door's resolvers reach: the dispatcher, and the live streams for subscriptions. */
export interface GraphqlDoor {
  calls: CallDispatch;
  live: LiveSource;
}

type Fields = GraphQLFieldConfigMap<unknown, GraphqlContext>;

/**
 * The GraphQL door's schema, built from the call catalogue (docs/decisions/one-declaration.md): one
 * Query or Mutation field per call with its generic resolver, the types from the calls' schemas, and
 * what is GraphQL's own written by hand (graphql/hand-written/): field resolvers, subscriptions, and
 * the arguments of a call GraphQL cannot say as its schema does.
 */
export function buildGraphqlSchema(door: GraphqlDoor): GraphQLSchema {
  const types: ZodGraphqlTypes = new ZodGraphqlTypes({ Fleet: () => fleetFields(types, door.calls) });
  const overrides: Partial<Record<string, ArgumentsOverride>> = argumentsOverrides(types);
  const roots: Record<'query' | 'mutation', Fields> = { query: {}, mutation: {} };
  // A call answering a file is /api's only (docs/decisions/exports.md).
  for (const call of callList.filter(isGraphqlCall)) {
    roots[call.kind][call.graphql.field] = callField(call, types, door.calls, overrides[call.name]);
  }
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: roots.query }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: roots.mutation }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: liveSubscriptions(types, door.live),
    }),
  });
  return lexicographicSortSchema(schema);
}
