import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { isGraphqlCall, ResponseCode, type Call } from '@gps/contracts';
import { CALLS } from './call-catalogue';

/**
 * Any call of the catalogue through either door, with any input at all, hostile ones included: the
 * reliability suites send what an attacker would and read back exactly what came (HTTP status, body,
 * codes), where `two-doors.ts` and `auth-doors.ts` serve the functional suites' well-formed calls.
 *
 * The GraphQL twin of each call is derived from the committed schema (apps/api/schema.graphql):
 * the field named like the call (`getDevices` -> `devices`), its arguments built from the /api input
 * (`input`, or `filter` plus paging, or one argument per field), and a selection of every scalar of
 * the answer, one level of objects deep. A call whose twin cannot be derived is reported by
 * `missingGraphqlTwins`, so a new call cannot go unfuzzed through GraphQL.
 */

export type DoorName = '/api' | 'GraphQL';
export const DOORS: readonly DoorName[] = ['/api', 'GraphQL'];

/** The doors a call has: a call answering a file is on /api only (docs/decisions/exports.md). */
export function doorsFor(call: Call): readonly DoorName[] {
  return isGraphqlCall(call) ? DOORS : ['/api'];
}

/** Who sends a call: their token (anything, for hostile cases), their address, an idempotency key. */
export interface Sender {
  token?: unknown;
  ip: string;
  requestId?: unknown;
}

/** A body sent as these exact bytes (invalid JSON, a JSON array, ...) rather than built from an input. */
export class RawBody {
  constructor(readonly text: string) {}
}

/** Nested arrays this deep, spelled out when the body is written (JSON.stringify would overflow). */
export class Deep {
  constructor(readonly depth: number) {}
}

/** JSON text of a value, Deep values spelled out as nested arrays. */
export function jsonText(value: unknown): string {
  const marks: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof Deep)) return v;
    marks.push(`${'['.repeat(v.depth)}${']'.repeat(v.depth)}`);
    return `\u0001deep${marks.length - 1}\u0001`;
  });
  return marks.reduce((out, deep, i) => out.replace(`"\\u0001deep${i}\\u0001"`, deep), text ?? 'null');
}

export interface Answer {
  door: DoorName;
  status: number;
  /** The envelope's code; GraphQL: the first error's `extensions.code`, 0 without errors. */
  code: unknown;
  /** Every code of the answer (a GraphQL answer may carry several errors), with its message. */
  codes: unknown[];
  messages: unknown[];
  message: unknown;
  data: unknown;
  /** The body as received. */
  text: string;
  /** What is wrong with the answer's shape: not JSON, no envelope, an error without a numeric code. */
  malformed?: string;
}

export interface GraphqlTwin {
  field: string;
  operation: 'query' | 'mutation';
  /** The document, the field aliased `result`. */
  document: string;
  variables(input: Record<string, unknown>): Record<string, unknown>;
}

const HTTP_OK = 200;
const SCHEMA_FILE = join(__dirname, '../../apps/api/schema.graphql');
/** Objects nested in an answer's selection: rows of a page, rights of a session (no deeper). */
const SELECTION_DEPTH = 2;

let schema: GraphQLSchema | undefined;
function graphqlSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  return schema;
}

/** Every scalar field of a type, and its object fields' scalars down to SELECTION_DEPTH. */
function selectionOf(type: GraphQLNamedType, ancestors: readonly string[]): string {
  if (!isObjectType(type)) return '';
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type))) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    // A type inside itself (Fleet.subFleets) would only repeat what the row already says.
    else if (ancestors.length < SELECTION_DEPTH && !ancestors.includes(named.name))
      parts.push(`${field.name} { ${selectionOf(named, [...ancestors, named.name])} }`);
  }
  return parts.join(' ');
}

function defined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** The call's /api input as the twin's arguments (see the module comment). */
function argumentsOf(field: GraphQLField<unknown, unknown>) {
  const names = field.args.map((a) => a.name);
  return (input: Record<string, unknown>): Record<string, unknown> => {
    if (names.length === 1 && names[0] === 'input') return { input };
    if (names.includes('filter')) {
      const filter = Object.fromEntries(Object.entries(input).filter(([k]) => !names.includes(k)));
      const rest = Object.fromEntries(Object.entries(input).filter(([k]) => names.includes(k)));
      return defined({ ...rest, filter: Object.keys(filter).length > 0 ? filter : undefined });
    }
    return defined(Object.fromEntries(names.map((n) => [n, input[n]])));
  };
}

/**
 * The GraphQL field serving a call, by the naming rule (`getX`, `queryX`, `fetchX` -> `x`, else the
 * call's own name): the spec names some reads queryX and fetchX.
 */
export function graphqlTwin(call: string): GraphqlTwin | undefined {
  const root = graphqlSchema();
  const candidates = [call, call.replace(/^(?:get|query|fetch)([A-Z])/, (_, c: string) => c.toLowerCase())];
  for (const [operation, type] of [
    ['query', root.getQueryType()],
    ['mutation', root.getMutationType()],
  ] as const) {
    const fields = type?.getFields() ?? {};
    const name = candidates.find((c) => c in fields);
    if (!name) continue;
    const field = fields[name];
    const declared = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const named = getNamedType(field.type);
    const selection = isLeafType(named) ? '' : ` { ${selectionOf(named, [named.name])} }`;
    const document =
      `${operation}${declared ? `(${declared})` : ''} ` +
      `{ result: ${name}${passed ? `(${passed})` : ''}${selection} }`;
    return {
      field: name,
      operation,
      document,
      variables: CALLS[call]?.graphqlArguments ?? argumentsOf(field),
    };
  }
  return undefined;
}

