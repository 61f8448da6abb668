import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { Kind, type DocumentNode } from 'graphql';
import { ResponseCode, VOICE_RECORDING_BASE64_MAX } from '@gps/contracts';
import type { Sessions } from '../sessions/sessions';
import { bearerToken } from '../graphql/context';
import type { OperationLimits } from '../graphql/limits/operation-limits';

const UPLOAD_CALL = 'uploadVoiceRecorderLogs';
/** What every other request may send: body-parser's '1mb'. */
const BODY_LIMIT = 1024 * 1024;
/** The base64 of the largest recording, and 1 MiB for the rest of the JSON (name, token, escapes). */
export const VOICE_UPLOAD_BODY_LIMIT = VOICE_RECORDING_BASE64_MAX + BODY_LIMIT;
const PAYLOAD_TOO_LARGE = 413;

/**
 * A 5 MiB recording is about 7 MB of base64 in JSON, more than the 1 MB every other call may send.
 * Registered before the general body parsers, which then leave these requests alone (a body is
 * parsed once). /api knows the call from the path (its token is in the body, so its body is read
 * first). GraphQL has one path: there a body over 1 MB is read only for a request whose
 * Authorization header carries an open session, checked before a byte of the body is read, and it
 * is then accepted only when the document is that one upload (docs/decisions/graphql-limits.md).
 * Anyone else's is left to the general 1 MB parser, which refuses it with 413 from its announced
 * length, or after 1 MB when it announces none.
 */
export function acceptVoiceUploads(
  app: Express,
  sessions: Pick<Sessions, 'current'>,
  limits: Pick<OperationLimits, 'parse'>,
): void {
  app.use(`/api/${UPLOAD_CALL}`, express.json({ limit: VOICE_UPLOAD_BODY_LIMIT, type: () => true }));
  const uploadBody = express.json({ limit: VOICE_UPLOAD_BODY_LIMIT, verify: noteLarge });
  app.use('/graphql', async (req: Request, res: Response, next: NextFunction) => {
    if (!mayBeLarge(req) || !(await signedIn(sessions, bearerToken(req.headers.authorization))))
      return next();
    uploadBody(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!large.has(req) || isOneUpload(req.body, limits)) return next();
      res.status(PAYLOAD_TOO_LARGE).json({
        code: ResponseCode.VALIDATION,
        message: `request body too large: only a document that is one ${UPLOAD_CALL} may be over 1 MB`,
      });
    });
  });
}

/** A POST that announces more than 1 MB, or announces nothing (chunked). */
function mayBeLarge(req: Request): boolean {
  if (req.method !== 'POST') return false;
  const length = req.headers['content-length'];
  return length === undefined || Number(length) > BODY_LIMIT;
}

async function signedIn(sessions: Pick<Sessions, 'current'>, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  try {
    await sessions.current(token);
    return true;
  } catch {
    return false;
  }
}

const large = new WeakSet<object>();

function noteLarge(req: object, _res: unknown, body: Buffer): void {
  if (body.length > BODY_LIMIT) large.add(req);
}

/**
 * The document is one mutation whose one root field is the upload. Fragment definitions may come
 * along: they can only be spread inside the upload's selection, the root holds the one field.
 */
function isOneUpload(body: unknown, limits: Pick<OperationLimits, 'parse'>): boolean {
  const query = (body as { query?: unknown } | null)?.query;
  if (typeof query !== 'string') return false;
  let document: DocumentNode;
  try {
    document = limits.parse(query);
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d) => d.kind !== Kind.FRAGMENT_DEFINITION);
  if (operations.length !== 1) return false;
  const [operation] = operations;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'mutation') return false;
  const [field, ...others] = operation.selectionSet.selections;
  return others.length === 0 && field.kind === Kind.FIELD && field.name.value === UPLOAD_CALL;
}
