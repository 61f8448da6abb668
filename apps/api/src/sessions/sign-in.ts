import { AccountStatus } from '@gps/codes';
import { ResponseCode } from '@gps/contracts';
import { Collections, type CredentialDoc } from '@gps/projections';
import type { ReadStore } from '@gps/read-store';
import { ApiError } from '../request/api-error';
import type { KnownAddresses } from './known-addresses';
import type { Caller, Sessions, SubjectKind } from './sessions';
import { sessionView, type SessionView } from './session-view';
import type { SignInThrottle } from './sign-in-throttle';
import { decoyHash, verifySecret } from '../infrastructure/password-hasher';
import type { Clock } from '../infrastructure/clock';
import type { UnseenInbox } from '../inbox/unseen-inbox';

const WRONG = 'account or password is incorrect';

/** Where a sign-in attempt comes from, and when. */
export interface Attempt {
  ip: string;
  now: number;
}

/** The sign-in steps the sign-in calls share: credentials, the account's state, the new session. */
export class SignIn {
  constructor(
    private readonly read: Pick<ReadStore, 'get'>,
    private readonly throttle: Pick<SignInThrottle, 'reserve'>,
    private readonly knownAddresses: Pick<KnownAddresses, 'knows' | 'remember'>,
    private readonly sessions: Pick<Sessions, 'open' | 'authenticate' | 'resolveCaller'>,
    private readonly idleSeconds: number,
    /** What the account has not seen yet, handed over with the session. */
    private readonly inbox: Pick<UnseenInbox, 'of'>,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  /**
   * Checks a password against the credentials read model, throttled
   * (docs/decisions/sign-in-throttle.md). The attempt is counted before the slow verify, in the same
   * synchronous step as the check, so attempts in flight together are counted one after the other
   * and cannot multiply the guesses; a success forgives it and remembers the address for the
   * account. An unknown account costs the same hash as a known one, so timing tells nothing.
   */
  async checkCredentials(attempt: Attempt, credentialKey: string, password: string): Promise<CredentialDoc> {
    const credential = await this.read.get(Collections.credentials, credentialKey);
    const known =
      credential !== undefined &&
      (await this.knownAddresses.knows(credential.kind, credential.subjectId, attempt.ip, attempt.now));
    const reserved = this.throttle.reserve(credentialKey, attempt.ip, known, attempt.now);
    const ok = await verifySecret(password, credential?.passwordHash ?? (await decoyHash()));
    if (!credential || !credential.passwordHash || !ok)
      throw new ApiError(ResponseCode.INVALID_CREDENTIALS, WRONG);
    reserved.succeeded();
    if (credential.statusCode !== AccountStatus.NORMAL)
      throw new ApiError(ResponseCode.SESSION_ACCOUNT_DISABLED, 'this account is suspended');
    await this.knownAddresses.remember(credential.kind, credential.subjectId, attempt.ip, attempt.now);
    return credential;
  }

  /**
   * Refuses a sign-in whose credentials are right but whose account may not work now (-11): the rule
   * is the session layer's, so what refuses a request refuses the sign-in too (a sub-fleet of a
   * suspended main fleet). Runs before the sign-in is recorded.
   */
  async assertMaySignIn(kind: SubjectKind, subjectId: string): Promise<void> {
    if (!(await this.sessions.resolveCaller({ id: '', kind, subjectId })))
      throw new ApiError(ResponseCode.SESSION_ACCOUNT_DISABLED, 'this account is suspended');
  }

  /** Opens a server-side session for a subject whose credentials were just checked. */
  async openSession(
    attempt: Pick<Attempt, 'ip'>,
    kind: SubjectKind,
    subjectId: string,
  ): Promise<SessionView> {
    const token = await this.sessions.open(kind, subjectId, attempt.ip);
    return this.view(token, await this.sessions.authenticate(token));
  }

  /**
   * The session as the client keeps it (the sign-in's answer, and `me`'s when the web app reloads):
   * with the announcements and messages the account has not seen yet.
   */
  async view(token: string, caller: Caller): Promise<SessionView> {
    const unseen = await this.inbox.of(caller.actor, caller.subjectId, this.clock.now());
    return sessionView(token, caller, this.idleSeconds, unseen);
  }
}
