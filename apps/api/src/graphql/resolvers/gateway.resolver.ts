import { Inject, UseFilters } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { ApiErrorFilter } from '../api-error.filter';
import { CallRequest } from '../context';
import { dispatchAs } from '../dispatch';
import { GatewayStatusReport } from '../types/gateway';

/** The device gateways as the back office sees them. */
@UseFilters(ApiErrorFilter)
@Resolver()
export class GatewayResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Query(() => GatewayStatusReport)
  gatewayStatus(@CallRequest() request: RequestInfo): Promise<GatewayStatusReport> {
    return dispatchAs(this.dispatcher, 'getGatewayStatus', {}, request);
  }
}
