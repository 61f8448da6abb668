import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TELEMETRY_CONFIG,
  emptyTelemetrySnapshot,
  announcementDecider,
  couponDecider,
  inboxDecider,
  messageDecider,
  messageIdFor,
  orderDecider,
  remoteCommandDecider,
  reportDecider,
  streams,
  telemetryDecider,
  type CouponCommand,
  type Decider,
  type DomainEvent,
  type OrderCommand,
  type PositionReport,
  type RemoteCommandCommand,
  type TelemetryCommand,
} from '@gps/domain';
import { allProjections, type StatisticsDayDoc } from '@gps/projections';
import { loadConfig } from '../../apps/api/src/config';
import { Platform } from '../../apps/api/src/platform/platform';
import { rebuildProjections, UnknownProjectionError } from '../../apps/api/src/cli/rebuild-projections';
import { TestApp } from '../support/app-harness';
import { HistoryFeed, SECOND, driving, parked } from '../support/history-drive';
import { doorsOf, ok, type Door } from '../support/two-doors';
import { Tenants, allEvents } from '../support/tenants';

/**
 * The guarantees of event sourcing, shown on the running app after a realistic history:
 * - read models are disposable: rebuilding every projection from the log gives exactly the read
 *   models live processing built, and rebuilding again gives them once more (also through the
 *   `npm run rebuild` logic on a stopped platform);
 * - nothing acknowledged is lost by a restart, and the first-start bootstrap runs once;
 * - a mutation retried with the same requestId (Idempotency-Key in GraphQL) is written once.
 */

jest.setTimeout(60_000);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let app: TestApp;
const tenants = new Tenants(() => app, 864_000_000_000_000);
const doors = doorsOf(() => app);

beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

/** Every collection of every projection, as the read store holds it. */
async function dumpReadModels(): Promise<Record<string, unknown[]>> {
  await settled();
  const dump: Record<string, unknown[]> = {};
  for (const projection of allProjections()) {
    for (const collection of projection.collections) {
      dump[`${projection.name}/${collection.name}`] = await app.platform.read.dump(collection);
    }
  }
  return dump;
}

/** Waits until every projection has processed the whole log (the system log is not awaited by calls). */
async function settled(): Promise<void> {
  const head = await app.platform.events.headPosition();
  if (head !== undefined) await app.platform.runner.waitFor(head);
}

interface History {
  fleet: { account: string; password: string; id: string };
  subFleet: { account: string; password: string; id: string };
  /** The fleet a device of the sub-fleet was moved to after it reported. */
  otherFleetId: string;
  device: { serial: string; password: string };
  operator: { account: string; password: string };
}

/**
 * A realistic history through both doors: permission groups and administrators, fleets and
 * sub-fleets, devices added, allocated, edited, moved by their fleet and stopped, a fleet deleted,
 * settings changed, sign-ins of every kind, refused and failed calls, and time passing between.
 */
