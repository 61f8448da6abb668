import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useVehicles, type ClientDevice } from './VehiclesProvider';

export interface DeviceChoice {
  /** The device the page works on, or null when none is chosen. */
  device: ClientDevice | null;
  /** Devices to choose from: the one the link named, then the ones ticked in the tree. */
  candidates: ClientDevice[];
  choose: (deviceSerialNumber: string) => void;
  loading: boolean;
}

/**
 * The one device a page works on (remote, voice recordings, history): the one named by
 * `?deviceSerialNumber=` (the tree's "remote control" menu links so), else the first vehicle ticked in the tree, else the account's
 * only device. Choosing another writes it to the address, so a reload keeps it.
 */
export function useDeviceChoice(): DeviceChoice {
  const { devices, selectedDevices, loading } = useVehicles();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('deviceSerialNumber');

  return useMemo(() => {
    const named = wanted ? devices.find((d) => d.deviceSerialNumber === wanted) : undefined;
    const candidates = named
      ? [named, ...selectedDevices.filter((d) => d.deviceId !== named.deviceId)]
      : [...selectedDevices];
    const only = devices.length === 1 ? devices[0] : null;
    if (candidates.length === 0 && only) candidates.push(only);
    const choose = (deviceSerialNumber: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('deviceSerialNumber', deviceSerialNumber);
          return next;
        },
        { replace: true },
      );
    return { device: candidates[0] ?? null, candidates, choose, loading };
  }, [wanted, devices, selectedDevices, setParams, loading]);
}
