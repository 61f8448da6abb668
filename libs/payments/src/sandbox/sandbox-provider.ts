import { PaymentProviderId, PaymentType } from '@gps/codes';
import { assertWholeAmount } from '../amounts';
import type {
  CheckoutForm,
  CheckoutRequest,
  PaymentNotification,
  PaymentProvider,
  ProviderAnswer,
  TradeRequest,
} from '../payment-provider.port';
import { sandboxCheckoutFields } from './sandbox-checkout';
import { readSandboxNotification } from './sandbox-notification';

export interface SandboxSettings {
  /** The server's sandbox secret (PAYMENT_SANDBOX_SECRET, or generated under DATA_DIR). */
  secret: string;
  /** Where the api serves the sandbox page: `<PUBLIC_URL>/pay/sandbox`. */
  pageUrl: string;
}

/** The prefix of the sandbox's trade numbers: a capture or refund of anything else is not ours. */
export const SANDBOX_TRADE_PREFIX = 'SB';

/**
 * The embedded payment provider (docs/decisions/payments.md): a page on our own server plays the
 * provider, so the whole flow runs with no account. It keeps no state of its own: the order does.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly id = PaymentProviderId.SANDBOX;

  constructor(private readonly settings: SandboxSettings) {}

  checkout(request: CheckoutRequest): CheckoutForm {
    assertWholeAmount(request.amount);
    if (request.paymentType === PaymentType.MANUAL) {
      throw new RangeError('a manual top-up is recorded by an administrator, never checked out');
    }
    return {
      action: `${this.settings.pageUrl}/${encodeURIComponent(request.orderNumber)}`,
      method: 'GET',
      fields: sandboxCheckoutFields(request, this.settings.secret),
    };
  }

  verifyNotification(body: Record<string, string>): PaymentNotification {
    return readSandboxNotification(body, this.settings.secret);
  }

  acknowledgement(): string {
    return 'OK';
  }

  /** The sandbox captures and refunds any of its own trades: it holds no money to run out of. */
  capture(request: TradeRequest): Promise<ProviderAnswer> {
    return Promise.resolve(this.answer(request));
  }

  refund(request: TradeRequest): Promise<ProviderAnswer> {
    return Promise.resolve(this.answer(request));
  }

  private answer(request: TradeRequest): ProviderAnswer {
    assertWholeAmount(request.amount);
    if (!request.tradeNo.startsWith(SANDBOX_TRADE_PREFIX)) {
      return {
        accepted: false,
        unanswered: false,
        reason: `trade ${request.tradeNo} is not a sandbox trade`,
      };
    }
    return { accepted: true };
  }
}
