import { adminActionLogged, systemLogStream } from '@gps/domain';
import type { CommandHandler } from './command-handler';
import type { Clock } from '../infrastructure/clock';
import type { OperationContext } from './operation';
import { newId } from '../infrastructure/ids';

export interface LogEntry {
  accountId: string | null;
  account: string | null;
  action: string;
  functionId: number | null;
  outcome: 'success' | 'denied' | 'failure';
  detail: string | null;
}

/** Appends one AdminActionLogged fact per administrator action to the day's system-log stream. */
export class SystemLogWriter {
  constructor(
    private readonly commands: CommandHandler,
    private readonly clock: Clock,
  ) {}

  async record(ctx: Pick<OperationContext, 'commandId' | 'ip'>, entry: LogEntry): Promise<void> {
    const at = this.clock.now();
    const event = adminActionLogged({
      logId: newId(),
      at,
      ip: ctx.ip,
      ...entry,
      detail: entry.detail?.slice(0, 200) ?? null,
    });
    await this.commands.record(systemLogStream(at), [event], {
      commandId: `${ctx.commandId}:log:${entry.outcome}`,
      actor: { kind: 'admin', id: entry.accountId ?? 'anonymous' },
    });
  }
}
