import { GraphQLList, GraphQLNonNull, GraphQLString, type GraphQLFieldConfig } from 'graphql';
import { Announcement, Device, Message, Warning } from '@gps/contracts';
import type { Actor } from '@gps/domain';
import type { WarningDoc } from '@gps/projections';
import type { LiveSubscriptions } from '../../live/live-subscriptions';
import { deviceRowFor } from '../../operations/shared/device-rows';
import {
  announcementRow,
  isAddressedTo,
  messageRow,
  type AnnouncementRow,
  type MessageRow,
} from '../../operations/shared/inbox-rows';
import { warningRow } from '../../operations/shared/shown-warnings';
import type { GraphqlContext } from '../context';
import type { ZodGraphqlTypes } from '../schema/zod-graphql';

/** The live streams the subscriptions read (none when only the schema is printed). */
export type LiveSource = Pick<LiveSubscriptions, 'each' | 'latestByDevice' | 'addressed'>;

interface Only {
  deviceSerialNumbers?: string[] | null;
}

const ONLY = {
  deviceSerialNumbers: {
    type: new GraphQLList(new GraphQLNonNull(GraphQLString)),
    description: 'Only these devices; all the caller may see when absent.',
  },
};

/** A warning as the list answers it to this caller. */
const asRaised = (actor: Actor, warning: WarningDoc) => warningRow(warning, actor);

/** Every customer is sent every announcement. */
const toEveryCustomer = () => true;

/**
 * Live updates over graphql-ws; the session travels as `connectionParams.authToken`. A device row
 * is the one the device calls answer, with the subscriber's editable fields. Announcements and
 * messages go to customers only, a message to its receiver only.
 */
export function liveSubscriptions(
  types: ZodGraphqlTypes,
  live: LiveSource,
): Record<string, GraphQLFieldConfig<unknown, GraphqlContext, Only>> {
  const device = types.output(Device)!;
  return {
    deviceUpdated: {
      type: device,
      description: "A device's row each time it changes: position, status, online, or its details.",
      args: ONLY,
      subscribe: (_source, args, context) =>
        live.each('device', context.requestInfo, args.deviceSerialNumbers, deviceRowFor),
      resolve: (row: unknown) => row,
    },
    devicesUpdated: {
      type: new GraphQLNonNull(new GraphQLList(device)),
      description:
        'The rows of the devices that changed, in one message per batch of updates: the latest row of ' +
        'each. A client reading slower than batches arrive gets the newest row of every device that ' +
        'changed meanwhile. For maps and lists of many devices.',
      args: ONLY,
      subscribe: (_source, args, context) =>
        live.latestByDevice('device', context.requestInfo, args.deviceSerialNumbers, deviceRowFor),
      resolve: (rows: unknown) => rows,
    },
    warningRaised: {
      type: types.output(Warning)!,
      description: 'Each new warning of a device the caller may see.',
      args: ONLY,
      subscribe: (_source, args, context) =>
        live.each('warning', context.requestInfo, args.deviceSerialNumbers, asRaised),
      resolve: (warning: unknown) => warning,
    },
    announcementPublished: {
      type: types.output(Announcement)!,
      description:
        'Each announcement as it is published (now, or when a scheduled one comes due). Customers only.',
      subscribe: (_source, _args, context) =>
        live.addressed('announcement', context.requestInfo, toEveryCustomer, (_actor, doc: AnnouncementRow) =>
          announcementRow(doc),
        ),
      resolve: (announcement: unknown) => announcement,
    },
    messageReceived: {
      type: types.output(Message)!,
      description:
        "Each message sent to the signed-in account (not its sub-fleets' nor its vehicles'). Customers only.",
      subscribe: (_source, _args, context) =>
        live.addressed('message', context.requestInfo, isAddressedTo, (_actor, doc: MessageRow) =>
          messageRow(doc),
        ),
      resolve: (message: unknown) => message,
    },
  };
}