/** Calls that have no GraphQL twin by the naming rule. */
export function missingGraphqlTwins(calls: readonly string[]): string[] {
  return calls.filter((c) => !graphqlTwin(c));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Header values HTTP can carry (printable ASCII, under the server's header size limit). */
const HEADER_SAFE = /^[\x20-\x7e]{1,4096}$/;
const headerSafe = (value: unknown): value is string => typeof value === 'string' && HEADER_SAFE.test(value);

function headersOf(sender: Sender, graphql: boolean): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-forwarded-for': sender.ip,
    ...(graphql && headerSafe(sender.token) ? { authorization: `Bearer ${sender.token}` } : {}),
    ...(graphql && headerSafe(sender.requestId) ? { 'idempotency-key': sender.requestId } : {}),
  };
}

/** `/api/<call>`: the input's fields with `userToken` and `requestId` beside them, as legacy clients send. */
function apiBody(input: unknown, sender: Sender): string {
  if (input instanceof RawBody) return input.text;
  if (!isRecord(input)) return jsonText(input);
  return jsonText({
    ...input,
    ...(sender.token === undefined ? {} : { userToken: sender.token }),
    ...(sender.requestId === undefined ? {} : { requestId: sender.requestId }),
  });
}

function graphqlBody(call: string, input: unknown): string {
  if (input instanceof RawBody) return input.text;
  const twin = graphqlTwin(call);
  if (!twin) throw new Error(`${call} has no GraphQL twin`);
  // A non-object input is sent as the variables themselves: GraphQL must refuse it cleanly.
  const variables = isRecord(input) ? twin.variables(input) : input;
  return jsonText({ query: twin.document, variables });
}

/** An answer of which only the status and the body's text are known yet. */
function unread(door: DoorName, status: number, text: string): Answer {
  return {
    door,
    status,
    code: undefined,
    codes: [],
    messages: [],
    message: undefined,
    data: undefined,
    text,
  };
}

const NOT_JSON = Symbol('not JSON');

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/** The codes of an answer that carries one code and its message (an envelope, or GraphQL's success). */
function single(code: number, message: unknown): Pick<Answer, 'code' | 'codes' | 'messages' | 'message'> {
  return { code, codes: [code], messages: [message], message };
}

function readApi(status: number, text: string, attachment: boolean): Answer {
  const answer = unread('/api', status, text);
  // A file answered (its refusals are the envelope): a success with no data but the file itself.
  if (attachment && status === HTTP_OK) return { ...answer, ...single(ResponseCode.OK, 'a file') };
  const body = parsed(text);
  if (body === NOT_JSON) return { ...answer, malformed: 'not JSON' };
  if (!isRecord(body) || typeof body.code !== 'number' || typeof body.message !== 'string')
    return { ...answer, malformed: 'not the {code, message} envelope' };
  return { ...answer, ...single(body.code, body.message), data: body.data };
}

function readGraphql(status: number, text: string): Answer {
  const answer = unread('GraphQL', status, text);
  const body = parsed(text);
  if (body === NOT_JSON) return { ...answer, malformed: 'not JSON' };
  if (!isRecord(body)) return { ...answer, malformed: 'not a JSON object' };
  // What the HTTP layer answers before GraphQL runs (a body too large, malformed JSON): the envelope.
  if (typeof body.code === 'number') return { ...answer, ...single(body.code, body.message) };
  const errors = body.errors;
  if (errors === undefined) {
    const data = isRecord(body.data) ? body.data.result : undefined;
    return { ...answer, ...single(0, 'OK'), data };
  }
  if (!Array.isArray(errors) || errors.length === 0) return { ...answer, malformed: 'errors is not a list' };
  const codes = errors.map((e: unknown) =>
    isRecord(e) && isRecord(e.extensions) ? e.extensions.code : undefined,
  );
  const messages = errors.map((e: unknown) => (isRecord(e) ? e.message : undefined));
  const [first] = errors as { message?: unknown; extensions?: { detail?: unknown } }[];
  const malformed = codes.some((c) => typeof c !== 'number') ? 'an error without a numeric code' : undefined;
  return {
    ...answer,
    code: codes[0],
    codes,
    messages,
    message: first.message,
    data: first.extensions?.detail,
    ...(malformed ? { malformed } : {}),
  };
}

/** Sends one call through one door and reads back whatever came. */
export async function callThrough(
  baseUrl: string,
  door: DoorName,
  call: string,
  input: unknown,
  sender: Sender,
): Promise<Answer> {
  const graphql = door === 'GraphQL';
  const res = await fetch(graphql ? `${baseUrl}/graphql` : `${baseUrl}/api/${call}`, {
    method: 'POST',
    headers: headersOf(sender, graphql),
    body: graphql ? graphqlBody(call, input) : apiBody(input, sender),
  });
  const text = await res.text();
  const attachment = res.headers.get('content-disposition')?.startsWith('attachment') ?? false;
  return graphql ? readGraphql(res.status, text) : readApi(res.status, text, attachment);
}
