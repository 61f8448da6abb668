import { z } from 'zod';

/** What the reliability suites read of a JSON Schema. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  not?: unknown;
};

/**
 * A call's input as JSON Schema, from its own zod schema (what the call accepts, before defaults and
 * transforms apply): what the reliability suites build inputs from, valid and hostile alike. What
 * JSON Schema cannot say becomes "anything" rather than an error.
 */
export function inputSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
