import { adminCan, deviceVisibleTo, AdminFunction, type Actor } from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import type { DeviceDoc, WarningDoc } from '@gps/projections';
import { ApiError } from '../application/api-error';
import type { RequestInfo } from '../application/dispatcher';
import type { Platform } from '../application/platform';
import { tokenDigest } from '../infrastructure/tokens';
import type { LiveHub, LiveKind } from './live-hub';
import { ConflatedByKey, OldestDropped, type LiveBuffer } from './live-buffers';
import { LiveQueue } from './live-queue';
import { accountChangesIn, concerns } from './account-changes';
import { topicsOfActor } from './topics';

/** How often an open subscription re-reads its session when updates arrive (idle, or missed ends). */
const SESSION_RECHECK_MS = 30_000;
/** Single updates waiting for a slow client before the oldest are dropped. */
const QUEUE_MAX = 10_000;

type Watched = Pick<DeviceDoc | WarningDoc, 'deviceSerialNumber' | 'fleetId' | 'parentFleetId'>;

function mayWatch(actor: Actor): boolean {
  if (actor.kind !== 'admin') return true;
  return adminCan(actor, AdminFunction.DEVICE, 'view') || adminCan(actor, AdminFunction.CUSTOMER, 'view');
}

/** An open stream as the session checks see it. */
interface OpenStream {
  actor: Actor | null;
  /** Re-reads the session now; the stream completes if it ended or may no longer watch. */
  recheck(): void;
  end(): void;
}

/**
 * Opens live streams for GraphQL subscriptions with the same rules as the lists, and every update
 * is offered only to callers allowed to see its device, judged with the device's fleet as the update
 * carries it. A stream lives on its session (docs/decisions/live-updates.md):
 * - it completes at once when its session ends in this process (logout, or ended for its account by
 *   a password change, a suspension or a removal);
 * - events that may take the right to watch away (an account, fleet or device changed, suspended or
 *   removed, a permission group edited), from any process on the store, make the streams they
 *   concern re-read their session as soon as the read models include them;
 * - and the session is re-read at most every 30 s when updates arrive (idle expiry).
 */
export class LiveSubscriptions {
  /** Open streams by session id. */
  private readonly streams = new Map<string, Set<OpenStream>>();

  constructor(
    private readonly platform: Platform,
    private readonly hub: LiveHub,
  ) {
    platform.sessions.onEnded((ids) => {
      for (const id of ids) for (const stream of this.streams.get(id) ?? []) stream.end();
    });
    platform.tap.listen(async (batch) => {
      if (this.streams.size === 0) return;
      const changes = accountChangesIn(batch);
      if (!changes) return;
      // Re-read once this process's read models include the change, whoever wrote it.
      await platform.runner.waitFor(batch[batch.length - 1].position);
      for (const set of this.streams.values()) {
        for (const stream of set) if (stream.actor && concerns(changes, stream.actor)) stream.recheck();
      }
    });
  }

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
    const wanted = only && only.length > 0 ? new Set(only) : null;
    let checkedAt = this.platform.clock.now();
    let checking = false;
    let unlisten = () => {};
    const queue = new LiveQueue(buffer, () => {
      unlisten();
      this.forget(sessionId, stream);
    });
    const check = () => {
      checking = true;
      sessions
        .current(request.token)
        .then((caller) => {
          stream.actor = caller.actor;
          if (!mayWatch(caller.actor)) void queue.return();
        })
        // Ended, suspended, idle: the stream completes; the client's next call learns why.
        .catch(() => void queue.return())
        .finally(() => {
          checking = false;
          checkedAt = this.platform.clock.now();
        });
    };
    const stream: OpenStream = {
      actor: null,
      recheck: check,
      end: () => void queue.return(),
    };
    // Registered before the session is read, so that an end while it is being read is not missed.
    const sessionId = request.token ? tokenDigest(request.token) : '';
    this.remember(sessionId, stream);
    let actor: Actor;
    try {
      actor = (await sessions.authenticate(request.token)).actor;
      if (!mayWatch(actor)) throw new ApiError(ResponseCode.ACCESS_DENIED, 'insufficient permission');
    } catch (error) {
      void queue.return();
      throw error;
    }
    // Ended while the session was read (the end was told before the stream could complete).
    if (!this.streams.get(sessionId)?.has(stream))
      throw new ApiError(ResponseCode.SESSION_INVALID, 'the session was ended, please sign in again');
    stream.actor = actor;

    const visible = (item: T) =>
      stream.actor !== null &&
      (!wanted || wanted.has(item.deviceSerialNumber)) &&
      deviceVisibleTo(stream.actor, {
        serialNumber: item.deviceSerialNumber,
        fleetId: item.fleetId,
        parentFleetId: item.parentFleetId,
      });
    unlisten = this.hub.listen(kind, topicsOfActor(actor), (items) => {
      if (!checking && this.platform.clock.now() - checkedAt >= SESSION_RECHECK_MS) check();
      queue.push((items as readonly T[]).filter(visible));
    });
    return queue;
  }

  private remember(sessionId: string, stream: OpenStream): void {
    let set = this.streams.get(sessionId);
    if (!set) this.streams.set(sessionId, (set = new Set()));
    set.add(stream);
  }

  private forget(sessionId: string, stream: OpenStream): void {
    const set = this.streams.get(sessionId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(sessionId);
  }
}
