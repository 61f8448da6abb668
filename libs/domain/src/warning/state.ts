import type { WarningHandledData } from './events';

/** A warning's handling: open until handled, and handled once for good. */
export type WarningHandlingState =
  { readonly status: 'open' } | { readonly status: 'handled'; readonly value: WarningHandledData };
