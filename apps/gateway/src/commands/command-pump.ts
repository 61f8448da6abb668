import type { CommandError, Protocol } from '@gps/protocols';
import type { GatewayContext } from '../context';
import type { PendingCommand, SentCommand } from '../ingest-port';
import { messageOf } from '../logger';

/** What became of one pending command. */
export type Delivery =
  | { kind: 'sent'; sent: SentCommand }
  /** The protocol cannot express it: it will never be sent. */
  | { kind: 'unsupported'; error: CommandError }
  /** The connection went away first; the command stays pending. */
  | { kind: 'closed' };

/**
 * Delivers a connected device's pending commands. Rounds never overlap: a request during a round
 * schedules one more round instead of a second reader of `pending`, which would send a command
 * twice before the first `markSent` landed.
 */
export class CommandPump {
  private running = false;
  private again = false;

  constructor(
    private readonly ctx: GatewayContext,
    private readonly protocol: Protocol,
    private readonly serial: string,
    private readonly deliver: (command: PendingCommand) => Promise<Delivery>,
    private readonly isOpen: () => boolean,
  ) {}

  trigger(): void {
    if (!this.isOpen()) return;
    this.again = true;
    if (!this.running) void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.again && this.isOpen()) {
        this.again = false;
        await this.round();
      }
    } catch (error) {
      this.ctx.config.logger.error(`command delivery to ${this.serial} failed`, error);
    } finally {
      this.running = false;
    }
  }

  private async round(): Promise<void> {
    let pending: PendingCommand[];
    try {
      pending = await this.ctx.outbox.pending(this.serial);
    } catch (error) {
      outboxFailed(this.ctx, this.protocol, this.serial, 'pending', error);
      return;
    }
    for (const command of pending) {
      if (!this.isOpen()) return;
      const delivery = await this.deliver(command);
      if (delivery.kind === 'closed') return;
      await settleDelivery(this.ctx, this.protocol, this.serial, command, delivery);
    }
  }
}

/** Count a delivery and tell the outbox; outbox failures are logged, never thrown. */
export async function settleDelivery(
  ctx: GatewayContext,
  protocol: Protocol,
  serial: string,
  command: PendingCommand,
  delivery: Exclude<Delivery, { kind: 'closed' }>,
): Promise<void> {
  const { outbox, metrics, config } = ctx;
  try {
    if (delivery.kind === 'sent') {
      metrics.count(protocol, 'commandsSent');
      await outbox.markSent(serial, delivery.sent);
    } else {
      metrics.count(protocol, 'commandsFailed');
      config.logger.warn('command cannot be sent to this device', {
        serial,
        protocol,
        commandId: command.commandId,
        key: command.command.key,
        error: delivery.error.message,
      });
      await outbox.markFailed(serial, command.commandId, delivery.error, config.clock());
    }
  } catch (error) {
    outboxFailed(ctx, protocol, serial, delivery.kind === 'sent' ? 'markSent' : 'markFailed', error);
  }
}

export function outboxFailed(
  ctx: GatewayContext,
  protocol: Protocol,
  serial: string,
  call: string,
  error: unknown,
): void {
  ctx.metrics.count(protocol, 'outboxFailures');
  ctx.config.logger.warn(`outbox.${call} failed`, { serial, protocol, error: messageOf(error) });
}
