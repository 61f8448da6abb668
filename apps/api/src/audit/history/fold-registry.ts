import {
  accountDecider,
  announcementDecider,
  couponDecider,
  deviceDecider,
  fleetDecider,
  maintenanceDecider,
  messageDecider,
  orderDecider,
  parseStreamName,
  permissionGroupDecider,
  placesDecider,
  planDecider,
  remoteCommandDecider,
  reportDecider,
  settingsDecider,
  StreamCategory,
  vipPlanDecider,
  voiceRecordingDecider,
  warningDecider,
  type Decider,
  type DomainEvent,
} from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';

/** What folding a stream needs of a decider: its start and its evolve, whatever its types. */
export interface Fold {
  initialState: unknown;
  evolve(state: unknown, event: DomainEvent): unknown;
}

const fold = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>): Fold => decider as unknown as Fold;

/**
 * The decider that folds each audited stream category into its state. Streams of facts no decider
 * folds (a device's telemetry days, the system log, an inbox) are absent: their events' own data are
 * what they changed (docs/decisions/audit-history.md).
 */
const FOLDS: ReadonlyMap<string, Fold> = new Map([
  [StreamCategory.ACCOUNT, fold(accountDecider)],
  [StreamCategory.PERMISSION, fold(permissionGroupDecider)],
  [StreamCategory.FLEET, fold(fleetDecider)],
  [StreamCategory.DEVICE, fold(deviceDecider)],
  [StreamCategory.SETTINGS, fold(settingsDecider)],
  [StreamCategory.REMOTE_COMMAND, fold(remoteCommandDecider)],
  [StreamCategory.VOICE_RECORDING, fold(voiceRecordingDecider)],
  [StreamCategory.WARNING, fold(warningDecider)],
  [StreamCategory.PLACES, fold(placesDecider)],
  [StreamCategory.MAINTENANCE, fold(maintenanceDecider)],
  [StreamCategory.PLAN, fold(planDecider)],
  [StreamCategory.VIP_PLAN, fold(vipPlanDecider)],
  [StreamCategory.COUPON, fold(couponDecider)],
  [StreamCategory.ORDER, fold(orderDecider)],
  [StreamCategory.ANNOUNCEMENT, fold(announcementDecider)],
  [StreamCategory.MESSAGE, fold(messageDecider)],
  [StreamCategory.REPORT, fold(reportDecider)],
]);

/** The fold of a stream, by its category; undefined for a stream of facts. */
export function foldOf(streamId: string): Fold | undefined {
  return FOLDS.get(parseStreamName(streamId).category);
}

/**
 * A stored event as the domain's deciders take it. Its version is read from the metadata only if
 * an evolve asks (none does while every type is at version 1): parsing every folded event's
 * metadata for it was a tenth of a cold history read (bench/README.md). A class, because an object
 * literal with a getter costs several times as much to make.
 */
class FoldedEvent implements DomainEvent {
  readonly type: string;
  readonly data: object;

  constructor(private readonly recorded: RecordedEvent) {
    this.type = recorded.type;
    this.data = recorded.data;
  }

  get version(): number {
    return Number(this.recorded.metadata.version ?? 1);
  }
}

export const domainEventOf = (recorded: RecordedEvent): DomainEvent => new FoldedEvent(recorded);
