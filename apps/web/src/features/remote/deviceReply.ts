/**
 * What a device's reply means, read from its text as the device sent it (GT06 0x15/0x21 string
 * replies, H02 V4 confirmations; docs/decisions/help-and-device-replies.md). The text itself is
 * always shown unchanged; this adds a short explanation, a position when the reply carries one, and
 * the device's own clock converted to an instant, so the page can show it in the reader's time zone.
 * Plain functions: no React, no i18n; the page turns a meaning into translated words.
 */

export interface ReplyPosition {
  latitude: number;
  longitude: number;
}

export type ReplyMeaning =
  | { kind: 'position'; position: ReplyPosition; speedKmh?: number; course?: number }
  | { kind: 'relayCut' }
  | { kind: 'relayRestored' }
  | { kind: 'success' }
  | { kind: 'error' }
  | { kind: 'unsupported' }
  | { kind: 'confirmed'; command: string }
  | { kind: 'battery'; backupVolts?: number; level?: number; supplyVolts?: number }
  | { kind: 'status'; fields: DeviceStatusReport }
  | { kind: 'parameters' };

/** The fields of a STATUS# answer (`Battery:85%;GPRS:Link Up;GSM Signal Level:4;GPS:...`). */
export interface DeviceStatusReport {
  batteryLevel?: number;
  gsmLevel?: number;
  gpsFixed?: boolean;
  satellites?: number;
  accOn?: boolean;
  armed?: boolean;
  fuelCut?: boolean;
}

export interface ReplyExplanation {
  meaning: ReplyMeaning | null;
  /**
   * The time the device wrote into its reply, as epoch milliseconds. Trackers keep their clock in
   * UTC (GT06 `GMT,E,0#`, the H02 sentences), so it is read as UTC; shown in the reader's zone.
   */
  deviceTime?: number;
}

// A GT06 `WHERE#` answer: `Current position!Lat:N23.980000,Lon:E120.970000,Course:126.00,Speed:35.0000,...`.
const LAT_LON = /Lat:\s*([NS])?\s*(-?\d+(?:\.\d+)?)\s*,\s*Lon:\s*([EW])?\s*(-?\d+(?:\.\d+)?)/i;
// A `URL#` answer: `http://maps.google.com/maps?q=N22.564825,E113.242506` (or signed decimals).
const MAPS_LINK = /maps\?q=\s*([NS])?\s*(-?\d+(?:\.\d+)?)\s*,\s*([EW])?\s*(-?\d+(?:\.\d+)?)/i;
const COURSE = /Course:\s*(\d+(?:\.\d+)?)/i;
const SPEED = /Speed:\s*(\d+(?:\.\d+)?)/i;
// `DateTime:2026-05-26  10:27:47`, `<Datetime:23-05-26 10:27:47>`, `2026/05/26 10:27:47`.
const DATE_TIME = /(\d{2}|\d{4})[-/](\d{2})[-/](\d{2})\s+(\d{2}):(\d{2}):(\d{2})/;
/** Two-digit years are this century's (a tracker's clock does not predate 2000). */
const CENTURY = 2000;

const RELAY_CUT = /(Cut off the fuel supply|DYD=)\s*:?\s*Success/i;
const RELAY_RESTORED = /(Restore fuel supply|HFYD=)\s*:?\s*Success/i;
const SUCCESS = /^(OK|Success|Successful|Done|Set OK|Setting OK)!?$/i;
// `bad_message`: a JT808 terminal's general response saying it could not read the command.
const ERROR = /(Command error|error|fail(ed)?|invalid|bad_message)/i;
/** A JT808 terminal's general response to a command it does not implement. */
const UNSUPPORTED = /^(unsupported|not supported)!?$/i;
/** An H02 V4 confirmation as the gateway keeps it: `S20,DONE,130305` (code, result, echoed time). */
const H02_CONFIRMATION = /^([A-Z][A-Z0-9]{0,4}),(DONE|OK|SUCCESS)(,|$)/i;
const BATTERY = /VBAT\s*=/i;
const STATUS = /GSM Signal Level|Satellites|Defense/i;
/** `KEY:VALUE` or `KEY=VALUE` entries in a parameter dump, separated by `;` `,` or spaces. */
const PARAMETER = /([A-Za-z][A-Za-z ]*?)\s*[:=]\s*([^;,\s]+)/g;
/** Fewer entries than this read as a sentence, not a dump of settings. */
const MIN_PARAMETERS = 2;

