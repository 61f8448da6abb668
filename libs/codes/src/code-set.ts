/**
 * What every code set offers beside its table: the list of its values and a guard. A table is a
 * frozen `as const` object (name -> code) or tuple; the type of a code is the union of its values.
 */
export type CodeOf<T extends Readonly<Record<string, string | number>>> = T[keyof T];

/** The values of a `{ NAME: code }` table, in declaration order. */
export function codesOf<T extends Readonly<Record<string, string | number>>>(table: T): readonly CodeOf<T>[] {
  return Object.freeze(Object.values(table) as CodeOf<T>[]);
}

/** A guard for one code set: whether an unknown value (a request's, a stored row's) is one of its codes. */
export function isOneOf<V extends string | number>(values: readonly V[]): (value: unknown) => value is V {
  return (value: unknown): value is V => (values as readonly unknown[]).includes(value);
}
