import { callList, isFileAnswer, isGraphqlCall } from '@gps/contracts';
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

  it('has one GraphQL field per call answering JSON, of its kind, and no Query or Mutation field without a call', () => {
    for (const kind of ['query', 'mutation'] as const) {
      const fields = callList
        .filter(isGraphqlCall)
        .filter((c) => c.kind === kind)
        .map((c) => c.graphql.field);
      expect(rootFields(kind)).toEqual(fields.sort());
    }
  });

  it('keeps GraphQL for JSON: a call answering a file has no GraphQL naming, every other call has one', () => {
    for (const c of callList)
      expect({ call: c.name, graphql: c.graphql !== null }).toEqual({
        call: c.name,
        graphql: !isFileAnswer(c.output),
      });
  });

  it('gives every OpenAPI answer a schema: a named type, a list of one, or NoData; a file its media types and the refusal', () => {
    const document = openApiDocument(allOperations, 'test') as {
      paths: Record<string, { post: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, unknown> };
    };
    const named = new Set(Object.keys(document.components.schemas));
    const files = new Map(
      callList.flatMap((c) => (isFileAnswer(c.output) ? [[`/api/${c.name}`, c.output.file.mediaTypes]] : [])),
    );
    for (const [path, { post }] of Object.entries(document.paths)) {
      const answer = post.responses['200'] as {
        content: { 'application/json': { schema: { properties: { data: Record<string, unknown> } } } };
      };
      const mediaTypes = files.get(path);
      if (mediaTypes) {
        expect(Object.keys(answer.content).sort()).toEqual([...mediaTypes, 'application/json'].sort());
        expect(answer.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Refusal' });
        continue;
      }
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
