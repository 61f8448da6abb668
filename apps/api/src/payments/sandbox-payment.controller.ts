import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  choicesFor,
  newSandboxTradeNo,
  notificationsFor,
  PaymentSignatureError,
  readSandboxCheckout,
  SANDBOX_CHOICES,
  sandboxCheckoutFields,
  sandboxNotificationBody,
  type CheckoutLanguage,
  type PaymentNotification,
  type SandboxChoice,
  type SandboxCheckout,
} from '@gps/payments';
import type { Clock } from '../infrastructure/clock';
import type { Logger } from '../infrastructure/logger';
import { SANDBOX_PAGE_PATH, type Payments } from './payments';
import { checkoutPage, messagePage, storeCodePage } from './sandbox-page';

/** What the sandbox page needs of the platform (the app module provides the platform under this token). */
export abstract class SandboxPaymentParts {
  abstract readonly payments: Payments;
  abstract readonly clock: Clock;
  abstract readonly logger: Logger;
}

/** How long the page waits for the shop's notify address to answer. */
const NOTIFY_TIMEOUT_MS = 10_000;
const HTTP_NOT_FOUND = 404;
const HTTP_BAD_REQUEST = 400;
const HTTP_BAD_GATEWAY = 502;
const HTTP_SEE_OTHER = 303;

const languageOf = (value: unknown): CheckoutLanguage => (value === 'en-US' ? 'en-US' : 'zh-TW');

/** Only the string fields of a query or a form body: what the signatures cover. */
function stringFields(source: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries((source ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/**
 * The sandbox provider's page (docs/decisions/payments.md): it shows the order a signed checkout
 * names and plays the provider for the choice the customer makes, notifying the order's notifyUrl
 * server to server, signed with the sandbox secret, before sending the browser back to returnUrl.
 */
@Controller(SANDBOX_PAGE_PATH.slice(1))
export class SandboxPaymentController {
  constructor(@Inject(SandboxPaymentParts) private readonly parts: SandboxPaymentParts) {}

  @Get(':orderNumber')
  show(@Param('orderNumber') orderNumber: string, @Req() req: Request, @Res() res: Response): void {
    const query = stringFields(req.query);
    const checkout = this.checkoutOf(orderNumber, query, res);
    if (!checkout) return;
    this.html(
      res,
      checkoutPage(
        checkout.lang,
        checkout,
        this.action(orderNumber),
        query,
        choicesFor(checkout.paymentType),
      ),
    );
  }

  @Post(':orderNumber')
  async choose(
    @Param('orderNumber') orderNumber: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { choice, ...fields } = stringFields(req.body);
    const checkout = this.checkoutOf(orderNumber, fields, res);
    if (!checkout) return;
    if (!this.allowed(choice, checkout)) {
      this.html(res, messagePage(checkout.lang, 'invalid'), HTTP_BAD_REQUEST);
      return;
    }
    const tradeNo = checkout.tradeNo ?? newSandboxTradeNo();
    const sent = notificationsFor(choice, checkout, tradeNo, this.parts.clock.now());
    for (const notification of sent) {
      if (!(await this.notify(checkout.notifyUrl, notification))) {
        this.html(res, messagePage(checkout.lang, 'notifyFailed'), HTTP_BAD_GATEWAY);
        return;
      }
    }
    const issued = sent.find((notification) => notification.outcome === 'code-issued');
    if (issued?.paymentCode !== undefined && issued.codeExpiresAt !== undefined) {
      const storeFields = sandboxCheckoutFields({ ...checkout, tradeNo }, this.secret()!);
      const code = {
        paymentCode: issued.paymentCode,
        codeExpiresAt: issued.codeExpiresAt,
        returnUrl: checkout.returnUrl,
      };
      this.html(res, storeCodePage(checkout.lang, checkout, code, this.action(orderNumber), storeFields));
      return;
    }
    res.redirect(HTTP_SEE_OTHER, checkout.returnUrl);
  }

  private secret(): string | null {
    return this.parts.payments.sandboxSecret;
  }

  private action(orderNumber: string): string {
    return `${SANDBOX_PAGE_PATH}/${encodeURIComponent(orderNumber)}`;
  }

  /** The signed checkout, or undefined once the answer (not found, or invalid) is sent. */
  private checkoutOf(
    orderNumber: string,
    fields: Record<string, string>,
    res: Response,
  ): SandboxCheckout | undefined {
    const secret = this.secret();
    if (secret === null) {
      res.status(HTTP_NOT_FOUND).end();
      return undefined;
    }
    try {
      const checkout = readSandboxCheckout(fields, secret);
      if (checkout.orderNumber === orderNumber) return checkout;
    } catch (error) {
      if (!(error instanceof PaymentSignatureError)) throw error;
      this.parts.logger.warn(`sandbox payment page refused for order ${orderNumber}: ${error.message}`);
    }
    this.html(res, messagePage(languageOf(fields.lang), 'invalid'), HTTP_BAD_REQUEST);
    return undefined;
  }

  /** A choice the page offered: "paid at the store" only for a code already issued, the others only before. */
  private allowed(choice: string | undefined, checkout: SandboxCheckout): choice is SandboxChoice {
    if (!SANDBOX_CHOICES.includes(choice as SandboxChoice)) return false;
    if (checkout.tradeNo !== undefined) return choice === 'store-paid';
    return choicesFor(checkout.paymentType).includes(choice as SandboxChoice);
  }

  /** Posts one signed notification to the shop, as a provider would; whether the shop took it. */
  private async notify(notifyUrl: string, notification: PaymentNotification): Promise<boolean> {
    try {
      const response = await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(sandboxNotificationBody(notification, this.secret()!)).toString(),
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      if (response.ok) return true;
      this.parts.logger.warn(`sandbox notification to ${notifyUrl} answered HTTP ${response.status}`);
    } catch (error) {
      this.parts.logger.warn(`sandbox notification to ${notifyUrl} failed: ${(error as Error).message}`);
    }
    return false;
  }

  private html(res: Response, body: string, status = 200): void {
    res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(body);
  }
}
