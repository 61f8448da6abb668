import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import WebSocket from 'ws';
import { ResponseCode } from '@gps/contracts';

/** A UTF-16 code unit is at most 3 bytes of UTF-8: text this short is within any cap 3 times longer. */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/** Bytes of `text` in UTF-8, measured only when its length alone does not settle `max`. */
function overCap(text: string, max: number): number | undefined {
  if (text.length * MAX_UTF8_BYTES_PER_UNIT <= max) return undefined;
  const bytes = Buffer.byteLength(text);
  return bytes > max ? bytes : undefined;
}

/**
 * What replaces an answer over the cap: -2, as for any request that asks for more than the server
 * gives, with the figures (docs/decisions/graphql-limits.md). The work is done by then; the cap
 * keeps the serialised text, and everything built from it, from growing without bound.
 */
export function answerTooLarge(bytes: number, max: number): GraphQLFormattedError {
  return {
    message: `the answer is ${bytes} bytes, more than the limit of ${max}; ask for fewer rows or fields`,
    extensions: {
      code: ResponseCode.VALIDATION,
      httpStatus: 200,
      detail: { limit: 'answerBytes', max, found: bytes },
    },
  };
}

/** Apollo's `stringifyResult` with the cap: an HTTP answer over `max` bytes becomes the error alone. */
export function cappedStringify(max: number) {
  return (result: FormattedExecutionResult): string => {
    const text = `${JSON.stringify(result)}\n`;
    const bytes = overCap(text, max);
    return bytes === undefined ? text : `${JSON.stringify({ errors: [answerTooLarge(bytes, max)] })}\n`;
  };
}

/**
 * The head of the graphql-transport-ws messages that carry an answer: graphql-ws writes them as
 * JSON.stringify({ id, type, payload }), so the id (a JSON string) and the type come first.
 */
const ANSWER_HEAD = /^\{"id":("(?:[^"\\]|\\.)*"),"type":"(next|error)",/;
const HEAD_CHARS = 512;

/** The message to send instead of one over the cap: the same operation's error, in its own format. */
export function cappedMessage(message: string, max: number): string {
  const bytes = overCap(message, max);
  if (bytes === undefined) return message;
  const head = ANSWER_HEAD.exec(message.slice(0, HEAD_CHARS));
  // Only answers grow with the data; the protocol's other messages are a few bytes.
  if (!head) return message;
  const [, id, type] = head;
  const error = answerTooLarge(bytes, max);
  const payload = type === 'next' ? { errors: [error] } : [error];
  return `{"id":${id},"type":"${type}","payload":${JSON.stringify(payload)}}`;
}

/**
 * The websocket class of the GraphQL websocket server: every text it sends passes the cap, so each
 * answer is serialised once (by graphql-ws) and measured on the way out, not serialised twice.
 */
export function answerCappedSocket(max: number): typeof WebSocket {
  return class AnswerCappedSocket extends WebSocket {
    override send(data: unknown, ...rest: unknown[]): void {
      const capped = typeof data === 'string' ? cappedMessage(data, max) : data;
      (super.send as (...args: unknown[]) => void)(capped, ...rest);
    }
  };
}
