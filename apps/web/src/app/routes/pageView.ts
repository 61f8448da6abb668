import { createElement, type ComponentType } from 'react';

/**
 * What a route renders, loaded only when the route is first shown: the module's component with the
 * props the route table gives it. React.lazy takes `load` as it is (a module with a default export).
 */
export interface PageView {
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * A page or layout of the route table, e.g. `page(() => import('./X').then((m) => m.X), { id: 1 })`:
 * the import runs the first time the route renders, so each page is a chunk of its own.
 */
export function page<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ...props: object extends P ? [P?] : [P]
): PageView {
  const given = (props[0] ?? {}) as P;
  return {
    load: () => load().then((Component) => ({ default: () => createElement(Component, given) })),
  };
}
