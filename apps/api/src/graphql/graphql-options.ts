import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Platform } from '../application/platform';
import { graphqlContext } from './context';
import { formatGraphqlError } from './format-error';
import { cappedStringify } from './limits/answer-size';
import { OperationLimits } from './limits/operation-limits';
import type { GraphQLSchema } from 'graphql';

/** Where the GraphQL door answers, over HTTP and over its websocket. */
export const GRAPHQL_PATH = '/graphql';

/**
 * GraphQLModule.forRoot options of the GraphQL door. Its websocket is not Nest's (no `subscriptions`
 * here): graphql-ws.provider.ts serves it with the same limits.
 */
export function graphqlOptions(platform: Platform, schema: GraphQLSchema): ApolloDriverConfig {
  const settings = platform.config.graphql;
  const limits = new OperationLimits(settings);
  return {
    driver: ApolloDriver,
    path: GRAPHQL_PATH,
    // Built from the call catalogue (schema/build-schema.ts); `npm run codegen` prints it to the file.
    schema,
    context: graphqlContext(platform.config.trustProxy, (source) => limits.checkSource(source)),
    // The limits (docs/decisions/graphql-limits.md): introspection is one of its validation rules,
    // so Apollo's own switch stays on and GraphiQL follows the setting.
    parseOptions: limits.parseOptions,
    validationRules: [...limits.validationRules],
    validationOptions: limits.validationOptions,
    hideSchemaDetailsFromClientErrors: !settings.introspection,
    plugins: [limits.apolloPlugin()],
    stringifyResult: cappedStringify(settings.limits.maxAnswerBytes),
    introspection: true,
    graphiql: settings.introspection,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatGraphqlError(formatted, error, platform.logger),
  };
}
