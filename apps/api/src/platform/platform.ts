import { join } from 'node:path';
import { PaymentProviderId } from '@gps/codes';
import type { EventStore, PersonalDataEventStore } from '@gps/event-store';
import { createReadStore, type ReadStore } from '@gps/read-store';
import { createGeocoder, type Geocoder } from '@gps/geocoder';
import { allProjections, embeddedAtlas, ProjectionRunner } from '@gps/projections';
import { AddressQuotaCounters } from '../addresses/address-quota-counters';
import type { AppConfig } from '../config';
import { openEventLog } from './event-log';
import { paymentsOf, type Payments } from '../payments/payments';
import { OrderFulfilment } from '../orders/order-fulfilment';
import { orderProvidersOf, type OrderProviders } from '../orders/order-providers';
import { PaymentNotifications } from '../orders/payment-notifications';
import { UnpaidOrders } from '../orders/unpaid-orders';
import { SystemClock, type Clock } from '../infrastructure/clock';
import { createLogger, type Logger } from '../infrastructure/logger';
import { createMailer, type Mailer } from '../infrastructure/mailer';
import { CommandExpiry } from '../device-link/command-expiry';
import { startDeviceLink, type DeviceLink } from '../device-link/device-link';
import { EventTap } from '../device-link/event-tap';
import { LiveFeed } from '../live/live-feed';
import { InboxFeed } from '../live/inbox-feed';
import { ScheduledAnnouncements } from '../inbox/scheduled-announcements';
import { MaintenanceWatch } from '../maintenance/maintenance-watch';
import { ServiceExpiry } from '../service-expiry/service-expiry';
import { LiveHub } from '../live/live-hub';
import { bindAggregates, type Aggregates } from '../commands/aggregates';
import { commandMetaOf, type RunCommand } from '../commands/aggregate';
import { CommandHandler } from '../commands/command-handler';
import { KnownAddresses } from '../sessions/known-addresses';
import { PasswordReset, purgeResetKeys } from '../sessions/password-reset';
import { SessionEnds } from '../sessions/session-ends';
import { Sessions } from '../sessions/sessions';
import { SignIn } from '../sessions/sign-in';
import { UnseenInbox } from '../inbox/unseen-inbox';
import { SignInThrottle } from '../sessions/sign-in-throttle';
import { SystemLogWriter } from '../commands/system-log-writer';
import { voiceRecordingsOf, type VoiceRecordings } from '../voice/voice-recordings';
import { VerificationRuns, verificationSourcesOf, verifyLog } from '../audit/verification';
import { newId } from '../infrastructure/ids';

/** How often the sessions, known addresses and reset keys that can no longer serve are removed. */
const PURGE_INTERVAL_MS = 5 * 60_000;

export interface PlatformOptions {
  clock?: Clock;
  logger?: Logger;
  mailer?: Mailer;
}

/**
 * The composition root of the backend, free of framework code: stores, projections, sessions and
 * the command handler. The doors (REST, GraphQL) and the CLI all build on one of these; the
 * operations get only the parts their group needs (operations/index.ts), never the platform.
 */
export class Platform {
  readonly commands: CommandHandler;
  /** Every aggregate bound to this platform's command runner (execute). */
  readonly aggregates: Aggregates;
  readonly sessions: Sessions;
  readonly throttle: SignInThrottle;
  /** The addresses each account signed in from recently: their own sign-in lane. */
  readonly knownAddresses: KnownAddresses;
  private readonly sessionEnds: SessionEnds;
  readonly systemLog: SystemLogWriter;
  readonly signIn: SignIn;
  readonly passwordReset: PasswordReset;
  /** New events of every process, as they are written: the outbox and live updates listen here. */
  readonly tap: EventTap;
  readonly commandExpiry: CommandExpiry;
  /** Maintenance items falling due, by positions as they arrive and by a sweep on the clock. */
  readonly maintenanceWatch: MaintenanceWatch;
  /** Devices whose service expiry passed become expired, by a sweep on the clock. */
  readonly serviceExpiry: ServiceExpiry;
  /** Scheduled announcements are published when due, by a sweep on the clock. */
  readonly scheduledAnnouncements: ScheduledAnnouncements;
  /** Live updates for GraphQL subscriptions, published once the read models include them. */
  readonly liveHub = new LiveHub();
  private readonly liveFeed: LiveFeed;
  /** Published announcements and sent messages, pushed live to the customers they are for. */
  private readonly inboxFeed: InboxFeed;
  /** The orders process: captured orders delivered and invoiced, closed orders' coupons given back. */
  readonly orderFulfilment: OrderFulfilment;
  /** Orders left unpaid are cancelled, by a sweep on the clock. */
  readonly unpaidOrders: UnpaidOrders;
  /** The payment providers' notifications, verified and recorded on their orders. */
  readonly paymentNotifications: PaymentNotifications;
  private providersInstance?: OrderProviders;
  /** Address conversion counters (operational state: addresses/address-quota-counters.ts). */
  readonly addressQuota: AddressQuotaCounters;
  /** The log verifications of this server (one at a time, the latest kept in memory). */
  readonly auditVerifications: VerificationRuns;
  private geocoderInstance?: Geocoder;
  private purgeTimer?: NodeJS.Timeout;
  private deviceLink?: DeviceLink;

