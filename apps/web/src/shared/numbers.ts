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

/** Hundredths of a volt: what a tracker reports for its battery and the vehicle's supply. */
const VOLTAGE_DIGITS = 2;

export function formatVolts(volts: number | null | undefined, locale: string): string {
  if (absent(volts)) return DASH;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: VOLTAGE_DIGITS }).format(volts)} V`;
}

/** A heading in whole degrees (0 = north): a GPS course is not finer. */
export function formatCourse(degrees: number | null | undefined, locale: string): string {
  if (absent(degrees)) return DASH;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(degrees)}°`;
}

const METRES_PER_KM = 1000;
/** Tenths of a kilometre for a distance: what an odometer or a trip shows; metres below one km. */
const DISTANCE_DIGITS = 1;

export function formatDistance(metres: number | null | undefined, locale: string): string {
  if (absent(metres)) return DASH;
  if (Math.abs(metres) < METRES_PER_KM) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(metres)} m`;
  }
  const km = metres / METRES_PER_KM;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: DISTANCE_DIGITS }).format(km)} km`;
}

const BYTES_PER_KB = 1024;
/** File sizes as people read them, one decimal above a kilobyte: 812 B, 12.4 KB, 3.2 MB. */
const SIZE_DIGITS = 1;

export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < BYTES_PER_KB) return `${bytes} B`;
  const sized = new Intl.NumberFormat(locale, {
    minimumFractionDigits: SIZE_DIGITS,
    maximumFractionDigits: SIZE_DIGITS,
  });
  if (bytes < BYTES_PER_KB * BYTES_PER_KB) return `${sized.format(bytes / BYTES_PER_KB)} KB`;
  return `${sized.format(bytes / BYTES_PER_KB / BYTES_PER_KB)} MB`;
}
