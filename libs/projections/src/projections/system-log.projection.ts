import type { AdminActionLoggedData } from '@gps/domain';
import type { Projection } from '../projection';
import { Collections, micros, type SystemLogDoc } from '../read-models';
import { dataOf } from './support';

export const systemLogProjection: Projection = {
  name: 'system-log',
  collections: [Collections.systemLogs],
  indexes: [{ collection: Collections.systemLogs, fields: ['timestamp', 'seq', 'accountId'] }],
  handles: ['AdminActionLogged'],
  async apply(event, w) {
    const d = dataOf<AdminActionLoggedData>(event);
    const doc: SystemLogDoc = {
      id: d.logId,
      timestamp: micros(d.at),
      seq: Number(event.position),
      accountId: d.accountId ?? null,
      account: d.account ?? null,
      action: d.action,
      functionId: d.functionId ?? null,
      outcome: d.outcome,
      // The event clips absent text to ''; read models serve null for a missing value.
      detail: d.detail || null,
      ip: d.ip || null,
    };
    return w.put(Collections.systemLogs, doc);
  },
};
