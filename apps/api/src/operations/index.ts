import type { Destruction, EventStore } from '@gps/event-store';
import type { Geocoder } from '@gps/geocoder';
import type { AddressQuotaCounters } from '../addresses/address-quota-counters';
import type { Operation } from '../request/operation';
import type { Aggregates } from '../commands/aggregates';
import type { SystemLogWriter } from '../commands/system-log-writer';
import type { PasswordReset } from '../sessions/password-reset';
import type { Sessions } from '../sessions/sessions';
import type { SignIn } from '../sessions/sign-in';
import type { VoiceRecordings } from '../voice/voice-recordings';
import type { VerificationRuns } from '../audit/verification';
import type { OrderFulfilment } from '../orders/order-fulfilment';
import type { OrderProviders } from '../orders/order-providers';
import { accountOperations } from './accounts.operations';
import { addressOperations } from './addresses.operations';
import { auditLogOperations } from './audit-log.operations';
import { auditVerificationOperations } from './audit-verification.operations';
import { authOperations } from './auth.operations';
import { couponOperations } from './coupons.operations';
import { deviceOperations } from './devices.operations';
import { deviceStatusOperations } from './device-status.operations';
import { exportOperations } from './exports.operations';
import { financeOperations } from './finance.operations';
import { fleetOperations } from './fleets.operations';
import { gatewayOperations } from './gateway.operations';
import { historyOperations } from './history.operations';
import { maintenanceOperations } from './maintenance.operations';
import { messageOperations } from './messages.operations';
import { orderOperations } from './orders.operations';
import { placeOperations } from './places.operations';
import { planOperations } from './plans.operations';
import { remoteCommandOperations } from './remote-commands.operations';
import { personalDataOperations } from './personal-data.operations';
import { reportOperations } from './reports.operations';
import { auditOperations, newCheckpoints } from './audit.operations';
import { serviceAdjustmentOperations } from './service-adjustments.operations';
import { settingsOperations } from './settings.operations';
import { statisticsOperations } from './statistics.operations';
import { vipPlanOperations } from './vip-plans.operations';
import { voiceRecordingOperations } from './voice-recordings.operations';
import { warningOperations } from './warnings.operations';
import type { ReadModels } from './shared/read-models';
import { declarationsOnly } from './shared/declarations-only';

/**
 * Everything any group of operations may be given (the platform has all of it); each group's
 * factory below gets only its own part.
 */
export interface OperationParts {
  aggregates: Aggregates;
  read: ReadModels;
  events: Pick<EventStore, 'readStream' | 'streamRevision' | 'readAll'>;
  /** The log as stored (personal fields as envelopes): what the hash chain covers, so what an export holds. */
  storedEvents: Pick<EventStore, 'readStream' | 'streamRevision' | 'readAll'>;
  sessions: Pick<Sessions, 'close'>;
  signIn: SignIn;
  passwordReset: PasswordReset;
  systemLog: Pick<SystemLogWriter, 'record'>;
  voice: VoiceRecordings;
  geocoder: Geocoder;
  addressQuota: AddressQuotaCounters;
  /** The payment and invoice providers, as configured. */
  providers: OrderProviders;
  /** The orders process: delivers and invoices captured orders, gives coupons back. */
  orderFulfilment: OrderFulfilment;
  /** The event log's personal-data layer: an erasure destroys a customer's key. */
  personalKeys: { erase(subject: string, at: number): Promise<Destruction> };
  config: { devices: { commandTtlMs: number }; timeZone: string; publicUrl: string };
  /** The server's log verifications. */
  auditVerifications: Pick<VerificationRuns, 'start' | 'get'>;
}

/** The application's whole call catalogue, wired to its parts; both doors are built from it. */
export function allOperations(parts: OperationParts): Operation[] {
  const { aggregates: commands, read, signIn, sessions, passwordReset, systemLog } = parts;
  // The audit reads' folded states hold personal data as it read then: an erasure drops them.
  const checkpoints = newCheckpoints();
  const personalKeys = {
    erase: async (subject: string, at: number) => {
      const destruction = await parts.personalKeys.erase(subject, at);
      checkpoints.forgetAll();
      return destruction;
    },
  };
  return [
    ...authOperations({ commands, signIn, sessions, passwordReset, systemLog }),
    ...accountOperations({ commands, read }),
    ...fleetOperations({ commands, read }),
    ...deviceOperations({ commands, read }),
    ...remoteCommandOperations({ commands, read, commandTtlMs: parts.config.devices.commandTtlMs }),
    ...gatewayOperations({ read }),
    ...settingsOperations({ commands, read }),
    ...voiceRecordingOperations({ commands, read, events: parts.events, voice: parts.voice }),
    ...warningOperations({ commands, read }),
    ...historyOperations({ read }),
    ...exportOperations({ read, timeZone: parts.config.timeZone }),
    ...placeOperations({ commands, read }),
    ...addressOperations({ commands, read, geocoder: parts.geocoder, quota: parts.addressQuota }),
    ...deviceStatusOperations({ read }),
    ...statisticsOperations({ read, timeZone: parts.config.timeZone }),
    ...maintenanceOperations({ commands, read, timeZone: parts.config.timeZone }),
    ...vipPlanOperations({ commands, read }),
    ...couponOperations({ commands, read }),
    ...orderOperations({
      read,
      commands,
      providers: parts.providers,
      fulfilment: parts.orderFulfilment,
      links: { publicUrl: parts.config.publicUrl },
    }),
    ...planOperations({ commands, read }),
    ...serviceAdjustmentOperations({ commands, read }),
    ...financeOperations({ read, events: parts.events, commands, providers: parts.providers }),
    ...messageOperations({ commands, read, events: parts.events }),
    ...reportOperations({ commands, read }),
    ...auditOperations({ read, events: parts.events, checkpoints }),
    ...auditLogOperations({ read, events: parts.storedEvents }),
    ...auditVerificationOperations({ verifications: parts.auditVerifications }),
    ...personalDataOperations({ commands, read, events: parts.events, personalKeys }),
  ];
}

/**
 * The same operations for what reads their declarations only (names, inputs, access: the catalogue's
 * coverage tests, the reliability suite's generators), without a platform; running one throws.
 */
export const operationCatalogue: readonly Operation[] = allOperations(declarationsOnly<OperationParts>());
