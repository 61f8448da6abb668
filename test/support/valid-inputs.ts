import fc from 'fast-check';
import type { Operation } from '../../apps/api/src/request/operation';
import { sha } from './app-harness';
import { amrSilence, base64 } from './audio-samples';
import { inputSchemaOf, type JsonSchema } from './input-schema';

/**
 * The smallest valid input of a call, from its own schema: its required fields only, each with a
 * plain value (a field's own exemplar where the domain wants more than the schema says, e.g. a real
 * audio file), and the given fields set as the case needs. For cases where only one thing may be
 * wrong with a call, e.g. the entity it names.
 */

/** Values the domain accepts where the schema alone would allow nonsense. */
const MATRIX_PASSWORD = 'matrix-password';
const EXEMPLARS: Readonly<Record<string, unknown>> = {
  email: 'matrix@example.com',
  alias: 'Matrix',
  name: 'Matrix',
  fileName: 'matrix.amr',
  data: base64(amrSilence()),
  // A key that takes no value.
  key: 'VBAT',
  statusCode: 1,
  // A period ends after it starts (startTime's plain value is 0): one second, in epoch µs.
  endTime: 1_000_000,
  // Statistics: a day that exists (a pattern alone allows 2026-99-99), a period of one day, by day.
  day: '2026-01-01',
  startDay: '2026-01-01',
  endDay: '2026-01-01',
  groupBy: 'day',
  // An order's kind (a named enum: its JSON Schema is a reference the exemplar does not follow).
  kind: 'service',
  // An audited entity's type (a named enum too).
  entityType: 'device',
};

let names = 0;
/** A fresh account name per input: creating calls must not collide with each other. */
const freshAccount = (): string => `matrix_${++names}_${Math.random().toString(36).slice(2, 7)}`;

function exemplar(field: string | undefined, s: JsonSchema): unknown {
  if (field === 'account') return freshAccount();
  // Sign-in takes the digest (its schema has the pattern); a call that sets a password, the password.
  if (field === 'password') return s.pattern ? sha(MATRIX_PASSWORD) : MATRIX_PASSWORD;
  if (field !== undefined && field in EXEMPLARS) return EXEMPLARS[field];
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return exemplar(field, s.anyOf.find((o) => o.type !== 'null') ?? s.anyOf[0]);
  switch (s.type) {
    case 'string':
      return s.pattern
        ? fc.sample(fc.stringMatching(new RegExp(s.pattern)), { seed: 1, numRuns: 1 })[0]
        : 'matrix';
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 0);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => exemplar(undefined, s.items ?? {}));
    case 'object':
      return objectExemplar(s, {});
    default:
      return null;
  }
}

function objectExemplar(s: JsonSchema, given: Record<string, unknown>): Record<string, unknown> {
  const required = (s.required ?? []).filter((f) => !(f in given));
  return {
    ...Object.fromEntries(required.map((f) => [f, exemplar(f, s.properties?.[f] ?? {})])),
    ...given,
  };
}

/** The call's required fields with plain values, then the given fields. */
export function validInput(op: Operation, given: Record<string, unknown>): Record<string, unknown> {
  return objectExemplar(inputSchemaOf(op.call.input), given);
}

/** Whether the call's schema requires the field. */
export function isRequired(op: Operation, field: string): boolean {
  return (inputSchemaOf(op.call.input).required ?? []).includes(field);
}

/** Whether the field is a list in the call's schema. */
export function isList(op: Operation, field: string): boolean {
  return inputSchemaOf(op.call.input).properties?.[field]?.type === 'array';
}
