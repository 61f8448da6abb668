import { AdminFunction, SYSTEM_SETTINGS, settingsDecider, streams } from '@gps/domain';
import { PAGE_SIZES, calls } from '@gps/contracts';
import { Collections, type SettingDoc } from '@gps/projections';
import { operation, type OperationContext } from '../application/operation';
import { find, pageOf } from '../application/lists';

/** Every known setting, stored value or default, in the order the domain lists them. */
async function allSettings(ctx: OperationContext): Promise<SettingDoc[]> {
  const stored = new Map((await find(ctx, Collections.settings, {})).rows.map((s) => [s.id, s.value]));
  return SYSTEM_SETTINGS.map((s) => ({ id: s.id, value: stored.get(s.id) ?? s.defaultValue }));
}

export const settingsOperations = [
  operation(calls.getSystemSettings, {
    // Every signed-in page needs the refresh frequency and the display flags.
    access: { admin: 'any', clients: ['fleet', 'device'] },
    run: (ctx) => allSettings(ctx),
  }),
  operation(calls.editSystemSetting, {
    access: { admin: { functionId: AdminFunction.SETTING, right: 'edit' } },
    async run(ctx, input) {
      await ctx.platform.execute(ctx, settingsDecider, streams.settings(), {
        type: 'ChangeSystemSetting',
        id: input.id,
        value: input.value,
        at: ctx.now,
      });
      const setting = (await allSettings(ctx)).find((s) => s.id === input.id);
      // The decider refuses an unknown id before anything is written: a known one is listed.
      if (!setting) throw new Error(`setting ${input.id} not listed after its change`);
      return setting;
    },
  }),
  operation(calls.getSystemLogs, {
    access: { admin: { functionId: AdminFunction.SYSTEM_LOG, right: 'view' } },
    run: (ctx, input) =>
      find(ctx, Collections.systemLogs, {
        keyword: { fields: ['account', 'action', 'detail', 'outcome'], value: input.keyword ?? '' },
        sort: [
          { field: 'timestamp', direction: 'desc' },
          { field: 'seq', direction: 'desc' },
        ],
        page: pageOf(input, PAGE_SIZES.systemLog),
      }),
  }),
];
