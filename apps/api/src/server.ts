import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ResponseCode } from '@gps/contracts';
import { AppModule } from './app.module';
import { Dispatcher } from './request/dispatcher';
import type { Platform } from './platform/platform';
import { OperationLimits } from './graphql/limits/operation-limits';
import { allOperations } from './operations';
import { applySecurityHeaders } from './http/security-headers';
import { serveHelp } from './http/help';
import { serveWeb } from './http/web-app';
import { checkoutOriginOf, PAYMENT_PATH_PREFIX } from './payments/payments';
import { PAYMENT_NOTIFY_PREFIX } from './orders/order-links';
import { serveApiDocs } from './rest/api-docs';
import { HttpErrorFilter } from './rest/http-error.filter';
import { serveVoiceRecordings } from './voice/playback';
import { acceptVoiceUploads } from './voice/upload-body';

export interface RunningServer {
  app: NestExpressApplication;
  dispatcher: Dispatcher;
  url: string;
  close(): Promise<void>;
}

/** Starts the HTTP server (web app, GraphQL, /api) on an already created Platform. */
export async function startServer(
  platform: Platform,
  options: { port?: number; host?: string } = {},
): Promise<RunningServer> {
  const dispatcher = new Dispatcher(platform, allOperations(platform));
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forPlatform(platform, dispatcher), {
    bodyParser: false,
    logger: process.env.LOG_LEVEL === 'silent' ? false : ['error', 'warn'],
  });
  // The web app submits the payment provider's checkout form (orders/order-placement.ts).
  applySecurityHeaders(app.getHttpAdapter().getInstance(), platform.config.webDist, [
    checkoutOriginOf(platform.config),
  ]);
  app.useGlobalFilters(new HttpErrorFilter(dispatcher, platform.logger));
  // Voice uploads may be larger than 1 MB: their parsers come first (docs/decisions/voice-recordings.md).
  const graphqlLimits = new OperationLimits(platform.config.graphql);
  acceptVoiceUploads(app.getHttpAdapter().getInstance(), platform.sessions, graphqlLimits);
  // Providers notify payments with a form body, under /api (orders/payment-notify.controller.ts).
  app.use(PAYMENT_NOTIFY_PREFIX, express.urlencoded({ extended: false, limit: '64kb' }));
  // Legacy clients post "a JSON text body" without always saying so (text/plain avoids a CORS
  // preflight): /api reads every body as JSON, so JSON under another type works and non-JSON is a 400.
  app.use('/api', express.json({ limit: '1mb', type: () => true }));
  app.use(express.json({ limit: '1mb' }));
  // Payment pages and providers' notifications post forms (docs/decisions/payments.md).
  app.use(PAYMENT_PATH_PREFIX, express.urlencoded({ extended: false, limit: '64kb' }));
  app.use(malformedBody);
  serveApiDocs(app.getHttpAdapter().getInstance());
  serveVoiceRecordings(app.getHttpAdapter().getInstance(), platform);
  serveHelp(app.getHttpAdapter().getInstance(), platform.config.helpUrl);
  serveWeb(app, platform.config.webDist);
  const port = options.port ?? platform.config.port;
  await app.listen(port, options.host ?? platform.config.host);
  const address = app.getHttpServer().address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { app, dispatcher, url: `http://127.0.0.1:${actualPort}`, close: () => app.close() };
}

/** A body that is not JSON, or too large, answers with HTTP status and an envelope, never a stack. */
function malformedBody(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!error) return next();
  const status = (error as { status?: number }).status ?? 400;
  const message = status === 413 ? 'request body too large' : 'malformed JSON body';
  res.status(status).json({ code: ResponseCode.VALIDATION, message });
}
