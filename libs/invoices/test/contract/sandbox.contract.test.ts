import type { SqliteReadStore } from '@gps/read-store';
import { SandboxInvoiceProvider } from '../../src';
import { tempReadStore } from '../support/temp-store';
import { invoiceProviderContract } from './invoice-provider.contract';

describe('invoice provider contract: sandbox', () => {
  let temp: ReturnType<typeof tempReadStore>;
  let store: SqliteReadStore;
  beforeAll(() => {
    temp = tempReadStore();
    store = temp.store;
  });
  afterAll(async () => {
    await store.close();
    temp.remove();
  });

  invoiceProviderContract(() => new SandboxInvoiceProvider(store));
});
