import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { GatewayStatusDocument, ProvisionedSerialsDocument } from '../../../gql/graphql';
import { GATEWAY_REFRESH_MS, serialsToLookUp, waitingSerials } from './gatewayStatus';

/**
 * The gateways' counters and refused serials, and which of those serials are devices by now. Read
 * once when the devices page opens (for the button's count), then every 10 s while the drawer is
 * open, and at once when it opens. Failures only log: the drawer shows them, and a poll must not
 * open the error dialog every 10 s. `enabled` is the device view right (the server checks it too).
 */
export function useGatewayStatus(enabled: boolean, open: boolean) {
  const pollInterval = open ? GATEWAY_REFRESH_MS : 0;
  const status = useQuery(GatewayStatusDocument, {
    skip: !enabled,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    pollInterval,
    context: { logOnly: true },
  });
  const unknownDevices = useMemo(() => status.data?.gatewayStatus.unknownDevices ?? [], [status.data]);
  const serials = useMemo(() => serialsToLookUp(unknownDevices), [unknownDevices]);
  const lookup = useQuery(ProvisionedSerialsDocument, {
    skip: !enabled || serials.length === 0,
    variables: { serials },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    pollInterval,
    context: { logOnly: true },
  });
  const provisioned = useMemo(
    () =>
      new Set(
        serials.length === 0 ? [] : (lookup.data?.devices.rows ?? []).map((row) => row.deviceSerialNumber),
      ),
    [lookup.data, serials],
  );

  const { refetch: refetchStatus } = status;
  const { refetch: refetchLookup } = lookup;
  useEffect(() => {
    if (open && enabled) void refetchStatus().catch(() => undefined);
  }, [open, enabled, refetchStatus]);

  return {
    gateways: status.data?.gatewayStatus.gateways ?? [],
    unknownDevices,
    /** Distinct serials refused by the gateways since they started (estimated). */
    refusedSerials: status.data?.gatewayStatus.refusedSerials ?? 0,
    provisioned,
    /** Refused serials that are still not devices. */
    waiting: waitingSerials(unknownDevices, provisioned),
    loading: status.loading && !status.data,
    /** A report is on screen (a failed read leaves none: then the drawer shows only the failure). */
    loaded: status.data !== undefined,
    error: status.error,
    refresh: () => {
      void refetchStatus().catch(() => undefined);
      if (serials.length > 0) void refetchLookup().catch(() => undefined);
    },
    /** After a serial was added: look the serials up again. */
    refreshLookup: () => {
      if (serials.length > 0) void refetchLookup().catch(() => undefined);
    },
  };
}
