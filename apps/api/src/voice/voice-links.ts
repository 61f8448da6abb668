import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a playback link works: long enough to listen, short enough that a copied link dies. */
export const VOICE_LINK_TTL_SECONDS = 3600;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * Signed playback links `/api/voice/<id>?exp=<epoch s>&sig=<HMAC-SHA256(id.exp)>`. An <audio>
 * element cannot send an Authorization header, and the session token in a URL would leak into
 * logs and history; a link that opens one recording for an hour leaks much less. The key lives in
 * memory only: after a restart old links simply stop working, and the list hands out new ones.
 */
export class VoiceLinks {
  private readonly key = randomBytes(32);

  constructor(private readonly ttlSeconds = VOICE_LINK_TTL_SECONDS) {}

  /** A path relative to the server, so it works behind whatever host and proxy the client used. */
  urlFor(recordingId: string, nowMs: number): string {
    const exp = Math.floor(nowMs / 1000) + this.ttlSeconds;
    return `/api/voice/${encodeURIComponent(recordingId)}?exp=${exp}&sig=${this.signature(recordingId, exp)}`;
  }

  check(recordingId: string, exp: unknown, sig: unknown, nowMs: number): LinkCheck {
    if (typeof exp !== 'string' || !/^[0-9]{1,12}$/.test(exp) || typeof sig !== 'string') return 'invalid';
    const expected = Buffer.from(this.signature(recordingId, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Math.floor(nowMs / 1000) < Number(exp) ? 'valid' : 'expired';
  }

  /** Seconds the link has left (0 once expired), for the response's cache lifetime. */
  secondsLeft(exp: string, nowMs: number): number {
    return Math.max(0, Number(exp) - Math.floor(nowMs / 1000));
  }

  private signature(recordingId: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${recordingId}.${exp}`).digest('base64url');
  }
}
