import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange } from '../session/store';
import {
  EMPTY_INBOX,
  advanceInbox,
  closeInbox,
  enqueueInbox,
  type InboxAnnouncement,
  type InboxMessage,
  type InboxQueue,
  type SeenIds,
} from './inboxQueue';

/**
 * The signed-in customer's inbox queue, shared by the sign-in page (which fills it from the login's
 * answer), the live subscriptions and the viewer. It is not in the session cookie (no room for 40
 * texts); it is kept in the tab's sessionStorage, so a reload does not lose what is left to show.
 */
const STORAGE_KEY = 'gps.inbox';

interface Stored {
  token: string;
  queue: InboxQueue;
}

function read(): InboxQueue {
  const token = getSession()?.token;
  if (!token) return EMPTY_INBOX;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored?.token === token && Array.isArray(stored.queue?.pending) && stored.queue.passed
      ? stored.queue
      : EMPTY_INBOX;
  } catch {
    return EMPTY_INBOX;
  }
}

let current: InboxQueue = read();
let ownerToken = getSession()?.token ?? null;
const listeners = new Set<() => void>();

function set(queue: InboxQueue): void {
  current = queue;
  try {
    if (ownerToken) {
      window.sessionStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ token: ownerToken, queue } satisfies Stored),
      );
    } else {
      window.sessionStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // A full or disabled storage only costs the queue across a reload.
  }
  for (const listener of listeners) listener();
}

// Another sign-in or a sign-out: the queue belonged to the previous session.
onSessionChange(() => {
  const token = getSession()?.token ?? null;
  if (token === ownerToken) return;
  ownerToken = token;
  set(EMPTY_INBOX);
});

/** What a sign-in handed over; call right after the session is stored. */
export function receiveSignInInbox(
  announcements: readonly InboxAnnouncement[],
  messages: readonly InboxMessage[],
): void {
  ownerToken = getSession()?.token ?? null;
  set(enqueueInbox(EMPTY_INBOX, announcements, messages));
}

/** An announcement or message pushed live. */
export function receiveLiveInbox(
  announcements: readonly InboxAnnouncement[],
  messages: readonly InboxMessage[],
): void {
  set(enqueueInbox(current, announcements, messages));
}

/** Next (`close` false) or close: returns the ids to record as seen. */
export function moveInbox(close: boolean): SeenIds | null {
  const { queue, seen } = close ? closeInbox(current) : advanceInbox(current);
  set(queue);
  return seen;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInboxQueue(): InboxQueue {
  return useSyncExternalStore(subscribe, () => current);
}
