import { DomainError } from './errors';
import { systemLogStream } from './system-log/stream';
import { telemetrySnapshotStream, telemetryStream } from './telemetry/day';

export const SETTINGS_STREAM = 'settings-system';

function named(category: string, id: string): string {
  if (id.length === 0) throw new DomainError('validation', `${category} stream needs an id`, { field: 'id' });
  return `${category}-${id}`;
}

/**
 * Stream names, one per aggregate (`<category>-<id>`). Name reservations are lowercased so that
 * "Alice" and "alice" cannot both exist; administrators and fleets have separate namespaces, while
 * fleets and sub-fleets share one (they sign in at the same door).
 */
export const streams = {
  account: (accountId: string): string => named('account', accountId),
  permission: (permissionId: string): string => named('permission', permissionId),
  fleet: (fleetId: string): string => named('fleet', fleetId),
  device: (serialNumber: string): string => named('device', serialNumber),
  settings: (): string => SETTINGS_STREAM,
  accountName: (account: string): string => named('accountname', account.toLowerCase()),
  fleetName: (account: string): string => named('fleetname', account.toLowerCase()),
  /** Per-day streams keep any one stream of the (unbounded) system log small. */
  systemLog: (at: number): string => systemLogStream(at),
  /** One stream per device per UTC day of receipt, so no decision reads more than one day. */
  telemetry: (serial: string, at: number): string => telemetryStream(serial, at),
  /** The carried state at each day a device opened: where a cold start begins. */
  telemetrySnapshot: (serial: string): string => telemetrySnapshotStream(serial),
  /** One stream per remote command: its request, delivery and reply. */
  remoteCommand: (commandId: string): string => named('remotecommand', commandId),
  /** One stream per uploaded voice recording. */
  voiceRecording: (recordingId: string): string => named('voicerecording', recordingId),
  /** One stream per warning handled: who handled it, when, and the note. */
  warning: (warningId: string): string => named('warning', warningId),
  /** One stream per device for all its fences and markers: whoever reads it has every place of it. */
  places: (serialNumber: string): string => named('places', serialNumber),
  /** One stream per device for its maintenance items and their due warnings. */
  maintenance: (serialNumber: string): string => named('maintenance', serialNumber),
  /** One stream per service plan (A to J: planId 1 to 10) for its plan items. */
  plan: (planId: number): string => named('plan', String(planId)),
  /** One stream for all VIP plan items (VIP services and address plans): a short catalogue. */
  vipPlan: (): string => named('vipplan', 'catalogue'),
  /** One stream per coupon, named by its number: a coupon is redeemed once, whoever races for it. */
  coupon: (couponNumber: string): string => named('coupon', couponNumber),
  /** One stream per order: its placement, payment, delivery, invoice and refund. */
  order: (orderNumber: string): string => named('order', orderNumber),
  /** One stream per announcement: its schedule, publication and deletion. */
  announcement: (announcementId: string): string => named('announcement', announcementId),
  /** One stream per message, so one per receiver (a call to several receivers writes several). */
  message: (messageId: string): string => named('message', messageId),
  /** One stream per account (admin or fleet account id, device serial): what it has seen. */
  inbox: (accountId: string): string => named('inbox', accountId),
  /** One stream per feedback report: its sending and every edit. */
  report: (reportId: string): string => named('report', reportId),
} as const;

export const StreamCategory = {
  ACCOUNT: 'account',
  PERMISSION: 'permission',
  FLEET: 'fleet',
  DEVICE: 'device',
  SETTINGS: 'settings',
  ACCOUNT_NAME: 'accountname',
  FLEET_NAME: 'fleetname',
  SYSTEM_LOG: 'systemlog',
  TELEMETRY: 'telemetry',
  TELEMETRY_SNAPSHOT: 'telemetrysnap',
  REMOTE_COMMAND: 'remotecommand',
  VOICE_RECORDING: 'voicerecording',
  WARNING: 'warning',
  PLACES: 'places',
  MAINTENANCE: 'maintenance',
  PLAN: 'plan',
  VIP_PLAN: 'vipplan',
  COUPON: 'coupon',
  ORDER: 'order',
  ANNOUNCEMENT: 'announcement',
  MESSAGE: 'message',
  INBOX: 'inbox',
  REPORT: 'report',
} as const;

/** Splits at the first dash: ids (UUIDs) may contain dashes, categories never do. */
export function parseStreamName(stream: string): { category: string; id: string } {
  const dash = stream.indexOf('-');
  if (dash <= 0 || dash === stream.length - 1) {
    throw new DomainError('validation', `not a stream name: ${stream}`, { field: 'stream' });
  }
  return { category: stream.slice(0, dash), id: stream.slice(dash + 1) };
}
