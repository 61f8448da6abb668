export * from './payment-provider.port';
export { PaymentSignatureError } from './errors';
export { checkMacValue, dotNetUrlEncode, type EcpayKeys } from './ecpay/check-mac-value';
export { formatTaipeiTime, parseTaipeiTime } from './ecpay/taipei-time';
export { EcpayPaymentProvider } from './ecpay/ecpay-provider';
export { ecpayHost, type EcpaySettings } from './ecpay/ecpay-settings';
export {
  SandboxPaymentProvider,
  SANDBOX_TRADE_PREFIX,
  type SandboxSettings,
} from './sandbox/sandbox-provider';
export { readSandboxCheckout, sandboxCheckoutFields, type SandboxCheckout } from './sandbox/sandbox-checkout';
export { sandboxNotificationBody } from './sandbox/sandbox-notification';
export {
  choicesFor,
  newSandboxTradeNo,
  notificationsFor,
  SANDBOX_CHOICES,
  STORE_CODE_VALID_MS,
  type SandboxChoice,
} from './sandbox/sandbox-choices';
