import { timingSafeEqual } from 'node:crypto';

/** Whether two signatures are equal, in a time that does not tell an attacker how much of one matched. */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
