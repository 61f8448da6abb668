/** Anything but letters, digits, `-` and `.` (any script) becomes `_`: no path, no quote, no control. */
const UNSAFE = /[^\p{L}\p{N}\-.]+/gu;
/** A vehicle's name is cut to this many characters in a file name. */
const LABEL_MAX = 40;

/** A name part safe on every file system: unsafe runs one `_`, no leading dot or edge `_`. */
export function safeNamePart(text: string): string {
  const safe = text.replace(UNSAFE, '_').replace(/^[._]+|_+$/g, '');
  return [...safe].slice(0, LABEL_MAX).join('');
}

/**
 * `<vehicle>_<kind>_<from>_<to>.<ext>`, e.g. `藍色貨車_軌跡_20261124-0000_20261125-0000.gpx`: the
 * vehicle's name (its serial number when it has none) and the period in the platform's local time.
 */
export function exportFileName(parts: {
  vehicle: string;
  serial: string;
  kind: string;
  from: string;
  to: string;
  extension: string;
}): string {
  const vehicle = safeNamePart(parts.vehicle) || parts.serial;
  return `${vehicle}_${safeNamePart(parts.kind)}_${parts.from}_${parts.to}.${parts.extension}`;
}
