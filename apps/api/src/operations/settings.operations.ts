import { AdminFunction, SYSTEM_SETTINGS } from '@gps/domain';
import { editSystemSettingInput, emptyInput, getSystemLogsInput, PAGE_SIZES } from '@gps/contracts';
import { Collections, type SettingDoc, type SystemLogDoc } from '@gps/projections';
import { operation } from '../request/operation';
import { pageOf } from './shared/lists';
import type { ReadModels } from './shared/read-models';
import type { Aggregates } from '../commands/aggregates';

/** What the settings and system log calls need. */
export interface SettingsOperationDeps {
  commands: Pick<Aggregates, 'settings'>;
  read: ReadModels;
}

/** Every known setting, stored value or default, in the order the domain lists them. */
async function allSettings(read: ReadModels): Promise<SettingDoc[]> {
  const stored = new Map(
    (await read.find<SettingDoc>(Collections.settings, {})).rows.map((s) => [s.id, s.value]),
  );
  return SYSTEM_SETTINGS.map((s) => ({ id: s.id, value: stored.get(s.id) ?? s.defaultValue }));
}

export const settingsOperations = ({ commands, read }: SettingsOperationDeps) => [
  operation({
    name: 'getSystemSettings',
    kind: 'query',
    summary:
      'System settings as {id, value}: refreshFrequency (s), showOverspeed, showOffline, showCoupon, showAddressToGps and the address quotas.',
    input: emptyInput,
    // Every signed-in page needs the refresh frequency and the display flags.
    access: { admin: 'any', clients: ['fleet', 'device'] },
    run: () => allSettings(read),
  }),
  operation({
    name: 'editSystemSetting',
    kind: 'mutation',
    summary: 'Changes one system setting; the value is validated per setting.',
    input: editSystemSettingInput,
    access: { admin: { functionId: AdminFunction.SETTING, right: 'edit' } },
    async run(ctx, input) {
      await commands.settings.execute(ctx, undefined, {
        type: 'ChangeSystemSetting',
        id: input.id,
        value: input.value,
        at: ctx.now,
      });
      return (await allSettings(read)).find((s) => s.id === input.id);
    },
  }),
  operation({
    name: 'getSystemLogs',
    kind: 'query',
    summary:
      'Administrator actions with their outcome (success, denied, failure), newest first; 5000 a page.',
    input: getSystemLogsInput,
    access: { admin: { functionId: AdminFunction.SYSTEM_LOG, right: 'view' } },
    run: (_ctx, input) =>
      read.find<SystemLogDoc>(Collections.systemLogs, {
        keyword: { fields: ['account', 'action', 'detail', 'outcome'], value: input.keyword ?? '' },
        sort: [
          { field: 'timestamp', direction: 'desc' },
          { field: 'seq', direction: 'desc' },
        ],
        page: pageOf(input, PAGE_SIZES.systemLog),
      }),
  }),
];
