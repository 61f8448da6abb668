import { FIELD_ERROR_CODES, REFUSAL_REASONS } from '@gps/codes';
import { isFileAnswer, REQUEST_ID_MAX_LENGTH, REQUEST_ID_PATTERN, type FileAnswer } from '@gps/contracts';
import type { Operation } from '../request/operation';
import { jsonSchemaOf, namedSchemas } from './openapi-schemas';

const ENVELOPE_DOC =
  'Every call answers HTTP 200 with {code, message, data}. code 0 is success; -1 failure, -2 validation, -3 not found, ' +
  '-4 access denied, -5 conflict, -6 wrong account or password, -7 too many attempts, -8 no session token, -9 session ' +
  'expired (idle 900 s), -10 invalid token (also after logout), -11 account suspended or removed. A body that is not JSON answers ' +
  'HTTP 400, a body over 1 MB HTTP 413, both with the same envelope. Lists answer data: {total, rows}. Time fields are epoch ' +
  'microseconds. Sign-in sends the lowercase hex SHA-256 of the typed password (UTF-8); a call that sets a password sends ' +
  'the password itself, held to the password policy (at least 8 characters, not the account name, not one character ' +
  'repeated, not a common password; a 64-character lowercase hex digest is refused). The server stores only a salted ' +
  'scrypt hash of the digest. A refusal carries its details in data (ErrorData): -2 lists every failing field ' +
  'in data.issues, each with a stable code (FieldErrorCode); -3, -4 and -5 say which refusal it was in data.reason ' +
  '(RefusalReason). Clients word these in their own language; message is English for logs.';

/** What a failed call's `data` holds (docs/decisions/validation-errors.md). */
const ERROR_SCHEMAS = {
  FieldErrorCode: {
    type: 'string',
    enum: [...FIELD_ERROR_CODES],
    description: 'What is wrong with a field.',
  },
  RefusalReason: { type: 'string', enum: [...REFUSAL_REASONS], description: 'Which refusal it was.' },
  InputIssue: {
    type: 'object',
    required: ['field', 'code', 'message'],
    properties: {
      field: {
        type: 'string',
        description: "The field's path as the call names it, e.g. ownerPhone or rows.2.name.",
      },
      code: { $ref: '#/components/schemas/FieldErrorCode' },
      params: {
        type: 'object',
        description: 'The figures of the rule: min, max (lengths, sizes), choices.',
        additionalProperties: { type: ['string', 'number'] },
      },
      message: { type: 'string', description: 'English wording, for logs.' },
    },
  },
  ErrorData: {
    type: 'object',
    properties: {
      issues: { type: 'array', items: { $ref: '#/components/schemas/InputIssue' }, description: 'Of a -2.' },
      reason: { $ref: '#/components/schemas/RefusalReason' },
      retryAfterSeconds: { type: 'integer', description: 'Of a -7: when the next attempt may come.' },
    },
  },
  Refusal: {
    type: 'object',
    required: ['code', 'message'],
    description: 'The envelope of a refused call.',
    properties: {
      code: { type: 'integer' },
      message: { type: 'string' },
      data: { $ref: '#/components/schemas/ErrorData' },
    },
  },
};

function accessText(op: Operation): string {
  const a = op.access;
  if ('public' in a && a.public) return 'No session needed.';
  const parts: string[] = [];
  if (a.admin === 'any') parts.push('any administrator');
  else if (a.admin)
    parts.push(
      `administrators with ${[a.admin]
        .flat()
        .map((r) => `function ${r.functionId} ${r.right}`)
        .join(' or ')}`,
    );
  if (a.clients?.length) parts.push(`client accounts (${a.clients.join(', ')}) within their own fleet`);
  return `Needs userToken. Allowed: ${parts.join('; ')}.`;
}

/** A call that answers no data (NO_DATA in libs/contracts). */
const NO_DATA_SCHEMA = 'NoData';
const NO_DATA = { type: ['boolean', 'null'], description: 'The call answers no data: true (or null).' };

/** A success's `data`: the call's output schema, or NoData. */
function dataOf(output: Exclude<Operation['call']['output'], FileAnswer>): Record<string, unknown> {
  return output ? jsonSchemaOf(output, 'output') : { $ref: `#/components/schemas/${NO_DATA_SCHEMA}` };
}

/** The 200 answer of a call: the envelope, or the file with the envelope for a refusal. */
function answerOf(op: Operation): Record<string, unknown> {
  const output = op.call.output;
  if (!isFileAnswer(output))
    return {
      description: 'The envelope; on success (code 0) data holds the answer.',
      content: { 'application/json': { schema: envelopeWith(dataOf(output)) } },
    };
  const file = { schema: { type: 'string', format: 'binary' } };
  return {
    description:
      `${output.file.description} On success the file itself, streamed, with Content-Disposition: attachment ` +
      'and its file name (RFC 6266, filename* for non-ASCII names); a refusal is the JSON envelope with its code, ' +
      'decided before any byte of the file. Tell them apart by Content-Type.',
    content: {
      ...Object.fromEntries(output.file.mediaTypes.map((type) => [type, file])),
      'application/json': { schema: { $ref: '#/components/schemas/Refusal' } },
    },
  };
}

function envelopeWith(data: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _schema, ...schema } = data;
  return {
    type: 'object',
    required: ['code', 'message'],
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data: schema },
  };
}

/** The OpenAPI 3.1 document of the /api door, built from the operations and their zod schemas. */
export function openApiDocument(operations: readonly Operation[], version: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const op of operations) {
    const input = jsonSchemaOf(op.call.input, 'input');
    const isPublic = 'public' in op.access && op.access.public;
    const properties = { ...((input.properties as Record<string, unknown>) ?? {}) };
    if (!isPublic) {
      properties.userToken = { type: 'string', description: 'Session token from login or loginAccount.' };
      properties.requestId = {
        type: 'string',
        minLength: 1,
        maxLength: REQUEST_ID_MAX_LENGTH,
        pattern: REQUEST_ID_PATTERN.source,
        description:
          'Optional idempotency key, your own: a call retried with the same id writes nothing twice and answers as before. ' +
          `1 to ${REQUEST_ID_MAX_LENGTH} visible ASCII characters (a UUID fits); any other key answers -2.`,
      };
    }
    paths[`/api/${op.call.name}`] = {
      post: {
        operationId: op.call.name,
        summary: op.call.summary,
        description: accessText(op),
        tags: [op.call.kind],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                ...input,
                properties,
                required: [...((input.required as string[]) ?? []), ...(isPublic ? [] : ['userToken'])],
              },
            },
          },
        },
        responses: {
          '200': answerOf(op),
          '400': { $ref: '#/components/responses/Envelope' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'GPS tracking platform /api', version, description: ENVELOPE_DOC },
    paths,
    components: {
      schemas: { ...namedSchemas(), [NO_DATA_SCHEMA]: NO_DATA, ...ERROR_SCHEMAS },
      responses: {
        Envelope: {
          description: 'The response envelope.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
        },
      },
    },
  };
}
