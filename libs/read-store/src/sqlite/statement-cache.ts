import type Database from 'better-sqlite3';

const DEFAULT_CAPACITY = 256;

/**
 * Prepared statements by SQL text, least recently used evicted. Query SQL depends on the query's shape
 * (fields, operators, order), not its values, so a list screen reuses a handful of statements.
 */
export class StatementCache {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Database.Database,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  get(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (statement !== undefined) {
      this.statements.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.statements.size >= this.capacity) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    this.statements.set(sql, statement);
    return statement;
  }
}
