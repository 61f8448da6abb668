import { REQUEST_ID_MAX_LENGTH, REQUEST_ID_PATTERN } from '@gps/contracts';

export const REQUEST_ID_FIELD = 'requestId';

/**
 * Why a client's idempotency key cannot be used, or undefined when it can. The key becomes part of
 * the command id kept in every event's metadata, so an unbounded key grew the permanent log by
 * its size on every call (docs/decisions/inputs-and-headers.md).
 */
export function requestIdProblem(requestId: string): string | undefined {
  if (REQUEST_ID_PATTERN.test(requestId)) return undefined;
  return (
    `must be 1 to ${REQUEST_ID_MAX_LENGTH} visible ASCII characters (letters, digits, punctuation; ` +
    'a UUID fits); GraphQL takes it as the Idempotency-Key header'
  );
}
