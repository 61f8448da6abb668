import { useQuery } from '@apollo/client/react';
import { FleetsDocument } from '../../../gql/graphql';

/** A fleet's display name, loaded by id (first row of the fleets query). */
export function useFleetName(id: string | undefined): string | undefined {
  const { data } = useQuery(FleetsDocument, { skip: !id, variables: { filter: { id }, pageRows: 1 } });
  const row = data?.fleets.rows[0];
  return row ? `${row.alias || row.account} (${row.account})` : undefined;
}
