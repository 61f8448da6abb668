/** The fields that read the schema itself; `__typename` is not one of them. */
export const INTROSPECTION_FIELDS: ReadonlySet<string> = new Set(['__schema', '__type']);
