import { ReportState } from '@gps/codes';
import { Collections, micros } from '../read-models';
import { defineProjection } from '../define-projection';
import { withErased } from './personal-data';

/**
 * Every feedback report with its handling: the back office's list, newest first (createdAt), by type
 * and state; its keyword is the read store's own search over account, contact, contactMethod and
 * description.
 */
export const reportsProjection = defineProjection({
  name: 'reports',
  collections: [Collections.reports],
  indexes: [{ collection: Collections.reports, fields: ['createdAt', 'state', 'reportTypeId'] }],
  handlers: {
    async ReportAdded({ data: d }, w) {
      await w.put(Collections.reports, {
        id: d.reportId,
        reportTypeId: d.reportTypeId,
        contact: d.contact,
        contactMethod: d.contactMethod,
        description: d.description,
        accountId: d.accountId,
        accountType: d.accountType,
        account: d.account,
        state: ReportState.NOT_PROCESSED,
        note: null,
        createdAt: micros(d.at),
        updatedAt: null,
        changes: [],
      });
    },
    async ReportEdited({ data: d }, w) {
      // Its ReportAdded came first on the same stream.
      const current = await w.get(Collections.reports, d.reportId);
      if (!current) return;
      const at = micros(d.at);
      await w.put(Collections.reports, {
        ...current,
        state: d.state,
        // An edit that only moves the state keeps the note written before (the changes keep each).
        note: d.note ?? current.note,
        updatedAt: at,
        changes: [
          ...current.changes,
          { state: d.state, note: d.note, byAccountId: d.byAccountId, by: d.by, at },
        ],
      });
    },
    /** The customer's erasure: the contact of every report it sent reads erased. */
    async PersonalDataErased({ data: d }, w) {
      const sent = await w.find(Collections.reports, {
        filters: [
          { field: 'accountId', op: 'eq', value: d.accountId },
          { field: 'accountType', op: 'eq', value: d.accountType },
        ],
      });
      for (const report of sent.rows) {
        await w.put(Collections.reports, withErased(report, ['contact', 'contactMethod']));
      }
    },
  },
});
