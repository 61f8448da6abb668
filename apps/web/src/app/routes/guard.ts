import { AccountType } from '@gps/codes';
import { hasRight, hasSlot } from '../../shared/session/rights';
import type { SessionData } from '../../shared/session/types';
import type { SystemSettings } from '../../shared/settings/systemSettings';
import type { AdminLoginReason } from '../../features/auth/adminLanding';
import type { RouteMeta } from './routeMeta';

/** Where a guarded route sends the browser instead of rendering: the path, its state, how it resolves. */
export interface GuardRedirect {
  to: string;
  state?: { from?: string; reason?: AdminLoginReason };
  /** `path`: `to` is relative to the route's own path (`..` leaves a section's child). */
  relative?: 'path';
}

const ADMIN_LOGIN = '/admin/login';
const CLIENT_LOGIN = '/';
const CLIENT_HOME = '/main/monitor';

/**
 * A route's metadata applied to the session (spec, both documents): no session -> the right login
 * (/admin/login for back-office routes, / otherwise); a back-office route without its flag ->
 * /admin/login, as the spec says (signing in there still lands on the first permitted function);
 * client routes check account type, permission slot and setting. Null: the route renders.
 */
export function guardRedirect(
  meta: RouteMeta,
  session: SessionData | null,
  settings: Pick<SystemSettings, 'loaded' | 'flags'>,
  from: string,
): GuardRedirect | null {
  if (!meta.requiresSession) return null;
  if (!session) return { to: meta.isBackOffice ? ADMIN_LOGIN : CLIENT_LOGIN, state: { from } };

  if (meta.isBackOffice) {
    if (session.accountType !== AccountType.ADMIN) return { to: ADMIN_LOGIN };
    const needed = meta.requiredRight ?? 'view';
    if (meta.permissionId > 0 && !hasRight(session.rights, meta.permissionId, needed)) {
      return { to: ADMIN_LOGIN, state: { from, reason: 'routeDenied' } };
    }
  } else {
    if (session.accountType === AccountType.ADMIN) return { to: CLIENT_LOGIN, state: { from } };
    if (meta.accountTypes && !meta.accountTypes.includes(session.accountType)) return { to: CLIENT_HOME };
    if (meta.clientSlot && !hasSlot(session.permissions, meta.clientSlot)) return { to: CLIENT_HOME };
  }

  if (meta.setting && settings.loaded && !settings.flags[meta.setting]) {
    return { to: '..', relative: 'path' };
  }
  return null;
}
