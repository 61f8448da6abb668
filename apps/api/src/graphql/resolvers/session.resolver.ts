import { Inject, UseFilters } from '@nestjs/common';
import { ApiErrorFilter } from '../api-error.filter';
import { Args, Mutation, Parent, Query, ResolveField, Resolver, Int } from '@nestjs/graphql';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { CallRequest } from '../context';
import { callInput, dispatchAs, permissionSlots, rightsList } from '../dispatch';
import { FunctionRights } from '../types/common';
import { ClientLoginInput, Session } from '../types/session';

/** Signing in and out, password recovery, and the current session. */
@UseFilters(ApiErrorFilter)
@Resolver(() => Session)
export class SessionResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Query(() => Session)
  me(@CallRequest() request: RequestInfo): Promise<Session> {
    return dispatchAs(this.dispatcher, 'me', {}, request);
  }

  @Mutation(() => Session)
  login(
    @Args('input', { type: () => ClientLoginInput }) input: ClientLoginInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Session> {
    return dispatchAs(this.dispatcher, 'login', callInput(input), request);
  }

  @Mutation(() => Session)
  loginAccount(
    @Args('account') account: string,
    @Args('password') password: string,
    @CallRequest() request: RequestInfo,
  ): Promise<Session> {
    return dispatchAs(this.dispatcher, 'loginAccount', { account, password }, request);
  }

  @Mutation(() => Boolean)
  async logout(@CallRequest() request: RequestInfo): Promise<boolean> {
    await this.dispatcher.dispatch('logout', {}, request);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Administrators.' })
  async forgetAccountPassword(
    @Args('account') account: string,
    @Args('email') email: string,
    @CallRequest() request: RequestInfo,
  ): Promise<boolean> {
    await this.dispatcher.dispatch('forgetAccountPassword', { account, email }, request);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Fleets and devices: account is the fleet account or the serial number.',
  })
  async requestForgetPassword(
    @Args('account') account: string,
    @Args('email') email: string,
    @CallRequest() request: RequestInfo,
  ): Promise<boolean> {
    await this.dispatcher.dispatch('requestForgetPassword', { account, email }, request);
    return true;
  }

  @Mutation(() => Boolean)
  async resetAccountPassword(
    @Args('resetKey') resetKey: string,
    @Args('password') password: string,
    @CallRequest() request: RequestInfo,
  ): Promise<boolean> {
    await this.dispatcher.dispatch('resetAccountPassword', { resetKey, password }, request);
    return true;
  }

  @Mutation(() => Boolean)
  async resetPassword(
    @Args('resetKey') resetKey: string,
    @Args('password') password: string,
    @CallRequest() request: RequestInfo,
  ): Promise<boolean> {
    await this.dispatcher.dispatch('resetPassword', { resetKey, password }, request);
    return true;
  }

  @ResolveField('rights', () => [FunctionRights])
  rights(@Parent() session: { rights?: unknown }): FunctionRights[] {
    return rightsList(session.rights);
  }

  @ResolveField('permissions', () => [Int])
  permissions(@Parent() session: { permissions?: unknown }): number[] {
    return permissionSlots(session.permissions);
  }
}
