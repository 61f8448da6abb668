import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from 'graphql';
import { z } from 'zod';
import { graphqlMeta, type GraphqlMeta } from '@gps/contracts';

/** An output or input type that is not non-null (graphql-js names only the union of both). */
type NullableOutput =
  GraphQLScalarType | GraphQLEnumType | GraphQLObjectType | GraphQLList<GraphQLOutputType>;
type NullableInput =
  GraphQLScalarType | GraphQLEnumType | GraphQLInputObjectType | GraphQLList<GraphQLInputType>;

/** Hand-written fields of a named object type (field resolvers); any source, checked where written. */
export type ExtraFields = () => GraphQLFieldConfigMap<never, never>;

/** The parts of a zod 4 schema's definition the mapping reads. */
interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  options?: z.ZodType[];
  values?: unknown[];
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Wrappers that only say whether a value may be missing or null. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** A schema seen through its wrappers: what it is, and what the wrappers say. */
export interface Unwrapped {
  core: z.ZodType;
  /** A null or missing value is allowed (nullable or optional). */
  maybe: boolean;
  /** null itself is accepted: such an argument keeps its null (see callInput). */
  acceptsNull: boolean;
  description?: string;
  meta: GraphqlMeta;
}

/** Unwraps optional, nullable and the input side of a pipe, collecting what each layer says. */
export function unwrap(schema: z.ZodType): Unwrapped {
  let current = schema;
  let maybe = false;
  let acceptsNull = false;
  let description: string | undefined;
  let meta: GraphqlMeta = {};
  for (;;) {
    // A named type's own description is the type's, not the field's.
    if (!typeName(current)) description ??= z.globalRegistry.get(current)?.description;
    meta = { ...graphqlMeta.get(current), ...meta };
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'nullable') {
      maybe = true;
      if (def.type === 'nullable') acceptsNull = true;
    }
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return { core: current, maybe, acceptsNull, description, meta };
  }
}

/** The id a schema was named with (`.meta({ id })`), on itself only. */
export function typeName(schema: z.ZodType): string | undefined {
  const meta = z.globalRegistry.get(schema);
  return meta && 'id' in meta && typeof meta.id === 'string' ? meta.id : undefined;
}

const isWholeNumber = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

/** How a field's value is written out: as is, or (a union of scalars) as text. */
export type Answered = 'as-is' | 'as-text';

/**
 * zod -> GraphQL, with one GraphQL type per named zod type (docs/decisions/one-declaration.md):
 * string -> String (ID with asId), whole number -> Int (Float with asFloat), number -> Float,
 * boolean -> Boolean, enum -> a named enum, object -> a named object or input type, array -> list,
 * nullable or optional -> nullable; a union of scalars is String, answered as text; what GraphQL
 * cannot type (unknown, never) stays out of it.
 */
export class ZodGraphqlTypes {
  private readonly objects = new Map<string, GraphQLObjectType>();
  private readonly inputs = new Map<string, GraphQLInputObjectType>();
  private readonly enums = new Map<string, GraphQLEnumType>();

  /** @param extraFields hand-written fields of named object types (field resolvers), by type name. */
  constructor(private readonly extraFields: Record<string, ExtraFields> = {}) {}

  /** A named object type, made once; undefined when nothing made it (yet). */
  objectNamed(name: string): GraphQLObjectType | undefined {
    return this.objects.get(name);
  }

  /** The output type of a value of this schema, non-null unless it may be missing. */
  output(schema: z.ZodType): GraphQLOutputType | undefined {
    const { core, maybe, meta } = unwrap(schema);
    const type = this.nullableOutput(core, meta);
    return type && (maybe ? type : new GraphQLNonNull(type));
  }

  /** How a value of this schema is written out. */
  answered(schema: z.ZodType): Answered {
    return this.scalarUnion(unwrap(schema).core) ? 'as-text' : 'as-is';
  }

  /** The input type of a value of this schema; `name` names an object at the top of a call's input. */
  input(schema: z.ZodType, name?: string): GraphQLInputType | undefined {
    const { core, maybe, meta } = unwrap(schema);
    const type = this.nullableInput(core, meta, name);
    return type && (maybe ? type : new GraphQLNonNull(type));
  }

  /** The input fields of an object schema: one per field GraphQL can type. */
  inputFields(schema: z.ZodType): GraphQLInputFieldConfigMap {
    const fields: GraphQLInputFieldConfigMap = {};
    for (const [key, field] of Object.entries(this.shapeOf(schema))) {
      const type = this.input(field);
      if (type) fields[key] = { type, description: unwrap(field).description };
    }
    return fields;
  }

  /** An input type with some of an object schema's fields: the `{ filter }` argument layout. */
  filterType(name: string, schema: z.ZodType, keys: readonly string[]): GraphQLInputObjectType {
    let type = this.inputs.get(name);
    if (!type) {
      type = new GraphQLInputObjectType({
        name,
        fields: () =>
          Object.fromEntries(Object.entries(this.inputFields(schema)).filter(([key]) => keys.includes(key))),
      });
      this.inputs.set(name, type);
    }
    return type;
  }

