import { Navigate } from 'react-router-dom';
import type { FunctionRights } from '../../shared/session/types';
import { useSession } from '../../shared/session/store';

/** /admin: the first function the administrator may view. */
export function AdminHome({
  landingFor,
}: {
  landingFor: (rights: readonly FunctionRights[] | undefined) => string | undefined;
}) {
  const session = useSession();
  const landing = landingFor(session?.rights);
  return (
    <Navigate
      to={landing ?? '/admin/login'}
      replace
      state={landing ? undefined : { reason: 'noPermission' }}
    />
  );
}
