import { AccountStatus } from '@gps/codes';
import { ResponseCode } from '@gps/contracts';
import { Collections, type CredentialDoc } from '@gps/projections';
import { ApiError } from './api-error';
import type { OperationContext } from './operation';
import type { SubjectKind } from './sessions';
import { sessionView, type SessionView } from './session-view';
import { decoyHash, verifySecret } from '../infrastructure/password-hasher';

const WRONG = 'account or password is incorrect';

/**
 * Checks a password against the credentials read model, throttled (docs/decisions/sign-in-throttle.md).
 * The attempt is counted before the slow verify, in the same synchronous step as the check, so
 * attempts in flight together are counted one after the other and cannot multiply the guesses; a
 * success forgives it and remembers the address for the account. An unknown account costs the same
 * hash as a known one, so timing tells nothing.
 */
export async function checkCredentials(
  ctx: OperationContext,
  credentialKey: string,
  password: string,
): Promise<CredentialDoc> {
  const { throttle, read, knownAddresses } = ctx.platform;
  const credential = await read.get(Collections.credentials, credentialKey);
  const known =
    credential !== undefined &&
    (await knownAddresses.knows(credential.kind, credential.subjectId, ctx.ip, ctx.now));
  const attempt = throttle.reserve(credentialKey, ctx.ip, known, ctx.now);
  const ok = await verifySecret(password, credential?.passwordHash ?? (await decoyHash()));
  if (!credential || !credential.passwordHash || !ok)
    throw new ApiError(ResponseCode.INVALID_CREDENTIALS, WRONG);
  attempt.succeeded();
  if (credential.statusCode !== AccountStatus.NORMAL)
    throw new ApiError(ResponseCode.SESSION_ACCOUNT_DISABLED, 'this account is suspended');
  await knownAddresses.remember(credential.kind, credential.subjectId, ctx.ip, ctx.now);
  return credential;
}

/**
 * Refuses a sign-in whose credentials are right but whose account may not work now (-11): the rule
 * is the session layer's, so what refuses a request refuses the sign-in too (a sub-fleet of a
 * suspended main fleet). Runs before the sign-in is recorded.
 */
export async function assertMaySignIn(
  ctx: OperationContext,
  kind: SubjectKind,
  subjectId: string,
): Promise<void> {
  if (!(await ctx.platform.sessions.resolveCaller({ id: '', kind, subjectId })))
    throw new ApiError(ResponseCode.SESSION_ACCOUNT_DISABLED, 'this account is suspended');
}

/** Opens a server-side session for a subject whose credentials were just checked. */
export async function openSession(
  ctx: OperationContext,
  kind: SubjectKind,
  subjectId: string,
): Promise<SessionView> {
  const { sessions, config } = ctx.platform;
  const token = await sessions.open(kind, subjectId, ctx.ip);
  const caller = await sessions.authenticate(token);
  return sessionView(token, caller, config.sessionIdleSeconds);
}
