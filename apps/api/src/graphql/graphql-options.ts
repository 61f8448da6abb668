import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Platform } from '../application/platform';
import { acceptConnection, graphqlContext } from './context';
import { formatGraphqlError, wsErrorFormatting } from './format-error';
import { SCHEMA_FILE } from './schema-file';

/** GraphQLModule.forRoot options of the GraphQL door. */
export function graphqlOptions(platform: Platform): ApolloDriverConfig {
  const production = process.env.NODE_ENV === 'production';
  // Nest's type for these options leaves out onError, but hands graphql-ws every option it gets.
  const graphqlWs = { onConnect: acceptConnection, ...wsErrorFormatting(platform.logger) };
  return {
    driver: ApolloDriver,
    path: '/graphql',
    // A running app keeps its schema in memory: only `npm run codegen` may rewrite the committed file.
    autoSchemaFile: process.env.GRAPHQL_WRITE_SCHEMA === '1' ? SCHEMA_FILE : true,
    sortSchema: true,
    // Byte for byte what print-schema.ts writes, so both writers agree.
    buildSchemaOptions: { addNewlineAtEnd: true },
    context: graphqlContext(platform.config.trustProxy),
    subscriptions: { 'graphql-ws': graphqlWs },
    // GraphiQL is a development aid; production serves no landing page at all.
    graphiql: !production,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatGraphqlError(formatted, error, platform.logger),
  };
}
