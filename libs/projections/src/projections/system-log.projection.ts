import type { AdminActionLoggedData } from '@gps/domain';
import type { Projection } from '../projection';
import { Collections, micros, type SystemLogDoc } from '../read-models';
import { dataOf } from './support';

export const systemLogProjection: Projection = {
  name: 'system-log',
  collections: [Collections.systemLogs],
  indexes: { [Collections.systemLogs]: ['timestamp', 'accountId'] },
  handles: ['AdminActionLogged'],
  async apply(event, w) {
    const d = dataOf<AdminActionLoggedData>(event);
    const doc: SystemLogDoc = {
      id: d.logId,
      timestamp: micros(d.at),
      accountId: d.accountId ?? null,
      account: d.account ?? null,
      action: d.action,
      functionId: d.functionId ?? null,
      outcome: d.outcome,
      detail: d.detail ?? null,
      ip: d.ip ?? null,
    };
    return w.put(Collections.systemLogs, doc);
  },
};