async function buildHistory(): Promise<History> {
  const [api, graphql] = doors;
  let admin = await app.adminToken();
  const tick = async () => {
    app.clock.advance(7 * MINUTE);
    admin = await app.adminToken();
  };

  const group = await app.ok(
    'createPermission',
    { name: tenants.name('Operators'), sort: 2, rights: [{ functionId: 3, flags: '1101' }] },
    admin,
  );
  await app.ok('editPermission', { id: group.id, rights: [{ functionId: 4, flags: '0001' }] }, admin);
  const operator = { account: tenants.name('operator'), password: 'operator-pass' };
  const account = await app.ok(
    'createAccount',
    { ...operator, password: operator.password, alias: 'Operator', permissionId: group.id },
    admin,
  );
  await app.ok('editAccount', { id: account.id, alias: 'Night operator' }, admin);
  await app.adminToken(operator.account, operator.password);
  await tick();

  const fleetAccount = tenants.name('history');
  const fleet = await ok(
    graphql,
    'createFleet',
    { account: fleetAccount, password: 'history-pass', alias: 'History fleet', contact: 'Lin' },
    admin,
  );
  const other = await ok(
    api,
    'createFleet',
    { account: tenants.name(), password: 'x-password', alias: 'Other' },
    admin,
  );
  const doomed = await ok(
    api,
    'createFleet',
    { account: tenants.name(), password: 'x-password', alias: 'Doomed' },
    admin,
  );
  const subAccount = tenants.name('historysub');
  const sub = await ok(
    api,
    'createSubFleet',
    { parentFleetId: fleet.id, account: subAccount, password: 'sub-pass', alias: 'History sub' },
    admin,
  );
  const doomedSub = await ok(
    graphql,
    'createSubFleet',
    {
      parentFleetId: fleet.id,
      account: tenants.name(),
      password: 'x-password',
      alias: 'Doomed sub',
      permissions: '001',
    },
    admin,
  );
  await tick();

  const serials = tenants.serials(10);
  await ok(api, 'addDevices', { deviceSerialNumbers: [...serials.slice(0, 6), 'bad'] }, admin);
  await ok(graphql, 'addDevices', { deviceSerialNumbers: serials.slice(5) }, admin);
  await ok(api, 'allocationDevice', { deviceSerialNumbers: serials.slice(0, 4), fleetId: fleet.id }, admin);
  await ok(graphql, 'allocationDevice', { deviceSerialNumbers: serials.slice(4, 6), fleetId: sub.id }, admin);
  await ok(api, 'allocationDevice', { deviceSerialNumbers: [serials[6]], fleetId: other.id }, admin);
  await ok(api, 'allocationDevice', { deviceSerialNumbers: [serials[7]], fleetId: doomedSub.id }, admin);
  await tick();

  await ok(
    api,
    'editDevice',
    { deviceSerialNumber: serials[0], carName: 'Truck 1', ownerName: 'Chen', simCardNumber: '0911000111' },
    admin,
  );
  await ok(
    graphql,
    'editDevice',
    { deviceSerialNumber: serials[1], deviceIcon: 4, isCarElectricity: 0 },
    admin,
  );
  await ok(api, 'editDevice', { deviceSerialNumber: serials[2], serviceStatusCode: null }, admin);
  const device = { serial: serials[3], password: 'device-pass' };
  await ok(api, 'editDevice', { deviceSerialNumber: device.serial, password: device.password }, admin);
  await ok(graphql, 'stopDeviceService', { deviceSerialNumbers: [serials[8], serials[9]] }, admin);

  // Service plans: items added, edited and deleted, devices put on a plan and one taken off again.
  const planItem = {
    name: 'One year',
    price: 1200,
    extendDays: 365,
    activeStatus: 1,
    overtimeDays: 30,
    overtimePrice: 1500,
  };
  const year = await ok(api, 'addPlanItem', { planId: 1, ...planItem }, admin);
  const month = await ok(
    graphql,
    'addPlanItem',
    { planId: 2, ...planItem, name: 'One month', extendDays: 30 },
    admin,
  );
  await ok(
    graphql,
    'editPlanItem',
    { id: year.id, ...planItem, price: 999, description: 'Promotion' },
    admin,
  );
  await ok(api, 'deletePlanItem', { id: month.id }, admin);
  await ok(api, 'assignDevicesPlan', { deviceSerialNumbers: serials.slice(0, 3), planId: 1 }, admin);
  await ok(graphql, 'assignDevicesPlan', { deviceSerialNumbers: [serials[1]], planId: 0 }, admin);
  // A manual service adjustment (the device row and the adjustments' log).
  await ok(
    api,
    'manualAdjustService',
    {
      deviceSerialNumber: serials[7],
      serviceExpiredDate: (app.clock.now() + 30 * DAY) * 1000,
      reason: 'Goodwill',
    },
    admin,
  );
  await tick();

  // The fleet signs in and works on its own devices.
  const fleetToken = await app.clientToken(fleetAccount, 'history-pass');
  await ok(graphql, 'editDevice', { deviceSerialNumber: serials[0], carName: 'Truck one' }, fleetToken);
  await ok(api, 'editDevice', { deviceSerialNumber: serials[1], fleetId: sub.id }, fleetToken);
  await ok(api, 'editSubFleet', { id: sub.id, alias: 'History sub renamed' }, fleetToken);
  await app.clientToken(subAccount, 'sub-pass');
  await tenants.signInDevice(device);

  // A voice recording from the fleet (it holds slot 2): a row in voice_recordings, a file on disk.
  await app.ok(
    'uploadVoiceRecorderLogs',
    {
      deviceSerialNumber: serials[0],
      fileName: 'history.amr',
      data: Buffer.from('#!AMR\n||||').toString('base64'),
    },
    fleetToken,
  );

  // Places (the places read model's fences and markers): added, changed, copied and one removed.
  const fence = {
    deviceSerialNumber: serials[0],
    alias: 'Depot',
    fenceType: 2,
    coordinates: ['25,121', '25,121.01', '25.01,121.01'],
    isEnterWarning: true,
    isExitWarning: true,
    targetType: 1,
  };
  const depot = await ok(graphql, 'addFence', fence, fleetToken);
  await ok(api, 'editFence', { ...fence, id: depot.id, alias: 'Depot north', remark: 'gate 2' }, fleetToken);
  await ok(
    api,
    'copyFence',
    { deviceSerialNumber: serials[0], id: depot.id, deviceSerialNumbers: [serials[1]] },
    fleetToken,
  );
  const home = {
    deviceSerialNumber: serials[0],
    alias: 'Home',
    latitude: 25.03,
    longitude: 121.56,
    targetType: 0,
    markerType: 0,
  };
  const marker = await ok(api, 'addMarker', home, fleetToken);
  await ok(
    graphql,
    'copyMarker',
    { deviceSerialNumber: serials[0], id: marker.id, deviceSerialNumbers: [serials[1]] },
    fleetToken,
  );
  await ok(graphql, 'deleteMarker', { deviceSerialNumber: serials[0], id: marker.id }, fleetToken);

  // Maintenance: an item due by date (its warning raised by the sweep), serviced, a second deleted.
  const oil = {
    deviceSerialNumber: serials[0],
    name: 'Engine oil',
    intervalDays: 10,
    lastServiceOdometerKm: 0,
    lastServiceDate: '2026-10-01',
  };
  const due = await ok(api, 'addMileageMaintance', oil, fleetToken);
  await app.platform.maintenanceWatch.sweep();
  await ok(
    graphql,
    'recordMileageMaintanceService',
    { deviceSerialNumber: serials[0], id: due.id, odometerKm: 3 },
    fleetToken,
  );
  const tyres = await ok(
    graphql,
    'addMileageMaintance',
    { ...oil, name: 'Tyres', intervalKm: 40_000 },
    fleetToken,
  );
  await ok(api, 'deleteMileageMaintance', { deviceSerialNumber: serials[0], id: tyres.id }, fleetToken);

  // The VIP plan catalogue: two items, one edited, one deleted.
  const vipItem = { flag: 1, name: 'VIP 30 days', price: 300, extendDays: 30, statusCode: 1 };
  const vip = await ok(api, 'addVipPlanItem', vipItem, admin);
  await ok(graphql, 'editVipPlanItem', { ...vipItem, id: vip.id, price: 280, invoiceName: 'VIP' }, admin);
  const address = await ok(graphql, 'addVipPlanItem', { ...vipItem, flag: 2, name: 'Address plan' }, admin);
  await ok(api, 'deleteVipPlanItem', { id: address.id }, admin);

  // Coupons: a batch, one sent and used by an order that then failed and another, one deleted.
  await app.ok('editSystemSetting', { id: 'showCoupon', value: '1' }, admin);
  const batch = await ok(api, 'addCoupon', { numberOfCoupons: 3, discountFee: 100 }, admin);
  const [used, , dropped] = batch.couponNumbers as string[];
  await ok(graphql, 'editCoupon', { couponNumber: used, discountFee: 120, status: 2 }, admin);
  await ok(api, 'deleteCoupon', { couponNumber: dropped }, admin);
  const redeem = (orderNumber: string) =>
    couponRecords(used, [
      {
        type: 'RedeemCoupon',
        couponNumber: used,
        orderNumber,
        serialNumbers: [serials[0]],
        at: app.clock.now(),
        by: fleet.id,
      },
    ]);
  await redeem('GP261101160000000001');
  await couponRecords(used, [
    { type: 'ReleaseCoupon', couponNumber: used, orderNumber: 'GP261101160000000001', at: app.clock.now() },
  ]);
  await redeem('GP261101160000000002');

  // Talking to customers: announcements (one published, one due later, one deleted), messages to a
  // fleet and a device (one deleted), what the fleet saw, and a feedback report handled.
  await customerTalkRecords(fleet.id, serials[0]);

  // Remote commands: one sent and answered (what the gateway records), one failed, one left to expire.
  const answered = await app.ok(
    'remoteCommand',
    { deviceSerialNumber: serials[0], requestDataCode: 13, key: 'VIBL', value: 3 },
    fleetToken,
  );
  await gatewayRecords(answered.commandId, [
    {
      type: 'MarkCommandSent',
      commandId: answered.commandId,
      at: app.clock.now(),
      protocol: 'gt06',
      text: 'VIBL,3#',
    },
    {
      type: 'RecordDeviceReply',
      commandId: answered.commandId,
      at: app.clock.now() + 900,
      text: 'VIBL:3 OK',
    },
  ]);
  const refused = await app.ok(
    'remoteCommand',
    { deviceSerialNumber: serials[1], requestDataCode: 13, key: 'PSW', value: 'abc123' },
    admin,
  );
  await gatewayRecords(refused.commandId, [
    {
      type: 'MarkCommandFailed',
      commandId: refused.commandId,
      at: app.clock.now(),
      failure: 'unsupported_command',
      reason: 'H02 cannot carry PSW',
    },
  ]);
  await app.ok('remoteCommand', { deviceSerialNumber: serials[2], requestDataCode: 12, key: 'GPS' }, admin);

  // Announcements and messages: one published at once, one scheduled and published by the sweep, one
  // deleted; messages to the fleet and its sub-fleet, one deleted; what the fleet has seen; and a
  // feedback report sent and handled.
  const announced = await ok(api, 'publishAnnouncement', { messageContent: 'Maintenance tonight' }, admin);
  await ok(
    graphql,
    'publishAnnouncement',
    { messageContent: 'New year', publishDate: (app.clock.now() + MINUTE) * 1000 },
    admin,
  );
  const typo = await ok(api, 'publishAnnouncement', { messageContent: 'Typo' }, admin);
  await ok(graphql, 'deleteAnnouncements', { ids: [typo.id] }, admin);
  const sentMessages = await ok(
    graphql,
    'publishMessage',
    { receiverAccountType: 2, receiverAccountIds: [fleet.id, sub.id], messageContent: 'Your invoice' },
    admin,
  );
  await ok(api, 'deleteMessage', { id: sentMessages.rows[1].id }, admin);
  await ok(
    api,
    'markInboxSeen',
    { announcementIds: [announced.id], messageIds: [sentMessages.rows[0].id] },
    fleetToken,
  );
  const feedback = await ok(
    graphql,
    'addReport',
    { description: 'The map is slow', contact: 'Lin' },
    fleetToken,
  );
  await ok(api, 'editReport', { id: feedback.id, state: 2, note: 'Called back' }, admin);
  await tick();
  expect(await app.platform.scheduledAnnouncements.sweep()).toBe(1);

  // A device reports (what the gateway's ingest appends): a fix with the SOS bit set, then cleared.
  await deviceReports(serials[7]);
  // Another drove last night, parked, drove on, and uploaded a fix of its evening after midnight:
  // a trip, a stop and a late fix for history's read model.
  await deviceDrivesLastNight(serials[4]);
  // A third speeds and falls silent in the sub-fleet, is moved to another fleet, then reports again:
  // statistics' rows of both fleets, with an overspeed and an offline episode.
  await deviceSpeedsAndFallsSilent(serials[5], async () => {
    await ok(api, 'allocationDevice', { deviceSerialNumbers: [serials[5]], fleetId: other.id }, admin);
  });
  await tick();

  // An order of a sub-fleet's device, paid by card: the orders read model keeps the sub-fleet's parent,
  // even after the sub-fleet is deleted below.
  await orderRecords(serials[7], doomedSub.id);

  // Renames, suspension and deletions.
  await ok(api, 'editFleet', { id: fleet.id, alias: 'History fleet renamed', phoneNumber: '02-1234' }, admin);
  await ok(graphql, 'editFleet', { id: doomed.id, statusCode: 2 }, admin);
  await ok(api, 'deleteFleet', { id: doomed.id }, admin);
  await ok(api, 'allocationDevice', { deviceSerialNumbers: [serials[7]], fleetId: fleet.id }, admin);
  await ok(graphql, 'deleteSubFleet', { id: doomedSub.id }, admin);
  await app.ok('editSystemSetting', { id: 'refreshFrequency', value: '30' }, admin);
  await app.ok('editSystemSetting', { id: 'showOverspeed', value: '1' }, admin);

  // Refused and failed calls leave their trace in the system log only.
  const operatorToken = await app.adminToken(operator.account, operator.password);
  expect(
    (
      await app.api(
        'createFleet',
        { account: tenants.name(), password: 'x-password', alias: 'X' },
        operatorToken,
      )
    ).code,
  ).toBe(-4);
  expect((await app.api('deleteFleet', { id: fleet.id }, admin)).code).toBe(-5);
  await tick();
  app.clock.advance(25 * 60 * MINUTE);
  expect(await app.platform.commandExpiry.sweep()).toBe(1);

  return {
    fleet: { account: fleetAccount, password: 'history-pass', id: fleet.id },
    subFleet: { account: subAccount, password: 'sub-pass', id: sub.id },
    otherFleetId: other.id,
    device,
    operator,
  };
}

