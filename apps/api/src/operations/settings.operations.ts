import { AdminFunction, SYSTEM_SETTINGS, settingsDecider, streams } from '@gps/domain';
import { editSystemSettingInput, emptyInput, getSystemLogsInput, PAGE_SIZES } from '@gps/contracts';
import { Collections, type SettingDoc, type SystemLogDoc } from '@gps/projections';
import { operation, type OperationContext } from '../application/operation';
import { find, pageOf } from '../application/lists';

/** Every known setting, stored value or default, in the order the domain lists them. */
async function allSettings(ctx: OperationContext): Promise<SettingDoc[]> {
  const stored = new Map(
    (await find<SettingDoc>(ctx, Collections.settings, {})).rows.map((s) => [s.id, s.value]),
  );
  return SYSTEM_SETTINGS.map((s) => ({ id: s.id, value: stored.get(s.id) ?? s.defaultValue }));
}

export const settingsOperations = [
  operation({
    name: 'getSystemSettings',
    kind: 'query',
    summary:
      'System settings as {id, value}: refreshFrequency (s), showOverspeed, showOffline, showCoupon, showAddressToGps and the address quotas.',
    input: emptyInput,
    // Every signed-in page needs the refresh frequency and the display flags.
    access: { admin: 'any', clients: ['fleet', 'device'] },
    run: (ctx) => allSettings(ctx),
  }),
  operation({
    name: 'editSystemSetting',
    kind: 'mutation',
    summary: 'Changes one system setting; the value is validated per setting.',
    input: editSystemSettingInput,
    access: { admin: { functionId: AdminFunction.SETTING, right: 'edit' } },
    async run(ctx, input) {
      await ctx.platform.execute(ctx, settingsDecider, streams.settings(), {
        type: 'ChangeSystemSetting',
        id: input.id,
        value: input.value,
        at: ctx.now,
      });
      return (await allSettings(ctx)).find((s) => s.id === input.id);
    },
  }),
  operation({
    name: 'getSystemLogs',
    kind: 'query',
    summary:
      'Administrator actions with their outcome (success, denied, failure), newest first; 5000 a page.',
    input: getSystemLogsInput,
    access: { admin: { functionId: AdminFunction.SYSTEM_LOG, right: 'view' } },
    run: (ctx, input) =>
      find<SystemLogDoc>(ctx, Collections.systemLogs, {
        keyword: { fields: ['account', 'action', 'detail', 'outcome'], value: input.keyword ?? '' },
        sort: [
          { field: 'timestamp', direction: 'desc' },
          { field: 'seq', direction: 'desc' },
        ],
        page: pageOf(input, PAGE_SIZES.systemLog),
      }),
  }),
];
