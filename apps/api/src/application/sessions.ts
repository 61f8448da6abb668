import type { AccountKind } from '@gps/codes';
import type { Actor } from '@gps/domain';
import { collection, type ReadStore } from '@gps/read-store';
import { Collections } from '@gps/projections';
import { AccountStatus, AccountType, ResponseCode } from '@gps/contracts';
import { ApiError } from './api-error';
import type { Clock } from '../infrastructure/clock';
import { newToken, tokenDigest } from '../infrastructure/tokens';

export const SESSIONS = collection<SessionDoc>('ops_sessions');

export type SubjectKind = AccountKind;

export interface SessionDoc {
  /** SHA-256 of the token: the token itself is never stored. */
  id: string;
  kind: SubjectKind;
  subjectId: string;
  createdAt: number;
  lastSeenAt: number;
  ip: string;
  /** Set when the session was ended for its account (password reset, suspension, removal). */
  endedAt?: number | null;
  [k: string]: unknown;
}

/** The signed-in caller as every operation sees it. */
export interface Caller {
  sessionId: string;
  actor: Actor;
  accountType: number;
  account: string;
  alias: string | null;
  subjectId: string;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Told the ids of sessions as they end (logout, ended for their account, purged). */
export type SessionsEndedListener = (sessionIds: readonly string[]) => void;

/**
 * Server-side sessions with idle expiry. Session failures map to the spec's codes:
 * -8 no token, -9 idle-expired, -10 unknown/malformed/logged-out token, -11 account suspended or removed.
 */
export class Sessions {
  private readonly endedListeners = new Set<SessionsEndedListener>();

  constructor(
    private readonly store: ReadStore,
    private readonly clock: Clock,
    private readonly idleSeconds: number,
  ) {}

  /**
   * Listens to sessions ending in this process, so what lives on a session (a live subscription)
   * can end with it at once. Returns the function that stops listening.
   */
  onEnded(listener: SessionsEndedListener): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  async open(kind: SubjectKind, subjectId: string, ip: string): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    const doc: SessionDoc = { id: tokenDigest(token), kind, subjectId, createdAt: now, lastSeenAt: now, ip };
    await this.store.unitOfWork(null, (w) => w.put(SESSIONS, doc));
    return token;
  }

  /**
   * Forgets sessions unused for longer than the idle window, ended ones included: none of them can
   * be used again, and until then a request with one still learns why (-9, or -11/-10 if ended).
   */
  async purge(): Promise<number> {
    const cutoff = this.clock.now() - this.idleSeconds * 1000;
    let purged = 0;
    let ended: string[] = [];
    await this.store.unitOfWork(null, async (w) => {
      const stale = await w.find(SESSIONS, {
        filters: [{ field: 'lastSeenAt', op: 'lt', value: cutoff }],
      });
      for (const s of stale.rows) await w.delete(SESSIONS, s.id);
      purged = stale.rows.length;
      ended = stale.rows.map((s) => s.id);
    });
    this.tellEnded(ended);
    return purged;
  }

  async close(token: string): Promise<void> {
    const id = tokenDigest(token);
    await this.store.unitOfWork(null, (w) => w.delete(SESSIONS, id));
    this.tellEnded([id]);
  }

  /**
   * Ends every open session of an account but `keep` (the session that changed its own password).
   * The sessions are marked rather than forgotten, so the next request with one of them can still
   * say why: -11 if the account has since been suspended or removed, -10 otherwise (a password
   * change or reset).
   */
  async endAllOf(kind: SubjectKind, subjectId: string, keep?: string): Promise<void> {
    const endedAt = this.clock.now();
    const ended: string[] = [];
    await this.store.unitOfWork(null, async (w) => {
      ended.length = 0; // the unit may run again (a retried MongoDB transaction)
      const open = await w.find(SESSIONS, {
        filters: [
          { field: 'kind', op: 'eq', value: kind },
          { field: 'subjectId', op: 'eq', value: subjectId },
        ],
      });
      for (const s of open.rows) {
        if (s.endedAt != null || s.id === keep) continue;
        await w.put(SESSIONS, { ...s, endedAt });
        ended.push(s.id);
      }
    });
    this.tellEnded(ended);
  }

