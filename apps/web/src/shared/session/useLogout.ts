import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apolloClient, resetClientForSignOut } from '../api/client';
import { clearErrors } from '../api/errorBus';
import { LogoutDocument } from '../../gql/graphql';
import { clearSession, getSession } from './store';

/** Logout: tell the server (failures only log), remove the cookie, go to the right login page. */
export function useLogout(): (backOffice: boolean) => void {
  const navigate = useNavigate();
  return useCallback(
    (backOffice: boolean) => {
      const token = getSession()?.token;
      if (token) {
        apolloClient
          .mutate({
            mutation: LogoutDocument,
            context: { logOnly: true, headers: { authorization: `Bearer ${token}` } },
          })
          .catch(() => undefined);
      }
      clearSession();
      clearErrors();
      void resetClientForSignOut();
      navigate(backOffice ? '/admin/login' : '/', { replace: true });
    },
    [navigate],
  );
}
