import type { Doc, Page, Query, ReadModelWriter } from '../read-store.port';
import type { SqliteDocuments } from './sqlite-documents';

/**
 * The writer handed to a unit of work: the writer connection, inside the unit's open transaction.
 * It refuses use once its unit has ended, so a stray promise cannot write into the next unit.
 */
export class SqliteUnitWriter implements ReadModelWriter {
  private open = true;

  constructor(private readonly documents: SqliteDocuments) {}

  end(): void {
    this.open = false;
  }

  private active(): SqliteDocuments {
    if (!this.open) throw new Error('this unit of work has ended; its writer can no longer be used');
    return this.documents;
  }

  async get<T extends Doc>(collection: string, id: string): Promise<T | undefined> {
    return this.active().get<T>(collection, id);
  }

  async find<T extends Doc>(collection: string, query?: Query): Promise<Page<T>> {
    return this.active().find<T>(collection, query);
  }

  async put(collection: string, doc: Doc): Promise<void> {
    this.active().put(collection, doc);
  }

  async delete(collection: string, id: string): Promise<void> {
    this.active().delete(collection, id);
  }
}
