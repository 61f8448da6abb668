import { hasRight } from '../session/rights';
import { useSession } from '../session/store';

/** What the signed-in administrator may do with one function's entries. */
export interface AdminRights {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The signed-in administrator's add / edit / delete flags for one function. */
export function useAdminRights(functionId: number): AdminRights {
  const rights = useSession()?.rights;
  return {
    canAdd: hasRight(rights, functionId, 'add'),
    canEdit: hasRight(rights, functionId, 'edit'),
    canDelete: hasRight(rights, functionId, 'delete'),
  };
}
