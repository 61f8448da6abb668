import { ResponseCode } from '@gps/contracts';
import type { Operation } from '../../apps/api/src/request/operation';
import { operationCatalogue as allOperations } from '../../apps/api/src/operations';
import { TestApp } from '../support/app-harness';
import { callThrough, doorsFor, type Answer, type DoorName } from '../support/any-call';
import {
  CALLS,
  catalogueGaps,
  entityFieldsOf,
  TENANT_KINDS,
  type EntityKind,
} from '../support/call-catalogue';
import {
  otherSide,
  PLATFORM_ENTITIES,
  tenantPair,
  type Side,
  type Tenant,
  type TenantCaller,
} from '../support/tenant-pair';
import { isList, isRequired, validInput } from '../support/valid-inputs';

/**
 * The cross-tenant matrix, generated from the call catalogue: two tenants (a fleet with a sub-fleet,
 * a device in each, both device accounts), and every caller of one tenant against every entity of
 * the other, through every call that names an entity, through both doors. Each case is otherwise a
 * valid call (support/valid-inputs.ts): only the entity is wrong. Whatever the call:
 * - the answer is -3 (another tenant's device or fleet is not the caller's to know) or -4 (a call
 *   the caller may not make at all), docs/decisions/sessions-and-codes.md; an entity that only
 *   filters a list may also answer an empty list;
 * - nothing changes: the event store's head does not move (clients' calls write no system log);
 * - no answer carries any identifier or name of the other tenant (beyond what the caller sent).
 * Then every query, as every caller, with its own entities and with the other tenant's names as
 * keywords: no answer, lists included, carries anything of the other tenant.
 *
 * test/api/tenancy.test.ts shows the rules case by case; this is the exhaustive version, so a new
 * call or a new entity field is covered the day it is added (or the catalogue check fails).
 */

jest.setTimeout(120_000);

const FIRST_SERIAL = 866_100_000_000_000;
const REFUSALS = new Set<unknown>([ResponseCode.NOT_FOUND, ResponseCode.ACCESS_DENIED]);
const ANSWERS_OF_A_QUERY = new Set<unknown>([ResponseCode.OK, ...REFUSALS]);

let app: TestApp;
let pair: Record<Side, Tenant>;
const figures = { cases: 0, sweep: 0, calls: new Set<string>(), codes: new Map<string, number>() };

beforeAll(async () => {
  app = await TestApp.start();
  pair = await tenantPair(app, FIRST_SERIAL);
});

afterAll(async () => {
  const codes = [...figures.codes.entries()].map(([code, n]) => `${code}:${n}`).join(' ');
  const untouched = allOperations
    .filter((op) => !isPublic(op) && entityFieldsOf(op).length === 0 && op.call.kind !== 'query')
    .map((op) => op.call.name);
  console.log(
    `cross-tenant matrix: ${figures.cases} cases over ${figures.calls.size} calls naming an entity, ` +
      `${figures.sweep} list and keyword cases; codes ${codes}\n` +
      `  calls naming no entity (nothing to cross): ${untouched.join(', ')}`,
  );
  await app?.stop();
});

function isPublic(op: Operation): boolean {
  return 'public' in op.access && op.access.public === true;
}

interface Case {
  call: string;
  caller: TenantCaller;
  input: Record<string, unknown>;
  /** An entity field that only narrows a list: an empty list is a right answer too. */
  filter: boolean;
  what: string;
}

/** The caller's own entity of a kind, or the platform's when tenants own none of that kind. */
function ownOf(caller: TenantCaller, kind: EntityKind): string {
  return kind === 'device' || kind === 'fleet' ? caller.own[kind] : PLATFORM_ENTITIES[kind][0];
}

/** The required ones of `fields`, each naming the caller's own entity (in a list where it takes one). */
function ownEntities(
  op: Operation,
  caller: TenantCaller,
  fields: { field: string; kind: EntityKind }[],
): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter((f) => isRequired(op, f.field))
      .map((f) => [f.field, isList(op, f.field) ? [ownOf(caller, f.kind)] : ownOf(caller, f.kind)]),
  );
}

/** Entities of the other side (or of the platform) that the field could name. */
function foreign(other: Tenant, kind: EntityKind): string[] {
  return kind === 'device' || kind === 'fleet' ? other.entities[kind] : PLATFORM_ENTITIES[kind];
}

/** Every caller of both tenants, each with the other tenant. */
function* callersAndOthers(): Generator<{ caller: TenantCaller; other: Tenant }> {
  for (const side of ['A', 'B'] as const) {
    for (const caller of pair[side].callers) yield { caller, other: pair[otherSide(side)] };
  }
}

