import { useQuery } from '@apollo/client/react';
import { ReceiverAccountType } from '@gps/codes';
import { useTranslation } from 'react-i18next';
import { FleetOptionsDocument, MessageReceiverDevicesDocument } from '../../../gql/graphql';
import { deviceOptionLabel, fleetOptionLabel } from './messageFilters';

/** The receivers a search offers at a time. */
const RECEIVER_CHOICES = 50;

/**
 * The receivers of a type matching a keyword, as select options: fleets (main and sub) by their id,
 * devices by their serial number, as publishMessage and getMessages name them. Searches only log
 * their failures (spec: the fleet option search).
 */
export function useReceiverOptions(type: number | undefined, keyword: string, active = true) {
  const { t } = useTranslation();
  const variables = { keyword: keyword || undefined, pageRows: RECEIVER_CHOICES };
  const fleets = useQuery(FleetOptionsDocument, {
    skip: !active || type !== ReceiverAccountType.FLEET,
    variables,
    context: { logOnly: true },
  });
  const devices = useQuery(MessageReceiverDevicesDocument, {
    skip: !active || type !== ReceiverAccountType.DEVICE,
    variables,
    context: { logOnly: true },
  });
  if (type === ReceiverAccountType.FLEET) {
    return {
      loading: fleets.loading,
      options: (fleets.data?.fleets.rows ?? []).map((f) => ({
        value: f.id,
        label: fleetOptionLabel(f, t('fleet.subFleet')),
      })),
    };
  }
  if (type === ReceiverAccountType.DEVICE) {
    return {
      loading: devices.loading,
      options: (devices.data?.devices.rows ?? []).map((d) => ({
        value: d.deviceSerialNumber,
        label: deviceOptionLabel(d),
      })),
    };
  }
  return { loading: false, options: [] };
}
