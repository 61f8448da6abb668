import { Mutex } from '../mutex';
import type {
  Amounts,
  ArrayField,
  Collection,
  Doc,
  ItemOf,
  Page,
  Query,
  ReadModelWriter,
} from '../read-store.port';
import { assertAppend, assertIncrement } from '../validation';
import type { MongoDocuments } from './mongo-documents';

/**
 * The writer handed to a unit of work: operations go through the unit's session, one at a time (the
 * driver does not support parallel operations in a transaction, and `work` might use Promise.all).
 * It refuses use once its unit has ended.
 */
export class MongoUnitWriter implements ReadModelWriter {
  private open = true;
  private readonly queue = new Mutex();

  constructor(private readonly documents: MongoDocuments) {}

  end(): void {
    this.open = false;
  }

  private run<T>(operation: (documents: MongoDocuments) => Promise<T>): Promise<T> {
    return this.queue.run(() => {
      if (!this.open) throw new Error('this unit of work has ended; its writer can no longer be used');
      return operation(this.documents);
    });
  }

  get<T extends Doc>({ name }: Collection<T>, id: string): Promise<T | undefined> {
    return this.run((d) => d.get<T>(name, id));
  }

  find<T extends Doc>({ name }: Collection<T>, query?: Query): Promise<Page<T>> {
    return this.run((d) => d.find<T>(name, query));
  }

  put<T extends Doc>({ name }: Collection<T>, doc: T): Promise<void> {
    return this.run((d) => d.put(name, doc));
  }

  append<T extends Doc, F extends ArrayField<T>>(
    { name }: Collection<T>,
    id: string,
    field: F,
    item: NoInfer<ItemOf<T, F>>,
    seed: NoInfer<T>,
  ): Promise<void> {
    assertAppend(id, field, item, seed);
    return this.run((d) => d.append(name, id, field, [item], seed));
  }

  increment<T extends Doc>({ name }: Collection<T>, id: string, amounts: Amounts, seed: T): Promise<void> {
    assertIncrement(id, amounts, seed);
    return this.run((d) => d.increment(name, id, amounts, seed));
  }

  delete({ name }: Collection, id: string): Promise<void> {
    return this.run((d) => d.delete(name, id));
  }
}
