import {
  GraphQLBoolean,
  GraphQLNonNull,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
} from 'graphql';
import type { z } from 'zod';
import type { Call, CallOutput, GraphqlCall } from '@gps/contracts';
import type { RequestInfo } from '../../request/dispatcher';
import type { GraphqlContext } from '../context';
import { unwrap, type ZodGraphqlTypes } from './zod-graphql';

/** The one way a generated field reaches the application. */
export interface CallDispatch {
  dispatch(name: string, input: unknown, request: RequestInfo): Promise<unknown>;
}

/**
 * A call dispatched with its declared types. The dispatcher keeps operations by name, so the answer
 * is read back as the call's output here, the one place that does.
 */
export async function dispatchCall<C extends Call>(
  door: CallDispatch,
  call: C,
  input: z.input<C['input']>,
  request: RequestInfo,
): Promise<CallOutput<C>> {
  return (await door.dispatch(call.name, input, request)) as CallOutput<C>;
}

/** The paging arguments of the `{ filter }` layout, flat beside the filter. */
const PAGING = ['pageIndex', 'pageRows'];

/**
 * A call's GraphQL arguments and how they become its input, when GraphQL cannot say the input as the
 * schema does (graphql/overrides/).
 */
export interface ArgumentsOverride {
  args: GraphQLFieldConfigArgumentMap;
  toInput(args: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Builds a call's input from GraphQL arguments. GraphQL lets a client send null for any optional
 * argument; the calls' schemas mostly mean "absent" by leaving the field out, so nulls are dropped
 * except for the fields whose schema accepts null (`keepNull`).
 */
export function callInput(args: object, keepNull: readonly string[] = []): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || (value === null && !keepNull.includes(key))) continue;
    input[key] = value;
  }
  return input;
}

/** The arguments of a call and the reading of them back into its input, by its layout. */
function argumentsOf(call: GraphqlCall, types: ZodGraphqlTypes): ArgumentsOverride {
  const shape = types.shapeOf(call.input);
  const keepNull = Object.keys(shape).filter((key) => unwrap(shape[key]).acceptsNull);
  const layout = call.graphql.args;
  if (layout === 'flat') {
    return { args: types.inputFields(call.input), toInput: (args) => callInput(args, keepNull) };
  }
  if ('input' in layout) {
    const type = types.input(call.input, layout.input);
    if (!type) throw new Error(`${call.name}: its input has no GraphQL type`);
    return {
      args: { input: { type } },
      toInput: (args) => callInput(args.input as object, keepNull),
    };
  }
  const fields = types.inputFields(call.input);
  const filterFields = Object.fromEntries(Object.entries(fields).filter(([key]) => !PAGING.includes(key)));
  const paging = Object.fromEntries(Object.entries(fields).filter(([key]) => PAGING.includes(key)));
  const filter = types.filterType(layout.filter, call.input, Object.keys(filterFields));
  return {
    args: { filter: { type: filter }, ...paging },
    toInput: ({ filter: given, ...rest }) => callInput({ ...(given as object | null), ...rest }, keepNull),
  };
}

/**
 * The Query or Mutation field of a call: its arguments by its layout, its output's type, and one
 * generic resolver that turns the arguments into the call's input and dispatches it. A call that
 * answers no data is `Boolean!`, answering true.
 */
export function callField(
  call: GraphqlCall,
  types: ZodGraphqlTypes,
  door: CallDispatch,
  override?: ArgumentsOverride,
): GraphQLFieldConfig<unknown, GraphqlContext, Record<string, unknown>> {
  const { args, toInput } = override ?? argumentsOf(call, types);
  const output = call.output;
  const type = output ? types.output(output) : new GraphQLNonNull(GraphQLBoolean);
  if (!type) throw new Error(`${call.name}: its output has no GraphQL type`);
  return {
    type,
    args,
    description: call.graphql.description,
    async resolve(_source, given, context) {
      const answer = await door.dispatch(call.name, toInput(given), context.requestInfo);
      return output ? answer : true;
    },
  };
}
