import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getOperationAST, parse, type GraphQLError } from 'graphql';
import { cappedMessage, cappedStringify } from '../src/graphql/limits/answer-size';
import {
  DEFAULT_GRAPHQL_LIMITS,
  loadGraphqlSettings,
  type GraphqlLimits,
} from '../src/graphql/limits/graphql-settings';
import { operationCost } from '../src/graphql/limits/operation-cost';
import { OperationLimits } from '../src/graphql/limits/operation-limits';
import { ASSUMED_LIST_SIZE } from '../src/graphql/limits/page-sizes';
import { MAX_NESTING } from '../src/graphql/limits/source-limits';

const schema = buildSchema(readFileSync(join(__dirname, '..', 'schema.graphql'), 'utf8'));

function limitsWith(overrides: Partial<GraphqlLimits> = {}, introspection = false): OperationLimits {
  return new OperationLimits({ introspection, limits: { ...DEFAULT_GRAPHQL_LIMITS, ...overrides } });
}

/** What a document gets from parsing and validation: the limit errors' detail, or [] when valid. */
function refusals(source: string, limits = limitsWith()): unknown[] {
  let errors: readonly GraphQLError[];
  try {
    errors = limits.validate(schema, limits.parse(source));
  } catch (error) {
    errors = [error as GraphQLError];
  }
  return errors.map((error) => error.extensions?.detail ?? error.message);
}

function costOf(source: string, variables: Record<string, unknown> = {}): number {
  const document = parse(source);
  return operationCost(schema, document, getOperationAST(document)!, variables);
}

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

describe('source limits (read by the lexer before anything is parsed)', () => {
  it('refuses a document over the token limit, however it is made', () => {
    const limits = limitsWith({ maxTokens: 20 });
    expect(refusals('{ me { token accountId } }', limits)).toEqual([]);
    expect(refusals(`{ me { ${'token '.repeat(20)}} }`, limits)).toEqual([{ limit: 'tokens', max: 20 }]);
  });

  it('counts neither comments nor whitespace, and a string as one token', () => {
    const limits = limitsWith({ maxTokens: 15 });
    const source = `# ${'x'.repeat(10_000)}\n{ devices(filter: { keyword: "${'y'.repeat(10_000)}" }) { total } }`;
    expect(refusals(source, limits)).toEqual([]);
  });

  it(`answers a 10,000-deep selection with the nesting limit (${MAX_NESTING}), not a stack overflow`, () => {
    const deep = `{ ${'a { '.repeat(10_000)}b${' }'.repeat(10_000)} }`;
    expect(refusals(deep, limitsWith({ maxTokens: 1_000_000 }))).toEqual([
      { limit: 'nesting', max: MAX_NESTING },
    ]);
  });

  it('counts list and object values in the nesting too', () => {
    const deep = `{ devices(filter: { deviceSerialNumbers: ${'['.repeat(100)}"1"${']'.repeat(100)} }) { total } }`;
    expect(refusals(deep)).toEqual([{ limit: 'nesting', max: MAX_NESTING }]);
  });

  it('leaves a lexical error to the parser, which reports where it is', () => {
    expect(refusals('{ me { token "unterminated } }')).toEqual([
      expect.stringContaining('Syntax Error: Unterminated string.'),
    ]);
  });
});

describe('depth', () => {
  const chain = (levels: number) =>
    `{ fleets { rows { ${'subFleets { '.repeat(levels - 3)}id${' }'.repeat(levels - 3)} } } }`;

  it('counts the levels of fields, the leaf included', () => {
    expect(refusals(chain(8))).toEqual([]);
    expect(refusals(chain(9))).toEqual([{ limit: 'depth', max: 8, found: 9 }]);
  });

  it('follows fragments, each worked out once', () => {
    const source = `{ fleets { rows { ...a } } }
      fragment a on Fleet { subFleets { ...b } }
      fragment b on Fleet { subFleets { ...c } }
      fragment c on Fleet { subFleets { subFleets { subFleets { subFleets { id } } } } }`;
    expect(refusals(source)).toEqual([{ limit: 'depth', max: 8, found: 9 }]);
  });

  it('is not fooled into looping by a fragment cycle (graphql-js refuses the cycle itself)', () => {
    const source =
      '{ me { ...a } } fragment a on Session { rights { flags } ...b } fragment b on Session { ...a }';
    expect(refusals(source)).toEqual(['Cannot spread fragment "a" within itself via "b".']);
  });
});

