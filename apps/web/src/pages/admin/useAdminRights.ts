import { hasRight } from '../../session/rights';
import { useSession } from '../../session/store';

/** The signed-in administrator's add / edit / delete flags for one function. */
export function useAdminRights(functionId: number): {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
} {
  const rights = useSession()?.rights;
  return {
    canAdd: hasRight(rights, functionId, 'add'),
    canEdit: hasRight(rights, functionId, 'edit'),
    canDelete: hasRight(rights, functionId, 'delete'),
  };
}
