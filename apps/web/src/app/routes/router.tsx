import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AppShell } from '../AppShell';
import { PageLoading } from './PageLoading';
import type { RouteEntry } from './routeEntry';
import { RouteGuard } from './RouteGuard';
import { routeTable } from './routeTable';

/** What an entry renders: its redirect, its lazily loaded view while a spinner holds its place, or its children. */
function elementOf(entry: RouteEntry): ReactNode {
  if (entry.redirect) return <Navigate to={entry.redirect} replace />;
  if (!entry.view) return <Outlet />;
  const View = lazy(entry.view.load);
  return (
    <Suspense fallback={<PageLoading />}>
      <View />
    </Suspense>
  );
}

function toRouteObject(entry: RouteEntry): RouteObject {
  const element = elementOf(entry);
  const guarded = entry.meta ? <RouteGuard meta={entry.meta}>{element}</RouteGuard> : element;
  if (entry.index) return { index: true, element: guarded };
  return {
    path: entry.path,
    element: guarded,
    children: entry.children?.map(toRouteObject),
    handle: entry.meta,
  };
}

/** Router objects: every route wrapped in its guard, all under the app shell (error dialog). */
export function buildRoutes(): RouteObject[] {
  return [{ element: <AppShell />, children: routeTable.map(toRouteObject) }];
}

export const router = createBrowserRouter(buildRoutes());
