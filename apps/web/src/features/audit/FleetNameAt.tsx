import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { AuditStateDocument } from '../../gql/graphql';
import { fleetNameOf } from './stateFacts';

/**
 * A fleet by its id and, beside it, its name as it was at that moment: the fleet's own state as of
 * the same time (one audit read; a fleet it cannot find shows by its id alone).
 */
export function FleetNameAt({ fleetId, at }: { fleetId: string; at: number }) {
  const { data } = useQuery(AuditStateDocument, {
    variables: { entityType: 'fleet', key: fleetId, at },
    context: { logOnly: true },
  });
  const name = data ? fleetNameOf(data.auditState.fields) : null;
  return (
    <span className="audit-labelled" data-testid="audit-fleet">
      {name && <span data-testid="audit-fleet-name">{name}</span>}
      <Typography.Text type="secondary" className="audit-id">
        {fleetId}
      </Typography.Text>
    </span>
  );
}
