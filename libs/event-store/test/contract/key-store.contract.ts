import type { KeyStore } from '../../src';

/** What every key store must do (memory, SQLite, MongoDB): run by each adapter's test file. */
export function describeKeyStoreContract(
  name: string,
  open: () => Promise<KeyStore>,
  dispose: (store: KeyStore) => Promise<void>,
): void {
  describe(`KeyStore contract: ${name}`, () => {
    let store: KeyStore;
    let n = 0;
    const subject = () => `fleet-contract-${process.pid}-${Date.now()}-${++n}`;
    const AT = 1_764_000_000_000;

    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await dispose(store);
    });

    it('creates a subject key of 256 bits at generation 1 and gives the same one again', async () => {
      const s = subject();
      const first = await store.current(s);
      expect(first).toMatchObject({ subject: s, generation: 1 });
      expect(first.key).toHaveLength(32);
      const again = await store.current(s);
      expect(again.generation).toBe(1);
      expect(again.key.equals(first.key)).toBe(true);
      expect((await store.key(s, 1))?.equals(first.key)).toBe(true);
    });

    it('gives each subject its own key and callers at once the same one', async () => {
      const [a, b] = [subject(), subject()];
      const racing = await Promise.all([store.current(a), store.current(a), store.current(b)]);
      expect(racing[0].key.equals(racing[1].key)).toBe(true);
      expect(racing[0].key.equals(racing[2].key)).toBe(false);
    });

    it('destroys the key for good and answers the tombstone; a later key is the next generation', async () => {
      const s = subject();
      await store.current(s);
      expect(await store.erasedGeneration(s)).toBe(0);
      expect(await store.destroy(s, AT)).toEqual({ generation: 1, destroyedNow: true });
      expect(await store.key(s, 1)).toBeUndefined();
      expect(await store.erasedGeneration(s)).toBe(1);
      const next = await store.current(s);
      expect(next.generation).toBe(2);
      expect(await store.key(s, 1)).toBeUndefined();
      expect(await store.erasedGeneration(s)).toBe(1);
    });

    it('erases twice harmlessly, and a subject that never had a key gets a tombstone', async () => {
      const s = subject();
      expect(await store.destroy(s, AT)).toEqual({ generation: 1, destroyedNow: true });
      expect(await store.destroy(s, AT)).toEqual({ generation: 1, destroyedNow: false });
      expect(await store.erasedGeneration(s)).toBe(1);
      expect((await store.current(s)).generation).toBe(2);
    });

    it('leaves other subjects untouched', async () => {
      const [a, b] = [subject(), subject()];
      const keyB = await store.current(b);
      await store.current(a);
      await store.destroy(a, AT);
      expect((await store.key(b, 1))?.equals(keyB.key)).toBe(true);
      expect(await store.erasedGeneration(b)).toBe(0);
    });

    it('knows no key of a generation never made', async () => {
      expect(await store.key(subject(), 1)).toBeUndefined();
    });
  });
}
