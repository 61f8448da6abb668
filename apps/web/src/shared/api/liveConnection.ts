import { useSyncExternalStore } from 'react';

/**
 * The state of the live (graphql-ws) connection, for the monitor's "disconnected" banner: `idle`
 * before any subscription opened it or after we closed it ourselves (sign-out, new token),
 * `connected` while it is up, `disconnected` once it was lost and is being retried.
 */
export type LiveConnection = 'idle' | 'connected' | 'disconnected';

let state: LiveConnection = 'idle';
const listeners = new Set<() => void>();

export function setLiveConnection(next: LiveConnection): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getLiveConnection(): LiveConnection {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnection(): LiveConnection {
  return useSyncExternalStore(subscribe, getLiveConnection);
}
