import { Inject, UseFilters } from '@nestjs/common';
import { Args, Resolver, Subscription } from '@nestjs/graphql';
import type { DeviceDoc, WarningDoc } from '@gps/projections';
import type { RequestInfo } from '../../request/dispatcher';
import { LiveSubscriptions } from '../../live/live-subscriptions';
import { ApiErrorFilter } from '../api-error.filter';
import { CallRequest } from '../context';
import { Device } from '../types/device';
import { Warning } from '../types/warning';

const ONLY = {
  type: () => [String],
  nullable: true,
  description: 'Only these devices; all the caller may see when absent.',
} as const;

/** Live updates over graphql-ws; the session travels as `connectionParams.authToken`. */
@UseFilters(ApiErrorFilter)
@Resolver()
export class LiveResolver {
  constructor(@Inject(LiveSubscriptions) private readonly live: LiveSubscriptions) {}

  @Subscription(() => Device, {
    description: "A device's row each time it changes: position, status, online, or its details.",
    resolve: (device: DeviceDoc) => device,
  })
  deviceUpdated(
    @Args('deviceSerialNumbers', ONLY) only: string[] | null | undefined,
    @CallRequest() request: RequestInfo,
  ): Promise<AsyncIterableIterator<DeviceDoc>> {
    return this.live.each<DeviceDoc>('device', request, only);
  }

  @Subscription(() => [Device], {
    description:
      'The rows of the devices that changed, in one message per batch of updates: the latest row of ' +
      'each. A client reading slower than batches arrive gets the newest row of every device that ' +
      'changed meanwhile. For maps and lists of many devices.',
    resolve: (devices: DeviceDoc[]) => devices,
  })
  devicesUpdated(
    @Args('deviceSerialNumbers', ONLY) only: string[] | null | undefined,
    @CallRequest() request: RequestInfo,
  ): Promise<AsyncIterableIterator<DeviceDoc[]>> {
    return this.live.latestByDevice<DeviceDoc>('device', request, only);
  }

  @Subscription(() => Warning, {
    description: 'Each new warning of a device the caller may see.',
    resolve: (warning: WarningDoc) => warning,
  })
  warningRaised(
    @Args('deviceSerialNumbers', ONLY) only: string[] | null | undefined,
    @CallRequest() request: RequestInfo,
  ): Promise<AsyncIterableIterator<WarningDoc>> {
    return this.live.each<WarningDoc>('warning', request, only);
  }
}
