import { join } from 'node:path';
import type { Decider, DomainEvent } from '@gps/domain';
import { createEventStore, type EventStore } from '@gps/event-store';
import { createReadStore, type ReadStore } from '@gps/read-store';
import { allProjections, ProjectionRunner } from '@gps/projections';
import type { AppConfig } from '../config';
import { SystemClock, type Clock } from '../infrastructure/clock';
import { createLogger, type Logger } from '../infrastructure/logger';
import { createMailer, type Mailer } from '../infrastructure/mailer';
import { CommandHandler, type HandleResult } from './command-handler';
import { Sessions } from './sessions';
import { SignInThrottle } from './sign-in-throttle';
import { SystemLogWriter } from './system-log-writer';
import type { OperationContext } from './operation';

/** How often sessions past their idle window are removed from the store. */
const SESSION_PURGE_INTERVAL_MS = 5 * 60_000;

export interface PlatformOptions {
  clock?: Clock;
  logger?: Logger;
  mailer?: Mailer;
}

/**
 * The composition root of the backend, free of framework code: stores, projections, sessions and
 * the command handler. The doors (REST, GraphQL) and the CLI all build on one of these.
 */
export class Platform {
  readonly commands: CommandHandler;
  readonly sessions: Sessions;
  readonly throttle = new SignInThrottle();
  readonly systemLog: SystemLogWriter;
  private purgeTimer?: NodeJS.Timeout;

  private constructor(
    readonly config: AppConfig,
    readonly events: EventStore,
    readonly read: ReadStore,
    readonly runner: ProjectionRunner,
    readonly clock: Clock,
    readonly logger: Logger,
    readonly mailer: Mailer,
  ) {
    this.commands = new CommandHandler(events);
    this.sessions = new Sessions(read, clock, config.sessionIdleSeconds);
    this.systemLog = new SystemLogWriter(this.commands, clock, runner);
  }

  static async create(config: AppConfig, options: PlatformOptions = {}): Promise<Platform> {
    const logger = options.logger ?? createLogger();
    const events = await createEventStore({ eventStoreUrl: config.eventStoreUrl, dataDir: config.dataDir });
    const read = await createReadStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
    const runner = new ProjectionRunner(events, read, allProjections(), {
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

  async start(): Promise<void> {
    await this.runner.start();
    this.purgeTimer = setInterval(() => {
      this.sessions.purge().catch((error) => this.logger.error('purging sessions failed', error));
    }, SESSION_PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.purgeTimer);
    await this.runner.stop();
    await this.events.close();
    await this.read.close();
  }

  /**
   * Runs a command against one aggregate and waits until the read models include its events, so the
   * caller's next query (through either door) sees its own write.
   */
  async execute<C, E extends DomainEvent, S>(
    ctx: Pick<OperationContext, 'commandId' | 'caller'>,
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    step = 0,
  ): Promise<HandleResult<E>> {
    const result = await this.commands.handle(decider, streamId, command, {
      commandId: step === 0 ? ctx.commandId : `${ctx.commandId}/${step}`,
      actor: { kind: ctx.caller?.actor.kind ?? 'system', id: ctx.caller?.subjectId ?? 'system' },
    });
    if (result.position !== undefined) await this.runner.waitFor(result.position);
    return result;
  }
}
