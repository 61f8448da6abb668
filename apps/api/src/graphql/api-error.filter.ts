import { Catch } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { ApiError } from '../request/api-error';

/**
 * An ApiError is an answer (wrong password, access denied, ...), not a server fault: hand it to
 * GraphQL as it is instead of letting Nest's exception handler log it with a stack trace.
 * formatGraphqlError then gives it its code.
 */
@Catch(ApiError)
export class ApiErrorFilter implements GqlExceptionFilter {
  catch(error: ApiError): ApiError {
    return error;
  }
}
