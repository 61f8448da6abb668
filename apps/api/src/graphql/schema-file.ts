import { join } from 'node:path';

/** The committed, generated schema (apps/api/schema.graphql), from src/ and from dist/ alike. */
export const SCHEMA_FILE = join(__dirname, '..', '..', 'schema.graphql');
