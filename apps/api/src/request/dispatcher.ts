import { adminCan } from '@gps/domain';
import { isFileAnswer, ResponseCode, type ExportedFile } from '@gps/contracts';
import { ApiError, errorSummary, refused, toApiError, validationError } from './api-error';
import type { AdminRight, Operation, OperationContext } from './operation';
import type { Caller, Sessions } from '../sessions/sessions';
import type { SystemLogWriter } from '../commands/system-log-writer';
import type { Clock } from '../infrastructure/clock';
import type { Logger } from '../infrastructure/logger';
import { newId } from '../infrastructure/ids';
import { unsafeTextIssues } from './input-text';
import { inputIssues } from './input-issues';
import { REQUEST_ID_FIELD, requestIdProblem } from './request-id';
import { PrimedFile } from './primed-file';

export interface RequestInfo {
  token?: string;
  ip: string;
  /** Optional client-chosen idempotency key. */
  requestId?: string;
}

/** What the Dispatcher needs besides the operations. */
export interface DispatcherParts {
  /** Who calls: the session of the token. */
  sessions: Pick<Sessions, 'authenticate'>;
  /** Administrators' calls and their outcomes. */
  systemLog: Pick<SystemLogWriter, 'record'>;
  logger: Logger;
  clock: Clock;
}

/**
 * The one way into the application for both doors: session, access, validation, the operation,
 * and the administrator's system-log entry with its outcome.
 */
export class Dispatcher {
  private readonly operations = new Map<string, Operation>();

  constructor(
    private readonly parts: DispatcherParts,
    operations: Operation[],
  ) {
    for (const op of operations) {
      if (this.operations.has(op.call.name)) throw new Error(`duplicate operation ${op.call.name}`);
      this.operations.set(op.call.name, op);
    }
  }

  list(): Operation[] {
    return [...this.operations.values()];
  }

  has(name: string): boolean {
    return this.operations.has(name);
  }

  async dispatch(name: string, rawInput: unknown, request: RequestInfo): Promise<unknown> {
    const op = this.operations.get(name);
    if (!op) throw new ApiError(ResponseCode.NOT_FOUND, `unknown call ${name}`);
    const isPublic = 'public' in op.access && op.access.public;
    const caller = isPublic ? undefined : await this.parts.sessions.authenticate(request.token);
    const requestId = isPublic ? undefined : request.requestId || undefined;
    const requestIdIssue = requestId === undefined ? undefined : requestIdProblem(requestId);
    const ctx: OperationContext = {
      caller,
      call: name,
      ip: request.ip,
      token: request.token,
      // An idempotency key is the caller's own: the same key from someone else is another call.
      // Public calls (sign-in, password reset) have no caller to scope it to and take none: for them
      // the key is an unknown field, ignored like any other (and so not checked).
      commandId:
        requestId && !requestIdIssue && caller ? `${name}:${caller.subjectId}:${requestId}` : newId(),
      now: this.parts.clock.now(),
    };
    try {
      this.checkAccess(op, caller);
      if (requestIdIssue)
        throw validationError([{ field: REQUEST_ID_FIELD, code: 'pattern', message: requestIdIssue }]);
      const parsed = op.call.input.safeParse(rawInput ?? {});
      if (!parsed.success) {
        throw validationError(inputIssues(parsed.error, rawInput ?? {}));
      }
      const unsafeText = unsafeTextIssues(parsed.data, op.call.multiLine);
      if (unsafeText.length > 0) throw validationError(unsafeText);
      const ran = await op.run(ctx, parsed.data);
      // A file is answered once its first chunk is read, so a failure to read is still a refusal.
      const result = isFileAnswer(op.call.output) ? await PrimedFile.of(ran as ExportedFile) : ran;
      if (caller?.actor.kind === 'admin' && (op.call.kind === 'mutation' || op.audited))
        await this.log(op, ctx, caller, 'success', op.audited?.(parsed.data));
      return result;
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === ResponseCode.FAILURE) this.parts.logger.error(`${name} failed`, error);
      if (caller?.actor.kind === 'admin') {
        await this.log(
          op,
          ctx,
          caller,
          apiError.code === ResponseCode.ACCESS_DENIED ? 'denied' : 'failure',
          errorSummary(apiError),
        );
      }
      throw apiError;
    }
  }

  private checkAccess(op: Operation, caller: Caller | undefined): void {
    if (!caller || ('public' in op.access && op.access.public)) return;
    const access = op.access as Exclude<Operation['access'], { public: true }>;
    const actor = caller.actor;
    if (actor.kind === 'admin') {
      if (!access.admin)
        throw refused(
          ResponseCode.ACCESS_DENIED,
          'not_for_administrators',
          'not available to administrators',
        );
      const alternatives = access.admin === 'any' ? [] : [access.admin].flat();
      if (alternatives.length > 0 && !alternatives.some((a) => adminCan(actor, a.functionId, a.right))) {
        throw refused(ResponseCode.ACCESS_DENIED, 'no_permission', 'insufficient permission');
      }
      return;
    }
    if (!access.clients?.includes(actor.kind))
      throw refused(ResponseCode.ACCESS_DENIED, 'not_for_this_account', 'access denied');
  }

  private async log(
    op: Operation,
    ctx: OperationContext,
    caller: Caller,
    outcome: 'success' | 'denied' | 'failure',
    detail?: string,
  ) {
    const access = op.access as { admin?: AdminRight | AdminRight[] | 'any' };
    const functionId = access.admin && access.admin !== 'any' ? [access.admin].flat()[0].functionId : null;
    await this.parts.systemLog.record(ctx, {
      accountId: caller.subjectId,
      account: caller.account,
      action: op.call.name,
      functionId,
      outcome,
      detail: detail ?? null,
    });
  }
}
