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

describe('a refusal and an invalid input in the reader language', () => {
  it('a refusal with a known reason is worded by that reason, not by its code', () => {
    const error = toAppError(
      graphqlFailure({
        code: ResponseCode.CONFLICT,
        httpStatus: 200,
        detail: { reason: 'delete_own_account' },
      }),
    );
    expect(error).toMatchObject({
      code: ResponseCode.CONFLICT,
      messageKey: 'errors.reason.delete_own_account',
    });
  });

  it('an unknown reason falls back to the code message', () => {
    const error = toAppError(
      graphqlFailure({ code: ResponseCode.CONFLICT, httpStatus: 200, detail: { reason: 'from_the_future' } }),
    );
    expect(error).toMatchObject({ messageKey: 'errors.code.CONFLICT' });
    expect(error.reason).toBeUndefined();
  });

  it('keeps a known reason, so that a form can answer it itself (a coupon refused under its field)', () => {
    const error = toAppError(
      graphqlFailure({ code: ResponseCode.CONFLICT, httpStatus: 200, detail: { reason: 'coupon_used' } }),
    );
    expect(error.reason).toBe('coupon_used');
  });

  it('a -2 carries its failing fields with their codes and figures', () => {
    const error = toAppError(
      graphqlFailure({
        code: ResponseCode.VALIDATION,
        httpStatus: 200,
        detail: {
          issues: [
            { field: 'ownerPhone', code: 'pattern', message: 'ownerPhone may contain ...' },
            { field: 'alias', code: 'too_long', params: { max: 50 }, message: 'alias must be ...' },
            { field: 'x', code: 'not_a_code', message: '...' },
          ],
        },
      }),
    );
    expect(error.fieldIssues).toEqual([
      { field: 'ownerPhone', code: 'pattern' },
      { field: 'alias', code: 'too_long', params: { max: 50 } },
      { field: 'x', code: 'invalid' },
    ]);
  });
});
