import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ResponseCode, type Envelope } from '@gps/contracts';
import type { Dispatcher } from '../request/dispatcher';
import type { Logger } from '../infrastructure/logger';

/** The /api door's path prefix: `/api/<call>`. */
const API_CALL = /^\/api\/([^/]+)$/;

interface HttpAnswer {
  status: number;
  envelope: Envelope;
  headers?: Record<string, string>;
}

/**
 * What Nest would answer in its own shape (`{statusCode, message, error}`) is answered in the
 * documented envelope instead, with its HTTP status (docs/decisions/sessions-and-codes.md):
 * - a path nothing serves: 404, code -3;
 * - a known /api call with another method than POST: 405 with `Allow: POST`, code -2;
 * - another refusal of the request (a path that cannot be decoded, ...): its 4xx status, code -2;
 * - anything else: 500, code -1, logged, with no internals in the answer.
 * Only HTTP requests: for a GraphQL resolver the filter answers nothing, which tells Nest to go on
 * as if no filter had caught the error (GraphQL errors keep their own format).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    private readonly dispatcher: Pick<Dispatcher, 'has'>,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const answer = this.answerFor(exception, req);
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    res.status(answer.status).json(answer.envelope);
  }

  private answerFor(exception: unknown, req: Request): HttpAnswer {
    const status = statusOf(exception);
    if (status === HttpStatus.NOT_FOUND) {
      const call = API_CALL.exec(req.path)?.[1];
      if (call !== undefined && this.dispatcher.has(call) && req.method !== 'POST') {
        return {
          status: HttpStatus.METHOD_NOT_ALLOWED,
          headers: { Allow: 'POST' },
          envelope: { code: ResponseCode.VALIDATION, message: `/api/${call} takes POST, not ${req.method}` },
        };
      }
      return {
        status,
        envelope: { code: ResponseCode.NOT_FOUND, message: `no such path: ${req.method} ${req.path}` },
      };
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return {
        status,
        envelope: { code: ResponseCode.VALIDATION, message: clientMessage(exception, status) },
      };
    }
    this.logger.error(`${req.method} ${req.path} failed`, exception);
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      envelope: { code: ResponseCode.FAILURE, message: 'internal error' },
    };
  }
}

/** The HTTP status an error carries: Nest's exceptions, and express's (http-errors: status, statusCode). */
function statusOf(exception: unknown): number | undefined {
  if (exception instanceof HttpException) return exception.getStatus();
  const e = exception as { status?: unknown; statusCode?: unknown } | null;
  const status = e?.status ?? e?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}

/** A 4xx's own message when it was made to be shown (http-errors' `expose`, Nest's exceptions). */
function clientMessage(exception: unknown, status: number): string {
  const e = exception as { message?: unknown; expose?: unknown };
  const shown = exception instanceof HttpException || e.expose === true;
  return shown && typeof e.message === 'string' ? e.message : `request refused (HTTP ${status})`;
}
