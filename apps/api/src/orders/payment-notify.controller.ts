import { Controller, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientIp } from '../rest/request-info';
import { PAYMENT_NOTIFY_PREFIX } from './order-links';
import type { PaymentNotifications } from './payment-notifications';

/** What the endpoint needs of the platform (the app module provides the platform under this token). */
export abstract class PaymentNotifyParts {
  abstract readonly paymentNotifications: PaymentNotifications;
  abstract readonly config: { readonly trustProxy: boolean };
}

/** Only the string fields of a form body: what the providers sign. */
function stringFields(source: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries((source ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** `POST /api/payments/<provider>/notify`: the providers' notifications, a form body (payment-notifications.ts). */
@Controller(PAYMENT_NOTIFY_PREFIX.slice(1))
export class PaymentNotifyController {
  constructor(@Inject(PaymentNotifyParts) private readonly parts: PaymentNotifyParts) {}

  @Post(':provider/notify')
  async notify(
    @Param('provider') provider: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.parts.paymentNotifications.receive(
      provider,
      stringFields(req.body),
      clientIp(req, this.parts.config.trustProxy),
    );
    res.status(answer.status).type('text/plain').setHeader('Cache-Control', 'no-store').send(answer.body);
  }
}
