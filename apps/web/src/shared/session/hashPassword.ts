import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The app never sends a plain password: it sends the lowercase hex SHA-256 of its UTF-8 bytes. */
export function hashPassword(plain: string): string {
  return bytesToHex(sha256(utf8ToBytes(plain)));
}
