import { MongoClient, type ClientSession, type Db, type TransactionOptions } from 'mongodb';
import { Mutex } from '../mutex';
import type { Collection, Doc, Page, Query, ReadModelWriter, ReadStore } from '../read-store.port';
import { assertCheckpoint, assertCheckpointName, assertCollectionName, assertFieldPath } from '../validation';
import { MongoDocuments } from './mongo-documents';
import { mongoField } from './mongo-query';
import { MongoUnitWriter } from './mongo-unit-writer';

export interface MongoDbReadStoreOptions {
  /** Connection string of a replica set (transactions need one). */
  url: string;
  /** Database name; default: the one in the URL, else `gps`. */
  database?: string;
}

/** Checkpoint positions are kept as decimal strings: lossless for any bigint. */
interface CheckpointDoc {
  _id: string;
  position: string;
}

const CHECKPOINTS = 'checkpoints';

/** Snapshot reads and majority commits: a unit's reads and its commit see one consistent state. */
const TRANSACTION: TransactionOptions = {
  readConcern: { level: 'snapshot' },
  writeConcern: { w: 'majority' },
  readPreference: 'primary',
};

/** The database path of a MongoDB connection string, if any (`mongodb://h1,h2/db?opts` -> `db`). */
export function databaseFromUrl(url: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/.exec(url);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/**
 * Read store on MongoDB. A unit of work is one session transaction: its writes and its checkpoint
 * (in the `checkpoints` collection) commit together, and its reads go through the session.
 */
export class MongoDbReadStore implements ReadStore {
  private readonly documents: MongoDocuments;
  private readonly mutex = new Mutex();
  private closed = false;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.documents = new MongoDocuments(db);
  }

  /** Connects (failing now rather than at the first query when the server is unreachable). */
  static async connect(options: MongoDbReadStoreOptions): Promise<MongoDbReadStore> {
    const client = new MongoClient(options.url);
    await client.connect();
    const name = options.database ?? databaseFromUrl(options.url) ?? 'gps';
    return new MongoDbReadStore(client, client.db(name));
  }

  private ensureOpen(): void {
    if (this.closed) throw new Error('read store is closed');
  }

  private checkpoints() {
    return this.db.collection<CheckpointDoc>(CHECKPOINTS);
  }

  /** Runs `work` in a transaction, retried by the driver on transient errors (so `work` may run twice). */
  private inTransaction(work: (session: ClientSession) => Promise<void>): Promise<void> {
    return this.mutex.run(async () => {
      this.ensureOpen();
      const session = this.client.startSession();
      try {
        await session.withTransaction(() => work(session), TRANSACTION);
      } finally {
        await session.endSession();
      }
    });
  }

  async get<T extends Doc>(collection: Collection<T>, id: string): Promise<T | undefined> {
    this.ensureOpen();
    return this.documents.get<T>(collection.name, id);
  }

  async find<T extends Doc>(collection: Collection<T>, query?: Query): Promise<Page<T>> {
    this.ensureOpen();
    return this.documents.find<T>(collection.name, query);
  }

  async unitOfWork(
    checkpoint: { name: string; position: bigint } | null,
    work: (w: ReadModelWriter) => Promise<void>,
  ): Promise<void> {
    assertCheckpoint(checkpoint);
    return this.inTransaction(async (session) => {
      const unit = new MongoUnitWriter(new MongoDocuments(this.db, session));
      try {
        await work(unit);
      } finally {
        unit.end();
      }
      if (checkpoint === null) return;
      await this.checkpoints().updateOne(
        { _id: checkpoint.name },
        { $set: { position: checkpoint.position.toString() } },
        { upsert: true, session },
      );
    });
  }

  async checkpoint(name: string): Promise<bigint | undefined> {
    assertCheckpointName(name);
    this.ensureOpen();
    const found = await this.checkpoints().findOne({ _id: name });
    return found === null ? undefined : BigInt(found.position);
  }

  async reset(collections: readonly Collection[], checkpointNames: readonly string[]): Promise<void> {
    const names = collections.map((collection) => collection.name);
    names.forEach(assertCollectionName);
    checkpointNames.forEach(assertCheckpointName);
    // Collections cannot be dropped inside a transaction, so they are emptied: atomic with the
    // checkpoints, and their indexes stay for the rebuild.
    return this.inTransaction(async (session) => {
      for (const name of names) {
        await this.documents.collection(name).deleteMany({}, { session });
      }
      await this.checkpoints().deleteMany({ _id: { $in: checkpointNames } }, { session });
    });
  }

  async ensureIndexes(collection: Collection, fields: readonly string[]): Promise<void> {
    const target = this.documents.collection(collection.name);
    fields.forEach(assertFieldPath);
    this.ensureOpen();
    for (const field of new Set(fields)) {
      if (field === 'id') continue; // `_id` is always indexed
      // With `_id` second, the index also serves the id tie-break every sorted query ends with.
      await target.createIndex({ [mongoField(field)]: 1, _id: 1 });
    }
  }

  async dump<T extends Doc>(collection: Collection<T>): Promise<T[]> {
    this.ensureOpen();
    return this.documents.dump<T>(collection.name);
  }

  async close(): Promise<void> {
    return this.mutex.run(async () => {
      if (this.closed) return;
      this.closed = true;
      await this.client.close();
    });
  }
}
