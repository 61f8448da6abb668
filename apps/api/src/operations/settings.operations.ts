import { AdminFunction, SYSTEM_SETTINGS } from '@gps/domain';
import { PAGE_SIZES, calls } from '@gps/contracts';
import { Collections, type SettingDoc } from '@gps/projections';
import { operation } from '../request/operation';
import { pageOf } from './shared/lists';
import { settingsNow } from './shared/settings-now';
import type { ReadModels } from './shared/read-models';
import type { Aggregates } from '../commands/aggregates';

/** What the settings and system log calls need. */
export interface SettingsOperationDeps {
  commands: Pick<Aggregates, 'settings'>;
  read: ReadModels;
}

/** Every known setting, stored value or default, in the order the domain lists them. */
async function allSettings(read: ReadModels): Promise<SettingDoc[]> {
  const setting = await settingsNow(read);
  return SYSTEM_SETTINGS.map((s) => ({ id: s.id, value: setting(s.id) }));
}

export const settingsOperations = ({ commands, read }: SettingsOperationDeps) => [
  operation(calls.getSystemSettings, {
    // Every signed-in page needs the refresh frequency and the display flags.
    access: { admin: 'any', clients: ['fleet', 'device'] },
    run: () => allSettings(read),
  }),
  operation(calls.editSystemSetting, {
    access: { admin: { functionId: AdminFunction.SETTING, right: 'edit' } },
    async run(ctx, input) {
      await commands.settings.execute(ctx, undefined, {
        type: 'ChangeSystemSetting',
        id: input.id,
        value: input.value,
        at: ctx.now,
      });
      const setting = (await allSettings(read)).find((s) => s.id === input.id);
      // The decider refuses an unknown id before anything is written: a known one is listed.
      if (!setting) throw new Error(`setting ${input.id} not listed after its change`);
      return setting;
    },
  }),
  operation(calls.getSystemLogs, {
    access: { admin: { functionId: AdminFunction.SYSTEM_LOG, right: 'view' } },
    run: (_ctx, input) =>
      read.find(Collections.systemLogs, {
        keyword: { fields: ['account', 'action', 'detail', 'outcome'], value: input.keyword ?? '' },
        sort: [
          { field: 'timestamp', direction: 'desc' },
          { field: 'seq', direction: 'desc' },
        ],
        page: pageOf(input, PAGE_SIZES.systemLog),
      }),
  }),
];
