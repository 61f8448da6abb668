import type { GraphQLSchema } from 'graphql';
import type { Dispatcher } from '../application/dispatcher';
import type { Platform } from '../application/platform';
import { LiveSubscriptions } from '../live/live-subscriptions';
import { buildGraphqlSchema } from './schema/build-schema';

/** The GraphQL door's schema over the app's dispatcher and live streams. */
export function graphqlSchemaOf(platform: Platform, dispatcher: Dispatcher): GraphQLSchema {
  return buildGraphqlSchema({ calls: dispatcher, live: new LiveSubscriptions(platform, platform.liveHub) });
}
