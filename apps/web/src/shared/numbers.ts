/**
 * How the app shows numbers, written once: in the reader's language (its digit grouping and decimal
 * mark) and only to the precision that means something for the quantity, never a float's noise
 * (`22.779600000000002`). A value the device never sent shows as a dash.
 */
const DASH = '—';
/** Tenths of a km/h: finer than any GPS speed is accurate. */
const SPEED_DIGITS = 1;
/** Five decimals of a degree are about a metre, the best a civilian fix gives; always all five, so columns align. */
const COORDINATE_DIGITS = 5;

const absent = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

export function formatSpeed(kmh: number | null | undefined, locale: string): string {
  if (absent(kmh)) return DASH;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: SPEED_DIGITS }).format(kmh)} km/h`;
}

export function formatCoordinates(latitude: number, longitude: number, locale: string): string {
  const degrees = new Intl.NumberFormat(locale, {
    minimumFractionDigits: COORDINATE_DIGITS,
    maximumFractionDigits: COORDINATE_DIGITS,
    useGrouping: false,
  });
  return `${degrees.format(latitude)}, ${degrees.format(longitude)}`;
}
