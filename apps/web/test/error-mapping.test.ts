import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ResponseCode } from '@gps/contracts/error-codes';
import { toAppError } from '../src/shared/api/errorMapping';

/** A GraphQL answer's errors as Apollo Client hands them to the app. */
function graphqlFailure(extensions: Record<string, unknown>, message = 'refused') {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

describe('what the error dialog shows for a refused request', () => {
  it('a throttled sign-in says how long to wait when the server says it', () => {
    const error = toAppError(
      graphqlFailure({
        code: ResponseCode.TOO_MANY_ATTEMPTS,
        httpStatus: 200,
        detail: { retryAfterSeconds: 16 },
      }),
    );
    expect(error).toMatchObject({
      code: ResponseCode.TOO_MANY_ATTEMPTS,
      messageKey: 'errors.retryAfter',
      messageParams: { seconds: 16 },
    });
  });

  it('without a wait, a throttled request shows the code message', () => {
    const error = toAppError(graphqlFailure({ code: ResponseCode.TOO_MANY_ATTEMPTS, httpStatus: 200 }));
    expect(error).toMatchObject({ messageKey: 'errors.code.TOO_MANY_ATTEMPTS' });
    expect(error.messageParams).toBeUndefined();
  });

  it('another code keeps its own message even with a detail', () => {
    const error = toAppError(
      graphqlFailure({ code: ResponseCode.VALIDATION, httpStatus: 200, detail: { retryAfterSeconds: 3 } }),
    );
    expect(error).toMatchObject({ code: ResponseCode.VALIDATION, messageKey: 'errors.code.VALIDATION' });
  });
});
