import type { ClientSession, Db, UpdateFilter } from 'mongodb';
import { incremented } from '../increments';
import type { Amounts, Doc, Page, Query } from '../read-store.port';
import { assertCollectionName, assertId, serializeDoc } from '../validation';
import { toMongoQuery, type StoredDoc } from './mongo-query';

/** `_id` is a copy of `id`, never part of what callers get back. */
const WITHOUT_ID = { _id: 0 } as const;

/**
 * Document reads and writes over one database, optionally inside a session's transaction (a unit of
 * work), in which case reads see the transaction's pending writes.
 */
export class MongoDocuments {
  constructor(
    private readonly db: Db,
    private readonly session?: ClientSession,
  ) {}

  collection(name: string) {
    assertCollectionName(name);
    return this.db.collection<StoredDoc>(name);
  }

  async get<T extends Doc>(collection: string, id: string): Promise<T | undefined> {
    assertId(id);
    const found = await this.collection(collection).findOne(
      { _id: id },
      { projection: WITHOUT_ID, session: this.session },
    );
    return (found ?? undefined) as T | undefined;
  }

  async find<T extends Doc>(collection: string, query: Query = {}): Promise<Page<T>> {
    const { filter, sort, skip, limit } = toMongoQuery(query);
    const target = this.collection(collection);
    const rows =
      limit === 0
        ? []
        : await target
            .find(filter, { projection: WITHOUT_ID, sort, skip, limit, session: this.session })
            .toArray();
    // Without paging, or on a partial first page, the rows are the whole answer.
    const page = query.page;
    const complete = page === undefined || (page.index === 0 && rows.length < page.rows);
    const total = complete ? rows.length : await target.countDocuments(filter, { session: this.session });
    return { total, rows: rows as unknown as T[] };
  }

  async put(collection: string, doc: Doc): Promise<void> {
    // Stored through JSON so that both adapters keep exactly the same values, in the same key order.
    const stored: StoredDoc = { _id: doc.id, ...(JSON.parse(serializeDoc(doc)) as Doc) };
    await this.collection(collection).replaceOne({ _id: doc.id }, stored, {
      upsert: true,
      session: this.session,
    });
  }

  /**
   * Adds `items` at the end of the array `field` of document `id` on the server (`$push`), so the
   * document is not read; where there is none, puts `seed` with the items added.
   */
  async append(
    collection: string,
    id: string,
    field: string,
    items: readonly unknown[],
    seed: Doc,
  ): Promise<void> {
    // Through JSON, as `put` stores documents, so both adapters keep the same values.
    const stored = JSON.parse(JSON.stringify(items)) as unknown[];
    const { matchedCount } = await this.collection(collection).updateOne(
      { _id: id },
      // StoredDoc's fields are unknown to the driver's types; the field was checked to be a name.
      { $push: { [field]: { $each: stored } } } as UpdateFilter<StoredDoc>,
      { session: this.session },
    );
    if (matchedCount === 0) {
      await this.put(collection, { ...seed, [field]: [...(seed[field] as unknown[]), ...items] });
    }
  }

  /**
   * Adds each amount to the number at its checked path of document `id` on the server (`$inc`, whose
   * dotted paths read digits as array indexes as the port does), so the document is not read; where
   * there is none, puts `seed` with the amounts added.
   */
  async increment(collection: string, id: string, amounts: Amounts, seed: Doc): Promise<void> {
    const { matchedCount } = await this.collection(collection).updateOne(
      { _id: id },
      // StoredDoc's fields are unknown to the driver's types; the paths were checked.
      { $inc: { ...amounts } } as UpdateFilter<StoredDoc>,
      { session: this.session },
    );
    if (matchedCount === 0) await this.put(collection, incremented(seed, Object.entries(amounts)));
  }

  async delete(collection: string, id: string): Promise<void> {
    assertId(id);
    await this.collection(collection).deleteOne({ _id: id }, { session: this.session });
  }

  async dump<T extends Doc>(collection: string): Promise<T[]> {
    const rows = await this.collection(collection)
      .find({}, { projection: WITHOUT_ID, sort: { _id: 1 }, session: this.session })
      .toArray();
    return rows as unknown as T[];
  }
}
