import { Inject, UseFilters } from '@nestjs/common';
import { ApiErrorFilter } from '../api-error.filter';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { CallRequest } from '../context';
import { callInput, dispatchAs } from '../dispatch';
import { PageArgs, pageOf } from '../types/common';
import { AddDevicesResult, Device, DeviceFilter, DevicePage, EditDeviceInput } from '../types/device';

/** Trackers: lists, stock, allocation to fleets, editing, stopping service. */
@UseFilters(ApiErrorFilter)
@Resolver(() => Device)
export class DeviceResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Query(() => DevicePage)
  devices(
    @Args('filter', { type: () => DeviceFilter, nullable: true }) filter: DeviceFilter | null | undefined,
    @Args() paging: PageArgs,
    @CallRequest() request: RequestInfo,
  ): Promise<DevicePage> {
    return dispatchAs(this.dispatcher, 'getDevices', callInput({ ...filter, ...pageOf(paging) }), request);
  }

  @Query(() => DevicePage)
  expireServiceDevices(@Args() paging: PageArgs, @CallRequest() request: RequestInfo): Promise<DevicePage> {
    return dispatchAs(this.dispatcher, 'getExpireServiceDevices', callInput(pageOf(paging)), request);
  }

  @Mutation(() => AddDevicesResult)
  addDevices(
    @Args('deviceSerialNumbers', { type: () => [String] }) deviceSerialNumbers: string[],
    @CallRequest() request: RequestInfo,
  ): Promise<AddDevicesResult> {
    return dispatchAs(this.dispatcher, 'addDevices', { deviceSerialNumbers }, request);
  }

  @Mutation(() => [Device])
  allocationDevice(
    @Args('deviceSerialNumbers', { type: () => [String] }) deviceSerialNumbers: string[],
    @Args('fleetId', { type: () => ID, nullable: true, description: 'null or absent: back to unallocated.' })
    fleetId: string | null | undefined,
    @CallRequest() request: RequestInfo,
  ): Promise<Device[]> {
    const input = callInput({ deviceSerialNumbers, fleetId }, ['fleetId']);
    return dispatchAs(this.dispatcher, 'allocationDevice', input, request);
  }

  @Mutation(() => Device)
  editDevice(
    @Args('input', { type: () => EditDeviceInput }) input: EditDeviceInput,
    @CallRequest() request: RequestInfo,
  ): Promise<Device> {
    const call = callInput(input, ['fleetId', 'serviceStatusCode']);
    return dispatchAs(this.dispatcher, 'editDevice', call, request);
  }

  @Mutation(() => [Device])
  stopDeviceService(
    @Args('deviceSerialNumbers', { type: () => [String] }) deviceSerialNumbers: string[],
    @CallRequest() request: RequestInfo,
  ): Promise<Device[]> {
    return dispatchAs(this.dispatcher, 'stopDeviceService', { deviceSerialNumbers }, request);
  }
}