  /** The fields of an object schema. */
  shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
    const { core } = unwrap(schema);
    const shape = defOf(core).shape;
    if (!shape) throw new Error(`a call's input must be an object (${typeName(core) ?? defOf(core).type})`);
    return shape;
  }

  private nullableOutput(core: z.ZodType, meta: GraphqlMeta): NullableOutput | undefined {
    const def = defOf(core);
    if (def.type === 'array' && def.element) {
      const element = this.output(def.element);
      return element && new GraphQLList(element);
    }
    if (def.type === 'object') return this.objectType(core);
    return this.leaf(core, meta);
  }

  private nullableInput(core: z.ZodType, meta: GraphqlMeta, name?: string): NullableInput | undefined {
    const def = defOf(core);
    if (def.type === 'array' && def.element) {
      const element = this.input(def.element);
      return element && new GraphQLList(element);
    }
    if (def.type === 'object') return this.inputType(core, name ?? meta.inputName);
    return this.leaf(core, meta);
  }

  /** Scalars and enums, the same on both sides. */
  private leaf(core: z.ZodType, meta: GraphqlMeta): GraphQLScalarType | GraphQLEnumType | undefined {
    const def = defOf(core);
    switch (def.type) {
      case 'string':
        return meta.scalar === 'ID' ? GraphQLID : GraphQLString;
      case 'number':
        if (meta.scalar === 'Float') return GraphQLFloat;
        return (core as z.ZodNumber).isInt ? GraphQLInt : GraphQLFloat;
      case 'boolean':
        return GraphQLBoolean;
      case 'enum':
        return this.enumType(core);
      case 'literal':
        return (def.values ?? []).every(isWholeNumber) ? GraphQLInt : GraphQLString;
      case 'union':
        if ((def.options ?? []).every((o) => defOf(o).type === 'literal' && this.leaf(o, {}) === GraphQLInt))
          return GraphQLInt;
        return this.scalarUnion(core) ? GraphQLString : undefined;
      default:
        return undefined;
    }
  }

  private scalarUnion(core: z.ZodType): boolean {
    const def = defOf(core);
    return def.type === 'union' && (def.options ?? []).every((o) => defOf(o).type !== 'object');
  }

  private named(core: z.ZodType, what: string): string {
    const name = typeName(core);
    if (!name) throw new Error(`${what} needs a name: .meta({ id }) in libs/contracts`);
    return name;
  }

  private enumType(core: z.ZodType): GraphQLEnumType {
    const name = this.named(core, 'an enum');
    let type = this.enums.get(name);
    if (!type) {
      const values = Object.values(defOf(core).entries ?? {});
      type = new GraphQLEnumType({
        name,
        description: z.globalRegistry.get(core)?.description,
        values: Object.fromEntries(values.map((v) => [v, { value: v }])),
      });
      this.enums.set(name, type);
    }
    return type;
  }

  private objectType(core: z.ZodType): GraphQLObjectType {
    const name = this.named(core, 'an object in an output');
    let type = this.objects.get(name);
    if (!type) {
      type = new GraphQLObjectType({
        name,
        description: z.globalRegistry.get(core)?.description,
        // The extra fields' resolvers take this type's source, which graphql-js types as unknown.
        fields: () =>
          ({ ...this.outputFields(core), ...this.extraFields[name]?.() }) as GraphQLFieldConfigMap<
            unknown,
            unknown
          >,
      });
      this.objects.set(name, type);
    }
    return type;
  }

  private outputFields(core: z.ZodType): GraphQLFieldConfigMap<unknown, unknown> {
    const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
    for (const [key, field] of Object.entries(this.shapeOf(core))) {
      const type = this.output(field);
      if (!type) continue;
      const config: GraphQLFieldConfig<unknown, unknown> = { type, description: unwrap(field).description };
      if (this.answered(field) === 'as-text') config.resolve = (source) => asText(source, key);
      fields[key] = config;
    }
    return fields;
  }

  private inputType(core: z.ZodType, name: string | undefined): GraphQLInputObjectType {
    if (!name) throw new Error('an input object needs a name: inputNamed() in libs/contracts');
    let type = this.inputs.get(name);
    if (!type) {
      type = new GraphQLInputObjectType({
        name,
        description: z.globalRegistry.get(core)?.description,
        fields: () => this.inputFields(core),
      });
      this.inputs.set(name, type);
    }
    return type;
  }
}

/** A scalar-union field's value as text (GraphQL lists scalars of one type). */
function asText(source: unknown, key: string): string | null {
  const value = (source as Record<string, unknown>)[key];
  return value === null || value === undefined ? null : String(value);
}
