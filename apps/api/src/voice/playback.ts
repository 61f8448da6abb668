import type { Express, NextFunction, Request, Response } from 'express';
import { ResponseCode } from '@gps/contracts';
import { Collections } from '@gps/projections';
import type { Platform } from '../application/platform';
import { isRecordingId } from './voice-files';
import { voiceRecordingsOf } from './voice-recordings';

/**
 * GET /api/voice/<id>?exp=&sig=: the audio of one recording, for an <audio> element or a
 * download. The signed link is the whole authorisation (the list that handed it out checked the
 * caller); Range requests, ETag and HEAD come from express's sendFile.
 */
export function serveVoiceRecordings(app: Express, platform: Platform): void {
  app.get('/api/voice/:id', (req: Request, res: Response, next: NextFunction) => {
    play(platform, req, res).catch(next);
  });
}

async function play(platform: Platform, req: Request, res: Response): Promise<void> {
  const id = String(req.params.id);
  const voice = voiceRecordingsOf(platform);
  const now = platform.clock.now();
  const link = voice.links.check(id, req.query.exp, req.query.sig, now);
  // The signature is checked first, so a guessed id learns nothing about what exists.
  if (link === 'invalid') return refuse(res, 403, ResponseCode.ACCESS_DENIED, 'invalid link');
  if (link === 'expired') {
    return refuse(res, 403, ResponseCode.ACCESS_DENIED, 'the link has expired: list the recordings again');
  }
  const doc = isRecordingId(id) ? await platform.read.get(Collections.voiceRecordings, id) : undefined;
  if (!doc) return refuse(res, 404, ResponseCode.NOT_FOUND, 'no such recording');
  res.setHeader('Content-Type', doc.contentType);
  res.setHeader('Cache-Control', `private, max-age=${voice.links.secondsLeft(String(req.query.exp), now)}`);
  // Uploaded bytes: a browser must never second-guess the type and run them as a page.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', inlineNamed(doc.fileName));
  res.sendFile(voice.files.pathOf(id), { cacheControl: false }, (error) => {
    if (!error || res.headersSent) return;
    for (const header of ['Content-Type', 'Content-Disposition', 'Cache-Control']) res.removeHeader(header);
    const status = (error as { status?: number }).status ?? 500;
    if (status === 416) {
      // A range past the end: say how long the file is, as RFC 9110 asks.
      res.setHeader('Content-Range', `bytes */${doc.size}`);
      res.status(416).end();
    } else if (status === 404) {
      platform.logger.error(`voice recording ${id} has a row but no file`, error);
      refuse(res, 404, ResponseCode.NOT_FOUND, 'no such recording');
    } else {
      platform.logger.error(`serving voice recording ${id} failed`, error);
      res.status(status).end();
    }
  });
}

function refuse(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({ code, message });
}

/** RFC 6266: an ASCII fallback for old clients and the exact UTF-8 name for the rest. */
function inlineNamed(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // encodeURIComponent leaves ' ( ) * bare, which RFC 5987 does not allow in a value.
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
