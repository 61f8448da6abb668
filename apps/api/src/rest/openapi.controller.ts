import { Controller, Get, Header, Inject } from '@nestjs/common';
import { Dispatcher } from '../request/dispatcher';
import { openApiDocument } from './openapi';

/** Serves the OpenAPI document of the /api door, always in step with the operations it describes. */
@Controller('api')
export class OpenApiController {
  private document?: Record<string, unknown>;

  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  openapi(): Record<string, unknown> {
    this.document ??= openApiDocument(this.dispatcher.list(), process.env.npm_package_version ?? '0.1.0');
    return this.document;
  }
}
