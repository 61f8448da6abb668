/**
 * The id of the message one publishMessage sends to its receiver at `index` (0-based, in the order
 * asked): the call's batch id and the index, so a retried call writes to the same streams and finds
 * them written.
 */
export function messageIdFor(batchId: string, index: number): string {
  return `${batchId}-${index}`;
}
