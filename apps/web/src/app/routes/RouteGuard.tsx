import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../shared/session/store';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import { guardRedirect } from './guard';
import type { RouteMeta } from './routeMeta';

/** Applies a route's metadata (the rules are guardRedirect's): renders the route, or goes where it says. */
export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const session = useSession();
  const settings = useSystemSettings();
  const location = useLocation();
  const redirect = guardRedirect(meta, session, settings, `${location.pathname}${location.search}`);
  if (!redirect) return children;
  return <Navigate to={redirect.to} replace state={redirect.state} relative={redirect.relative} />;
}
