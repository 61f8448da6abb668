import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A personal field as stored: `pd1:<subject>:<generation>:<iv>:<ciphertext>:<tag>`, the last three
 * base64url. AES-256-GCM with a random 96-bit IV; the prefix up to the generation is the
 * additional authenticated data, so an envelope moved to another subject or generation fails to open.
 * The plaintext is the value's JSON, so any JSON value round-trips.
 */
export const ENVELOPE_PREFIX = 'pd1';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
/** The envelope's parts after the prefix that follow the subject: generation, iv, ciphertext, tag. */
const TAIL_PARTS = 4;

export interface EnvelopeHeader {
  subject: string;
  generation: number;
}

interface ParsedEnvelope extends EnvelopeHeader {
  aad: string;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

const headerOf = (subject: string, generation: number): string =>
  `${ENVELOPE_PREFIX}:${subject}:${generation}`;

export function seal(value: unknown, subject: string, generation: number, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const aad = headerOf(subject, generation);
  const cipher = createCipheriv(CIPHER, key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((b) => b.toString('base64url'));
  return `${aad}:${parts.join(':')}`;
}

/** The envelope's parts, or undefined when the value is not an envelope (plaintext of old events). */
function parse(value: unknown): ParsedEnvelope | undefined {
  if (typeof value !== 'string' || !value.startsWith(`${ENVELOPE_PREFIX}:`)) return undefined;
  const parts = value.split(':');
  if (parts.length < 2 + TAIL_PARTS) return undefined;
  // A subject may hold ':' (it is a stream name): it is everything between the prefix and the tail.
  const subject = parts.slice(1, -TAIL_PARTS).join(':');
  const [generationText, iv, ciphertext, tag] = parts.slice(-TAIL_PARTS);
  const generation = Number(generationText);
  if (!Number.isSafeInteger(generation) || generation < 1) return undefined;
  return {
    subject,
    generation,
    aad: headerOf(subject, generation),
    iv: Buffer.from(iv, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
  };
}

/** Whose key an envelope needs; undefined for a value that is not one. */
export function envelopeHeader(value: unknown): EnvelopeHeader | undefined {
  const parsed = parse(value);
  return parsed && { subject: parsed.subject, generation: parsed.generation };
}

/** The value sealed in the envelope; throws when the key is not the one it was sealed with. */
export function open(envelope: string, key: Buffer): unknown {
  const parsed = parse(envelope);
  if (!parsed) throw new Error('not a personal-data envelope');
  const decipher = createDecipheriv(CIPHER, key, parsed.iv);
  decipher.setAAD(Buffer.from(parsed.aad));
  decipher.setAuthTag(parsed.tag);
  const plaintext = Buffer.concat([decipher.update(parsed.ciphertext), decipher.final()]);
  return JSON.parse(plaintext.toString('utf8')) as unknown;
}
