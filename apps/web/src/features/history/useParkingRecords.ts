import { useQuery } from '@apollo/client/react';
import { ParkingRecordsDocument, type ParkingRecordsQuery } from '../../gql/graphql';
import type { Period } from './periodPresets';

export type ParkingRecord = ParkingRecordsQuery['parkingRecords']['rows'][number];

/** The device's stops in the period lasting at least `overtimeSeconds`: stored facts (the server's). */
export function useParkingRecords(
  deviceSerialNumber: string | null,
  period: Period | null,
  overtimeSeconds: number,
) {
  const query = useQuery(ParkingRecordsDocument, {
    skip: !deviceSerialNumber || !period,
    variables: {
      deviceSerialNumber: deviceSerialNumber ?? '',
      startTime: period?.startTime ?? 0,
      endTime: period?.endTime ?? 0,
      overtimeSeconds,
    },
    fetchPolicy: 'network-only',
  });
  return {
    records: query.data?.parkingRecords.rows ?? [],
    serviceExpired: query.data?.parkingRecords.serviceExpired ?? false,
    loading: query.loading,
  };
}
