import { AdminFunction } from '@gps/domain';
import { calls, type CallInput } from '@gps/contracts';
import type { EventStore } from '@gps/event-store';
import { audited } from './audit.operations';
import { findAuditEntity } from '../audit/entity-streams';
import { auditExportFile } from '../audit/export/audit-export-file';
import { logEvents, streamEvents, type ExportSource } from '../audit/export/export-events';
import type { ExportPeriod, ExportScope } from '../audit/export/export-lines';
import { validationError } from '../request/api-error';
import { operation, type Access } from '../request/operation';
import type { ReadModels } from './shared/read-models';

/** What the audit log's export needs: the read models (to find an entity) and the log as stored. */
export interface AuditLogOperationDeps {
  read: ReadModels;
  /** The adapter's stored form (personal fields encrypted), so that every hash verifies. */
  events: ExportSource & Pick<EventStore, 'streamRevision'>;
}

type ExportInput = CallInput<typeof calls.exportAuditLog>;

/** Every audit read needs the system log's view right (docs/decisions/audit-history.md). */
const access: Access = { admin: { functionId: AdminFunction.SYSTEM_LOG, right: 'view' } };
const MS_PER_MICRO = 1 / 1000;

/** The period asked for, or none; half of one, or one that ends before it starts, is -2. */
function periodOf(input: ExportInput): ExportPeriod | undefined {
  const { startTime, endTime } = input;
  if (startTime === undefined && endTime === undefined) return undefined;
  if (startTime === undefined || endTime === undefined || endTime <= startTime) {
    throw validationError([
      {
        field: startTime === undefined ? 'startTime' : 'endTime',
        code: 'invalid',
        message: 'a period needs a start and an end after it',
      },
    ]);
  }
  return { startTime, endTime };
}

/** The system log's line for an export: what was exported. */
function describe(input: ExportInput): string {
  const what = input.entityType ? audited({ ...input, entityType: input.entityType }) : 'log';
  const when =
    input.startTime === undefined
      ? ''
      : ` ${new Date(input.startTime * MS_PER_MICRO).toISOString()}/${new Date((input.endTime ?? 0) * MS_PER_MICRO).toISOString()}`;
  return `export ${what}${when}`;
}

export const auditLogOperations = ({ read, events }: AuditLogOperationDeps) => [
  operation(calls.exportAuditLog, {
    access,
    audited: describe,
    async run(ctx, input) {
      const period = periodOf(input);
      const exportedAt = new Date(ctx.now).toISOString();
      if (!input.entityType) {
        if (!period) {
          throw validationError([
            { field: 'startTime', code: 'required', message: 'the whole log is exported by period' },
          ]);
        }
        return auditExportFile({ period }, exportedAt, () => logEvents(events, period));
      }
      const entity = await findAuditEntity(read, events, {
        entityType: input.entityType,
        key: input.key,
        day: input.day,
      });
      const scope: ExportScope = {
        entity: { type: entity.entityType, key: entity.key, streamId: entity.streamId },
        ...(period ? { period } : {}),
      };
      return auditExportFile(scope, exportedAt, () => streamEvents(events, entity.streamId, period));
    },
  }),
];
