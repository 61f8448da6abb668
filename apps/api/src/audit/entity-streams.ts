import { PLAN_LETTERS, type AuditEntityType } from '@gps/codes';
import { DomainError, streams } from '@gps/domain';
import type { EventStore } from '@gps/event-store';
import { Collections } from '@gps/projections';
import type { Collection, Doc } from '@gps/read-store';
import { notFound, validationError } from '../request/api-error';
import type { ReadModels } from '../operations/shared/read-models';

/** What an auditor asks for: an entity type, what people know it by, and (telemetry) a UTC day. */
export interface AuditEntityQuery {
  entityType: AuditEntityType;
  /** Absent for the settings and the VIP catalogue, which need none. */
  key?: string;
  day?: string;
}

/** An entity found: the stream that holds its history and how it is known. */
export interface AuditEntityRef {
  entityType: AuditEntityType;
  /** The key as the log names it (an id where a name was given). */
  key: string;
  /** What people know it by. */
  label: string;
  streamId: string;
  /** Events in its stream. */
  events: number;
}

interface Named {
  key: string;
  label: string;
}

/**
 * Finds an entity's stream by what people know it by (docs/decisions/audit-history.md). A name is
 * looked up in the read models; a name no read model holds any more (a deleted fleet) may still be
 * given as its id. An entity whose stream holds no event is unknown (-3), so that an auditor cannot
 * tell a mistyped key from an entity that never existed by anything but the answer.
 */
export async function findAuditEntity(
  read: ReadModels,
  store: Pick<EventStore, 'streamRevision'>,
  query: AuditEntityQuery,
): Promise<AuditEntityRef> {
  const named = await resolveKey(read, query);
  const streamId = streamOf(query.entityType, named.key, query.day);
  const revision = await store.streamRevision(streamId);
  if (revision === 'no_stream') throw notFound(`${query.entityType} ${named.label} not found`);
  return { entityType: query.entityType, ...named, streamId, events: revision + 1 };
}

async function resolveKey(read: ReadModels, query: AuditEntityQuery): Promise<Named> {
  const key = (query.key ?? '').trim();
  const asIs = { key, label: key };
  switch (query.entityType) {
    case 'fleet': {
      const fleet = await findOne(read, Collections.fleets, 'account', key);
      return fleet ? { key: fleet.id, label: fleet.account } : asIs;
    }
    case 'account': {
      const account = await findOne(read, Collections.accounts, 'account', key);
      return account ? { key: account.id, label: account.account } : asIs;
    }
    case 'permission': {
      const group = await findOne(read, Collections.permissions, 'name', key);
      return group ? { key: group.id, label: group.name } : asIs;
    }
    case 'plan': {
      const letter = PLAN_LETTERS.indexOf(key.toUpperCase() as (typeof PLAN_LETTERS)[number]);
      const planId = letter >= 0 ? letter + 1 : Number(key);
      if (!Number.isInteger(planId) || planId < 1 || planId > PLAN_LETTERS.length) {
        throw notFound(`plan ${key} not found`);
      }
      return { key: String(planId), label: PLAN_LETTERS[planId - 1] };
    }
    case 'settings':
    case 'vipPlan':
      return { key: '', label: '' };
    default:
      return asIs;
  }
}

async function findOne<T extends Doc>(
  read: ReadModels,
  collection: Collection<T>,
  field: string,
  value: string,
): Promise<T | undefined> {
  const found = await read.find(collection, {
    filters: [{ field, op: 'eq', value }],
    page: { index: 0, rows: 1 },
  });
  return found.rows[0];
}

/**
 * The first instant (ms) of a UTC day given as YYYY-MM-DD: required for telemetry (-2 without it),
 * and a day the calendar does not have (02-30) is refused rather than rolled over to another day's.
 */
function dayStart(day: string | undefined): number {
  if (day === undefined) {
    throw validationError([{ field: 'day', code: 'required', message: 'telemetry needs a day' }]);
  }
  const start = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, DAY_LENGTH) !== day) {
    throw validationError([{ field: 'day', code: 'pattern', message: `${day} is not a calendar day` }]);
  }
  return start;
}

/** YYYY-MM-DD. */
const DAY_LENGTH = 10;

/** The stream of an entity type and key: the domain's stream names, once. */
function streamOf(entityType: AuditEntityType, key: string, day: string | undefined): string {
  try {
    switch (entityType) {
      case 'device':
        return streams.device(key);
      case 'telemetry':
        return streams.telemetry(key, dayStart(day));
      case 'places':
        return streams.places(key);
      case 'maintenance':
        return streams.maintenance(key);
      case 'fleet':
        return streams.fleet(key);
      case 'account':
        return streams.account(key);
      case 'permission':
        return streams.permission(key);
      case 'settings':
        return streams.settings();
      case 'order':
        return streams.order(key);
      case 'coupon':
        return streams.coupon(key);
      case 'plan':
        return streams.plan(Number(key));
      case 'vipPlan':
        return streams.vipPlan();
      case 'announcement':
        return streams.announcement(key);
      case 'message':
        return streams.message(key);
      case 'report':
        return streams.report(key);
      case 'remoteCommand':
        return streams.remoteCommand(key);
      case 'warning':
        return streams.warning(key);
      case 'voiceRecording':
        return streams.voiceRecording(key);
    }
  } catch (error) {
    // An empty or malformed key names no stream: as unknown as a key no stream has.
    if (error instanceof DomainError) throw notFound(`${entityType} ${key} not found`);
    throw error;
  }
}
