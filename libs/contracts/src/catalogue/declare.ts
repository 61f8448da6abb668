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

/** One call, declared once: both doors, the OpenAPI document and the operation's types come from it. */
export interface Call<
  Name extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType | null = z.ZodType | null,
> {
  /** The /api call name, e.g. `createFleet`. */
  name: Name;
  kind: 'query' | 'mutation';
  summary: string;
  input: I;
  /** What `data` holds on success, or NO_DATA. */
  output: O;
  graphql: GraphqlNaming;
}

/**
 * What an operation implementing the call returns: the output's type, or a flag for NO_DATA; of any
 * call at all (the dispatcher's view), unknown.
 */
export type CallOutput<C extends Call> = Call extends C
  ? unknown
  : C['output'] extends z.ZodType
    ? z.input<C['output']>
    : boolean | undefined;
/** What an operation implementing the call receives: the parsed input. */
export type CallInput<C extends Call> = z.output<C['input']>;

/** Declares a call; keeps the literal types so operations are checked against it. */
export function call<const Name extends string, I extends z.ZodType, O extends z.ZodType | null>(
  declaration: Call<Name, I, O>,
): Call<Name, I, O> {
  return declaration;
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
