import { randomBytes } from 'node:crypto';
import { FULL_RIGHTS } from '@gps/domain';
import type { Platform } from './platform';
import { newPasswordHash } from '../sessions/new-password';
import { createNamed } from '../operations/shared/name-reservation';

export const BOOTSTRAP_ADMIN_ID = 'administrator';
export const BOOTSTRAP_GROUP_ID = 'administrators';

/**
 * On an empty store, creates the first administrator in a full-permission group. The password is
 * ADMIN_PASSWORD, or generated and printed once. Returns the generated password, if any.
 */
export async function bootstrapFirstAdmin(
  platform: Platform,
): Promise<{ account: string; generatedPassword?: string } | undefined> {
  if ((await platform.events.headPosition()) !== undefined) return undefined;
  const { config, clock } = platform;
  const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = config.adminPassword ?? (generatedPassword as string);
  const at = clock.now();
  const { aggregates } = platform;
  await aggregates.permission.execute({ commandId: 'bootstrap', worker: 'bootstrap' }, BOOTSTRAP_GROUP_ID, {
    type: 'CreatePermissionGroup',
    permissionId: BOOTSTRAP_GROUP_ID,
    name: 'Administrators',
    sort: 0,
    rights: FULL_RIGHTS,
    at,
  });
  await createNamed(
    { commandId: 'bootstrap-administrator', worker: 'bootstrap' },
    {
      names: aggregates.accountName,
      name: config.adminAccount,
      what: 'an account with this name',
      reason: 'account_name_taken',
    },
    {
      aggregate: aggregates.account,
      id: BOOTSTRAP_ADMIN_ID,
      command: {
        type: 'CreateAccount',
        accountId: BOOTSTRAP_ADMIN_ID,
        account: config.adminAccount,
        alias: 'Administrator',
        permissionId: BOOTSTRAP_GROUP_ID,
        // Held to the policy like every password set (a weak ADMIN_PASSWORD stops the start).
        passwordHash: await newPasswordHash(password, config.adminAccount),
        at,
      },
    },
  );
  return { account: config.adminAccount, generatedPassword };
}
