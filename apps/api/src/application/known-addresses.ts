import { addressKey } from '@gps/domain';
import { collection, type ReadStore } from '@gps/read-store';
import type { SubjectKind } from './sessions';

export const KNOWN_ADDRESSES = collection<KnownAddressesDoc>('ops_known_addresses');

export interface KnownAddressLimits {
  /** How long a successful sign-in from an address is remembered for its account. */
  rememberMs: number;
  /** Addresses remembered per account; the least recently used are forgotten first. */
  perAccount: number;
}

interface KnownAddressesDoc {
  /** `<kind>:<subjectId>`: the account, not the name typed (a name freed and taken again is someone else). */
  id: string;
  /** Address key (docs/decisions/sign-in-throttle.md) -> last successful sign-in from it (epoch ms). */
  addresses: Record<string, number>;
  /** The latest of them, so that forgotten accounts can be found and removed. */
  lastSignInAt: number;
  [k: string]: unknown;
}

const docId = (kind: SubjectKind, subjectId: string) => `${kind}:${subjectId}`;

/**
 * The addresses each account signed in from recently (its good history, which gets the address a
 * sign-in lane of its own). Operational state in the read store like sessions, not events: it
 * survives a restart, is shared by every api process on the store, and only successful sign-ins
 * write it, so its size is bounded by the accounts times `perAccount`.
 */
export class KnownAddresses {
  constructor(
    private readonly store: ReadStore,
    private readonly limits: KnownAddressLimits,
  ) {}

  async start(): Promise<void> {
    await this.store.ensureIndexes(KNOWN_ADDRESSES, ['lastSignInAt']);
  }

  async knows(kind: SubjectKind, subjectId: string, address: string, now: number): Promise<boolean> {
    const doc = await this.store.get(KNOWN_ADDRESSES, docId(kind, subjectId));
    const key = addressKey(address);
    if (!doc || !Object.hasOwn(doc.addresses, key)) return false;
    return now - doc.addresses[key] < this.limits.rememberMs;
  }

  async remember(kind: SubjectKind, subjectId: string, address: string, now: number): Promise<void> {
    const id = docId(kind, subjectId);
    await this.store.unitOfWork(null, async (w) => {
      const doc = await w.get(KNOWN_ADDRESSES, id);
      const entries = Object.entries({ ...doc?.addresses, [addressKey(address)]: now })
        .filter(([, at]) => now - at < this.limits.rememberMs)
        .sort((a, b) => b[1] - a[1])
        .slice(0, this.limits.perAccount);
      await w.put(KNOWN_ADDRESSES, { id, addresses: Object.fromEntries(entries), lastSignInAt: now });
    });
  }

  /** After a password change, a suspension or a removal the account starts again with no history. */
  async forget(kind: SubjectKind, subjectId: string): Promise<void> {
    await this.store.unitOfWork(null, (w) => w.delete(KNOWN_ADDRESSES, docId(kind, subjectId)));
  }

  /** Removes the accounts whose every address is past remembering. */
  async purge(now: number): Promise<number> {
    let purged = 0;
    await this.store.unitOfWork(null, async (w) => {
      const stale = await w.find(KNOWN_ADDRESSES, {
        filters: [{ field: 'lastSignInAt', op: 'lt', value: now - this.limits.rememberMs }],
      });
      for (const doc of stale.rows) await w.delete(KNOWN_ADDRESSES, doc.id);
      purged = stale.rows.length;
    });
    return purged;
  }
}
