import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { Context } from '@nestjs/graphql';
import type { Context as WsContext } from 'graphql-ws';
import type { RequestInfo } from '../request/dispatcher';
import { clientIp } from '../rest/request-info';

/** The GraphQL context: what the Dispatcher needs to know about the caller of each operation. */
export interface GraphqlContext {
  req: IncomingMessage;
  requestInfo: RequestInfo;
}

/** What Apollo's express integration hands the context function for an HTTP request. */
interface HttpContextInput {
  req: Request;
}

/** What graphql-ws hands it for an operation over a websocket (`extra` as set by graphql-ws/use/ws). */
type WsContextInput = WsContext<Record<string, unknown> | undefined, { request: IncomingMessage }>;

/** Resolver parameter: the RequestInfo to pass to `dispatcher.dispatch`. */
export const CallRequest = (): ParameterDecorator => Context('requestInfo');

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/** The document of an HTTP request: a POST's JSON body, or a GET's query string. */
function sourceOf(req: Request): unknown {
  const carrier: unknown = req.method === 'GET' ? req.query : req.body;
  return carrier && typeof carrier === 'object' ? (carrier as { query?: unknown }).query : undefined;
}

/**
 * Builds the context of each operation, over HTTP or over graphql-ws. Apollo builds an HTTP
 * request's context before it parses the document, and sends an error thrown here as its answer
 * with the error's HTTP status: so `checkSource` (the token and nesting limits) runs here, before
 * the parser. graphql-ws checks its documents itself (ws-server.ts).
 */
export function graphqlContext(trustProxy: boolean, checkSource: (source: string) => void) {
  return (input: HttpContextInput | WsContextInput): GraphqlContext => {
    if ('extra' in input) {
      const request = input.extra.request;
      const token = input.connectionParams?.authToken;
      return {
        req: request,
        requestInfo: {
          token: typeof token === 'string' && token ? token : undefined,
          // clientIp reads only the headers and the socket, which the upgrade request has too.
          ip: clientIp(request as Request, trustProxy),
        },
      };
    }
    const { req } = input;
    const source = sourceOf(req);
    if (typeof source === 'string') checkSource(source);
    const key = req.headers['idempotency-key'];
    return {
      req,
      requestInfo: {
        token: bearerToken(req.headers.authorization),
        ip: clientIp(req, trustProxy),
        // Same role as the /api body's requestId: a retried mutation is not applied twice.
        ...(typeof key === 'string' && key ? { requestId: key } : {}),
      },
    };
  };
}
