/**
 * The message of anything thrown. Duck-typed rather than `instanceof Error`: errors made by Node
 * internals in another realm (a test VM, a worker) fail instanceof but still carry a message.
 */
export function messageOf(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return String(error);
}
