import { randomBytes } from 'node:crypto';
import { Binary, MongoClient, MongoServerError, type Collection } from 'mongodb';
import { KEY_BYTES, type Destruction, type KeyStore, type SubjectKey } from './key-store.port';

/** Not a read model: the rebuild resets projections' collections only, never this one. */
export const KEY_COLLECTION = 'personalDataKeys';

const DUPLICATE_KEY = 11000;
/** Enough for any number of processes racing on one subject's next generation. */
const MAX_ATTEMPTS = 5;

interface KeyDoc {
  _id: string;
  subject: string;
  generation: number;
  /** null: destroyed. */
  key: Binary | null;
  createdAt: number;
  destroyedAt: number | null;
}

export interface MongoDbKeyStoreOptions {
  url: string;
  /** Database name; default the one in the URL, else `gps` (the read store's). */
  database?: string;
}

const idOf = (subject: string, generation: number): string => `${subject}#${generation}`;

/** The keys in a collection of the read store's database, beside the read models but never reset. */
export class MongoDbKeyStore implements KeyStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly keys: Collection<KeyDoc>,
  ) {}

  static async connect(options: MongoDbKeyStoreOptions & { database: string }): Promise<MongoDbKeyStore> {
    const client = new MongoClient(options.url);
    await client.connect();
    const keys = client.db(options.database).collection<KeyDoc>(KEY_COLLECTION);
    await keys.createIndex({ subject: 1, generation: -1 });
    return new MongoDbKeyStore(client, keys);
  }

  async current(subject: string): Promise<SubjectKey> {
    for (let attempt = 1; ; attempt++) {
      const last = await this.last(subject);
      if (last?.key) return { subject, generation: last.generation, key: Buffer.from(last.key.buffer) };
      const generation = (last?.generation ?? 0) + 1;
      const key = randomBytes(KEY_BYTES);
      const inserted = await this.insert({ subject, generation, key: new Binary(key), destroyedAt: null });
      if (inserted) return { subject, generation, key };
      if (attempt >= MAX_ATTEMPTS)
        throw new Error(`personal-data key of ${subject}: too many racing writers`);
    }
  }

  async key(subject: string, generation: number): Promise<Buffer | undefined> {
    const doc = await this.keys.findOne({ _id: idOf(subject, generation) });
    return doc?.key ? Buffer.from(doc.key.buffer) : undefined;
  }

  async destroy(subject: string, at: number): Promise<Destruction> {
    for (let attempt = 1; ; attempt++) {
      const last = await this.last(subject);
      if (!last) {
        if (await this.insert({ subject, generation: 1, key: null, destroyedAt: at })) {
          return { generation: 1, destroyedNow: true };
        }
      } else if (!last.key) {
        return { generation: last.generation, destroyedNow: false };
      } else {
        const result = await this.keys.updateOne(
          { _id: last._id, key: { $ne: null } },
          { $set: { key: null, destroyedAt: at } },
        );
        return { generation: last.generation, destroyedNow: result.modifiedCount === 1 };
      }
      if (attempt >= MAX_ATTEMPTS)
        throw new Error(`personal-data key of ${subject}: too many racing writers`);
    }
  }

  async erasedGeneration(subject: string): Promise<number> {
    const doc = await this.keys.findOne(
      { subject, key: null },
      { sort: { generation: -1 }, projection: { generation: 1 } },
    );
    return doc?.generation ?? 0;
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private last(subject: string): Promise<KeyDoc | null> {
    return this.keys.findOne({ subject }, { sort: { generation: -1 } });
  }

  /** false: another process wrote that generation first. */
  private async insert(doc: Omit<KeyDoc, '_id' | 'createdAt'>): Promise<boolean> {
    try {
      await this.keys.insertOne({ ...doc, _id: idOf(doc.subject, doc.generation), createdAt: Date.now() });
      return true;
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
      throw error;
    }
  }
}
