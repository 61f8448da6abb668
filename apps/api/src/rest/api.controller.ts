import {
  Body,
  Controller,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  type StreamableFile,
} from '@nestjs/common';
import type { Request } from 'express';
import { ResponseCode, type Envelope } from '@gps/contracts';
import { Dispatcher } from '../request/dispatcher';
import { toApiError } from '../request/api-error';
import { DoorParts } from '../request/door-parts';
import { PrimedFile } from '../request/primed-file';
import { fileDownload } from './file-download';
import { clientIp } from './request-info';

/**
 * The legacy door: POST /api/<call> with a JSON body carrying `userToken`. Every outcome of the
 * application is HTTP 200 with a code in the envelope; transport problems keep their HTTP status
 * (an unknown call 404, like any unknown path). A call that answers a file streams it, and answers
 * any refusal as the envelope, before any byte of the file (docs/decisions/exports.md).
 */
@Controller('api')
export class ApiController {
  constructor(
    @Inject(Dispatcher) private readonly dispatcher: Dispatcher,
    @Inject(DoorParts) private readonly parts: DoorParts,
  ) {}

  @Post(':call')
  @HttpCode(200)
  async call(
    @Param('call') call: string,
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<Envelope | StreamableFile> {
    // An unknown call is an unknown path: 404 in the envelope, like every other (HttpErrorFilter).
    if (!this.dispatcher.has(call)) throw new NotFoundException();
    const payload = isRecord(body) ? { ...body } : {};
    const token = typeof payload.userToken === 'string' ? payload.userToken : undefined;
    const requestId = typeof payload.requestId === 'string' ? payload.requestId : undefined;
    delete payload.userToken;
    delete payload.requestId;
    try {
      if (!isRecord(body))
        return { code: ResponseCode.VALIDATION, message: 'the body must be a JSON object' };
      const data = await this.dispatcher.dispatch(call, payload, {
        token,
        requestId,
        ip: clientIp(req, this.parts.config.trustProxy),
      });
      if (data instanceof PrimedFile) return fileDownload(data, this.parts.logger);
      return { code: ResponseCode.OK, message: 'OK', data: data ?? null };
    } catch (error) {
      const e = toApiError(error);
      return { code: e.code, message: e.message, ...(e.detail ? { data: e.detail } : {}) };
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
