import { Inject, UseFilters } from '@nestjs/common';
import { ApiErrorFilter } from '../api-error.filter';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { CallRequest } from '../context';
import { callInput, dispatchAs } from '../dispatch';
import { Account, AccountPage, CreateAccountInput, EditAccountInput } from '../types/account';
import { KeywordPageArgs } from '../types/common';

/** Administrator accounts. */
@UseFilters(ApiErrorFilter)
@Resolver(() => Account)
export class AccountResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Query(() => AccountPage)
  accounts(@Args() args: KeywordPageArgs, @CallRequest() request: RequestInfo): Promise<AccountPage> {
    return dispatchAs(this.dispatcher, 'getAccounts', callInput(args), request);
  }

  @Mutation(() => Account)
  createAccount(
    @Args('input', { type: () => CreateAccountInput }) input: CreateAccountInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Account> {
    return dispatchAs(this.dispatcher, 'createAccount', callInput(input), request);
  }

  @Mutation(() => Account)
  editAccount(
    @Args('input', { type: () => EditAccountInput }) input: EditAccountInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Account> {
    return dispatchAs(this.dispatcher, 'editAccount', callInput(input), request);
  }

  @Mutation(() => Boolean)
  async deleteAccount(
    @Args('id', { type: () => ID }) id: string,
    @CallRequest() request: RequestInfo,
  ): Promise<boolean> {
    await this.dispatcher.dispatch('deleteAccount', { id }, request);
    return true;
  }
}
