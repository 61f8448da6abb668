import dayjs from 'dayjs';
import { formatCoordinates, formatCourse, formatSpeed, formatVolts } from '../../shared/numbers';
import type { DeviceStatusReport, ReplyMeaning } from './deviceReply';

/** One translated phrase: its key under `remote.reply` and its already formatted values. */
export interface Phrase {
  key: string;
  params?: Record<string, string>;
}

const on = (value: boolean | undefined, yes: string, no: string): Phrase[] =>
  value === undefined ? [] : [{ key: value ? yes : no }];

function statusPhrases(fields: DeviceStatusReport): Phrase[] {
  return [
    ...(fields.batteryLevel === undefined
      ? []
      : [{ key: 'status.battery', params: { level: String(fields.batteryLevel) } }]),
    ...(fields.gsmLevel === undefined
      ? []
      : [{ key: 'status.gsm', params: { level: String(fields.gsmLevel) } }]),
    ...on(fields.gpsFixed, 'status.gpsFixed', 'status.gpsSearching'),
    ...(fields.satellites === undefined
      ? []
      : [{ key: 'status.satellites', params: { count: String(fields.satellites) } }]),
    ...on(fields.accOn, 'status.accOn', 'status.accOff'),
    ...on(fields.armed, 'status.armed', 'status.disarmed'),
    ...on(fields.fuelCut, 'status.fuelCut', 'status.fuelOn'),
  ];
}

/** The phrases that explain a reply's meaning, its numbers formatted for the reader's language. */
export function replyPhrases(meaning: ReplyMeaning, locale: string): Phrase[] {
  switch (meaning.kind) {
    case 'position': {
      const { latitude, longitude } = meaning.position;
      const phrases: Phrase[] = [
        { key: 'position', params: { coordinates: formatCoordinates(latitude, longitude, locale) } },
      ];
      if (meaning.speedKmh !== undefined) {
        phrases.push({ key: 'speed', params: { speed: formatSpeed(meaning.speedKmh, locale) } });
      }
      if (meaning.course !== undefined) {
        phrases.push({ key: 'course', params: { course: formatCourse(meaning.course, locale) } });
      }
      return phrases;
    }
    case 'battery':
      return [
        {
          key: 'battery',
          params: {
            backup: formatVolts(meaning.backupVolts, locale),
            level: meaning.level === undefined ? '—' : `${meaning.level}%`,
            supply: formatVolts(meaning.supplyVolts, locale),
          },
        },
      ];
    case 'status':
      return statusPhrases(meaning.fields);
    case 'confirmed':
      return [{ key: 'confirmed', params: { command: meaning.command } }];
    default:
      return [{ key: meaning.kind }];
  }
}

/** The device's clock (an instant) in the reader's time zone, to the second. */
export function localDeviceTime(at: number): string {
  return dayjs(at).format('YYYY-MM-DD HH:mm:ss');
}
