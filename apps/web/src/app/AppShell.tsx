import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ErrorDialogHost } from './ErrorDialogHost';
import { syncSessionFromCookie } from '../shared/session/store';

/** Root of every route: the error dialog, and the session kept in step with the cookie (other tabs). */
export function AppShell() {
  useEffect(() => {
    const sync = () => syncSessionFromCookie();
    window.addEventListener('focus', sync);
    document.addEventListener('visibilitychange', sync);
    return () => {
      window.removeEventListener('focus', sync);
      document.removeEventListener('visibilitychange', sync);
    };
  }, []);
  return (
    <>
      <Outlet />
      <ErrorDialogHost />
    </>
  );
}
