import { resolve } from 'node:path';
import type { GeocoderSettings } from '@gps/geocoder';
import { invoiceProviderConfig, type InvoiceProviderConfig } from '@gps/invoices';
import { loadGeocoderSettings } from './addresses/geocoder-config';
import { loadDeviceLinkConfig, type DeviceLinkConfig } from './device-link/device-link-config';
import { loadGraphqlSettings, type GraphqlSettings } from './graphql/limits/graphql-settings';
import { loadPaymentSettings, type PaymentSettings } from './payments/payment-config';
import { loadSignInConfig, type SignInConfig } from './sessions/sign-in-config';
import { timeZone, whole } from './infrastructure/env-values';

/** Every setting the platform reads, with its default. The README lists the same table. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  eventStoreUrl?: string;
  mongoUrl?: string;
  adminAccount: string;
  adminPassword?: string;
  sessionIdleSeconds: number;
  resetKeyTtlSeconds: number;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  webDist: string;
  /** Where Help leads (HELP_URL); unset, the web app's own help page (docs/decisions/help-and-device-replies.md). */
  helpUrl?: string;
  /** The platform's time zone (IANA): local times in exported files (docs/decisions/exports.md). */
  timeZone: string;
  /** Trust X-Forwarded-For for the caller's address (behind a reverse proxy). */
  trustProxy: boolean;
  /** The gateway, device timeouts and remote commands. */
  devices: DeviceLinkConfig;
  /** The GraphQL door's limits and introspection. */
  graphql: GraphqlSettings;
  /** Sign-in throttling and password-reset limits. */
  signIn: SignInConfig;
  /** The online geocoding provider, if any (GEOCODER_GOOGLE_KEY, GEOCODER_NOMINATIM_URL); none: the embedded atlas. */
  geocoding: GeocoderSettings;
  /** The payment provider (PAYMENT_PROVIDER: sandbox or ecpay; docs/decisions/payments.md). */
  payments: PaymentSettings;
  /** The e-invoice provider: the sandbox, or ECPay (docs/decisions/invoices.md). */
  invoices: InvoiceProviderConfig;
}

/** Taiwan's: the spec's customers are there. */
const DEFAULT_TIME_ZONE = 'Asia/Taipei';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = whole(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    mongoUrl: env.MONGO_URL || undefined,
    adminAccount: env.ADMIN_ACCOUNT || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionIdleSeconds: whole(env, 'SESSION_IDLE_SECONDS', 900),
    resetKeyTtlSeconds: whole(env, 'RESET_KEY_TTL_SECONDS', 3600),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'GPS Tracking <no-reply@localhost>',
    webDist: resolve(env.WEB_DIST || resolve(__dirname, '../../web/dist')),
    helpUrl: env.HELP_URL || undefined,
    timeZone: timeZone(env, 'TIME_ZONE', DEFAULT_TIME_ZONE),
    trustProxy: env.TRUST_PROXY === '1',
    devices: loadDeviceLinkConfig(env),
    graphql: loadGraphqlSettings(env),
    signIn: loadSignInConfig(env),
    geocoding: loadGeocoderSettings(env),
    payments: loadPaymentSettings(env),
    invoices: invoiceProviderConfig(env),
  };
}
