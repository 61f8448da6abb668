import { AdminFunction } from '@gps/domain';
import { calls, PAGE_SIZES } from '@gps/contracts';
import { Collections, type ReportDoc } from '@gps/projections';
import type { Filter } from '@gps/read-store';
import type { Aggregates } from '../commands/aggregates';
import { createdIdFor } from '../infrastructure/ids';
import { notFound } from '../request/api-error';
import { callerOf, operation, type Access, type Right } from '../request/operation';
import { eq, pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';

const REPORT = AdminFunction.REPORT;
/** What a report's keyword is looked for in. */
const KEYWORD_FIELDS = ['account', 'contact', 'contactMethod', 'description'];

/** What the feedback report calls need. */
export interface ReportOperationDeps {
  commands: Pick<Aggregates, 'report'>;
  read: ReadModels;
}

const admin = (right: Right): Access => ({ admin: { functionId: REPORT, right } });

/** A report as both doors answer it (the read model's row without its search text). */
function reportRow(doc: ReportDoc) {
  return {
    id: doc.id,
    reportTypeId: doc.reportTypeId,
    contact: doc.contact,
    contactMethod: doc.contactMethod,
    description: doc.description,
    accountId: doc.accountId,
    accountType: doc.accountType,
    account: doc.account,
    state: doc.state,
    note: doc.note,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    changes: doc.changes.map((c) => ({ ...c })),
  };
}

export const reportOperations = ({ commands, read }: ReportOperationDeps) => {
  async function answered(reportId: string) {
    const doc = await read.get(Collections.reports, reportId);
    if (!doc) throw notFound(`report ${reportId} not found`);
    return reportRow(doc);
  }

  return [
    operation(calls.addReport, {
      access: { clients: ['fleet', 'device'] },
      async run(ctx, input) {
        const caller = callerOf(ctx);
        const reportId = createdIdFor(ctx.commandId);
        await commands.report.execute(ctx, reportId, {
          type: 'AddReport',
          reportId,
          reportTypeId: input.reportTypeId,
          contact: input.contact,
          contactMethod: input.contactMethod,
          description: input.description,
          // Who sent it, as it was then: a fleet's id and account, a device's serial number.
          accountId: caller.subjectId,
          accountType: caller.accountType,
          account: caller.account,
          at: ctx.now,
        });
        return answered(reportId);
      },
    }),
    operation(calls.getReports, {
      access: admin('view'),
      async run(_ctx, input) {
        const filters: Filter[] = [];
        if (input.reportTypeId !== undefined) filters.push(eq('reportTypeId', input.reportTypeId));
        if (input.state !== undefined) filters.push(eq('state', input.state));
        if (input.startTime !== undefined)
          filters.push({ field: 'createdAt', op: 'gte', value: input.startTime });
        if (input.endTime !== undefined) filters.push({ field: 'createdAt', op: 'lt', value: input.endTime });
        const page = await read.find(Collections.reports, {
          filters,
          keyword: { fields: KEYWORD_FIELDS, value: input.keyword ?? '' },
          sort: [{ field: 'createdAt', direction: 'desc' }],
          page: pageOf(input, PAGE_SIZES.reports),
        });
        return { total: page.total, rows: page.rows.map(reportRow) };
      },
    }),
    operation(calls.editReport, {
      access: admin('edit'),
      async run(ctx, input) {
        const caller = callerOf(ctx);
        await commands.report.execute(ctx, input.id, {
          type: 'EditReport',
          reportId: input.id,
          state: input.state,
          // An empty note is no note.
          note: input.note || null,
          byAccountId: caller.subjectId,
          by: caller.account,
          at: ctx.now,
        });
        return answered(input.id);
      },
    }),
  ];
};
