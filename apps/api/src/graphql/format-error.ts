import {
  GraphQLError,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import { ApolloServerErrorCode, ApolloServerValidationErrorCode } from '@apollo/server/errors';
import { ResponseCode } from '@gps/contracts';
import { ApiError, toApiError } from '../request/api-error';
import type { Logger } from '../infrastructure/logger';
import { LIMIT_EXCEEDED } from './limits/limit-error';

type ErrorLogger = Pick<Logger, 'error'>;

/** Apollo's codes for a request that is itself wrong (unparsable, invalid, bad variables). */
const BAD_REQUEST_CODES = new Set<string>([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.BAD_REQUEST,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  ApolloServerValidationErrorCode.INTROSPECTION_DISABLED,
  ApolloServerValidationErrorCode.MAX_RECURSIVE_SELECTIONS_EXCEEDED,
  LIMIT_EXCEEDED,
]);

/** Signals Apollo Client's persisted-query link acts on: they must keep their code. */
const PROTOCOL_CODES = new Set<string>([
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
]);

/** The error a resolver threw, under the GraphQLError (and any wrapper) carrying it. */
function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && 'originalError' in current && current.originalError instanceof Error) {
    current = current.originalError;
  }
  return current;
}

function position(formatted: GraphQLFormattedError): Pick<GraphQLFormattedError, 'locations' | 'path'> {
  return {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
}

/**
 * A request GraphQL itself refused (syntax, validation, variables, a limit): -2 like any invalid
 * input. Its message names only the request's own fields and types, or the limit and its figures,
 * so it is kept; a limit's figures also travel as `detail` (limit-error.ts).
 */
function badRequest(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const detail = formatted.extensions?.detail;
  return {
    message: formatted.message,
    ...position(formatted),
    extensions: {
      code: ResponseCode.VALIDATION,
      httpStatus: formatted.path ? 200 : 400,
      ...(detail && typeof detail === 'object' ? { detail } : {}),
    },
  };
}

/**
 * An error graphql-js raised about the request itself before anything ran, without a code of
 * Apollo's: no resolver threw it (no original error) and it belongs to no field (no path). Such as
 * "Too many errors processing variables" after the 50th invalid variable value.
 */
function refusedByGraphql(error: unknown, formatted: GraphQLFormattedError): boolean {
  return error instanceof GraphQLError && !error.originalError && !formatted.path;
}

/**
 * Gives every GraphQL error the codes of the /api door: `extensions.code` is the response code and
 * `extensions.httpStatus` the status of the HTTP response carrying it (200 once execution started:
 * an operation's errors are part of its result). Only an ApiError's message reaches the client;
 * anything unexpected becomes -1 "internal error" and is logged here, never sent.
 */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: ErrorLogger,
): GraphQLFormattedError {
  const cause = rootCause(error);
  if (cause instanceof ApiError) {
    return {
      message: cause.message,
      ...position(formatted),
      extensions: { code: cause.code, httpStatus: 200, ...(cause.detail ? { detail: cause.detail } : {}) },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PROTOCOL_CODES.has(code)) return formatted;
  if (typeof code === 'string' && BAD_REQUEST_CODES.has(code)) return badRequest(formatted);
  if (refusedByGraphql(error, formatted)) return badRequest(formatted);

  const apiError = toApiError(cause);
  logger.error('graphql operation failed', cause);
  return {
    message: apiError.message,
    ...position(formatted),
    extensions: { code: apiError.code, httpStatus: formatted.path ? 200 : 500 },
  };
}

/**
 * graphql-ws sends results without going through Apollo, so its hooks apply the same formatting:
 * onNext to execution results, onError to the errors of a refused operation (invalid, over a limit,
 * or from a caller whose session has ended: that one keeps its session code).
 */
export function wsErrorFormatting(logger: ErrorLogger) {
  return {
    onNext: (
      _ctx: unknown,
      _id: string,
      _payload: unknown,
      _args: unknown,
      result: ExecutionResult,
    ): FormattedExecutionResult | undefined =>
      result.errors && {
        ...result,
        errors: result.errors.map((error) => formatGraphqlError(error.toJSON(), error, logger)),
      },
    onError: (_ctx: unknown, _id: string, _payload: unknown, errors: readonly GraphQLError[]) =>
      errors.map((error) =>
        rootCause(error) instanceof ApiError
          ? formatGraphqlError(error.toJSON(), error, logger)
          : badRequest(error.toJSON()),
      ),
  };
}