  private constructor(
    readonly config: AppConfig,
    /**
     * The event log as read and written: personal fields open, erased ones reading
     * ERASED_PERSONAL_DATA (docs/decisions/personal-data.md). Every reader uses it.
     */
    readonly events: PersonalDataEventStore,
    readonly read: ReadStore,
    readonly runner: ProjectionRunner,
    readonly clock: Clock,
    readonly logger: Logger,
    readonly mailer: Mailer,
  ) {
    this.commands = new CommandHandler(events);
    this.addressQuota = new AddressQuotaCounters(read);
    this.auditVerifications = new VerificationRuns({
      verify: (onProgress) => verifyLog(verificationSourcesOf(this), onProgress),
      now: () => clock.now(),
      newId,
      logError: (message, error) => logger.error(message, error),
    });
    this.aggregates = bindAggregates(this.execute);
    this.sessions = new Sessions(read, clock, config.sessionIdleSeconds);
    this.throttle = new SignInThrottle(config.signIn.throttle);
    this.knownAddresses = new KnownAddresses(read, config.signIn.knownAddresses);
    this.sessionEnds = new SessionEnds(this.sessions, read, this.knownAddresses);
    this.systemLog = new SystemLogWriter(this.commands, clock, runner);
    this.signIn = new SignIn(
      read,
      this.throttle,
      this.knownAddresses,
      this.sessions,
      config.sessionIdleSeconds,
      new UnseenInbox(read),
      clock,
    );
    this.passwordReset = new PasswordReset(read, this.throttle, mailer, config, this.aggregates);
    this.tap = new EventTap(events, (error) => logger.error('live event tap failed', error));
    this.commandExpiry = new CommandExpiry(read, this.commands, () => clock.now(), logger);
    this.maintenanceWatch = new MaintenanceWatch(
      read,
      this.commands,
      () => clock.now(),
      config.timeZone,
      logger,
    );
    this.serviceExpiry = new ServiceExpiry(read, this.commands, () => clock.now(), logger);
    this.scheduledAnnouncements = new ScheduledAnnouncements(read, this.commands, () => clock.now(), logger);
    this.liveFeed = new LiveFeed(this.tap, runner, read, this.liveHub);
    this.inboxFeed = new InboxFeed(this.tap, runner, read, this.liveHub);
    this.orderFulfilment = new OrderFulfilment({
      read,
      events,
      aggregates: this.aggregates,
      invoices: () => this.providers.invoice,
      clock: () => clock.now(),
      logger,
    });
    this.unpaidOrders = new UnpaidOrders({
      read,
      aggregates: this.aggregates,
      fulfilment: this.orderFulfilment,
      clock: () => clock.now(),
      logger,
    });
    this.paymentNotifications = new PaymentNotifications({
      payment: () => this.providers.payment,
      simulatedPaymentsCount:
        config.payments.provider !== PaymentProviderId.ECPAY || config.payments.ecpay?.stage === true,
      orders: this.aggregates,
      events,
      fulfilment: this.orderFulfilment,
      systemLog: this.systemLog,
      clock: () => clock.now(),
      logger,
    });
  }