/** An order placed and paid by card, as the order decider records it, then delivered and invoiced by the orders process. */
async function orderRecords(serial: string, fleetId: string): Promise<void> {
  const orderNumber = 'GP261101160000000001';
  const at = app.clock.now();
  const commands: OrderCommand[] = [
    {
      type: 'PlaceOrder',
      orderNumber,
      kind: 'service',
      itemId: 'item-1',
      itemName: 'One year',
      invoiceName: 'GPS service, one year',
      planId: 1,
      lines: [{ serialNumber: serial, unitPrice: 1200, overtime: false, days: 365 }],
      couponNumber: null,
      couponDiscount: 0,
      invoice: { type: 3, loveCode: '919' },
      paymentType: 1,
      provider: 'sandbox',
      fleetId,
      at,
      by: 'history',
    },
    {
      type: 'RecordPaymentNotification',
      orderNumber,
      tradeNo: 'T1',
      outcome: 'captured',
      amount: 1200,
      at,
      by: 'sandbox',
    },
  ];
  for (const command of commands) {
    await app.platform.commands.handle(orderDecider, streams.order(orderNumber), command, {
      commandId: randomUUID(),
      actor: { kind: 'admin', id: 'history' },
    });
  }
  await app.platform.orderFulfilment.fulfil(orderNumber);
}