  private tellEnded(ids: readonly string[]): void {
    if (ids.length === 0) return;
    for (const listener of this.endedListeners) listener(ids);
  }

  /** Resolves the caller of a token and slides its idle window, or throws the matching session code. */
  async authenticate(token: string | undefined): Promise<Caller> {
    const { session, caller } = await this.inspect(token, true);
    await this.store.unitOfWork(null, (w) => w.put(SESSIONS, { ...session, lastSeenAt: this.clock.now() }));
    return caller;
  }

  /**
   * The caller of a token as of now, without sliding its idle window: for a live subscription, which
   * watches on the user's behalf but is not the user's activity. Throws the session codes likewise.
   */
  async current(token: string | undefined): Promise<Caller> {
    return (await this.inspect(token, false)).caller;
  }

  /** Checks a token; a dead session is forgotten only on the request path (`forget`). */
  private async inspect(
    token: string | undefined,
    forget: boolean,
  ): Promise<{ session: SessionDoc; caller: Caller }> {
    if (!token) throw new ApiError(ResponseCode.SESSION_MISSING, 'not signed in');
    if (!TOKEN_SHAPE.test(token)) throw new ApiError(ResponseCode.SESSION_INVALID, 'invalid session token');
    const id = tokenDigest(token);
    const session = await this.store.get(SESSIONS, id);
    if (!session) throw new ApiError(ResponseCode.SESSION_INVALID, 'invalid session token');
    const drop = async () => {
      if (forget) await this.store.unitOfWork(null, (w) => w.delete(SESSIONS, id));
    };
    if (session.endedAt != null) {
      await drop();
      if (!(await this.resolveCaller(session)))
        throw new ApiError(ResponseCode.SESSION_ACCOUNT_DISABLED, 'account suspended or removed');
      throw new ApiError(ResponseCode.SESSION_INVALID, 'the session was ended, please sign in again');
    }
    if (this.clock.now() - session.lastSeenAt > this.idleSeconds * 1000) {
      await drop();
      throw new ApiError(ResponseCode.SESSION_EXPIRED, 'session expired, please sign in again');
    }
    const caller = await this.resolveCaller(session);
    if (!caller) {
      await drop();
      throw new ApiError(ResponseCode.SESSION_ACCOUNT_DISABLED, 'account suspended or removed');
    }
    return { session, caller };
  }

  /** Builds the actor from current read models, so a permission change applies to open sessions at once. */
  async resolveCaller(session: Pick<SessionDoc, 'id' | 'kind' | 'subjectId'>): Promise<Caller | undefined> {
    const base = { sessionId: session.id, subjectId: session.subjectId };
    switch (session.kind) {
      case 'admin': {
        const account = await this.store.get(Collections.accounts, session.subjectId);
        if (!account || account.statusCode !== AccountStatus.NORMAL) return undefined;
        const group = await this.store.get(Collections.permissions, account.permissionId);
        return {
          ...base,
          actor: {
            kind: 'admin',
            accountId: account.id,
            permissionId: account.permissionId,
            rights: group?.rights ?? {},
          },
          accountType: AccountType.ADMIN,
          account: account.account,
          alias: account.alias,
        };
      }
      case 'fleet': {
        const fleet = await this.store.get(Collections.fleets, session.subjectId);
        if (!fleet || fleet.statusCode !== AccountStatus.NORMAL) return undefined;
        // A sub-fleet works only while its main fleet does (docs/decisions/domain-rules.md).
        if (fleet.parentFleetId !== null) {
          const parent = await this.store.get(Collections.fleets, fleet.parentFleetId);
          if (!parent || parent.statusCode !== AccountStatus.NORMAL) return undefined;
        }
        return {
          ...base,
          actor: {
            kind: 'fleet',
            fleetId: fleet.id,
            parentFleetId: fleet.parentFleetId,
            permissions: fleet.permissions,
          },
          accountType: AccountType.FLEET,
          account: fleet.account,
          alias: fleet.alias,
        };
      }
      case 'device': {
        const device = await this.store.get(Collections.devices, session.subjectId);
        if (!device) return undefined;
        return {
          ...base,
          actor: { kind: 'device', serialNumber: device.deviceSerialNumber },
          accountType: AccountType.DEVICE,
          account: device.deviceSerialNumber,
          alias: device.carName,
        };
      }
    }
  }
}
