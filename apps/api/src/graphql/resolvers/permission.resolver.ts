import { Inject, UseFilters } from '@nestjs/common';
import { ApiErrorFilter } from '../api-error.filter';
import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { CallRequest } from '../context';
import { callInput, dispatchAs, rightsList } from '../dispatch';
import { FunctionRights, KeywordPageArgs } from '../types/common';
import { CreatePermissionInput, EditPermissionInput, Permission, PermissionPage } from '../types/permission';

/** Administrator permission groups. */
@UseFilters(ApiErrorFilter)
@Resolver(() => Permission)
export class PermissionResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Query(() => PermissionPage)
  permissions(@Args() args: KeywordPageArgs, @CallRequest() request: RequestInfo): Promise<PermissionPage> {
    return dispatchAs(this.dispatcher, 'getPermissions', callInput(args), request);
  }

  @Mutation(() => Permission)
  createPermission(
    @Args('input', { type: () => CreatePermissionInput }) input: CreatePermissionInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Permission> {
    return dispatchAs(this.dispatcher, 'createPermission', callInput(input), request);
  }

  @Mutation(() => Permission)
  editPermission(
    @Args('input', { type: () => EditPermissionInput }) input: EditPermissionInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Permission> {
    return dispatchAs(this.dispatcher, 'editPermission', callInput(input), request);
  }

  @ResolveField('rights', () => [FunctionRights])
  rights(@Parent() permission: { rights?: unknown }): FunctionRights[] {
    return rightsList(permission.rights);
  }
}
