import fc from 'fast-check';
import { z } from 'zod';
import { entityKindOf, type EntityKind } from './call-catalogue';
import { Deep, RawBody } from './any-call';
import { inputSchemaOf, type JsonSchema } from './input-schema';

/**
 * Inputs for fuzzing a call, generated with fast-check from the call's own zod schema (through its
 * JSON Schema) and mixed with hostile values: every field is sometimes absent, sometimes valid (often
 * an entity that exists, so the call gets past its lookups), sometimes something an attacker would
 * send instead: wrong types, huge or broken text, extreme numbers, arrays and objects for scalars,
 * prototype-pollution keys, deep nesting. Now and then the whole body is hostile.
 */

/** Pools of values the world under test holds, beyond entities: what reaches further than noise. */
export type PoolKind = EntityKind | 'accountName' | 'password' | 'email' | 'resetKey' | 'audio';

/** "The n-th value of this pool", resolved against the world when the call is sent. */
export class Pick {
  constructor(
    readonly pool: PoolKind,
    readonly index: number,
  ) {}
}

/** Fields that take a pool's values in every call that has them (entity fields come from the catalogue). */
const FIELD_POOLS: Readonly<Record<string, PoolKind>> = {
  account: 'accountName',
  password: 'password',
  email: 'email',
  resetKey: 'resetKey',
  data: 'audio',
};

const ABSENT = Symbol('absent');

/** Longest text and list the valid generators make; longer ones are the hostile generator's job. */
const VALID_TEXT_MAX = 40;
const VALID_LIST_MAX = 4;
/** A boundary string of exactly maxLength characters is tried only up to this length. */
const BOUNDARY_TEXT_MAX = 100_000;
/** JSON numbers the valid generators stay within (epoch microseconds fit). */
const NUMBER_RANGE = 4e15;
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const BIG_TEXT = 100_000;
/** Over the 1 MB body limit of both doors (only the voice upload takes more). */
const OVER_BODY_LIMIT = 1_100_000;
const DEEP_NESTING = 5_000;

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '\u200B',
  '\uFEFF',
  'e\u0301\u0301\u0301',
  '\r\n\t\u000b\u001b[31m',
  '😀🚗',
  '\uFFFF',
  "' OR '1'='1' --",
  '"; DROP TABLE events; --',
  '{"$gt":""}',
  '../../../../etc/passwd',
  'C:\\Windows\\win.ini',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0x10',
  '1e999',
  '٣٤٥',
  'ＡＢＣ１２３',
  '%00%0a',
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  // JSON has no NaN or Infinity: both arrive as null.
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

const pollution = (): unknown[] => [
  JSON.parse('{"__proto__": {"polluted": "__proto__"}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": "constructor"}}}'),
  { toString: 'x', valueOf: 1, hasOwnProperty: 'x' },
];

/** Keys an attacker adds to an object, beside the ones the call takes. */
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  '\u0000',
  'x'.repeat(1000),
];

/** A value no call expects where it is put. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, {}, [], [[]]) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'A'.repeat(BIG_TEXT),
        '\u0000'.repeat(BIG_TEXT / 10),
        '😀'.repeat(BIG_TEXT / 4),
        '\uD800'.repeat(BIG_TEXT / 10),
      ),
    },
    { weight: 2, arbitrary: fc.array(fc.oneof(fc.string(), fc.integer(), fc.boolean()), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }) },
    { weight: 2, arbitrary: fc.constantFrom(...pollution()) },
    { weight: 1, arbitrary: fc.constantFrom(new Deep(DEEP_NESTING)) },
  );
}

/** A whole body an attacker sends instead of an object (the doors must refuse it cleanly). */
function hostileBody(): fc.Arbitrary<unknown> {
  const raw = [
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '1e999',
    '\u0000',
    '{"__proto__": {"polluted": "body"}}',
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `{"a": "${'A'.repeat(OVER_BODY_LIMIT)}"}`,
  ];
  return fc.oneof(
    fc.constantFrom(...raw.map((text) => new RawBody(text))),
    fc.constantFrom<unknown>(null, [], [{}], 'text', 42, true),
  );
}

function text(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === 'email') return fc.emailAddress();
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? VALID_TEXT_MAX;
  const usual = fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, VALID_TEXT_MAX) }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, VALID_TEXT_MAX) }),
  );
  if (s.maxLength === undefined || s.maxLength > BOUNDARY_TEXT_MAX) return usual;
  // Exactly at the limit (accepted) and one past it (refused).
  const boundary = fc.constantFrom('x'.repeat(s.maxLength), 'x'.repeat(s.maxLength + 1));
  return fc.oneof({ weight: 5, arbitrary: usual }, { weight: 1, arbitrary: boundary });
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = Math.max(s.minimum ?? -NUMBER_RANGE, -NUMBER_RANGE);
  const max = Math.min(s.maximum ?? NUMBER_RANGE, NUMBER_RANGE);
  const edges = fc.constantFrom(min, max, min - 1, max + 1);
  const usual = integer
    ? fc.oneof(
        fc.integer({ min: Math.max(min, INT32.min), max: Math.min(max, INT32.max) }),
        fc.integer({ min: Math.max(min, -5), max: Math.min(max, 5) }),
      )
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 5, arbitrary: usual }, { weight: 1, arbitrary: edges });
}

