import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import {
  GRAPHQL_SDL_FILE_END,
  GRAPHQL_SDL_FILE_HEADER,
  GraphQLSchemaBuilderModule,
  GraphQLSchemaFactory,
} from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { graphqlResolvers } from './index';

/**
 * The schema file's content, built from the resolvers' decorators alone: no store, no application,
 * no HTTP server. Same bytes as the app writes with GRAPHQL_WRITE_SCHEMA=1 (see graphql-options.ts).
 */
export async function printGeneratedSchema(): Promise<string> {
  const app = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  try {
    await app.init();
    const schema = await app.get(GraphQLSchemaFactory).create(graphqlResolvers);
    return GRAPHQL_SDL_FILE_HEADER + printSchema(lexicographicSortSchema(schema)) + GRAPHQL_SDL_FILE_END;
  } finally {
    await app.close();
  }
}
