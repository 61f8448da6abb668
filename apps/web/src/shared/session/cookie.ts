import { SESSION_IDLE_SECONDS } from '@gps/contracts/constants';
import { config } from '../config';
import type { SessionData } from './types';

function isSessionData(value: unknown): value is SessionData {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.accountId === 'string' &&
    typeof v.accountType === 'number' &&
    typeof v.account === 'string' &&
    Array.isArray(v.permissions) &&
    Array.isArray(v.rights)
  );
}

function validIdleSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Reads the session cookie; a missing or malformed cookie means no session. */
export function readSessionCookie(): SessionData | null {
  const prefix = `${config.sessionCookie}=`;
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw.slice(prefix.length)));
    return isSessionData(parsed)
      ? {
          ...parsed,
          alias: parsed.alias ?? null,
          parentFleetId: parsed.parentFleetId ?? null,
          // A cookie written before the window was kept in it: the default window.
          idleSeconds: validIdleSeconds(parsed.idleSeconds) ? parsed.idleSeconds : SESSION_IDLE_SECONDS,
        }
      : null;
  } catch {
    return null;
  }
}

/** A browser-session cookie (no expiry): closing the browser ends it; the server idles it out anyway. */
export function writeSessionCookie(session: SessionData): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = encodeURIComponent(JSON.stringify(session));
  document.cookie = `${config.sessionCookie}=${value}; Path=/; SameSite=Lax${secure}`;
}

export function removeSessionCookie(): void {
  document.cookie = `${config.sessionCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
}
