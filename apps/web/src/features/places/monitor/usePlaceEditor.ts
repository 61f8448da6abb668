import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSafeMutate } from '../../../shared/api/useSafeMutation';
import { useSession } from '../../../shared/session/store';
import { useVehicles } from '../../../shared/vehicles/VehiclesProvider';
import type { CheckedPlaces } from './useCheckedPlaces';

/** Which place the form shows: a new one, or one being edited. */
export type Editing<Place> = { mode: 'add' } | { mode: 'edit'; place: Place } | null;

/**
 * What the fence and marker tabs share around their calls: the open form, the account's devices
 * to choose from, one call at a time with its spinner, and after a change the message and the
 * changed vehicles' places loaded again.
 */
export function usePlaceEditor<Place extends { deviceSerialNumber: string }>(places: CheckedPlaces) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const { devices, selectedDevices } = useVehicles();
  const [mutate, saving] = useSafeMutate();
  const [editing, setEditing] = useState<Editing<Place>>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  /** After a call: its message, the form closed, the vehicles it changed loaded again. */
  const changed = (messageKey: string, serials: readonly string[], count?: number) => {
    message.success(t(messageKey, { count }));
    setEditing(null);
    places.reload(serials);
  };

  /** A new place is for the first ticked vehicle, unless the user picks another. */
  const firstTicked = selectedDevices[0]?.deviceSerialNumber;
  const vehicleName = (serial: string) => {
    const device = devices.find((d) => d.deviceSerialNumber === serial);
    return device?.carName || serial;
  };

  return {
    t,
    mutate,
    saving,
    editing,
    setEditing,
    deleting,
    setDeleting,
    changed,
    devices,
    firstTicked,
    vehicleName,
    accountType: session?.accountType,
    anyTicked: selectedDevices.length > 0,
  };
}