/** Every case of one call: each caller, each entity field, each foreign entity (alone, and beside its own). */
function casesOf(op: Operation): Case[] {
  const fields = entityFieldsOf(op);
  const cases: Case[] = [];
  for (const { caller, other } of callersAndOthers()) {
    for (const { field, kind } of fields) {
      // The call's other entity fields name the caller's own, so only this one can be wrong.
      const own = ownEntities(
        op,
        caller,
        fields.filter((f) => f.field !== field),
      );
      for (const target of foreign(other, kind)) {
        const values: unknown[] = isList(op, field) ? [[target]] : [target];
        if (isList(op, field) && TENANT_KINDS.includes(kind)) values.push([ownOf(caller, kind), target]);
        for (const value of values) {
          cases.push({
            call: op.call.name,
            caller,
            input: validInput(op, { ...own, [field]: value }),
            filter: CALLS[op.call.name]?.filters?.includes(field) ?? false,
            what: `${field}=${JSON.stringify(value)}`,
          });
        }
      }
    }
  }
  return cases;
}

/** The query as each caller, with its own entities, then with the other tenant's words as keywords. */
function sweepOf(op: Operation): Case[] {
  const fields = entityFieldsOf(op);
  const cases: Case[] = [];
  for (const { caller, other } of callersAndOthers()) {
    const own = ownEntities(op, caller, fields);
    cases.push({
      call: op.call.name,
      caller,
      input: validInput(op, own),
      filter: true,
      what: 'own entities',
    });
    const takesKeyword = Object.keys((op.call.input as unknown as { shape?: object }).shape ?? {}).includes(
      'keyword',
    );
    if (!takesKeyword) continue;
    for (const word of other.words)
      cases.push({
        call: op.call.name,
        caller,
        input: validInput(op, { ...own, keyword: word }),
        filter: true,
        what: `keyword=${word}`,
      });
  }
  return cases;
}

function count(answer: Answer): void {
  const code = String(answer.code);
  figures.codes.set(code, (figures.codes.get(code) ?? 0) + 1);
}

/** Runs one case through one door; what is wrong with it, if anything. */
async function check(c: Case, door: DoorName): Promise<string[]> {
  const other = pair[otherSide(c.caller.side)];
  const before = await app.platform.events.headPosition();
  const answer = await callThrough(app.server.url, door, c.call, c.input, {
    token: c.caller.token,
    ip: '127.0.0.1',
  });
  count(answer);
  const label = `${door} ${c.call} as ${c.caller.side}'s ${c.caller.name} with ${c.what}`;
  const problems: string[] = [];
  const allowed = c.filter ? ANSWERS_OF_A_QUERY : REFUSALS;
  if (answer.status >= 500 || answer.malformed || !allowed.has(answer.code))
    problems.push(
      `${label}: answered ${String(answer.code)} (HTTP ${answer.status}) ${String(answer.message)}`,
    );
  if ((await app.platform.events.headPosition()) !== before)
    problems.push(`${label}: the event store changed`);
  // A refusal may quote what the caller sent; anything else of the other tenant is a leak.
  const sent = answer.code === ResponseCode.OK ? '' : JSON.stringify(c.input);
  const leaked = other.words.filter((w) => answer.text.includes(w) && !sent.includes(w));
  if (leaked.length > 0) problems.push(`${label}: the answer names ${other.side}'s ${leaked.join(', ')}`);
  return problems;
}

test('every call is in the catalogue, every field naming an entity has a kind', () => {
  expect(catalogueGaps(app.server.dispatcher.list())).toEqual([]);
});

const withEntities = allOperations.filter((op) => !isPublic(op) && entityFieldsOf(op).length > 0);
describe.each(withEntities.map((op) => [op.call.name, op] as const))('%s', (call, op) => {
  test('every caller of one tenant against every entity of the other: -3 or -4, nothing changes, nothing leaks', async () => {
    const problems: string[] = [];
    for (const c of casesOf(op)) {
      for (const door of doorsFor(op.call)) {
        figures.cases += 1;
        figures.calls.add(call);
        problems.push(...(await check(c, door)));
      }
    }
    expect(problems).toEqual([]);
  });
});

const queries = allOperations.filter((op) => !isPublic(op) && op.call.kind === 'query');
describe.each(queries.map((op) => [op.call.name, op] as const))('%s', (call, op) => {
  test('as every caller, with its own entities and the other tenant’s names as keywords: nothing of the other tenant', async () => {
    const problems: string[] = [];
    for (const c of sweepOf(op)) {
      for (const door of doorsFor(op.call)) {
        figures.sweep += 1;
        problems.push(...(await check(c, door)));
      }
    }
    expect(problems).toEqual([]);
  });
});