/** Telemetry as the ingest writes it: the decider's events, appended to the device's day stream. */
/** What the gateway's outbox and reply matching record for a command. */
/**
 * The records of announcements, messages, an inbox and a feedback report, as their deciders write
 * them for the calls (here directly, so every read model of them has rows to rebuild).
 */
async function customerTalkRecords(fleetId: string, serial: string): Promise<void> {
  const at = app.clock.now();
  const by = 'history-admin';
  const handle = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>, stream: string, command: C) =>
    app.platform.commands.handle(decider, stream, command, {
      commandId: randomUUID(),
      actor: { kind: 'admin', id: by },
    });
  const announce = (announcementId: string, publishAt: number) =>
    handle(announcementDecider, streams.announcement(announcementId), {
      type: 'PublishAnnouncement',
      announcementId,
      content: `News ${announcementId}`,
      publishAt,
      at,
      by,
    });
  await announce('history-now', at);
  await announce('history-later', at + DAY);
  await announce('history-dropped', at);
  await handle(announcementDecider, streams.announcement('history-dropped'), {
    type: 'DeleteAnnouncement',
    announcementId: 'history-dropped',
    at,
    by,
  });
  const receivers: [2 | 3, string][] = [
    [2, fleetId],
    [3, serial],
    [2, fleetId],
  ];
  for (const [index, [receiverAccountType, receiverAccountId]] of receivers.entries()) {
    const messageId = messageIdFor('history-batch', index);
    await handle(messageDecider, streams.message(messageId), {
      type: 'PublishMessage',
      messageId,
      batchId: 'history-batch',
      senderAccountId: by,
      sender: 'admin',
      receiverAccountType,
      receiverAccountId,
      alias: receiverAccountId,
      content: `Message ${index}`,
      at,
    });
  }
  const dropped = messageIdFor('history-batch', 2);
  await handle(messageDecider, streams.message(dropped), {
    type: 'DeleteMessage',
    messageId: dropped,
    at,
    by,
  });
  await handle(inboxDecider, streams.inbox(fleetId), {
    type: 'MarkInboxSeen',
    accountId: fleetId,
    announcementIds: ['history-now'],
    messageIds: [messageIdFor('history-batch', 0)],
    at,
  });
  await handle(reportDecider, streams.report('history-report'), {
    type: 'AddReport',
    reportId: 'history-report',
    reportTypeId: 2,
    contact: 'Lin',
    contactMethod: '02-1234',
    description: 'The tracker stopped reporting',
    accountId: fleetId,
    accountType: 2,
    account: 'history',
    at,
  });
  await handle(reportDecider, streams.report('history-report'), {
    type: 'EditReport',
    reportId: 'history-report',
    state: 3,
    note: 'Replaced the SIM',
    byAccountId: by,
    by: 'admin',
    at,
  });
}

