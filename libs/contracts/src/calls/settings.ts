import { z } from 'zod';
import { byName, call, page } from '../catalogue/declare';
import { entityId, epochMicros, maybeId, maybeInt, maybeText, pageIndex, pageRows, text } from './common';
import { emptyInput } from './auth';

export const editSystemSettingInput = z.object({
  id: z.string().trim().min(1).max(50),
  value: z.string().trim().max(50),
});
export const getSystemLogsInput = z.object({
  keyword: z.string().max(100).optional(),
  pageIndex,
  pageRows: pageRows(5000),
});

export const SystemSetting = z.object({ id: text, value: text }).meta({ id: 'SystemSetting' });

export const SystemLog = z
  .object({
    id: entityId,
    timestamp: epochMicros,
    accountId: maybeId,
    account: maybeText,
    action: text,
    functionId: maybeInt,
    outcome: text.describe('success, denied or failure.'),
    detail: maybeText,
    ip: maybeText,
  })
  .meta({ id: 'SystemLog', description: 'One administrator action and its outcome.' });
export const SystemLogPage = page(SystemLog, 'SystemLogPage');

export const settingsCalls = byName([
  call({
    name: 'getSystemSettings',
    kind: 'query',
    summary:
      'System settings as {id, value}: refreshFrequency (s), showOverspeed, showOffline, showCoupon, showAddressToGps, the address quotas, overspeedLimitKmh (the platform limit, km/h, 0 off) and overspeedMinSeconds.',
    input: emptyInput,
    output: z.array(SystemSetting),
    graphql: { field: 'systemSettings', args: 'flat' },
  }),
  call({
    name: 'editSystemSetting',
    kind: 'mutation',
    summary: 'Changes one system setting; the value is validated per setting.',
    input: editSystemSettingInput,
    output: SystemSetting,
    graphql: { field: 'editSystemSetting', args: 'flat' },
  }),
  call({
    name: 'getSystemLogs',
    kind: 'query',
    summary:
      'Administrator actions with their outcome (success, denied, failure), newest first; 5000 a page.',
    input: getSystemLogsInput,
    output: SystemLogPage,
    graphql: { field: 'systemLogs', args: 'flat' },
  }),
] as const);
