import { Inject, UseFilters } from '@nestjs/common';
import { ApiErrorFilter } from '../api-error.filter';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { CallRequest } from '../context';
import { callInput, dispatchAs } from '../dispatch';
import { KeywordPageArgs } from '../types/common';
import { SystemLog, SystemLogPage } from '../types/system-log';

/** The administrators' action log. */
@UseFilters(ApiErrorFilter)
@Resolver(() => SystemLog)
export class SystemLogResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Query(() => SystemLogPage)
  systemLogs(@Args() args: KeywordPageArgs, @CallRequest() request: RequestInfo): Promise<SystemLogPage> {
    return dispatchAs(this.dispatcher, 'getSystemLogs', callInput(args), request);
  }
}
