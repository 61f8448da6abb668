/**
 * Stands in for an operation group's parts where only the operations' declarations are read: any
 * part can be named (so factories may destructure what they are given), none can be used.
 */
export function declarationsOnly<T>(): T {
  const fail = () => {
    throw new Error('these operations are declarations only: run them with their parts (allOperations)');
  };
  const part: object = new Proxy(fail, { get: () => part, apply: fail, construct: fail });
  return part as T;
}
