import { callList } from '@gps/contracts';
import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { operationCatalogue as allOperations } from '../src/operations';
import { SCHEMA_FILE } from '../src/graphql/schema-file';
import { openApiDocument } from '../src/rest/openapi';

/** The committed schema: its Query and Mutation fields are the calls' (subscriptions are no call). */
const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
const rootFields = (kind: 'query' | 'mutation') =>
  Object.keys((kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()).sort();

describe('the call catalogue', () => {
  it('has one operation per call, and no operation without a call', () => {
    expect(allOperations.map((op) => op.call.name).sort()).toEqual(callList.map((c) => c.name).sort());
    for (const op of allOperations) expect(callList).toContain(op.call);
  });

  it('has one GraphQL field per call, of its kind, and no Query or Mutation field without a call', () => {
    for (const kind of ['query', 'mutation'] as const) {
      const fields = callList.filter((c) => c.kind === kind).map((c) => c.graphql.field);
      expect(rootFields(kind)).toEqual(fields.sort());
    }
  });

  it('gives every OpenAPI answer a schema: a named type, a list of one, or NoData', () => {
    const document = openApiDocument(allOperations, 'test') as {
      paths: Record<string, { post: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, unknown> };
    };
    const named = new Set(Object.keys(document.components.schemas));
    for (const [path, { post }] of Object.entries(document.paths)) {
      const answer = post.responses['200'] as {
        content: { 'application/json': { schema: { properties: { data: Record<string, unknown> } } } };
      };
      const data = answer.content['application/json'].schema.properties.data;
      const ref = (data.$ref ?? (data.items as { $ref?: string } | undefined)?.$ref) as string | undefined;
      expect({ path, ref: ref?.replace('#/components/schemas/', '') }).toEqual({
        path,
        ref: expect.any(String),
      });
      expect(named.has(ref!.replace('#/components/schemas/', ''))).toBe(true);
    }
  });
});
