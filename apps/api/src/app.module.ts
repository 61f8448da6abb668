import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import { ApiController } from './rest/api.controller';
import { OpenApiController } from './rest/openapi.controller';
import { Dispatcher } from './application/dispatcher';
import { Platform } from './application/platform';
import { graphqlSchemaOf } from './graphql';
import { graphqlOptions } from './graphql/graphql-options';
import { GraphqlWsProvider } from './graphql/graphql-ws.provider';

/** Hosts the two doors over one Platform and one Dispatcher; holds no business logic. */
@Module({})
export class AppModule {
  static forPlatform(platform: Platform, dispatcher: Dispatcher): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GraphQLModule.forRoot<ApolloDriverConfig>(
          graphqlOptions(platform, graphqlSchemaOf(platform, dispatcher)),
        ),
      ],
      controllers: [ApiController, OpenApiController],
      providers: [
        { provide: Platform, useValue: platform },
        { provide: Dispatcher, useValue: dispatcher },
        GraphqlWsProvider,
      ],
    };
  }
}
