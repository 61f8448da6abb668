/**
 * The personal-data keys, one series per subject (a customer account), kept outside the event log
 * (docs/decisions/personal-data.md). Destroying a key is what erases: every field it encrypted
 * reads ERASED_PERSONAL_DATA from then on. Adapters pass libs/event-store/test/contract/key-store.contract.ts.
 */

/** A key of 256 bits (AES-256-GCM) and the generation it is in its subject's series (1, 2, ...). */
export interface SubjectKey {
  subject: string;
  generation: number;
  key: Buffer;
}

/** What destroying a subject's key did. */
export interface Destruction {
  /** The generation closed: the key destroyed now, or the one an earlier erasure closed. */
  generation: number;
  /** false: nothing was live to destroy (erased before, and nothing written since). */
  destroyedNow: boolean;
}

export const KEY_BYTES = 32;

export interface KeyStore {
  /**
   * The subject's live key, created when it has none: a subject never erased starts at generation
   * 1; after an erasure (the tombstone) the next key is the generation after the destroyed one.
   * Two callers at once get the same key.
   */
  current(subject: string): Promise<SubjectKey>;
  /** The key of one generation; undefined when destroyed or never made. */
  key(subject: string, generation: number): Promise<Buffer | undefined>;
  /**
   * Destroys the subject's live key for good (nothing keeps a copy) and leaves a tombstone. A
   * subject without any key gets a tombstone alone, so its plaintext written before encryption
   * reads erased too. Idempotent.
   */
  destroy(subject: string, at: number): Promise<Destruction>;
  /** The newest generation destroyed (the tombstone), 0 when the subject was never erased. */
  erasedGeneration(subject: string): Promise<number>;
  close(): Promise<void>;
}
