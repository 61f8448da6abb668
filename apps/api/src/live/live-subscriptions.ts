import { adminCan, deviceVisibleTo, AdminFunction, type Actor } from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import type { DeviceDoc, WarningDoc } from '@gps/projections';
import { ApiError } from '../request/api-error';
import type { RequestInfo } from '../request/dispatcher';
import type { ProjectionRunner } from '@gps/projections';
import type { Sessions } from '../sessions/sessions';
import type { EventTap } from '../device-link/event-tap';
import type { Clock } from '../infrastructure/clock';
import { tokenDigest } from '../infrastructure/tokens';
import type { LiveHub, LiveKind } from './live-hub';
import { ConflatedByKey, OldestDropped, type LiveBuffer } from './live-buffers';
import { LiveQueue } from './live-queue';
import { accountChangesIn, concerns } from './account-changes';
import { inboxTopicsOfActor, topicsOfActor } from './topics';

/** How often an open subscription re-reads its session when updates arrive (idle, or missed ends). */
const SESSION_RECHECK_MS = 30_000;
/** Single updates waiting for a slow client before the oldest are dropped. */
const QUEUE_MAX = 10_000;

type Watched = Pick<DeviceDoc | WarningDoc, 'deviceSerialNumber' | 'fleetId' | 'parentFleetId'>;

/**
 * How a published update is shown to one subscriber, with the subscriber's actor as it stands when
 * the update arrives: a device row gets what that caller may edit, as the device calls give it.
 */
export type ShownTo<T, U> = (actor: Actor, item: T) => U;

/** Device rows and warnings: every customer (its own), administrators who see devices or customers. */
function mayWatchDevices(actor: Actor): boolean {
  if (actor.kind !== 'admin') return true;
  return adminCan(actor, AdminFunction.DEVICE, 'view') || adminCan(actor, AdminFunction.CUSTOMER, 'view');
}

const isCustomer = (actor: Actor): boolean => actor.kind !== 'admin';

/**
 * What one kind of stream watches: who may open it (re-checked with the session), the hub topics it
 * listens to, which published items it takes (judged with the subscriber as last read), and how
 * each is shown to it.
 */
interface Watch<T, U> {
  kind: LiveKind;
  mayWatch(actor: Actor): boolean;
  topics(actor: Actor): string[];
  accepts(actor: Actor, item: T): boolean;
  shown: ShownTo<T, U>;
}

/**
 * Device rows and warnings, with the same rules as the lists, judged with the device's fleet as the
 * update carries it; `only` narrows them to some devices.
 */
function deviceWatch<T extends Watched, U>(
  kind: LiveKind,
  only: readonly string[] | null | undefined,
  shown: ShownTo<T, U>,
): Watch<T, U> {
  const wanted = only && only.length > 0 ? new Set(only) : null;
  return {
    kind,
    mayWatch: mayWatchDevices,
    topics: topicsOfActor,
    accepts: (watcher, item) =>
      (!wanted || wanted.has(item.deviceSerialNumber)) &&
      deviceVisibleTo(watcher, {
        serialNumber: item.deviceSerialNumber,
        fleetId: item.fleetId,
        parentFleetId: item.parentFleetId,
      }),
    shown,
  };
}

/** What live streams need: sessions to check, the event tap and the read models' progress, a clock. */
export interface LiveSubscriptionParts {
  sessions: Pick<Sessions, 'onEnded' | 'current' | 'authenticate'>;
  tap: Pick<EventTap, 'listen'>;
  runner: Pick<ProjectionRunner, 'waitFor'>;
  clock: Clock;
}

/** An open stream as the session checks see it. */
interface OpenStream {
  actor: Actor | null;
  /** Re-reads the session now; the stream completes if it ended or may no longer watch. */
  recheck(): void;
  end(): void;
}

