import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import { ApiController } from './rest/api.controller';
import { OpenApiController } from './rest/openapi.controller';
import { Dispatcher } from './request/dispatcher';
import type { Platform } from './platform/platform';
import { graphqlSchemaOf } from './graphql';
import { DoorParts } from './request/door-parts';
import { LiveSubscriptions } from './live/live-subscriptions';
import { graphqlOptions } from './graphql/graphql-options';
import { GraphqlWsProvider } from './graphql/graphql-ws.provider';
import { SandboxPaymentController, SandboxPaymentParts } from './payments/sandbox-payment.controller';
import { PaymentNotifyController, PaymentNotifyParts } from './orders/payment-notify.controller';

/** Hosts the two doors over one Platform and one Dispatcher; holds no business logic. */
@Module({})
export class AppModule {
  static forPlatform(platform: Platform, dispatcher: Dispatcher): DynamicModule {
    const live = new LiveSubscriptions(platform, platform.liveHub);
    return {
      module: AppModule,
      imports: [
        GraphQLModule.forRoot<ApolloDriverConfig>(
          graphqlOptions(platform, graphqlSchemaOf(live, dispatcher)),
        ),
      ],
      controllers: [ApiController, OpenApiController, SandboxPaymentController, PaymentNotifyController],
      providers: [
        { provide: DoorParts, useValue: platform },
        { provide: Dispatcher, useValue: dispatcher },
        { provide: SandboxPaymentParts, useValue: platform },
        { provide: PaymentNotifyParts, useValue: platform },
        GraphqlWsProvider,
      ],
    };
  }
}
