import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apolloClient, resetClientForSignOut } from '../api/client';
import { clearErrors } from '../api/errorBus';
import { LogoutDocument } from '../../gql/graphql';
import { setSignOutReason, type SignOutReason } from './signOutReason';
import { clearSession, getSession } from './store';

/**
 * Logout: tell the server (failures only log), remove the cookie, go to the right login page. A
 * logout the app decides on its own (the idle logout) gives its reason for that page to show.
 */
export function useLogout(): (backOffice: boolean, reason?: SignOutReason) => void {
  const navigate = useNavigate();
  return useCallback(
    (backOffice: boolean, reason?: SignOutReason) => {
      const token = getSession()?.token;
      if (token) {
        apolloClient
          .mutate({
            mutation: LogoutDocument,
            context: { logOnly: true, headers: { authorization: `Bearer ${token}` } },
          })
          .catch(() => undefined);
      }
      setSignOutReason(reason ?? null);
      clearSession();
      clearErrors();
      void resetClientForSignOut();
      navigate(backOffice ? '/admin/login' : '/', { replace: true });
    },
    [navigate],
  );
}
