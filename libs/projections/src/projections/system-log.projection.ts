import { defineProjection } from '../define-projection';
import { Collections, micros } from '../read-models';

export const systemLogProjection = defineProjection({
  name: 'system-log',
  collections: [Collections.systemLogs],
  indexes: [{ collection: Collections.systemLogs, fields: ['timestamp', 'seq', 'accountId'] }],
  handlers: {
    async AdminActionLogged({ data: d, position }, w) {
      await w.put(Collections.systemLogs, {
        id: d.logId,
        timestamp: micros(d.at),
        seq: Number(position),
        accountId: d.accountId ?? null,
        account: d.account ?? null,
        action: d.action,
        functionId: d.functionId ?? null,
        outcome: d.outcome,
        // The event clips absent text to ''; read models serve null for a missing value.
        detail: d.detail || null,
        ip: d.ip || null,
      });
    },
  },
});
