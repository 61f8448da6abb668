import { useSyncExternalStore } from 'react';
import { readSessionCookie, removeSessionCookie, writeSessionCookie } from './cookie';
import type { SessionData } from './types';

/**
 * The session lives in the cookie; this module caches it and tells React when it changes.
 * The Apollo links read it at request time (token for `Authorization`, `authToken` for graphql-ws).
 */
let current: SessionData | null = readSessionCookie();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): SessionData | null {
  return current;
}

export function setSession(session: SessionData): void {
  writeSessionCookie(session);
  current = session;
  emit();
}

export function clearSession(): void {
  removeSessionCookie();
  if (current !== null) {
    current = null;
    emit();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` after every change of the session (sign-in, sign-out, another tab's cookie). */
export function onSessionChange(listener: () => void): () => void {
  return subscribe(listener);
}

/** Re-reads the cookie (another tab may have signed in or out). */
export function syncSessionFromCookie(): void {
  const fromCookie = readSessionCookie();
  if (fromCookie?.token !== current?.token) {
    current = fromCookie;
    emit();
  }
}

export function useSession(): SessionData | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