  static async create(config: AppConfig, options: PlatformOptions = {}): Promise<Platform> {
    const logger = options.logger ?? createLogger();
    const events = await openEventLog(config);
    const read = await createReadStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
    const runner = new ProjectionRunner(events, read, allProjections({ timeZone: config.timeZone }), {
      onError: (name, error) => logger.error(`projection ${name} stopped`, error),
    });
    const mailer =
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        logger,
      });
    return new Platform(config, events, read, runner, options.clock ?? new SystemClock(), logger, mailer);
  }

  /**
   * The event log as stored (the adapter itself): personal fields as envelopes. What the hash chain
   * covers, so the chain walk and the audit export read this one.
   */
  get storedEvents(): EventStore {
    return this.events.stored;
  }

  /** The personal-data layer's erasure (operations: erasePersonalData). */
  get personalKeys(): Pick<PersonalDataEventStore, 'erase'> {
    return this.events;
  }

  async start(): Promise<void> {
    await this.runner.start();
    await this.knownAddresses.start();
    await this.tap.start();
    this.commandExpiry.start(this.config.devices.sweepIntervalMs);
    await this.maintenanceWatch.start(this.tap, this.config.devices.sweepIntervalMs);
    this.serviceExpiry.start();
    this.scheduledAnnouncements.start();
    this.orderFulfilment.start();
    this.unpaidOrders.start();
    this.purgeTimer = setInterval(() => void this.purgeOperationalState(), PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  /** Forgets the sessions, known addresses and reset keys that can no longer serve anyone. */
  async purgeOperationalState(): Promise<void> {
    const now = this.clock.now();
    const purges: [string, Promise<unknown>][] = [
      ['sessions', this.sessions.purge()],
      ['known addresses', this.knownAddresses.purge(now)],
      ['reset keys', purgeResetKeys(this.read, now)],
    ];
    for (const [what, purge] of purges) {
      await purge.catch((error) => this.logger.error(`purging ${what} failed`, error));
    }
  }

  /** The gateway in this process (the embedded default); `config.devices` gives its ports. */
  async startDeviceLink(): Promise<DeviceLink> {
    this.deviceLink ??= await startDeviceLink(
      {
        events: this.events,
        read: this.read,
        commands: this.commands,
        tap: this.tap,
        clock: () => this.clock.now(),
        logger: this.logger,
      },
      this.config.devices,
    );
    return this.deviceLink;
  }

  async stop(): Promise<void> {
    clearInterval(this.purgeTimer);
    await this.auditVerifications.stop();
    await this.deviceLink?.close();
    this.deviceLink = undefined;
    await this.commandExpiry.stop();
    await this.maintenanceWatch.stop();
    await this.serviceExpiry.stop();
    await this.scheduledAnnouncements.stop();
    await this.unpaidOrders.stop();
    await this.orderFulfilment.stop();
    this.liveFeed.close();
    this.inboxFeed.close();
    await this.tap.stop();
    await this.runner.stop();
    await this.events.close();
    await this.read.close();
  }

  /**
   * The platform's geocoder (config.geocoding), built on first use: it shares the process' embedded
   * atlas with the read models' addresses, so the atlas loads once.
   */
  get geocoder(): Geocoder {
    this.geocoderInstance ??= createGeocoder({ ...this.config.geocoding, embedded: embeddedAtlas() });
    return this.geocoderInstance;
  }

  /** The payment provider and the sandbox page's secret, kept beside this platform (payments/payments.ts). */
  get payments(): Payments {
    return paymentsOf(this);
  }

  /** The payment and invoice providers the orders use, built on first use from the configuration. */
  get providers(): OrderProviders {
    this.providersInstance ??= orderProvidersOf(this.config, this.payments, this.read);
    return this.providersInstance;
  }

  /** The voice recordings' files and links, kept beside this platform (voice/voice-recordings.ts). */
  get voice(): VoiceRecordings {
    return voiceRecordingsOf(this);
  }

  /**
   * Runs a command against one aggregate and waits until the read models include its events, so the
   * caller's next query (through either door) sees its own write; then ends what its events end
   * (sessions, reset keys: SessionEnds), before the caller is answered. Reached through the bound
   * aggregates only.
   */
  private readonly execute: RunCommand = async (decider, streamId, command, origin) => {
    const result = await this.commands.handle(decider, streamId, command, commandMetaOf(origin));
    if (result.position !== undefined) await this.runner.waitFor(result.position);
    await this.sessionEnds.after(origin.caller, streamId, result.events);
    return result;
  };
}