describe('aliases and root fields', () => {
  it('refuses more aliases than the limit, anywhere in the document', () => {
    expect(refusals(`{ me { ${aliases(10, 'token')} } }`)).toEqual([]);
    expect(refusals(`{ me { ${aliases(11, 'token')} } }`)).toEqual([
      { limit: 'aliases', max: 10, found: 11 },
    ]);
  });

  it('refuses more root fields than the limit, fragments at the root included', () => {
    const ten = Array.from({ length: 10 }, () => 'me { token }').join(' ');
    expect(refusals(`{ ${ten} }`)).toEqual([]);
    expect(refusals(`{ ${ten} ...more } fragment more on Query { systemSettings { id } }`)).toEqual([
      { limit: 'rootFields', max: 10, found: 11 },
    ]);
  });

  it("answers the issue's 3,000 aliases of systemLogs with the first limit they meet, the tokens", () => {
    expect(refusals(`{ ${aliases(3000, 'systemLogs { total }')} }`)).toEqual([
      { limit: 'tokens', max: DEFAULT_GRAPHQL_LIMITS.maxTokens },
    ]);
  });
});

describe('introspection', () => {
  const query = '{ __schema { queryType { name } } }';

  it('is refused when off, with a message that says how to turn it on', () => {
    expect(refusals(query)).toEqual([{ limit: 'introspection' }]);
    expect(refusals('{ __type(name: "Device") { name } }')).toEqual([{ limit: 'introspection' }]);
  });

  it('keeps __typename, which clients need', () => {
    expect(refusals('{ __typename me { __typename token } }')).toEqual([]);
  });

  it('is answered when on, the depth of the schema query aside', () => {
    const full = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;
    expect(refusals(full, limitsWith({}, true))).toEqual([]);
  });

  it('hides "Did you mean" suggestions when off, which would spell the schema out', () => {
    expect(refusals('{ devicez { total } }')).toEqual(['Cannot query field "devicez" on type "Query".']);
    expect(refusals('{ devicez { total } }', limitsWith({}, true))).toEqual([
      'Cannot query field "devicez" on type "Query". Did you mean "devices"?',
    ]);
  });
});

