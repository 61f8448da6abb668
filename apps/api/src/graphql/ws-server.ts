import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, getOperationAST, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { CloseCode, type Context as WsContext, type SubscribePayload } from 'graphql-ws';
import type { Extra } from 'graphql-ws/dist/use/ws';
import { WebSocketServer } from 'ws';
import { toApiError, type ApiError } from '../request/api-error';
import type { Sessions } from '../sessions/sessions';
import type { Logger } from '../infrastructure/logger';
import type { GraphqlContext } from './context';
import { wsErrorFormatting } from './format-error';
import { answerCappedSocket } from './limits/answer-size';
import type { GraphqlLimits } from './limits/graphql-settings';
import type { OperationLimits } from './limits/operation-limits';

// graphql-ws publishes its ws binding only through package.json "exports", which TypeScript's
// "node" module resolution (tsconfig.base.json) does not read: the module is required by its public
// name, its types read from the file they point to.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { useServer } = require('graphql-ws/use/ws') as typeof import('graphql-ws/dist/use/ws');

type Context = WsContext<Record<string, unknown> | undefined, Extra>;

export interface GraphqlWsOptions {
  path: string;
  schema: GraphQLSchema;
  limits: GraphqlLimits;
  operationLimits: OperationLimits;
  sessions: Pick<Sessions, 'current'>;
  context: (ctx: Context) => GraphqlContext;
  logger: Pick<Logger, 'error'>;
}

/** A close frame's reason is at most 123 bytes (RFC 6455). */
const CLOSE_REASON_MAX = 123;

function tokenOf(ctx: Context): string | undefined {
  const token = ctx.connectionParams?.authToken;
  return typeof token === 'string' && token ? token : undefined;
}

/** The session's failure (its code and message), or undefined while the session is open. */
async function sessionFailure(
  sessions: GraphqlWsOptions['sessions'],
  logger: GraphqlWsOptions['logger'],
  token: string | undefined,
): Promise<ApiError | undefined> {
  try {
    await sessions.current(token);
    return undefined;
  } catch (error) {
    const failure = toApiError(error);
    if (failure !== error) logger.error('graphql-ws session check failed', error);
    return failure;
  }
}

/**
 * The GraphQL websocket (graphql-transport-ws), owned here rather than by Nest's driver, which
 * offers no message-size limit. What it takes before anything is parsed
 * (docs/decisions/graphql-limits.md):
 * - each message is at most `wsMaxMessageBytes` (ws closes with 1009 as soon as a frame's header
 *   announces more, before reading it);
 * - connection_init must carry a session's token (`authToken`): without one, or with one whose
 *   session has ended, the socket is closed with 4403 and the session's code and message as the
 *   reason; a socket that sends no connection_init within `wsInitTimeoutMs` is closed with 4408,
 *   and a subscribe before the acknowledgement with 4401 (graphql-ws);
 * - every subscribe checks the session again, then passes the same limits as HTTP requests;
 * - every answer is at most `maxAnswerBytes` (answer-size.ts).
 */
export function serveGraphqlWs(httpServer: Server, options: GraphqlWsOptions): { dispose(): Promise<void> } {
  const { limits, operationLimits, schema, sessions, logger } = options;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.wsMaxMessageBytes,
    WebSocket: answerCappedSocket(limits.maxAnswerBytes),
  });

  const onConnect = async (ctx: Context): Promise<boolean> => {
    const failure = await sessionFailure(sessions, logger, tokenOf(ctx));
    if (!failure) return true;
    ctx.extra.socket.close(
      CloseCode.Forbidden,
      `${failure.code} ${failure.message}`.slice(0, CLOSE_REASON_MAX),
    );
    return false;
  };

  const onSubscribe = async (
    ctx: Context,
    _id: string,
    payload: SubscribePayload,
  ): Promise<ExecutionArgs | readonly GraphQLError[]> => {
    // The session may have ended since connection_init: nothing of its documents is read then.
    const failure = await sessionFailure(sessions, logger, tokenOf(ctx));
    if (failure) return [new GraphQLError(failure.message, { originalError: failure })];
    try {
      const document = operationLimits.parse(payload.query);
      const invalid = operationLimits.validate(schema, document);
      if (invalid.length > 0) return invalid;
      if (!getOperationAST(document, payload.operationName)) {
        return [new GraphQLError('the document has several operations and no operationName names one')];
      }
      operationLimits.checkCost(schema, document, payload.operationName, payload.variables);
      return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
    } catch (error) {
      if (error instanceof GraphQLError) return [error];
      throw error;
    }
  };

  const server = useServer(
    {
      schema,
      context: options.context,
      connectionInitWaitTimeout: limits.wsInitTimeoutMs,
      onConnect,
      onSubscribe,
      ...wsErrorFormatting(logger),
    },
    wss,
  );

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // The only websocket endpoint: another path's upgrade would otherwise hold its socket open.
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== options.path) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  httpServer.on('upgrade', onUpgrade);
  return {
    async dispose() {
      httpServer.off('upgrade', onUpgrade);
      await server.dispose();
    },
  };
}
