import type { TFunction } from 'i18next';
import type { WarningFieldsFragment } from '../../gql/graphql';

/** The translation key of a warning kind's title. */
export function warningTitleKey(kind: string): string {
  return `warningKinds.${kind}`;
}

/** The warning's kind in the interface language; an unknown kind shows the server's text. */
export function warningKindLabel(
  t: TFunction,
  warning: Pick<WarningFieldsFragment, 'kind' | 'warningMessage'> & { placeName?: string | null },
): string {
  const kind = t(warningTitleKey(warning.kind), { defaultValue: warning.warningMessage });
  // A fence crossing names its fence: "entered a fence" alone does not say which.
  return warning.placeName ? t('warnings.atPlace', { kind, place: warning.placeName }) : kind;
}

/** The vehicle as the lists name it: its name and serial, or the serial alone. */
export function vehicleOf(warning: Pick<WarningFieldsFragment, 'carName' | 'deviceSerialNumber'>): string {
  return warning.carName ? `${warning.carName} (${warning.deviceSerialNumber})` : warning.deviceSerialNumber;
}

/** Where the warning happened, to 5 decimals (about a metre); null when the device knew no place. */
export function placeOf(warning: Pick<WarningFieldsFragment, 'latitude' | 'longitude'>): string | null {
  if (warning.latitude === null || warning.longitude === null) return null;
  return `${warning.latitude.toFixed(5)}, ${warning.longitude.toFixed(5)}`;
}

/** The history page of the warning's device, where its place and track are shown. */
export function historyLink(deviceSerialNumber: string): string {
  return `/main/history?deviceSerialNumber=${encodeURIComponent(deviceSerialNumber)}`;
}
