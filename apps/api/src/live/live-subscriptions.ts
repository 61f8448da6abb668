import { adminCan, deviceVisibleTo, FunctionId, type Actor } from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import type { DeviceDoc, WarningDoc } from '@gps/projections';
import { ApiError } from '../application/api-error';
import type { RequestInfo } from '../application/dispatcher';
import type { Platform } from '../application/platform';
import type { LiveHub, LiveKind } from './live-hub';
import { LiveQueue } from './live-queue';
import { topicsOfActor } from './topics';

/** How often an open subscription re-reads its session (ended, suspended, idle, rights changed). */
const SESSION_RECHECK_MS = 30_000;
/** Updates waiting for a slow client before the oldest are dropped. */
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

  async open<T extends Watched>(
    kind: LiveKind,
    request: RequestInfo,
    only?: readonly string[] | null,
  ): Promise<AsyncIterableIterator<T>> {
    const sessions = this.platform.sessions;
    let actor = (await sessions.authenticate(request.token)).actor;
    if (!mayWatch(actor)) throw new ApiError(ResponseCode.ACCESS_DENIED, 'insufficient permission');
    const wanted = only && only.length > 0 ? new Set(only) : null;
    let checkedAt = this.platform.clock.now();
    let checking = false;

    const queue: LiveQueue<T> = new LiveQueue<T>(QUEUE_MAX, () => unlisten());
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
      for (const item of items as readonly T[]) if (visible(item)) queue.push(item);
    });
    return queue;
  }
}
