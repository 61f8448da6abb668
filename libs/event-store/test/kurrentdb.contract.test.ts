import { KurrentDbEventStore } from '../src';
import { describeEventStoreContract } from './contract/event-store.contract';

const url = process.env.EVENTSTORE_URL;

if (url) {
  jest.setTimeout(60_000);
  describeEventStoreContract('KurrentDB', async () => new KurrentDbEventStore(url), undefined, {
    // Another client on the same server: the seals live there, not in the closed client.
    reopen: async () => new KurrentDbEventStore(url),
  });
} else {
  // No server can run on the development machines: report the suite as skipped, never as passed.
  describe.skip('KurrentDB: event store contract', () => {
    it('skipped: EVENTSTORE_URL not set', () => undefined);
  });
}
