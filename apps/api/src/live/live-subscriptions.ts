import { adminCan, deviceVisibleTo, FunctionId, type Actor } from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import type { DeviceDoc, WarningDoc } from '@gps/projections';
import { ApiError } from '../application/api-error';
import type { RequestInfo } from '../application/dispatcher';
import type { Platform } from '../application/platform';
import type { LiveHub, LiveKind } from './live-hub';
import { ConflatedByKey, OldestDropped, type LiveBuffer } from './live-buffers';
import { LiveQueue } from './live-queue';
import { topicsOfActor } from './topics';

/** How often an open subscription re-reads its session (ended, suspended, idle, rights changed). */
const SESSION_RECHECK_MS = 30_000;
/** Single updates waiting for a slow client before the oldest are dropped. */
const QUEUE_MAX = 10_000;

type Watched = Pick<DeviceDoc | WarningDoc, 'deviceSerialNumber' | 'fleetId' | 'parentFleetId'>;

function mayWatch(actor: Actor): boolean {
  if (actor.kind !== 'admin') return true;
  return adminCan(actor, FunctionId.DEVICE, 'view') || adminCan(actor, FunctionId.CUSTOMER, 'view');
}

/**
 * Opens live streams for GraphQL subscriptions with the same rules as the lists: the session is
 * checked when the stream opens and again every 30 s, and every update is offered only to callers
 * allowed to see its device, judged with the device's fleet as the update carries it.
 */
export class LiveSubscriptions {
  constructor(
    private readonly platform: Platform,
    private readonly hub: LiveHub,
  ) {}

  /** One message per update, for warnings (each matters) and clients that want rows one by one. */
  each<T extends Watched>(
    kind: LiveKind,
    request: RequestInfo,
    only?: readonly string[] | null,
  ): Promise<AsyncIterableIterator<T>> {
    return this.open(kind, request, only, new OldestDropped<T>(QUEUE_MAX));
  }

  /**
   * One message per published batch with the latest update of each device in it; a slow client's
   * waiting updates are merged by device, so it gets the newest of each rather than losing any.
   */
  latestByDevice<T extends Watched>(
    kind: LiveKind,
    request: RequestInfo,
    only?: readonly string[] | null,
  ): Promise<AsyncIterableIterator<T[]>> {
    return this.open(kind, request, only, new ConflatedByKey<T>((item) => item.deviceSerialNumber));
  }

  private async open<T extends Watched, Out>(
    kind: LiveKind,
    request: RequestInfo,
    only: readonly string[] | null | undefined,
    buffer: LiveBuffer<T, Out>,
  ): Promise<AsyncIterableIterator<Out>> {
    const sessions = this.platform.sessions;
    let actor = (await sessions.authenticate(request.token)).actor;
    if (!mayWatch(actor)) throw new ApiError(ResponseCode.ACCESS_DENIED, 'insufficient permission');
    const wanted = only && only.length > 0 ? new Set(only) : null;
    let checkedAt = this.platform.clock.now();
    let checking = false;

    const queue = new LiveQueue(buffer, () => unlisten());
    const recheck = () => {
      if (checking || this.platform.clock.now() - checkedAt < SESSION_RECHECK_MS) return;
      checking = true;
      sessions
        .current(request.token)
        .then((caller) => {
          actor = caller.actor;
          if (!mayWatch(actor)) void queue.return();
        })
        // Ended, suspended, idle: the stream completes; the client's next call learns why.
        .catch(() => void queue.return())
        .finally(() => {
          checking = false;
          checkedAt = this.platform.clock.now();
        });
    };
    const visible = (item: T) =>
      (!wanted || wanted.has(item.deviceSerialNumber)) &&
      deviceVisibleTo(actor, {
        serialNumber: item.deviceSerialNumber,
        fleetId: item.fleetId,
        parentFleetId: item.parentFleetId,
      });
    const unlisten = this.hub.listen(kind, topicsOfActor(actor), (items) => {
      recheck();
      queue.push((items as readonly T[]).filter(visible));
    });
    return queue;
  }
}
