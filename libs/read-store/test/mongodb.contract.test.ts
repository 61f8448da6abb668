import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { MongoDbReadStore } from '../src/mongodb/mongodb-read-store';
import { describeReadStoreContract } from './contract/read-store.contract';

const url = process.env.MONGO_URL;

if (url) {
  // One database per test, all dropped at the end. The server must be a replica set (transactions).
  const databases: string[] = [];
  describeReadStoreContract(
    'MongoDB',
    async () => {
      databases.push(`read_store_contract_${randomUUID().slice(0, 8)}`);
      return MongoDbReadStore.connect({ url, database: databases[databases.length - 1] });
    },
    async () => {
      const client = await MongoClient.connect(url);
      try {
        for (const database of databases) await client.db(database).dropDatabase();
      } finally {
        await client.close();
      }
    },
    { reopen: () => MongoDbReadStore.connect({ url, database: databases[databases.length - 1] }) },
  );
} else {
  describe.skip('ReadStore contract: MongoDB (skipped: MONGO_URL not set)', () => {
    it('runs the contract suite against MongoDB when MONGO_URL is set', () => undefined);
  });
}
