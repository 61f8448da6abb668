import { Inject, UseFilters } from '@nestjs/common';
import { ApiErrorFilter } from '../api-error.filter';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AccountType } from '@gps/contracts';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { CallRequest } from '../context';
import { callInput, dispatchAs } from '../dispatch';
import { PageArgs, pageOf } from '../types/common';
import {
  CreateFleetInput,
  CreateSubFleetInput,
  EditFleetInput,
  EditSubFleetInput,
  Fleet,
  FleetFilter,
  FleetPage,
} from '../types/fleet';

/** getSubFleets' largest page: Fleet.subFleets lists them all, not a first page. */
const ALL_SUB_FLEETS = 1000;

/** Fleets and sub-fleets. */
@UseFilters(ApiErrorFilter)
@Resolver(() => Fleet)
export class FleetResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Query(() => FleetPage)
  fleets(
    @Args('filter', { type: () => FleetFilter, nullable: true }) filter: FleetFilter | null | undefined,
    @Args() paging: PageArgs,
    @CallRequest() request: RequestInfo,
  ): Promise<FleetPage> {
    return dispatchAs(this.dispatcher, 'getFleets', callInput({ ...filter, ...pageOf(paging) }), request);
  }

  @Query(() => FleetPage)
  subFleets(
    @Args('parentFleetId', { type: () => ID }) parentFleetId: string,
    @CallRequest() request: RequestInfo,
  ): Promise<FleetPage> {
    return dispatchAs(this.dispatcher, 'getSubFleets', { parentFleetId }, request);
  }

  @Mutation(() => Fleet)
  createFleet(
    @Args('input', { type: () => CreateFleetInput }) input: CreateFleetInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Fleet> {
    return dispatchAs(this.dispatcher, 'createFleet', callInput(input), request);
  }

  @Mutation(() => Fleet)
  editFleet(
    @Args('input', { type: () => EditFleetInput }) input: EditFleetInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Fleet> {
    return dispatchAs(this.dispatcher, 'editFleet', callInput(input), request);
  }

  @Mutation(() => Boolean)
  async deleteFleet(
    @Args('id', { type: () => ID }) id: string,
    @CallRequest() request: RequestInfo,
  ): Promise<boolean> {
    await this.dispatcher.dispatch('deleteFleet', { id }, request);
    return true;
  }

  @Mutation(() => Fleet)
  createSubFleet(
    @Args('input', { type: () => CreateSubFleetInput }) input: CreateSubFleetInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Fleet> {
    return dispatchAs(this.dispatcher, 'createSubFleet', callInput(input), request);
  }

  @Mutation(() => Fleet)
  editSubFleet(
    @Args('input', { type: () => EditSubFleetInput }) input: EditSubFleetInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Fleet> {
    return dispatchAs(this.dispatcher, 'editSubFleet', callInput(input), request);
  }

  @Mutation(() => Boolean)
  async deleteSubFleet(
    @Args('id', { type: () => ID }) id: string,
    @CallRequest() request: RequestInfo,
  ): Promise<boolean> {
    await this.dispatcher.dispatch('deleteSubFleet', { id }, request);
    return true;
  }

  @ResolveField('accountType', () => Int, { description: 'Always 2 (fleet).' })
  accountType(): number {
    return AccountType.FLEET;
  }

  /** Asked through getSubFleets with the caller's own session, so the same access rules apply. */
  @ResolveField('subFleets', () => [Fleet])
  async subFleetsOf(@Parent() fleet: Fleet, @CallRequest() request: RequestInfo): Promise<Fleet[]> {
    // Sub-fleets have no sub-fleets of their own; a known zero count spares a call per row.
    if (fleet.parentFleetId || fleet.numberOfSubFleets === 0) return [];
    const page = await dispatchAs<FleetPage>(
      this.dispatcher,
      'getSubFleets',
      { parentFleetId: fleet.id, pageRows: ALL_SUB_FLEETS },
      request,
    );
    return page.rows;
  }
}
