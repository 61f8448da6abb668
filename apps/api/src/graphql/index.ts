import type { GraphQLSchema } from 'graphql';
import type { Dispatcher } from '../request/dispatcher';
import type { LiveSource } from './hand-written/live-subscriptions';
import { buildGraphqlSchema } from './schema/build-schema';

/** The GraphQL door's schema over the app's dispatcher and live streams. */
export function graphqlSchemaOf(live: LiveSource, dispatcher: Dispatcher): GraphQLSchema {
  return buildGraphqlSchema({ calls: dispatcher, live });
}
