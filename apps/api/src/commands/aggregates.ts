import {
  accountDecider,
  announcementDecider,
  couponDecider,
  type DomainEvent,
  deviceDecider,
  fleetDecider,
  inboxDecider,
  messageDecider,
  orderDecider,
  maintenanceDecider,
  permissionGroupDecider,
  personalDataDecider,
  personalDataStream,
  placesDecider,
  planDecider,
  remoteCommandDecider,
  reportDecider,
  reservationDecider,
  settingsDecider,
  streams,
  vipPlanDecider,
  voiceRecordingDecider,
  warningDecider,
} from '@gps/domain';
import { aggregate, bindAggregate, type Aggregate, type AggregateType, type RunCommand } from './aggregate';

/** Every aggregate the calls issue commands to, each decider with its stream category. */
export const aggregateTypes = {
  account: aggregate(accountDecider, streams.account),
  /** Account names, unique through their reservation streams. */
  accountName: aggregate(reservationDecider, streams.accountName),
  permission: aggregate(permissionGroupDecider, streams.permission),
  fleet: aggregate(fleetDecider, streams.fleet),
  fleetName: aggregate(reservationDecider, streams.fleetName),
  device: aggregate(deviceDecider, streams.device),
  /** One stream for the whole system: its id is none (undefined). */
  settings: aggregate(settingsDecider, (_none: void) => streams.settings()),
  remoteCommand: aggregate(remoteCommandDecider, streams.remoteCommand),
  voiceRecording: aggregate(voiceRecordingDecider, streams.voiceRecording),
  /** The handling of one warning (the warning itself is in its telemetry day stream). */
  warning: aggregate(warningDecider, streams.warning),
  /** A device's fences and markers, one stream per device. */
  places: aggregate(placesDecider, streams.places),
  /** A device's maintenance items and their due warnings, one stream per device. */
  maintenance: aggregate(maintenanceDecider, streams.maintenance),
  /** The VIP plan catalogue: one stream, its id is none (undefined). */
  vipPlan: aggregate(vipPlanDecider, (_none: void) => streams.vipPlan()),
  /** One coupon, one stream per coupon number. */
  coupon: aggregate(couponDecider, streams.coupon),
  /** A service plan's items, one stream per plan (A to J: 1 to 10). */
  plan: aggregate(planDecider, streams.plan),
  /** One order: its placement, payment, delivery, invoice and refund. */
  order: aggregate(orderDecider, streams.order),
  /** One announcement: its schedule, publication and deletion. */
  announcement: aggregate(announcementDecider, streams.announcement),
  /** One message to one account (a call to several receivers sends one each). */
  message: aggregate(messageDecider, streams.message),
  /** What one account (the session's subjectId) has seen of its announcements and messages. */
  inbox: aggregate(inboxDecider, streams.inbox),
  /** One feedback report: its sending and every edit. */
  report: aggregate(reportDecider, streams.report),
  /** One customer's personal-data erasures (docs/decisions/personal-data.md). */
  personalData: aggregate(personalDataDecider, personalDataStream),
};

type Bound<T> = T extends AggregateType<infer C, infer E, infer _S, infer Id> ? Aggregate<C, E, Id> : never;

export type Aggregates = { readonly [K in keyof typeof aggregateTypes]: Bound<(typeof aggregateTypes)[K]> };

type AnyAggregateType = AggregateType<unknown, DomainEvent, unknown, unknown>;

/**
 * The aggregates bound to one command runner (the platform's). Each entry is bound with its own
 * types; iterating over the table loses them, so the whole is typed once as `Aggregates`.
 */
export function bindAggregates(run: RunCommand): Aggregates {
  const types: Record<string, AnyAggregateType> = aggregateTypes;
  const bound = Object.fromEntries(
    Object.entries(types).map(([name, type]) => [name, bindAggregate(type, run)]),
  );
  return bound as Aggregates;
}
