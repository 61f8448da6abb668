import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file under DATA_DIR that keeps the generated sandbox secret across restarts. */
export const SANDBOX_SECRET_FILE = 'payment-sandbox.secret';
/** 256 bits, as the HMAC's own block of SHA-256 wants at least. */
const SECRET_BYTES = 32;

/**
 * The sandbox's signing secret: PAYMENT_SANDBOX_SECRET when set, else the one kept under DATA_DIR,
 * generated on first use (readable by the server's user only). Kept, so a checkout page opened
 * before a restart still verifies after it.
 */
export function sandboxSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = join(dataDir, SANDBOX_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
