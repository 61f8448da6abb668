import { Navigate } from 'react-router-dom';
import { firstPermittedAdminPath } from '../../app/adminNavigation';
import { useSession } from '../../session/store';

/** /admin: the first function the administrator may view. */
export function AdminHome() {
  const session = useSession();
  const landing = firstPermittedAdminPath(session?.rights);
  return (
    <Navigate
      to={landing ?? '/admin/login'}
      replace
      state={landing ? undefined : { reason: 'noPermission' }}
    />
  );
}
