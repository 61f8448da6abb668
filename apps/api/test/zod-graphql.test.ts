import { GraphQLObjectType, GraphQLSchema, graphql, printType } from 'graphql';
import { z } from 'zod';
import { asFloat, asId, call, inputNamed, NO_DATA, page } from '@gps/contracts';
import { callField, type CallDispatch } from '../src/graphql/schema/call-field';
import { ZodGraphqlTypes } from '../src/graphql/schema/zod-graphql';

const Colour = z.enum(['RED', 'GREEN']).meta({ id: 'TestColour', description: 'A colour.' });
const Item = z
  .object({
    id: asId(z.string()),
    name: z.string().describe('Its name.'),
    note: z.string().nullable(),
    count: z.number().int(),
    ratio: z.number().optional(),
    big: asFloat(z.number().int()),
    on: z.boolean(),
    colour: Colour,
    tags: z.array(z.string()),
    maybeTags: z.array(z.string().nullable()).nullable(),
    value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
    code: z.union([z.literal(12), z.literal(13)]),
    internal: z.array(z.unknown()),
  })
  .meta({ id: 'TestItem', description: 'A thing.' });
const ItemPage = page(Item, 'TestItemPage');

const input = z.object({
  id: asId(z.string().trim()),
  name: z.string().optional(),
  parentId: asId(z.string()).nullable().optional().describe('null clears it.'),
  items: z.array(inputNamed(z.object({ n: z.number().int() }), 'TestPartInput')).optional(),
  pageIndex: z.number().int().optional(),
  pageRows: z.number().int().optional(),
});

const declared = (
  name: string,
  kind: 'query' | 'mutation',
  args: 'flat' | { input: string } | { filter: string },
) => call({ name, kind, summary: name, input, output: ItemPage, graphql: { field: name, args } });

/** A door that records what each call received and answers one row. */
function recordingDoor() {
  const received: { name: string; input: unknown }[] = [];
  const row = {
    id: '1',
    name: 'a',
    note: null,
    count: 1,
    big: 2 ** 40,
    on: true,
    colour: 'RED',
    tags: [],
    maybeTags: null,
    value: 15,
    code: 12,
    internal: [],
  };
  const door: CallDispatch = {
    dispatch: (name, given) => {
      received.push({ name, input: given });
      return Promise.resolve({ total: 1, rows: [row] });
    },
  };
  return { door, received };
}

function schemaOf(fields: Record<string, ReturnType<typeof callField>>, mutations = {}) {
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields }),
    ...(Object.keys(mutations).length
      ? { mutation: new GraphQLObjectType({ name: 'Mutation', fields: mutations }) }
      : {}),
  });
}

describe('zod -> GraphQL', () => {
  const types = new ZodGraphqlTypes();
  const { door } = recordingDoor();
  const schema = schemaOf({ flat: callField(declared('flat', 'query', 'flat'), types, door) });

  it('maps each kind of field, with its nullability and description', () => {
    expect(printType(schema.getType('TestItem')!)).toBe(
      [
        '"""A thing."""',
        'type TestItem {',
        '  id: ID!',
        '',
        '  """Its name."""',
        '  name: String!',
        '  note: String',
        '  count: Int!',
        '  ratio: Float',
        '  big: Float!',
        '  on: Boolean!',
        '  colour: TestColour!',
        '  tags: [String!]!',
        '  maybeTags: [String]',
        '  value: String',
        '  code: Int!',
        '}',
      ].join('\n'),
    );
  });

  it('names enums and pages from their metadata', () => {
    expect(printType(schema.getType('TestColour')!)).toBe(
      ['"""A colour."""', 'enum TestColour {', '  RED', '  GREEN', '}'].join('\n'),
    );
    expect(printType(schema.getType('TestItemPage')!)).toBe(
      ['type TestItemPage {', '  rows: [TestItem!]!', '  total: Int!', '}'].join('\n'),
    );
  });

  it('lays out flat arguments, optional ones nullable, nested inputs by their name', () => {
    const field = schema.getQueryType()!.getFields().flat;
    expect(field.args.map((a) => `${a.name}: ${String(a.type)}`)).toEqual([
      'id: ID!',
      'name: String',
      'parentId: ID',
      'items: [TestPartInput!]',
      'pageIndex: Int',
      'pageRows: Int',
    ]);
    expect(field.args.find((a) => a.name === 'parentId')?.description).toBe('null clears it.');
  });
});

describe('the generic resolver', () => {
  it('drops nulls except where the schema accepts null, and answers a scalar union as text', async () => {
    const { door, received } = recordingDoor();
    const schema = schemaOf({
      flat: callField(declared('flat', 'query', 'flat'), new ZodGraphqlTypes(), door),
    });
    const result = await graphql({
      schema,
      source: '{ flat(id: "1", name: null, parentId: null) { total rows { value big colour } } }',
      contextValue: { requestInfo: { ip: '::1' } },
    });
    expect(result.errors).toBeUndefined();
    expect(received).toEqual([{ name: 'flat', input: { id: '1', parentId: null } }]);
    expect(result.data).toEqual({ flat: { total: 1, rows: [{ value: '15', big: 2 ** 40, colour: 'RED' }] } });
  });

  it('reads one input object, or a filter beside flat paging arguments', async () => {
    const { door, received } = recordingDoor();
    const types = new ZodGraphqlTypes();
    const schema = schemaOf({
      byInput: callField(declared('byInput', 'query', { input: 'TestInput' }), types, door),
      byFilter: callField(declared('byFilter', 'query', { filter: 'TestFilter' }), types, door),
    });
    expect(String(schema.getQueryType()!.getFields().byInput.args[0].type)).toBe('TestInput!');
    expect(
      schema
        .getQueryType()!
        .getFields()
        .byFilter.args.map((a) => `${a.name}: ${String(a.type)}`),
    ).toEqual(['filter: TestFilter', 'pageIndex: Int', 'pageRows: Int']);
    expect(
      Object.keys((schema.getType('TestFilter') as unknown as { getFields(): object }).getFields()),
    ).toEqual(['id', 'name', 'parentId', 'items']);
    const context = { contextValue: { requestInfo: { ip: '::1' } }, schema };
    await graphql({
      ...context,
      source: '{ byInput(input: { id: "1", name: null, items: [{ n: 2 }] }) { total } }',
    });
    await graphql({
      ...context,
      source: '{ byFilter(filter: { id: "2", parentId: null }, pageRows: 5) { total } }',
    });
    expect(received.map((r) => [r.name, JSON.parse(JSON.stringify(r.input))])).toEqual([
      ['byInput', { id: '1', items: [{ n: 2 }] }],
      ['byFilter', { id: '2', parentId: null, pageRows: 5 }],
    ]);
  });

  it('answers Boolean! true for a call that answers no data', async () => {
    const { door } = recordingDoor();
    const done = call({
      name: 'done',
      kind: 'mutation',
      summary: 'done',
      input: z.object({ id: z.string() }),
      output: NO_DATA,
      graphql: { field: 'done', args: 'flat' },
    });
    const types = new ZodGraphqlTypes();
    const schema = schemaOf(
      { flat: callField(declared('flat', 'query', 'flat'), types, door) },
      { done: callField(done, types, door) },
    );
    expect(String(schema.getMutationType()!.getFields().done.type)).toBe('Boolean!');
    const result = await graphql({
      schema,
      source: 'mutation { done(id: "1") }',
      contextValue: { requestInfo: { ip: '::1' } },
    });
    expect(result.data).toEqual({ done: true });
  });
});
