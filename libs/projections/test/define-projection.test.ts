import type { RecordedEvent } from '@gps/event-store';
import { collection, type ReadModelWriter } from '@gps/read-store';
import { allProjections, defineProjection, type Handlers } from '@gps/projections';

const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `${type}-1`,
  streamId: 'account-a1',
  type,
  data,
  metadata: { version: 1 },
  revision: 0,
  position: 7n,
  recordedAt: '2026-11-25T00:00:00.000Z',
});

const noWriter = {} as ReadModelWriter;

describe('defineProjection', () => {
  it('handles exactly the event types it has handlers for', async () => {
    const seen: string[] = [];
    const projection = defineProjection({
      name: 'seen',
      collections: [collection('seen')],
      handlers: {
        async AccountCreated(event) {
          seen.push(`${event.type} ${event.data.account} at ${event.position}`);
        },
        async AccountDeleted(event) {
          seen.push(`${event.type} ${event.data.at}`);
        },
      },
    });
    expect(projection.handles).toEqual(['AccountCreated', 'AccountDeleted']);
    await projection.apply(recorded('AccountCreated', { account: 'alice' }), noWriter);
    await projection.apply(recorded('AccountDeleted', { at: 5 }), noWriter);
    // The runner only applies what a projection handles; anything else changes nothing.
    await projection.apply(recorded('AccountSignedIn', { at: 6 }), noWriter);
    expect(seen).toEqual(['AccountCreated alice at 7', 'AccountDeleted 5']);
  });

  it('gives every projection of the platform the event types its hand-kept list had', () => {
    const handles = Object.fromEntries(allProjections().map((p) => [p.name, [...p.handles].sort()]));
    expect(handles).toEqual({
      accounts: ['AccountCreated', 'AccountDeleted', 'AccountEdited', 'AccountSignedIn'],
      permissions: ['PermissionGroupCreated', 'PermissionGroupDeleted', 'PermissionGroupEdited'],
      directory: [
        'AddressPlanExtended',
        'AlarmCleared',
        'DeviceAdded',
        'DeviceAddressConverted',
        'DeviceAllocated',
        'DeviceCameOnline',
        'DeviceEdited',
        'DevicePasswordChanged',
        'DevicePlanAssigned',
        'DeviceServiceStopped',
        'DeviceWentOffline',
        'FenceEntered',
        'FenceExited',
        'FleetCreated',
        'FleetDeleted',
        'FleetEdited',
        'FleetSignedIn',
        'HeartbeatReceived',
        'MaintenanceDue',
        'MarkerAdded',
        'MarkerChanged',
        'MarkerRemoved',
        'PersonalDataErased',
        'PositionRecorded',
        'PositionRejected',
        'ProtectionChanged',
        'ServiceExpired',
        'ServiceExtended',
        'ServiceManuallyAdjusted',
        'ServiceTakenBack',
        'StopEnded',
        'StopStarted',
        'ValueServiceExtended',
        'VehicleStatusChanged',
        'WarningHandled',
        'WarningRaised',
      ],
      credentials: [
        'AccountCreated',
        'AccountDeleted',
        'AccountEdited',
        'AccountPasswordChanged',
        'DeviceAdded',
        'DeviceEdited',
        'DevicePasswordChanged',
        'FleetCreated',
        'FleetDeleted',
        'FleetEdited',
        'FleetPasswordChanged',
        'PersonalDataErased',
      ],
      settings: ['SystemSettingChanged'],
      'system-log': ['AdminActionLogged'],
      'remote-commands': [
        'DeviceReplied',
        'PersonalDataErased',
        'RemoteCommandExpired',
        'RemoteCommandFailed',
        'RemoteCommandRequested',
        'RemoteCommandSent',
      ],
      'voice-recordings': ['VoiceRecordingUploaded'],
      history: [
        'DeviceWentOffline',
        'OfflineEnded',
        'PositionRecorded',
        'StopEnded',
        'StopStarted',
        'TripEnded',
      ],
      places: ['FenceAdded', 'FenceChanged', 'FenceRemoved', 'MarkerAdded', 'MarkerChanged', 'MarkerRemoved'],
      statistics: [
        'DeviceAllocated',
        'DeviceWentOffline',
        'OfflineEnded',
        'OverspeedEnded',
        'OverspeedStarted',
        'PositionRecorded',
        'WarningRaised',
      ],
      maintenance: [
        'MaintenanceDue',
        'MaintenanceItemAdded',
        'MaintenanceItemChanged',
        'MaintenanceItemRemoved',
        'MaintenanceServiceRecorded',
      ],
      'plan-items': ['PlanItemAdded', 'PlanItemChanged', 'PlanItemRemoved'],
      'vip-plan-items': ['VipPlanItemAdded', 'VipPlanItemChanged', 'VipPlanItemRemoved'],
      coupons: ['CouponChanged', 'CouponDeleted', 'CouponIssued', 'CouponRedeemed', 'CouponReleased'],
      'plan-orders': [
        'FleetCreated',
        'InvoiceAllowanceIssued',
        'InvoiceIssued',
        'InvoiceVoided',
        'OrderDelivered',
        'OrderPlaced',
        'OrderRefunded',
        'PaymentAuthorised',
        'PaymentCancelled',
        'PaymentCaptureRequested',
        'PaymentCaptured',
        'PaymentCodeIssued',
        'PaymentFailed',
        'RefundFailed',
        'RefundProcessing',
        'RefundRequested',
      ],
      'finance-days': ['OrderPlaced', 'OrderRefunded', 'PaymentCaptured'],
      announcements: ['AnnouncementDeleted', 'AnnouncementPublished', 'AnnouncementScheduled'],
      messages: ['MessageDeleted', 'MessagePublished'],
      inbox: ['InboxItemsSeen'],
      reports: ['PersonalDataErased', 'ReportAdded', 'ReportEdited'],
    });
  });

  it('types each handler by its event, at compile time', () => {
    // Never run: the `@ts-expect-error` lines are the test (the type check fails if one compiles).
    const handlers: Handlers = {
      async FleetCreated({ data }) {
        const alias: string = data.alias;
        // @ts-expect-error FleetCreated has no serialNumber
        const serial: string = data.serialNumber;
        void [alias, serial];
      },
      // @ts-expect-error no event type is spelt so
      async FleetCreate() {},
    };
    expect(Object.keys(handlers)).toEqual(['FleetCreated', 'FleetCreate']);
  });
});
