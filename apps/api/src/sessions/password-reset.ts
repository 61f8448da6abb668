import { ResponseCode } from '@gps/contracts';
import { Collections, credentialId } from '@gps/projections';
import { collection, type ReadStore } from '@gps/read-store';
import { refused } from '../request/api-error';
import type { OperationContext } from '../request/operation';
import type { Aggregates } from '../commands/aggregates';
import type { Mailer } from '../infrastructure/mailer';
import type { SignInThrottle } from './sign-in-throttle';
import type { SubjectKind } from './sessions';
import { newToken, tokenDigest } from '../infrastructure/tokens';
import { newPasswordHash } from './new-password';

export const RESET_KEYS = collection<ResetKeyDoc>('ops_reset_keys');

interface ResetKeyDoc {
  /** SHA-256 of the key; the key itself exists only in the mail. */
  id: string;
  kind: SubjectKind;
  subjectId: string;
  /** The name the subject signs in with, which its new password must not be (absent on older keys). */
  account?: string;
  expiresAt: number;
  usedAt: number | null;
  [k: string]: unknown;
}

const CREDENTIAL_KEY = { admin: credentialId.admin, fleet: credentialId.fleet, device: credentialId.device };

/** What the reset calls change: the password of an account, a fleet or a device. */
export type PasswordAggregates = Pick<Aggregates, 'account' | 'fleet' | 'device'>;

export interface PasswordResetConfig {
  publicUrl: string;
  resetKeyTtlSeconds: number;
}

/** A reset request or redemption: where from, when, and the call's idempotency key. */
export type ResetRequest = Pick<OperationContext, 'ip' | 'now' | 'commandId' | 'caller' | 'call'>;

/** Password reset by mailed single-use keys (docs/decisions/sign-in-throttle.md for its limits). */
export class PasswordReset {
  constructor(
    private readonly read: Pick<ReadStore, 'get' | 'unitOfWork'>,
    private readonly throttle: Pick<SignInThrottle, 'reserveResetRequest' | 'mayMail'>,
    private readonly mailer: Mailer,
    private readonly config: PasswordResetConfig,
    private readonly commands: PasswordAggregates,
  ) {}

  /**
   * Mails a single-use reset key when the account exists and the email matches its address. The
   * answer is the same either way, so the call cannot be used to discover accounts or addresses.
   * Requests are counted per client address (-7 past the limit) and mails per mailbox (past the
   * limit nothing more is sent, and the answer is the same: the keys already mailed still work);
   * neither touches the sign-in counters (docs/decisions/sign-in-throttle.md).
   */
  async request(ctx: ResetRequest, kind: SubjectKind, account: string, email: string): Promise<boolean> {
    this.throttle.reserveResetRequest(ctx.ip, ctx.now);
    const credential = await this.read.get(Collections.credentials, CREDENTIAL_KEY[kind](account));
    if (!credential?.email || credential.email.toLowerCase() !== email.toLowerCase()) return true;
    if (!this.throttle.mayMail(credential.email, ctx.now)) return true;
    const key = newToken();
    const ttlSeconds = this.config.resetKeyTtlSeconds;
    const doc: ResetKeyDoc = {
      id: tokenDigest(key),
      kind,
      subjectId: credential.subjectId,
      account,
      expiresAt: ctx.now + ttlSeconds * 1000,
      usedAt: null,
    };
    await this.read.unitOfWork(null, (w) => w.put(RESET_KEYS, doc));
    const link = `${this.config.publicUrl}/resetPassword?key=${key}${kind === 'admin' ? '&type=admin' : ''}`;
    await this.mailer.send({
      to: credential.email,
      subject: 'Password reset / 重設密碼',
      text:
        `A password reset was requested for ${account}.\n\n` +
        `Open ${link}\n` +
        `or enter this reset key: ${key}\n\n` +
        `The key works once and expires in ${Math.round(ttlSeconds / 60)} minutes. ` +
        `If you did not ask for it, ignore this mail.`,
    });
    return true;
  }

  /**
   * Redeems a reset key exactly once and sets the new password. The password change itself ends the
   * subject's open sessions and voids its other keys (SessionEnds, after every command).
   */
  async redeem(ctx: ResetRequest, kinds: SubjectKind[], key: string, password: string): Promise<boolean> {
    const usable = (doc: ResetKeyDoc | undefined): doc is ResetKeyDoc =>
      !!doc && doc.usedAt === null && doc.expiresAt > ctx.now && kinds.includes(doc.kind);
    const invalidKey = () =>
      refused(ResponseCode.NOT_FOUND, 'reset_key_invalid', 'the reset key is invalid, used or expired');
    // The password is held to the policy before the key is spent, so a refused one can be retyped.
    const found = await this.read.get(RESET_KEYS, tokenDigest(key));
    if (!usable(found)) throw invalidKey();
    const passwordHash = await newPasswordHash(password, found.account ?? '');
    let redeemed: ResetKeyDoc | undefined;
    await this.read.unitOfWork(null, async (w) => {
      const doc = await w.get(RESET_KEYS, tokenDigest(key));
      if (!usable(doc)) return;
      redeemed = { ...doc, usedAt: ctx.now };
      await w.put(RESET_KEYS, redeemed);
    });
    if (!redeemed) throw invalidKey();
    const at = ctx.now;
    const id = redeemed.subjectId;
    // Whoever holds the key acts as the account it was sent to.
    const origin = { ...ctx, actor: { kind: redeemed.kind, id } };
    if (redeemed.kind === 'admin') {
      await this.commands.account.execute(origin, id, {
        type: 'ChangeAccountPassword',
        accountId: id,
        passwordHash,
        at,
      });
    } else if (redeemed.kind === 'fleet') {
      await this.commands.fleet.execute(origin, id, {
        type: 'ChangeFleetPassword',
        fleetId: id,
        passwordHash,
        at,
      });
    } else {
      await this.commands.device.execute(origin, id, {
        type: 'ChangeDevicePassword',
        serialNumber: id,
        passwordHash,
        at,
      });
    }
    return true;
  }
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