const number = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** A coordinate from its hemisphere letter (N/S/E/W, optional) and its degrees. */
function signed(hemisphere: string | undefined, degrees: string): number {
  const value = Number(degrees);
  return hemisphere && /[SW]/i.test(hemisphere) ? -Math.abs(value) : value;
}

function positionIn(text: string): ReplyPosition | undefined {
  const match = LAT_LON.exec(text) ?? MAPS_LINK.exec(text);
  if (!match) return undefined;
  const latitude = signed(match[1], match[2]);
  const longitude = signed(match[3], match[4]);
  const valid = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid ? { latitude, longitude } : undefined;
}

/** The date and time written in the reply, read as UTC; undefined without one. */
export function deviceTimeIn(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const year = match[1].length === 2 ? CENTURY + y : y;
  const at = Date.UTC(year, mo - 1, d, h, mi, s);
  const date = new Date(at);
  // Date.UTC rolls 2026-02-31 over to March; a reply with an impossible date has no time.
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? at : undefined;
}

function flag(text: string, name: string): boolean | undefined {
  const match = new RegExp(`${name}\\s*:\\s*(ON|OFF)`, 'i').exec(text);
  return match ? match[1].toUpperCase() === 'ON' : undefined;
}

function field(text: string, pattern: RegExp): number | undefined {
  return number(pattern.exec(text)?.[1]);
}

function statusOf(text: string): DeviceStatusReport {
  const gps = /GPS\s*:\s*([^;]+)/i.exec(text)?.[1];
  return {
    batteryLevel: field(text, /Battery\s*:\s*(\d+)\s*%/i),
    gsmLevel: field(text, /GSM Signal Level\s*:\s*(\d+)/i),
    gpsFixed: gps === undefined ? undefined : /success|fix|valid/i.test(gps),
    satellites: field(text, /Satellites\s*:\s*(\d+)/i),
    accOn: flag(text, 'ACC'),
    armed: flag(text, 'Defense'),
    fuelCut: flag(text, 'Relay'),
  };
}

function meaningOf(text: string): ReplyMeaning | null {
  const position = positionIn(text);
  if (position) {
    return { kind: 'position', position, speedKmh: field(text, SPEED), course: field(text, COURSE) };
  }
  if (RELAY_CUT.test(text)) return { kind: 'relayCut' };
  if (RELAY_RESTORED.test(text)) return { kind: 'relayRestored' };
  if (SUCCESS.test(text)) return { kind: 'success' };
  const confirmation = H02_CONFIRMATION.exec(text);
  if (confirmation) return { kind: 'confirmed', command: confirmation[1].toUpperCase() };
  if (BATTERY.test(text)) {
    return {
      kind: 'battery',
      backupVolts: field(text, /VBAT\s*=\s*(\d+(?:\.\d+)?)/i),
      level: field(text, /(?:^|[;,\s])BAT\s*=\s*(\d+)\s*%/i),
      supplyVolts: field(text, /VIN\s*=\s*(\d+(?:\.\d+)?)/i),
    };
  }
  if (STATUS.test(text)) return { kind: 'status', fields: statusOf(text) };
  if (UNSUPPORTED.test(text)) return { kind: 'unsupported' };
  if (ERROR.test(text)) return { kind: 'error' };
  const entries = [...text.matchAll(PARAMETER)].length;
  return entries >= MIN_PARAMETERS ? { kind: 'parameters' } : null;
}

/** What a reply says, as far as it is one of the known answers; `meaning` null when it is not. */
export function explainReply(text: string): ReplyExplanation {
  const trimmed = text.trim();
  const deviceTime = deviceTimeIn(trimmed);
  const meaning = meaningOf(trimmed);
  return deviceTime === undefined ? { meaning } : { meaning, deviceTime };
}
