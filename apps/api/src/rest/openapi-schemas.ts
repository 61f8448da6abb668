import { z } from 'zod';

/** Where the document keeps the named types (`.meta({ id })` in libs/contracts). */
const COMPONENT = '#/components/schemas/';
const DEFS = '#/$defs/';

type Json = Record<string, unknown>;
const OPTIONS = { unrepresentable: 'any', uri: (id: string) => `${COMPONENT}${id}` } as const;

/** A `$defs` reference turned into a components one, deep; the `$defs` themselves dropped. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$defs') continue;
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith(DEFS)
        ? COMPONENT + inner.slice(DEFS.length)
        : toComponentRefs(inner);
  }
  return out;
}

/**
 * One schema as JSON Schema whose named types are references to the document's components (which
 * `namedSchemas` lists), as a call's input or as its output.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  return toComponentRefs(z.toJSONSchema(schema, { ...OPTIONS, io })) as Json;
}

/** Every named type of the contracts, as the document's `components/schemas`. */
export function namedSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { ...OPTIONS, io: 'output' });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Json;
      return [id, rest];
    }),
  );
}