/**
 * Opens live streams for GraphQL subscriptions with the same rules as the lists: a device update is
 * offered only to callers allowed to see its device, an announcement or a message only to the
 * customers it is addressed to (Watch). A stream lives on its session (docs/decisions/live-updates.md):
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
    private readonly parts: LiveSubscriptionParts,
    private readonly hub: LiveHub,
  ) {
    parts.sessions.onEnded((ids) => {
      for (const id of ids) for (const stream of this.streams.get(id) ?? []) stream.end();
    });
    parts.tap.listen(async (batch) => {
      if (this.streams.size === 0) return;
      const changes = accountChangesIn(batch);
      if (!changes) return;
      // Re-read once this process's read models include the change, whoever wrote it.
      await parts.runner.waitFor(batch[batch.length - 1].position);
      for (const set of this.streams.values()) {
        for (const stream of set) if (stream.actor && concerns(changes, stream.actor)) stream.recheck();
      }
    });
  }

  /** One message per update, for warnings (each matters) and clients that want rows one by one. */
  each<T extends Watched, U extends Watched>(
    kind: LiveKind,
    request: RequestInfo,
    only: readonly string[] | null | undefined,
    shown: ShownTo<T, U>,
  ): Promise<AsyncIterableIterator<U>> {
    return this.open(request, deviceWatch(kind, only, shown), new OldestDropped<U>(QUEUE_MAX));
  }

  /**
   * One message per published batch with the latest update of each device in it; a slow client's
   * waiting updates are merged by device, so it gets the newest of each rather than losing any.
   */
  latestByDevice<T extends Watched, U extends Watched>(
    kind: LiveKind,
    request: RequestInfo,
    only: readonly string[] | null | undefined,
    shown: ShownTo<T, U>,
  ): Promise<AsyncIterableIterator<U[]>> {
    return this.open(
      request,
      deviceWatch(kind, only, shown),
      new ConflatedByKey<U>((item) => item.deviceSerialNumber),
    );
  }

  /**
   * One message per announcement or message addressed to the signed-in customer (the hub's topics
   * already narrow them to its own; `addressedTo` checks again with the actor as last read).
   * Administrators are refused: they are sent none (docs/decisions/announcements-and-messages.md).
   */
  addressed<T, U>(
    kind: Extract<LiveKind, 'announcement' | 'message'>,
    request: RequestInfo,
    addressedTo: (actor: Actor, item: T) => boolean,
    shown: ShownTo<T, U>,
  ): Promise<AsyncIterableIterator<U>> {
    return this.open(
      request,
      { kind, mayWatch: isCustomer, topics: inboxTopicsOfActor, accepts: addressedTo, shown },
      new OldestDropped<U>(QUEUE_MAX),
    );
  }

  private async open<T, U, Out>(
    request: RequestInfo,
    watch: Watch<T, U>,
    buffer: LiveBuffer<U, Out>,
  ): Promise<AsyncIterableIterator<Out>> {
    const sessions = this.parts.sessions;
    let checkedAt = this.parts.clock.now();
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
          if (!watch.mayWatch(caller.actor)) void queue.return();
        })
        // Ended, suspended, idle: the stream completes; the client's next call learns why.
        .catch(() => void queue.return())
        .finally(() => {
          checking = false;
          checkedAt = this.parts.clock.now();
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
      if (!watch.mayWatch(actor)) throw new ApiError(ResponseCode.ACCESS_DENIED, 'insufficient permission');
    } catch (error) {
      void queue.return();
      throw error;
    }
    // Ended while the session was read (the end was told before the stream could complete).
    if (!this.streams.get(sessionId)?.has(stream))
      throw new ApiError(ResponseCode.SESSION_INVALID, 'the session was ended, please sign in again');
    stream.actor = actor;

    unlisten = this.hub.listen(watch.kind, watch.topics(actor), (items) => {
      if (!checking && this.parts.clock.now() - checkedAt >= SESSION_RECHECK_MS) check();
      // The actor as last read: a recheck may have changed its rights since the stream opened.
      const watcher = stream.actor ?? actor;
      queue.push(
        (items as readonly T[])
          .filter((item) => watch.accepts(watcher, item))
          .map((item) => watch.shown(watcher, item)),
      );
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