/** What the orders process sends a coupon (it comes with the orders; here directly). */
async function couponRecords(couponNumber: string, commands: CouponCommand[]): Promise<void> {
  for (const command of commands) {
    await app.platform.commands.handle(couponDecider, streams.coupon(couponNumber), command, {
      commandId: randomUUID(),
      actor: { kind: 'orders', id: 'orders' },
    });
  }
}

async function gatewayRecords(commandId: string, commands: RemoteCommandCommand[]): Promise<void> {
  for (const command of commands) {
    await app.platform.commands.handle(remoteCommandDecider, streams.remoteCommand(commandId), command, {
      commandId: randomUUID(),
      actor: { kind: 'gateway', id: 'gateway' },
    });
  }
}

async function deviceReports(serial: string): Promise<void> {
  const at = app.clock.now();
  const fix = (sos: boolean, fixTime: number): PositionReport => ({
    fixTime,
    valid: true,
    latitude: 25.04,
    longitude: 121.56,
    speedKmh: 30,
    course: 90,
    locateType: 'gps',
    statusBits: sos ? 1 : 0,
    ...(sos ? { alarm: 'sos' } : {}),
  });
  const base = { serial, config: DEFAULT_TELEMETRY_CONFIG, carried: emptyTelemetrySnapshot(serial) };
  // Then silent past the offline timeout (the sweeper's verdict), and back: an offline episode.
  const swept = at + 30_000 + DEFAULT_TELEMETRY_CONFIG.offlineTimeoutMs;
  const back = swept + MINUTE;
  const commands: TelemetryCommand[] = [
    { ...base, type: 'RecordPosition', receivedAt: at, report: fix(true, at) },
    { ...base, type: 'RecordPosition', receivedAt: at + 30_000, report: fix(false, at + 30_000) },
    { ...base, type: 'MarkOffline', at: swept },
    { ...base, type: 'RecordPosition', receivedAt: back, report: fix(false, back) },
  ];
  let state = telemetryDecider.initialState;
  for (const command of commands) {
    const events = telemetryDecider.decide(command, state);
    const newEvents = events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data } }));
    await app.platform.events.append(streams.telemetry(serial, at), newEvents, 'any');
    state = events.reduce(telemetryDecider.evolve, state);
  }
}

