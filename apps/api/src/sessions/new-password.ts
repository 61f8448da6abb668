import { checkNewPassword } from '@gps/domain';
import { hashSecret } from '../infrastructure/password-hasher';
import { sha256Hex } from '../infrastructure/tokens';

/**
 * What is stored for a password set by any call: the password is held to the policy with the name it
 * signs in with (-2 naming `password` otherwise), then stored exactly as before, scrypt of its SHA-256,
 * which is what sign-in sends (docs/decisions/passwords.md).
 */
export async function newPasswordHash(password: string, accountName: string): Promise<string> {
  return hashSecret(sha256Hex(checkNewPassword('password', password, accountName)));
}
