import { adminActionLogged, systemLogStream } from '@gps/domain';
import type { ProjectionRunner } from '@gps/projections';
import type { CommandHandler } from './command-handler';
import type { Clock } from '../infrastructure/clock';
import { newId } from '../infrastructure/ids';
import { systemActor } from './system-workers';

export interface LogEntry {
  accountId: string | null;
  account: string | null;
  action: string;
  functionId: number | null;
  outcome: 'success' | 'denied' | 'failure';
  detail: string | null;
}

/**
 * Appends one AdminActionLogged fact per administrator action to the day's system-log stream, and
 * waits until the log read model has it, so the log read right after a call includes the call.
 */
export class SystemLogWriter {
  constructor(
    private readonly commands: CommandHandler,
    private readonly clock: Clock,
    private readonly runner: Pick<ProjectionRunner, 'waitFor'>,
  ) {}

  async record(ctx: { commandId: string; ip: string; call?: string }, entry: LogEntry): Promise<void> {
    const at = this.clock.now();
    const event = adminActionLogged({
      logId: newId(),
      at,
      ip: ctx.ip,
      ...entry,
      detail: entry.detail?.slice(0, 200) ?? null,
    });
    const stream = systemLogStream(at);
    // The event id comes from the command id, so a call retried with the same requestId is logged
    // once a day: a retry on a later day goes to another stream, where the same id would collide.
    const position = await this.commands.record(stream, [event], {
      commandId: `${ctx.commandId}:log:${entry.outcome}:${stream}`,
      // The administrator the entry is about; an entry about no one (a sign-in with an unknown name,
      // a payment provider's refused notification) is the log's own.
      actor: entry.accountId === null ? systemActor('system-log') : { kind: 'admin', id: entry.accountId },
      call: ctx.call,
      ip: ctx.ip,
    });
    await this.runner.waitFor(position);
  }
}
