import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { Kind, parse, type DocumentNode } from 'graphql';
import { ResponseCode, VOICE_RECORDING_BASE64_MAX } from '@gps/contracts';

const UPLOAD_CALL = 'uploadVoiceRecorderLogs';
/** What every other request may send: body-parser's '1mb'. */
const BODY_LIMIT = 1024 * 1024;
/** The base64 of the largest recording, and 1 MiB for the rest of the JSON (name, token, escapes). */
export const VOICE_UPLOAD_BODY_LIMIT = VOICE_RECORDING_BASE64_MAX + BODY_LIMIT;

/**
 * A 5 MiB recording is about 7 MB of base64 in JSON, more than the 1 MB every other call may send.
 * Registered before the general body parsers, which then leave these requests alone (a body is
 * parsed once). /api knows the call from the path; GraphQL has one path, so there a body over 1 MB
 * is accepted only when the whole document is upload mutations.
 */
export function acceptVoiceUploads(app: Express): void {
  app.use(`/api/${UPLOAD_CALL}`, express.json({ limit: VOICE_UPLOAD_BODY_LIMIT, type: () => true }));
  app.use('/graphql', express.json({ limit: VOICE_UPLOAD_BODY_LIMIT, verify: noteLarge }), largeOnlyToUpload);
}

const large = new WeakSet<object>();

function noteLarge(req: object, _res: unknown, body: Buffer): void {
  if (body.length > BODY_LIMIT) large.add(req);
}

function largeOnlyToUpload(req: Request, res: Response, next: NextFunction): void {
  if (!large.has(req) || onlyUploads(req.body)) return next();
  res.status(413).json({ code: ResponseCode.VALIDATION, message: 'request body too large' });
}

/**
 * Every operation of the document is a mutation whose every root field is the upload. Fragment
 * definitions may come along (clients put the row's fields in one): a spread at the root is not a
 * field, so a fragment cannot smuggle another root field in.
 */
function onlyUploads(body: unknown): boolean {
  const query = (body as { query?: unknown } | null)?.query;
  if (typeof query !== 'string') return false;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d) => d.kind !== Kind.FRAGMENT_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every(
      (d) =>
        d.kind === Kind.OPERATION_DEFINITION &&
        d.operation === 'mutation' &&
        d.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value === UPLOAD_CALL),
    )
  );
}
