import { accountDecider, deviceDecider, fleetDecider, streams } from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import { Collections, credentialId } from '@gps/projections';
import { collection, type ReadStore } from '@gps/read-store';
import { ApiError } from './api-error';
import type { OperationContext } from './operation';
import type { SubjectKind } from './sessions';
import { hashSecret } from '../infrastructure/password-hasher';
import { newToken, tokenDigest } from '../infrastructure/tokens';

export const RESET_KEYS = collection<ResetKeyDoc>('ops_reset_keys');

interface ResetKeyDoc {
  /** SHA-256 of the key; the key itself exists only in the mail. */
  id: string;
  kind: SubjectKind;
  subjectId: string;
  expiresAt: number;
  usedAt: number | null;
  [k: string]: unknown;
}

const CREDENTIAL_KEY = { admin: credentialId.admin, fleet: credentialId.fleet, device: credentialId.device };

/**
 * Mails a single-use reset key when the account exists and the email matches its address. The answer
 * is the same either way, so the call cannot be used to discover accounts or addresses. Requests
 * are counted per client address (-7 past the limit) and mails per mailbox (past the limit nothing
 * more is sent, and the answer is the same: the keys already mailed still work); neither touches
 * the sign-in counters (docs/decisions/sign-in-throttle.md).
 */
export async function requestReset(
  ctx: OperationContext,
  kind: SubjectKind,
  account: string,
  email: string,
): Promise<boolean> {
  const { platform } = ctx;
  platform.throttle.reserveResetRequest(ctx.ip, ctx.now);
  const credential = await platform.read.get(Collections.credentials, CREDENTIAL_KEY[kind](account));
  if (!credential?.email || credential.email.toLowerCase() !== email.toLowerCase()) return true;
  if (!platform.throttle.mayMail(credential.email, ctx.now)) return true;
  const key = newToken();
  const doc: ResetKeyDoc = {
    id: tokenDigest(key),
    kind,
    subjectId: credential.subjectId,
    expiresAt: ctx.now + platform.config.resetKeyTtlSeconds * 1000,
    usedAt: null,
  };
  await platform.read.unitOfWork(null, (w) => w.put(RESET_KEYS, doc));
  const link = `${platform.config.publicUrl}/resetPassword?key=${key}${kind === 'admin' ? '&type=admin' : ''}`;
  await platform.mailer.send({
    to: credential.email,
    subject: 'Password reset / 重設密碼',
    text:
      `A password reset was requested for ${account}.\n\n` +
      `Open ${link}\n` +
      `or enter this reset key: ${key}\n\n` +
      `The key works once and expires in ${Math.round(platform.config.resetKeyTtlSeconds / 60)} minutes. ` +
      `If you did not ask for it, ignore this mail.`,
  });
  return true;
}

/**
 * Redeems a reset key exactly once and sets the new password. The password change itself ends the
 * subject's open sessions and voids its other keys (SessionEnds, after every command).
 */
export async function redeemReset(
  ctx: OperationContext,
  kinds: SubjectKind[],
  key: string,
  password: string,
): Promise<boolean> {
  const { platform } = ctx;
  let redeemed: ResetKeyDoc | undefined;
  await platform.read.unitOfWork(null, async (w) => {
    const doc = await w.get(RESET_KEYS, tokenDigest(key));
    if (!doc || doc.usedAt !== null || doc.expiresAt <= ctx.now || !kinds.includes(doc.kind)) return;
    redeemed = { ...doc, usedAt: ctx.now };
    await w.put(RESET_KEYS, redeemed);
  });
  if (!redeemed) throw new ApiError(ResponseCode.NOT_FOUND, 'the reset key is invalid, used or expired');
  const passwordHash = await hashSecret(password);
  const at = ctx.now;
  const id = redeemed.subjectId;
  if (redeemed.kind === 'admin') {
    await platform.execute(ctx, accountDecider, streams.account(id), {
      type: 'ChangeAccountPassword',
      accountId: id,
      passwordHash,
      at,
    });
  } else if (redeemed.kind === 'fleet') {
    await platform.execute(ctx, fleetDecider, streams.fleet(id), {
      type: 'ChangeFleetPassword',
      fleetId: id,
      passwordHash,
      at,
    });
  } else {
    await platform.execute(ctx, deviceDecider, streams.device(id), {
      type: 'ChangeDevicePassword',
      serialNumber: id,
      passwordHash,
      at,
    });
  }
  return true;
}

/** Voids every outstanding reset key of a subject (its password changed, or it can no longer sign in). */
export async function voidResetKeys(store: ReadStore, kind: SubjectKind, subjectId: string): Promise<void> {
  await store.unitOfWork(null, async (w) => {
    const keys = await w.find(RESET_KEYS, {
      filters: [
        { field: 'kind', op: 'eq', value: kind },
        { field: 'subjectId', op: 'eq', value: subjectId },
      ],
    });
    for (const key of keys.rows) await w.delete(RESET_KEYS, key.id);
  });
}

/**
 * Forgets the expired keys, so the collection holds only the outstanding ones (a used key goes with
 * the password change it made, voidResetKeys). Returns how many were forgotten.
 */
export async function purgeResetKeys(store: ReadStore, now: number): Promise<number> {
  let purged = 0;
  await store.unitOfWork(null, async (w) => {
    const expired = await w.find(RESET_KEYS, {
      filters: [{ field: 'expiresAt', op: 'lte', value: now }],
    });
    for (const key of expired.rows) await w.delete(RESET_KEYS, key.id);
    purged = expired.rows.length;
  });
  return purged;
}
