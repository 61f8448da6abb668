import { z } from 'zod';

/**
 * How a call's input becomes GraphQL arguments (docs/decisions/one-declaration.md):
 * - `flat`: one argument per input field;
 * - `{ input }`: one `input: <input>!` argument holding the whole input;
 * - `{ filter }`: `filter: <filter>` with every field but the paging ones, and the paging arguments flat.
 */
export type GraphqlArguments = 'flat' | { input: string } | { filter: string };

/** The little GraphQL naming a call needs; types and fields come from the schemas. */
export interface GraphqlNaming {
  /** The Query or Mutation field, e.g. `devices` for getDevices. */
  field: string;
  args: GraphqlArguments;
  /** The field's description, when it has one. */
  description?: string;
}

/**
 * A call that answers no data: `data` is true on /api (null when the operation had nothing to say),
 * and GraphQL answers `Boolean!` true.
 */
export const NO_DATA = null;

/**
 * What a call that answers a file declares in place of its output: the file's media types. `/api`
 * streams the file (refusals stay the JSON envelope); GraphQL answers JSON only, so such a call has
 * no GraphQL field (docs/decisions/exports.md).
 */
export interface FileAnswer {
  readonly file: {
    /** Every media type the call may answer (one per format). */
    readonly mediaTypes: readonly string[];
    readonly description: string;
  };
}

export function fileAnswer(description: string, mediaTypes: readonly string[]): FileAnswer {
  return { file: { description, mediaTypes } };
}

export function isFileAnswer(output: unknown): output is FileAnswer {
  return typeof output === 'object' && output !== null && 'file' in output;
}

/**
 * What an operation of a file call answers: the file's media type and name, and its bytes, read
 * lazily as they are sent.
 */
export interface ExportedFile {
  mediaType: string;
  /** The name offered for saving, any characters (the door writes it as a header can carry it). */
  fileName: string;
  body: AsyncIterable<Uint8Array>;
}

/** One call, declared once: both doors, the OpenAPI document and the operation's types come from it. */
export interface Call<
  Name extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType | null | FileAnswer = z.ZodType | null | FileAnswer,
> {
  /** The /api call name, e.g. `createFleet`. */
  name: Name;
  kind: 'query' | 'mutation';
  summary: string;
  input: I;
  /** What `data` holds on success, NO_DATA, or a file. */
  output: O;
  /** null: the call is not on the GraphQL door (a file answer, which GraphQL cannot carry). */
  graphql: GraphqlNaming | null;
  /**
   * The input's top-level fields typed in a text area, whose text may hold line breaks and tabs;
   * every other string of the input is refused them.
   */
  multiLine?: readonly string[];
}

/** A call on the GraphQL door: a JSON answer and a field. */
export type GraphqlCall = Call<string, z.ZodType, z.ZodType | null> & { graphql: GraphqlNaming };

export function isGraphqlCall(c: Call): c is GraphqlCall {
  return c.graphql !== null && !isFileAnswer(c.output);
}

/**
 * What an operation implementing the call returns: the output's type, or a flag for NO_DATA; of any
 * call at all (the dispatcher's view), unknown.
 */
export type CallOutput<C extends Call> = Call extends C
  ? unknown
  : C['output'] extends FileAnswer
    ? ExportedFile
    : C['output'] extends z.ZodType
      ? z.input<C['output']>
      : boolean | undefined;
/** What an operation implementing the call receives: the parsed input. */
export type CallInput<C extends Call> = z.output<C['input']>;

/** Declares a call; keeps the literal types so operations are checked against it. */
export function call<const Name extends string, I extends z.ZodType, O extends z.ZodType | null>(
  declaration: Call<Name, I, O> & { graphql: GraphqlNaming },
): Call<Name, I, O> & { graphql: GraphqlNaming } {
  return declaration;
}

/** Declares a query that answers a file: `/api` only (see FileAnswer). */
export function fileCall<const Name extends string, I extends z.ZodType>(declaration: {
  name: Name;
  summary: string;
  input: I;
  output: FileAnswer;
}): Call<Name, I, FileAnswer> {
  return { ...declaration, kind: 'query', graphql: null };
}

/** Keyed by name: `calls.getDevices`. */
export function byName<const L extends readonly Call[]>(list: L): { [C in L[number] as C['name']]: C } {
  return Object.fromEntries(list.map((c) => [c.name, c])) as { [C in L[number] as C['name']]: C };
}

/**
 * What GraphQL needs beyond a schema's shape, kept apart from the JSON Schema metadata so the
 * OpenAPI request side stays as it is: `ID` for identifiers, `Float` for a whole number that may pass
 * GraphQL's 32-bit Int (epoch µs), and the name of an input object nested in a call's input.
 */
export interface GraphqlMeta {
  scalar?: 'ID' | 'Float';
  inputName?: string;
}
export const graphqlMeta = z.registry<GraphqlMeta>();

/** An identifier: ID in GraphQL. */
export function asId<S extends z.ZodType>(schema: S): S {
  graphqlMeta.add(schema, { scalar: 'ID' });
  return schema;
}

/** A whole number that may exceed 32 bits: Float in GraphQL. */
export function asFloat<S extends z.ZodType>(schema: S): S {
  graphqlMeta.add(schema, { scalar: 'Float' });
  return schema;
}

/** Names an input object nested in a call's input (e.g. FunctionRightsInput). */
export function inputNamed<S extends z.ZodType>(schema: S, inputName: string): S {
  graphqlMeta.add(schema, { inputName });
  return schema;
}

/** `{ total, rows }` of a list call, named `<Item>Page`. */
export function page<T extends z.ZodType>(item: T, id: string) {
  return z.object({ rows: z.array(item), total: z.number().int() }).meta({ id });
}