describe('cost: the most values the answer can hold', () => {
  it('counts each field once, and a page of rows as many times as its pageRows', () => {
    expect(costOf('{ me { token accountId } }')).toBe(3);
    expect(costOf('{ devices(pageRows: 50) { total rows { deviceId carName } } }')).toBe(1 + 1 + 1 + 50 * 2);
  });

  it("reads pageRows from the operation's variables", () => {
    const source = 'query ($n: Int) { devices(pageRows: $n) { rows { deviceId } } }';
    expect(costOf(source, { n: 10 })).toBe(1 + 1 + 10);
    expect(costOf(source, { n: 1000 })).toBe(1 + 1 + 1000);
  });

  it("takes the call's default page when the operation gives none", () => {
    expect(costOf('{ systemLogs { rows { id } } }')).toBe(1 + 1 + 5000);
    expect(costOf('{ accounts { rows { id } } }')).toBe(1 + 1 + 30);
  });

  it('assumes other lists hold ASSUMED_LIST_SIZE items', () => {
    expect(costOf('{ me { rights { flags } } }')).toBe(1 + 1 + ASSUMED_LIST_SIZE);
    expect(costOf('{ fleets(pageRows: 2) { rows { subFleets { id } } } }')).toBe(
      1 + 1 + 2 * (1 + ASSUMED_LIST_SIZE),
    );
  });

  it('counts a fragment where it is spread, at the page size of that place', () => {
    const source = `{ a: devices(pageRows: 10) { ...page } b: devices(pageRows: 20) { ...page } }
      fragment page on DevicePage { rows { deviceId } }`;
    expect(costOf(source)).toBe(1 + 1 + 10 + (1 + 1 + 20));
  });

  it('adds up a fragment spread 2^40 times in moments, and refuses it', () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment f${i} on Session { ...f${i + 1} ...f${i + 1} }`,
    );
    const source = `{ me { ...f0 } } ${fragments.join(' ')} fragment f${levels} on Session { token }`;
    expect(costOf(source)).toBe(1 + 2 ** levels);
    const document = parse(source);
    expect(() => limitsWith().checkCost(schema, document, undefined, {})).toThrow(
      `the operation may answer up to ${1 + 2 ** levels} values, more than the limit of 120000`,
    );
  });

  it('refuses over the limit with the figures in the detail', () => {
    const fields = 'deviceId deviceSerialNumber carName alias deviceOwnerName phoneNumber email simNumber';
    const document = parse(`{ ${aliases(3, `devices(pageRows: 5000) { rows { ${fields} } }`)} }`);
    let error: GraphQLError | undefined;
    try {
      limitsWith().checkCost(schema, document, undefined, {});
    } catch (thrown) {
      error = thrown as GraphQLError;
    }
    expect(error?.extensions).toMatchObject({
      detail: { limit: 'cost', max: 120_000, found: 3 * (2 + 5000 * 8) },
    });
  });
});

describe('answer size', () => {
  it('replaces an HTTP answer over the cap by its error alone', () => {
    const stringify = cappedStringify(100);
    expect(stringify({ data: { a: 'x' } })).toBe('{"data":{"a":"x"}}\n');
    const over = JSON.parse(stringify({ data: { a: 'x'.repeat(100) } }));
    expect(over).toEqual({
      errors: [
        {
          message: 'the answer is 118 bytes, more than the limit of 100; ask for fewer rows or fields',
          extensions: { code: -2, httpStatus: 200, detail: { limit: 'answerBytes', max: 100, found: 118 } },
        },
      ],
    });
  });

  it('counts bytes, not characters', () => {
    expect(JSON.parse(cappedStringify(100)({ data: { a: 'é'.repeat(45) } })).errors).toBeDefined();
    expect(JSON.parse(cappedStringify(100)({ data: { a: 'e'.repeat(45) } })).errors).toBeUndefined();
  });

  it("replaces a websocket answer over the cap by an error of the same operation, in the protocol's format", () => {
    const next = JSON.stringify({ id: 'a"1', type: 'next', payload: { data: { a: 'x'.repeat(200) } } });
    expect(JSON.parse(cappedMessage(next, 100))).toEqual({
      id: 'a"1',
      type: 'next',
      payload: { errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: -2 }) })] },
    });
    const error = JSON.stringify({ id: '2', type: 'error', payload: [{ message: 'y'.repeat(200) }] });
    expect(JSON.parse(cappedMessage(error, 100))).toMatchObject({
      id: '2',
      type: 'error',
      payload: [{ extensions: { code: -2 } }],
    });
    const small = JSON.stringify({ id: '3', type: 'next', payload: { data: { a: 1 } } });
    expect(cappedMessage(small, 100)).toBe(small);
  });
});

describe('settings', () => {
  it('defaults to the figures of docs/decisions/graphql-limits.md, introspection off', () => {
    expect(loadGraphqlSettings({})).toEqual({ introspection: false, limits: DEFAULT_GRAPHQL_LIMITS });
  });

  it('turns introspection on with GRAPHQL_INTROSPECTION=1, or in development unless set to 0', () => {
    expect(loadGraphqlSettings({ GRAPHQL_INTROSPECTION: '1' }).introspection).toBe(true);
    expect(loadGraphqlSettings({ NODE_ENV: 'development' }).introspection).toBe(true);
    expect(loadGraphqlSettings({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: '0' }).introspection).toBe(
      false,
    );
    expect(loadGraphqlSettings({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(() => loadGraphqlSettings({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow(
      'GRAPHQL_INTROSPECTION must be 1 or 0, got "yes"',
    );
  });

  it('overrides any limit with GRAPHQL_LIMITS, and refuses what it does not know', () => {
    expect(loadGraphqlSettings({ GRAPHQL_LIMITS: '{"maxCost": 200000}' }).limits).toEqual({
      ...DEFAULT_GRAPHQL_LIMITS,
      maxCost: 200_000,
    });
    expect(() => loadGraphqlSettings({ GRAPHQL_LIMITS: '{"maxCosts": 1}' })).toThrow(
      'GRAPHQL_LIMITS has an unknown key "maxCosts"',
    );
    expect(() => loadGraphqlSettings({ GRAPHQL_LIMITS: '{"maxCost": 0}' })).toThrow(
      'GRAPHQL_LIMITS.maxCost must be a positive whole number, got 0',
    );
    expect(() => loadGraphqlSettings({ GRAPHQL_LIMITS: '[1]' })).toThrow(
      'GRAPHQL_LIMITS must be a JSON object',
    );
  });
});
