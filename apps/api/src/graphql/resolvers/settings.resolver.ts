import { Inject, UseFilters } from '@nestjs/common';
import { ApiErrorFilter } from '../api-error.filter';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { CallRequest } from '../context';
import { dispatchAs } from '../dispatch';
import { SystemSetting } from '../types/settings';

/** System settings (back office). */
@UseFilters(ApiErrorFilter)
@Resolver(() => SystemSetting)
export class SettingsResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Query(() => [SystemSetting])
  systemSettings(@CallRequest() request: RequestInfo): Promise<SystemSetting[]> {
    return dispatchAs(this.dispatcher, 'getSystemSettings', {}, request);
  }

  @Mutation(() => SystemSetting)
  editSystemSetting(
    @Args('id') id: string,
    @Args('value') value: string,
    @CallRequest() request: RequestInfo,
  ): Promise<SystemSetting> {
    return dispatchAs(this.dispatcher, 'editSystemSetting', { id, value }, request);
  }
}