function valueOf(
  s: JsonSchema,
  pool: PoolKind | undefined,
  call: string,
  clean: boolean,
): fc.Arbitrary<unknown> {
  const own = byType(s, pool, call, clean);
  // A list of entities takes the pool's values as items (byType passes the pool on).
  if (!pool || s.type === 'array') return own;
  return fc.oneof(
    { weight: 3, arbitrary: fc.nat().map((i) => new Pick(pool, i)) },
    { weight: 1, arbitrary: own },
  );
}

function byType(
  s: JsonSchema,
  pool: PoolKind | undefined,
  call: string,
  clean: boolean,
): fc.Arbitrary<unknown> {
  if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => byType(option, pool, call, clean)));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.not !== undefined) return hostileValue();
  switch (s.type) {
    case 'string':
      return text(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = s.items ? valueOf(s.items, pool, call, clean) : fc.anything();
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? VALID_LIST_MAX, VALID_LIST_MAX));
      const usual = fc.array(items, { minLength, maxLength });
      if (s.maxItems === undefined) return usual;
      // One item more than the call takes, each of them valid: the limit itself must refuse it.
      const tooMany = fc.array(items, { minLength: s.maxItems + 1, maxLength: s.maxItems + 1 });
      return fc.oneof({ weight: 8, arbitrary: usual }, { weight: 1, arbitrary: tooMany });
    }
    case 'object':
      return objectOf(s, call, clean);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/**
 * Each field absent, valid or (unless `clean`) hostile; now and then hostile keys beside them. Clean
 * objects reach past validation, into the call's own rules, where hostile ones mostly stop at -2.
 */
function objectOf(s: JsonSchema, call: string, clean = false): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(s.required ?? []);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, field] of Object.entries(s.properties ?? {})) {
    const pool = entityKindOf(call, name) ?? FIELD_POOLS[name];
    const present = required.has(name)
      ? { valid: 14, hostile: 3, absent: 1 }
      : { valid: 8, hostile: 3, absent: 6 };
    fields[name] = fc.oneof(
      { weight: present.valid, arbitrary: valueOf(field, pool, call, clean) },
      { weight: clean ? 0 : present.hostile, arbitrary: hostileValue() },
      { weight: present.absent, arbitrary: fc.constant(ABSENT) },
    );
  }
  const extras = clean
    ? fc.constant(null)
    : fc.option(fc.dictionary(fc.constantFrom(...HOSTILE_KEYS), hostileValue(), { maxKeys: 2 }), { freq: 6 });
  return fc.tuple(fc.record(fields), extras).map(([given, extra]) => {
    const entries = Object.entries(given).filter(([, v]) => v !== ABSENT);
    // fromEntries defines own properties: a "__proto__" key stays a key, as JSON.parse would make it.
    return Object.fromEntries([...entries, ...Object.entries(extra ?? {})]);
  });
}

/** Inputs for one call: mostly objects shaped by its schema, sometimes a hostile body. */
export function inputsFor(call: string, schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = inputSchemaOf(schema);
  return fc.oneof(
    { weight: 8, arbitrary: objectOf(json, call, true) },
    { weight: 10, arbitrary: objectOf(json, call) },
    { weight: 1, arbitrary: hostileBody() },
  );
}

/** An idempotency key: usually none, sometimes a fresh one, sometimes hostile. */
export function requestIds(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileValue() },
  );
}

const TOKEN_LENGTH = 43;
const TOKEN_CHARACTER = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
);

/** What someone without a session sends as one: nothing, a token of the right shape, or anything. */
export function strangerTokens(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: TOKEN_CHARACTER, minLength: TOKEN_LENGTH, maxLength: TOKEN_LENGTH }),
    },
    { weight: 1, arbitrary: hostileValue() },
  );
}

/** Replaces every Pick with the pool's value (the world's entities change as the fuzzing goes). */
export function resolvePicks(value: unknown, pick: (p: Pick) => unknown, depth = 0): unknown {
  const MAX_DEPTH = 8;
  if (value instanceof Pick) return pick(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || value instanceof Deep) return value;
  if (value instanceof RawBody) return value;
  if (Array.isArray(value)) return value.map((v) => resolvePicks(v, pick, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolvePicks(v, pick, depth + 1)]));
}

/** A short, readable account of a value for a failure message (long texts cut, Deep named). */
export function describeValue(value: unknown): string {
  const LONG = 80;
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (v instanceof Deep) return `<${v.depth} nested arrays>`;
      if (v instanceof RawBody)
        return `<raw body ${JSON.stringify(v.text.slice(0, LONG))}, ${v.text.length} chars>`;
      if (Array.isArray(v) && v.length > 20) return [...v.slice(0, 3), `… ${v.length} items`];
      if (typeof v === 'string' && v.length > LONG) return `${v.slice(0, 20)}… (${v.length} chars)`;
      if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
      return v;
    }) ?? 'undefined'
  );
}
