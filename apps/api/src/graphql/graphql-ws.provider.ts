import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { DoorParts } from '../request/door-parts';
import { graphqlContext } from './context';
import { GRAPHQL_PATH } from './graphql-options';
import { OperationLimits } from './limits/operation-limits';
import { serveGraphqlWs } from './ws-server';

/**
 * Starts the GraphQL websocket (ws-server.ts) on the app's HTTP server once the schema is built, and
 * closes it, its sockets included, when the app closes.
 */
@Injectable()
export class GraphqlWsProvider implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private server?: { dispose(): Promise<void> };

  constructor(
    @Inject(DoorParts) private readonly parts: DoorParts,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(GraphQLSchemaHost) private readonly schemaHost: GraphQLSchemaHost,
  ) {}

  onApplicationBootstrap(): void {
    const { config, sessions, logger } = this.parts;
    const operationLimits = new OperationLimits(config.graphql);
    this.server = serveGraphqlWs(this.adapterHost.httpAdapter.getHttpServer(), {
      path: GRAPHQL_PATH,
      schema: this.schemaHost.schema,
      limits: config.graphql.limits,
      operationLimits,
      sessions,
      context: graphqlContext(config.trustProxy, (source) => operationLimits.checkSource(source)),
      logger,
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.server?.dispose();
  }
}