/** Yesterday 23:40 to 00:10 through the real ingest: drives, parks 10 minutes, drives, then a late fix. */
async function deviceDrivesLastNight(serial: string): Promise<void> {
  const midnight = Math.floor(app.clock.now() / DAY) * DAY;
  const at = (minutes: number) => midnight + minutes * MINUTE;
  await new HistoryFeed(app).send(serial, [
    ...driving(at(-20), at(-15), 10 * SECOND, 0, 36),
    ...parked(at(-15), at(-5), MINUTE, 3_000),
    ...driving(at(-5), at(10), 10 * SECOND, 3_150, 54),
    { at: at(10), fixTime: at(-4) + SECOND, north: 3_300, speedKmh: 54 },
  ]);
}

/**
 * Half an hour ago: above a 50 km/h limit for 45 s (an overspeed episode), then silent until the
 * sweeper marks it offline; `moved` runs (the device changes fleet); then a fix ends the offline
 * episode. Every command through the telemetry decider, appended as the ingest appends it.
 */
async function deviceSpeedsAndFallsSilent(serial: string, moved: () => Promise<void>): Promise<void> {
  const config = { ...DEFAULT_TELEMETRY_CONFIG, overspeedLimitKmh: 50 };
  const base = { serial, config, carried: emptyTelemetrySnapshot(serial) };
  const fix = (at: number, northMeters: number, speedKmh: number): TelemetryCommand => ({
    ...base,
    type: 'RecordPosition',
    receivedAt: at,
    report: {
      fixTime: at,
      valid: true,
      latitude: 25.1 + northMeters / 111_195,
      longitude: 121.5,
      speedKmh,
      course: 0,
      locateType: 'gps',
    },
  });
  let state = telemetryDecider.initialState;
  const decide = async (command: TelemetryCommand) => {
    const events = telemetryDecider.decide(command, state);
    const at = command.type === 'MarkOffline' ? command.at : command.receivedAt;
    const newEvents = events.map((e) => ({ id: randomUUID(), type: e.type, data: { ...e.data } }));
    await app.platform.events.append(streams.telemetry(serial, at), newEvents, 'any');
    state = events.reduce(telemetryDecider.evolve, state);
  };
  const start = app.clock.now() - 30 * MINUTE;
  for (const [second, speedKmh] of [
    [0, 60],
    [15, 70],
    [30, 75],
    [45, 40],
  ]) {
    await decide(fix(start + second * SECOND, second * 20, speedKmh));
  }
  await decide({ ...base, type: 'MarkOffline', at: start + 12 * MINUTE });
  await moved();
  await decide(fix(app.clock.now() + MINUTE, 2_000, 30));
}

let history: History;

describe('rebuilding the read models', () => {
  beforeAll(async () => {
    history = await buildHistory();
  });

  test('every projection and collection is covered by the dump', async () => {
    const dump = await dumpReadModels();
    expect(
      allProjections()
        .map((p) => p.name)
        .sort(),
    ).toEqual(app.platform.runner.names().sort());
    for (const [collection, docs] of Object.entries(dump)) {
      expect({ collection, empty: docs.length === 0 }).toEqual({ collection, empty: false });
    }
  });

  test('the statistics rows it compares hold every figure, for the fleets before and after a move', async () => {
    const rows = (await dumpReadModels())['statistics/statistics_days'] as StatisticsDayDoc[];
    const platform = rows.filter((r) => r.scope === 'platform');
    const figures = ['mileageDm', 'warnings', 'overspeeds', 'overspeedMs', 'offlines', 'offlineMs'] as const;
    const counted = (f: (typeof figures)[number]) => platform.some((r) => r[f] > 0);
    expect(figures.filter((f) => !counted(f))).toEqual([]);
    const fleets = new Set(rows.filter((r) => r.scope === 'fleet').map((r) => r.scopeId));
    for (const id of [history.subFleet.id, history.fleet.id, history.otherFleetId])
      expect(fleets).toContain(id);
  });

  test('a rebuild of every projection gives exactly the live read models, and a second rebuild again', async () => {
    const live = await dumpReadModels();
    for (const name of app.platform.runner.names()) await app.platform.runner.rebuild(name);
    const rebuilt = await dumpReadModels();
    for (const name of app.platform.runner.names()) await app.platform.runner.rebuild(name);
    const again = await dumpReadModels();

    expect(rebuilt).toEqual(live);
    expect(again).toEqual(live);
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(live));
    expect(JSON.stringify(again)).toBe(JSON.stringify(live));
  });

  test('after a rebuild the app serves and records as before, and nothing is applied twice', async () => {
    for (const name of app.platform.runner.names()) await app.platform.runner.rebuild(name);
    const admin = await app.adminToken();
    const before = (await app.ok('getFleets', { id: history.fleet.id }, admin)).rows[0];
    const [serial] = await tenants.devices(admin, 1, history.fleet.id);
    const after = (await app.ok('getFleets', { id: history.fleet.id }, admin)).rows[0];
    expect(after.numberOfDevices).toBe(before.numberOfDevices + 1);
    const fleetToken = await app.clientToken(history.fleet.account, history.fleet.password);
    expect((await app.ok('getDevices', { deviceSerialNumber: serial }, fleetToken)).total).toBe(1);
  });

  test('the rebuild command (`npm run rebuild`) replays every projection on a stopped platform', async () => {
    const live = await dumpReadModels();
    await app.shutdown();

    // As the command line builds it: the same data directory, nothing started.
    const platform = await Platform.create(loadConfig({ DATA_DIR: app.dataDir, LOG_LEVEL: 'silent' }), {
      clock: app.clock,
      logger: silent,
    });
    const progress = new Map<string, bigint[]>();
    const finished: [string, boolean][] = [];
    const reporter = {
      progress: (name: string, done: bigint, head: bigint) => {
        progress.set(name, [...(progress.get(name) ?? []), done]);
        expect(done).toBeLessThanOrEqual(head);
      },
      finished: (name: string, replayed: boolean) => void finished.push([name, replayed]),
    };
    await expect(rebuildProjections(platform, ['directory', 'no-such-projection'], reporter)).rejects.toThrow(
      UnknownProjectionError,
    );
    expect(finished).toEqual([]);

    const head = (await platform.events.headPosition()) as bigint;
    const rebuilt = await rebuildProjections(platform, [], reporter);
    expect(rebuilt).toEqual(platform.runner.names());
    expect(finished).toEqual(rebuilt.map((name) => [name, true]));
    for (const name of rebuilt) expect(progress.get(name)?.at(-1)).toBe(head);
    expect(await rebuildProjections(platform, ['directory'], reporter)).toEqual(['directory']);
    await platform.stop();

    await app.boot();
    expect(await dumpReadModels()).toEqual(live);
    expect(JSON.stringify(await dumpReadModels())).toBe(JSON.stringify(live));
  });
});

