/**
 * A notification whose signature does not verify, or that is not what the provider sends: nothing
 * may change because of it. The notification call logs it and answers an error.
 */
export class PaymentSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}
