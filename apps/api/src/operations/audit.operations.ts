import { AdminFunction, AUDIT_HISTORY_PAGE_ROWS } from '@gps/codes';
import { calls } from '@gps/contracts';
import type { EventStore } from '@gps/event-store';
import { findAuditEntity, type AuditEntityQuery } from '../audit/entity-streams';
import { auditHistory } from '../audit/history/history';
import { auditStateAsOf } from '../audit/history/state-as-of';
import { FoldCheckpoints } from '../audit/history/fold-checkpoints';
import { operation, type Access } from '../request/operation';
import type { ReadModels } from './shared/read-models';

/** What the auditors' history and state calls need: the log and the read models that name its keys. */
export interface AuditOperationDeps {
  read: ReadModels;
  events: Pick<EventStore, 'readStream' | 'streamRevision'>;
  /** States folded on the way through long streams (audit/history/fold-checkpoints.ts). */
  checkpoints?: FoldCheckpoints;
}

export const newCheckpoints = (): FoldCheckpoints =>
  new FoldCheckpoints({
    every: CHECKPOINT_EVERY,
    maxStreams: CHECKPOINT_STREAMS,
    ttlMs: CHECKPOINT_TTL_MS,
    now: Date.now,
  });

/**
 * The system log's view right (docs/decisions/audit-history.md): who may read who did what may read
 * what was done. Customers never (no clients).
 */
const AUDITORS: Access = { admin: { functionId: AdminFunction.SYSTEM_LOG, right: 'view' } };

/** What an audit read says it read, in the system log: `device 123456789012345`, `telemetry ... 2026-11-25`. */
export const audited = (input: AuditEntityQuery): string =>
  [input.entityType, input.key, input.day].filter((part) => part !== undefined && part !== '').join(' ');

/** A checkpoint every this many events of a stream: a read folds at most this many from one. */
const CHECKPOINT_EVERY = 1000;
/** The streams whose checkpoints are kept: an auditor's few entities at a time, a few auditors. */
const CHECKPOINT_STREAMS = 64;
/** How long checkpoints are kept: a session of paging and picking dates, no longer. */
const CHECKPOINT_TTL_MS = 5 * 60_000;

export const auditOperations = ({ read, events, checkpoints = newCheckpoints() }: AuditOperationDeps) => [
  operation(calls.getAuditHistory, {
    access: AUDITORS,
    audited,
    async run(_ctx, input) {
      const entity = await findAuditEntity(read, events, input);
      return auditHistory({ events, read, checkpoints }, entity, {
        index: input.pageIndex ?? 0,
        rows: input.pageRows ?? AUDIT_HISTORY_PAGE_ROWS,
      });
    },
  }),
  operation(calls.getAuditState, {
    access: AUDITORS,
    audited: (input) => `${audited(input)} as of ${input.at}`,
    async run(_ctx, input) {
      const entity = await findAuditEntity(read, events, input);
      return auditStateAsOf({ events, checkpoints }, entity, { at: input.at, compareAt: input.compareAt });
    },
  }),
];
