import { GRAPHQL_SDL_FILE_END, GRAPHQL_SDL_FILE_HEADER } from '@nestjs/graphql';
import { printSchema } from 'graphql';
import { buildGraphqlSchema, type GraphqlDoor } from './schema/build-schema';

/** Printing runs nothing: a door whose resolvers would say so if they were called. */
const PRINTING_ONLY: GraphqlDoor = {
  calls: {
    dispatch: () => Promise.reject(new Error('the schema printer runs no call')),
  },
  live: {
    each: () => Promise.reject(new Error('the schema printer opens no stream')),
    latestByDevice: () => Promise.reject(new Error('the schema printer opens no stream')),
    addressed: () => Promise.reject(new Error('the schema printer opens no stream')),
  },
};

/** The schema file's content, built from the call catalogue alone: no store, no application. */
export function printGeneratedSchema(): Promise<string> {
  return Promise.resolve(
    GRAPHQL_SDL_FILE_HEADER + printSchema(buildGraphqlSchema(PRINTING_ONLY)) + GRAPHQL_SDL_FILE_END,
  );
}
