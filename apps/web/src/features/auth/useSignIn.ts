import { useCallback } from 'react';
import type { SessionFieldsFragment } from '../../gql/graphql';
import { setSession } from '../../shared/session/store';
import type { SessionData } from '../../shared/session/types';

export function toSessionData(s: SessionFieldsFragment): SessionData {
  return {
    token: s.token,
    accountId: s.accountId,
    accountType: s.accountType,
    account: s.account,
    alias: s.alias ?? null,
    permissions: [...s.permissions],
    rights: s.rights.map((r) => ({ functionId: r.functionId, flags: r.flags })),
    parentFleetId: s.parentFleetId ?? null,
    idleSeconds: s.idleSeconds,
  };
}

/** Stores a fresh session (cookie + store) and returns it. */
export function useSignIn(): (session: SessionFieldsFragment) => SessionData {
  return useCallback((session: SessionFieldsFragment) => {
    const data = toSessionData(session);
    setSession(data);
    return data;
  }, []);
}
