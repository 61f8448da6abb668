import {
  GraphQLBoolean,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLInputType,
} from 'graphql';
import { remoteKey, type CallName } from '@gps/contracts';
import { validationError } from '../../request/api-error';
import type { ArgumentsOverride } from '../schema/call-field';
import type { ZodGraphqlTypes } from '../schema/zod-graphql';

interface RemoteCommandArgs {
  deviceSerialNumber: string;
  requestDataCode: number;
  key: string;
  text?: string | null;
  number?: number | null;
  on?: boolean | null;
}

/** The call's single `value` from the typed fields; more than one is ambiguous. */
function valueOf(input: RemoteCommandArgs): string | number | boolean | undefined {
  const given = [input.text, input.number, input.on].filter((v) => v !== undefined && v !== null);
  if (given.length > 1) {
    const message = 'give at most one of text, number and on';
    throw validationError([{ field: 'value', code: 'invalid', message }], message);
  }
  return given[0] ?? undefined;
}

/**
 * remoteCommand's `value` is text, a number or a switch as the key needs: GraphQL has no union of
 * scalars in inputs, so its input has one field per kind.
 */
function remoteCommandArguments(types: ZodGraphqlTypes): ArgumentsOverride {
  const input = new GraphQLInputObjectType({
    name: 'RemoteCommandInput',
    description: 'A remote command. Give at most one of text, number and on, as the key needs.',
    fields: {
      deviceSerialNumber: { type: new GraphQLNonNull(GraphQLString) },
      requestDataCode: {
        type: new GraphQLNonNull(GraphQLInt),
        description: "The menu's request data code: 12 or 13.",
      },
      key: { type: types.input(remoteKey) as GraphQLInputType },
      text: { type: GraphQLString, description: 'PSW, PHONE, USER; FREQ also takes "normal" or "fast".' },
      number: { type: GraphQLInt, description: 'FREQ seconds (30 normal, 15 fast), VIBL level 0..15.' },
      on: { type: GraphQLBoolean, description: 'VIB, LBVON, POF, SLEEP.' },
    },
  });
  return {
    args: { input: { type: new GraphQLNonNull(input) } },
    toInput({ input: given }) {
      const args = given as RemoteCommandArgs;
      const value = valueOf(args);
      const { deviceSerialNumber, requestDataCode, key } = args;
      return { deviceSerialNumber, requestDataCode, key, ...(value === undefined ? {} : { value }) };
    },
  };
}

/** The calls whose GraphQL arguments are written by hand, by call name. */
export function argumentsOverrides(types: ZodGraphqlTypes): Partial<Record<CallName, ArgumentsOverride>> {
  return { remoteCommand: remoteCommandArguments(types) };
}