describe('a restart', () => {
  /** What both doors list, and what only /api lists. */
  async function everythingListed(admin: string) {
    const views: Record<string, unknown> = {};
    for (const door of doors) {
      views[`${door.name} fleets`] = await ok(
        door,
        'getFleets',
        { containSubFleets: true, pageRows: 1000 },
        admin,
      );
      views[`${door.name} sub-fleets`] = await ok(
        door,
        'getSubFleets',
        { parentFleetId: history.fleet.id },
        admin,
      );
      views[`${door.name} devices`] = await ok(door, 'getDevices', { pageRows: 1000 }, admin);
      views[`${door.name} expiring`] = await ok(door, 'getExpireServiceDevices', { pageRows: 1000 }, admin);
      views[`${door.name} accounts`] = await ok(door, 'getAccounts', { pageRows: 100 }, admin);
    }
    views.permissions = await app.ok('getPermissions', { pageRows: 100 }, admin);
    views.settings = await app.ok('getSystemSettings', {}, admin);
    views.logs = await app.ok('getSystemLogs', {}, admin);
    return views;
  }

  test('keeps everything acknowledged before it: lists, sign-ins, open sessions', async () => {
    const admin = await app.adminToken();
    const fleetToken = await app.clientToken(history.fleet.account, history.fleet.password);
    // The last acknowledged write goes right before the shutdown.
    const [last] = tenants.serials(1);
    await app.ok('addDevices', { deviceSerialNumbers: [last] }, admin);
    await settled();
    const before = await everythingListed(admin);
    const eventsBefore = (await allEvents(app)).length;

    await app.shutdown();
    await app.boot();
    await settled();

    expect((await allEvents(app)).length).toBe(eventsBefore);
    expect(await everythingListed(admin)).toEqual(before);
    expect((await app.ok('getDevices', { deviceSerialNumber: last }, admin)).total).toBe(1);
    // Sessions are stored: tokens issued before the restart still work.
    expect((await app.api('getDevices', {}, fleetToken)).code).toBe(0);
    // And everybody can sign in again.
    await expect(app.adminToken()).resolves.toEqual(expect.any(String));
    await expect(app.adminToken(history.operator.account, history.operator.password)).resolves.toEqual(
      expect.any(String),
    );
    await expect(app.clientToken(history.fleet.account, history.fleet.password)).resolves.toEqual(
      expect.any(String),
    );
    await expect(app.clientToken(history.subFleet.account, history.subFleet.password)).resolves.toEqual(
      expect.any(String),
    );
    await expect(tenants.signInDevice(history.device)).resolves.toEqual(expect.any(String));
  });

  test('runs the first-start bootstrap only once: one administrator, one administrator group', async () => {
    await app.shutdown();
    await app.boot();
    await app.shutdown();
    await app.boot();
    const admin = await app.adminToken();
    const groups = (await app.ok('getPermissions', { pageRows: 100 }, admin)).rows;
    expect(groups.filter((g: any) => g.name === 'Administrators')).toHaveLength(1);
    const accounts = (await app.ok('getAccounts', { pageRows: 100 }, admin)).rows;
    expect(accounts.filter((a: any) => a.account === 'admin')).toHaveLength(1);
    const events = await allEvents(app);
    expect(events.filter((e) => e.streamId === 'permission-administrators')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'AccountCreated' && e.data.account === 'admin')).toHaveLength(1);
  });

  test('projections resume from their checkpoints: nothing is applied twice', async () => {
    let admin = await app.adminToken();
    const fleet = await tenants.fleet(admin);
    await tenants.devices(admin, 2, fleet.id);
    await app.shutdown();
    await app.boot();
    admin = await app.adminToken();
    expect((await tenants.fleetById(admin, fleet.id)).numberOfDevices).toBe(2);
    await tenants.devices(admin, 1, fleet.id);
    expect((await tenants.fleetById(admin, fleet.id)).numberOfDevices).toBe(3);
  });
});

