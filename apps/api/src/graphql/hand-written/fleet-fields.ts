import { GraphQLInt, GraphQLNonNull, type GraphQLFieldConfigMap } from 'graphql';
import { z } from 'zod';
import { AccountType, calls, Fleet } from '@gps/contracts';
import type { GraphqlContext } from '../context';
import { dispatchCall, type CallDispatch } from '../schema/call-field';
import type { ZodGraphqlTypes } from '../schema/zod-graphql';

/** getSubFleets' largest page: Fleet.subFleets lists them all, not a first page. */
const ALL_SUB_FLEETS = 1000;

/** A fleet as the read model gives it: the sub-fleet count lets subFleets skip a call. */
interface FleetSource {
  id: string;
  parentFleetId: string | null;
  numberOfSubFleets?: number;
}

/** Fleet's field resolvers: GraphQL's own, beside the fields the Fleet schema gives. */
export function fleetFields(
  types: ZodGraphqlTypes,
  door: CallDispatch,
): GraphQLFieldConfigMap<FleetSource, GraphqlContext> {
  return {
    accountType: {
      type: new GraphQLNonNull(GraphQLInt),
      description: 'Always 2 (fleet).',
      resolve: () => AccountType.FLEET,
    },
    /** Asked through getSubFleets with the caller's own session, so the same access rules apply. */
    subFleets: {
      type: types.output(z.array(Fleet))!,
      async resolve(fleet, _args, context) {
        // Sub-fleets have no sub-fleets of their own; a known zero count spares a call per row.
        if (fleet.parentFleetId || fleet.numberOfSubFleets === 0) return [];
        const input = { parentFleetId: fleet.id, pageRows: ALL_SUB_FLEETS };
        const page = await dispatchCall(door, calls.getSubFleets, input, context.requestInfo);
        return page.rows;
      },
    },
  };
}
