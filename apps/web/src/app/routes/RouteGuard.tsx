import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AccountType } from '@gps/codes';
import { hasRight, hasSlot } from '../../shared/session/rights';
import { useSession } from '../../shared/session/store';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import { firstPermittedAdminPath } from './navigation';
import type { RouteMeta } from './routeMeta';

/**
 * Applies a route's metadata: no session -> the right login (/admin/login for back-office routes,
 * / otherwise); a back-office route without its view flag -> the first permitted function (or the
 * admin login when there is none); client routes check account type, permission slot and setting.
 */
export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const session = useSession();
  const settings = useSystemSettings();
  const location = useLocation();

  if (!meta.requiresSession) return children;

  const from = `${location.pathname}${location.search}`;
  if (!session) {
    return <Navigate to={meta.isBackOffice ? '/admin/login' : '/'} replace state={{ from }} />;
  }

  if (meta.isBackOffice) {
    if (session.accountType !== AccountType.ADMIN) return <Navigate to="/admin/login" replace />;
    if (meta.permissionId > 0 && !hasRight(session.rights, meta.permissionId, meta.requiredRight ?? 'view')) {
      const landing = firstPermittedAdminPath(session.rights);
      return landing ? (
        <Navigate to={landing} replace />
      ) : (
        <Navigate to="/admin/login" replace state={{ reason: 'noPermission' }} />
      );
    }
  } else {
    if (session.accountType === AccountType.ADMIN) return <Navigate to="/" replace state={{ from }} />;
    if (meta.accountTypes && !meta.accountTypes.includes(session.accountType)) {
      return <Navigate to="/main/monitor" replace />;
    }
    if (meta.clientSlot && !hasSlot(session.permissions, meta.clientSlot)) {
      return <Navigate to="/main/monitor" replace />;
    }
  }

  if (meta.setting && settings.loaded && !settings.flags[meta.setting]) {
    return <Navigate to=".." relative="path" replace />;
  }
  return children;
}