describe.each(doors)('a mutation retried with the same requestId through $name', (door: Door) => {
  let admin: string;
  beforeEach(async () => {
    admin = await app.adminToken();
  });
  const retried = async (
    call: Parameters<Door['call']>[0],
    input: Record<string, unknown>,
    requestId: string,
  ) => {
    const first = await door.call(call, input, admin, { requestId });
    await settled();
    const events = (await allEvents(app)).length;
    const second = await door.call(call, input, admin, { requestId });
    await settled();
    return { first, second, written: (await allEvents(app)).length - events };
  };

  test('addDevices writes once and answers the same', async () => {
    const [existing] = await tenants.devices(admin, 1);
    const serials = tenants.serials(3);
    const input = { deviceSerialNumbers: [...serials, existing, 'bad'] };
    const { first, second, written } = await retried('addDevices', input, tenants.name('req'));
    expect(first).toMatchObject({
      code: 0,
      data: { added: serials, duplicates: [existing], invalid: ['bad'] },
    });
    expect(second).toEqual(first);
    expect(written).toBe(0);
    const added = (await allEvents(app)).filter(
      (e) => e.type === 'DeviceAdded' && serials.includes(e.streamId.slice(7)),
    );
    expect(added).toHaveLength(3);
  });

  test('createFleet writes once and answers with the same fleet', async () => {
    const account = tenants.name('idem');
    const { first, second, written } = await retried(
      'createFleet',
      { account, password: 'idem-pass', alias: 'Once' },
      tenants.name('req'),
    );
    expect(first.code).toBe(0);
    expect(second).toEqual(first);
    expect(written).toBe(0);
    expect((await app.ok('getFleets', { account }, admin)).total).toBe(1);
  });

  test('editDevice with a password, allocationDevice and stopDeviceService write once', async () => {
    const fleet = await tenants.fleet(admin);
    const [serial] = await tenants.devices(admin, 1);
    const edit = await retried(
      'editDevice',
      { deviceSerialNumber: serial, carName: 'Once', password: 'p-password' },
      tenants.name('req'),
    );
    expect([edit.first.code, edit.second.code, edit.written]).toEqual([0, 0, 0]);
    const move = await retried(
      'allocationDevice',
      { deviceSerialNumbers: [serial], fleetId: fleet.id },
      tenants.name('req'),
    );
    expect([move.first.code, move.second.code, move.written]).toEqual([0, 0, 0]);
    expect((await tenants.fleetById(admin, fleet.id)).numberOfDevices).toBe(1);
    const stop = await retried('stopDeviceService', { deviceSerialNumbers: [serial] }, tenants.name('req'));
    expect([stop.first.code, stop.second.code, stop.written]).toEqual([0, 0, 0]);
    const events = (await allEvents(app)).filter((e) => e.streamId === `device-${serial}`).map((e) => e.type);
    expect(events).toEqual([
      'DeviceAdded',
      'DeviceEdited',
      'DevicePasswordChanged',
      'DeviceAllocated',
      'DeviceServiceStopped',
    ]);
  });

  test('the same requestId on a different request is a conflict (-5) and writes nothing', async () => {
    const requestId = tenants.name('req');
    const first = await door.call(
      'createFleet',
      { account: tenants.name(), password: 'x-password', alias: 'First' },
      admin,
      {
        requestId,
      },
    );
    expect(first.code).toBe(0);
    const account = tenants.name('second');
    const other = await door.call(
      'createFleet',
      { account, password: 'x-password', alias: 'Second' },
      admin,
      {
        requestId,
      },
    );
    expect(other.code).toBe(-5);
    expect((await app.ok('getFleets', { account }, admin)).total).toBe(0);
  });

  test('without a requestId, the same call twice is two calls', async () => {
    const [serial] = await tenants.devices(admin, 1);
    const first = await door.call(
      'editDevice',
      { deviceSerialNumber: serial, password: 'a-password' },
      admin,
    );
    const second = await door.call(
      'editDevice',
      { deviceSerialNumber: serial, password: 'a-password' },
      admin,
    );
    expect([first.code, second.code]).toEqual([0, 0]);
    const changes = (await allEvents(app)).filter(
      (e) => e.streamId === `device-${serial}` && e.type === 'DevicePasswordChanged',
    );
    expect(changes).toHaveLength(2);
  });
});
