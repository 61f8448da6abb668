import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Sign-in sends the lowercase hex SHA-256 of the password's UTF-8 bytes, never the password. Forms
 * that set a password send it as typed instead, so the server can hold it to the policy
 * (docs/decisions/passwords.md).
 */
export function hashPassword(plain: string): string {
  return bytesToHex(sha256(utf8ToBytes(plain)));
}
