import type { CodecError, DeviceMessage } from '../types';
import { draftToMessage, type OsmAndDraft } from './build';
import { draftFromFlatObject, draftsFromClient9, isJsonObject } from './json';
import { draftFromParams, type OsmAndSpeedUnit, type ParamOptions, type ParamPair } from './params';

/** The parts of an HTTP request the OsmAnd decoder needs; the gateway's HTTP server supplies them. */
export interface OsmAndRequest {
  method: string;
  /** Parsed query string: URLSearchParams, or a record such as Express/Nest `req.query`. */
  query?: URLSearchParams | Record<string, string | readonly string[] | undefined>;
  contentType?: string;
  body?: string | Uint8Array;
}

export interface OsmAndDecodeOptions {
  /** Unit of `speed` in query/form/flat-JSON requests (Traccar's osmand.speed). Default 'kn'. */
  speedUnit?: OsmAndSpeedUnit;
  /** Offset of the server's zone for `yyyy-MM-dd HH:mm:ss` timestamps, in minutes. Default 0 (UTC). */
  localTimezoneOffsetMinutes?: number;
  /** Used when a request has no timestamp. Default: the current time. */
  now?: Date;
  /** Larger bodies are refused with 413. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Most fixes accepted from one JSON array. Default 1000. */
  maxBatch?: number;
}

/** query: URI parameters; form: urlencoded body; json: Client 9 object; json_array: SDK uploadJson. */
export type OsmAndMode = 'query' | 'form' | 'json' | 'json_array';

export interface OsmAndRejected {
  index: number;
  error: CodecError;
}

export type OsmAndDecodeResult =
  | {
      ok: true;
      /** What to answer once the messages are stored durably. */
      status: 200;
      mode: OsmAndMode;
      messages: DeviceMessage[];
      /** Array elements that were skipped (json_array only); the rest were accepted. */
      rejected: OsmAndRejected[];
      /** What to answer instead when the server does not know the device (reference §2.3). */
      unknownDeviceStatus: 400 | 404;
      /** Query/form clients read one queued command from the 200 body; JSON clients do not. */
      responseMayCarryCommand: boolean;
    }
  | { ok: false; status: 400 | 405 | 413; error: CodecError };

const DEFAULT_MAX_BODY = 1024 * 1024;
const DEFAULT_MAX_BATCH = 1000;

/** Decode one OsmAnd / Traccar Client request. Never throws. */
export function decodeOsmAnd(request: OsmAndRequest, options: OsmAndDecodeOptions = {}): OsmAndDecodeResult {
  try {
    return decodeRequest(request, options);
  } catch (e) {
    return reject(
      400,
      'bad_request',
      `internal decoder error: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

function reject(status: 400 | 405 | 413, code: CodecError['code'], message: string): OsmAndDecodeResult {
  return { ok: false, status, error: { code, message } };
}

function decodeRequest(request: OsmAndRequest, options: OsmAndDecodeOptions): OsmAndDecodeResult {
  const method = typeof request.method === 'string' ? request.method.toUpperCase() : '';
  if (method !== 'GET' && method !== 'POST')
    return reject(405, 'unsupported', `method ${method} not accepted`);
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const body = request.body ?? '';
  const bodyBytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (bodyBytes > maxBody) return reject(413, 'too_large', `body larger than ${maxBody} bytes`);
  const bodyText =
    typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.length).toString('utf8');

  const paramOptions: ParamOptions = {
    speedUnit: options.speedUnit ?? 'kn',
    localOffsetMinutes: options.localTimezoneOffsetMinutes ?? 0,
  };
  const now = options.now ?? new Date();
  const contentType = (request.contentType ?? '').trim().toLowerCase();
  if (contentType.startsWith('application/json')) return decodeJsonBody(bodyText, paramOptions, now, options);

  let pairs = queryPairs(request.query);
  let mode: OsmAndMode = 'query';
  if (pairs.length === 0) {
    // Traccar reads the body as a form when the URI has no parameters, whatever the content type.
    pairs = [...new URLSearchParams(bodyText)];
    mode = 'form';
  }
  const draft = draftFromParams(pairs, paramOptions);
  if (!draft.ok) return reject(400, draft.error.code, draft.error.message);
  return accepted(mode, [draftToMessage(draft.draft, now)], [], 400);
}

function accepted(
  mode: OsmAndMode,
  messages: DeviceMessage[],
  rejected: OsmAndRejected[],
  unknownDeviceStatus: 400 | 404,
): OsmAndDecodeResult {
  return {
    ok: true,
    status: 200,
    mode,
    messages,
    rejected,
    unknownDeviceStatus,
    responseMayCarryCommand: mode === 'query' || mode === 'form',
  };
}

function decodeJsonBody(
  text: string,
  paramOptions: ParamOptions,
  now: Date,
  options: OsmAndDecodeOptions,
): OsmAndDecodeResult {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return reject(400, 'bad_request', 'body is not valid JSON');
  }
  if (Array.isArray(root))
    return decodeJsonArray(root, paramOptions, now, options.maxBatch ?? DEFAULT_MAX_BATCH);
  if (!isJsonObject(root)) return reject(400, 'bad_request', 'JSON body must be an object or an array');
  if ('location' in root || 'device_id' in root) {
    const drafts = draftsFromClient9(root, paramOptions);
    if (!drafts.ok) return reject(400, drafts.error.code, drafts.error.message);
    return accepted('json', toMessages(drafts.drafts, now), [], 404);
  }
  const draft = draftFromFlatObject(root, paramOptions);
  if (!draft.ok) return reject(400, draft.error.code, draft.error.message);
  return accepted('json', [draftToMessage(draft.draft, now)], [], 400);
}

/**
 * The SDK's uploadJson batch. Good elements are accepted and bad ones reported: answering 400 for
 * one bad element would make the client resend the whole batch forever.
 */
function decodeJsonArray(
  items: unknown[],
  paramOptions: ParamOptions,
  now: Date,
  maxBatch: number,
): OsmAndDecodeResult {
  if (items.length === 0) return reject(400, 'missing_field', 'JSON array is empty');
  if (items.length > maxBatch) return reject(413, 'too_large', `more than ${maxBatch} fixes in one request`);
  const messages: DeviceMessage[] = [];
  const rejected: OsmAndRejected[] = [];
  items.forEach((item, index) => {
    const draft = isJsonObject(item)
      ? draftFromFlatObject(item, paramOptions)
      : {
          ok: false as const,
          error: { code: 'bad_request' as const, message: 'array element is not an object' },
        };
    if (draft.ok) messages.push(draftToMessage(draft.draft, now));
    else rejected.push({ index, error: draft.error });
  });
  if (messages.length === 0)
    return reject(400, rejected[0].error.code, `no valid fix: ${rejected[0].error.message}`);
  return accepted('json_array', messages, rejected, 400);
}

function toMessages(drafts: OsmAndDraft[], now: Date): DeviceMessage[] {
  return drafts.map((d) => draftToMessage(d, now));
}

function queryPairs(query: OsmAndRequest['query']): ParamPair[] {
  if (!query) return [];
  if (query instanceof URLSearchParams) return [...query];
  const pairs: ParamPair[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') pairs.push([key, value]);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') pairs.push([key, v]);
  }
  return pairs;
}
