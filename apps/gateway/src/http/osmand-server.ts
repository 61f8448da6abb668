import http from 'node:http';
import type net from 'node:net';
import { decodeOsmAnd, gt06CommandText, type DeviceMessage } from '@gps/protocols';
import { outboxFailed, settleDelivery } from '../commands/command-pump';
import type { GatewayContext } from '../context';
import type { PendingCommand } from '../ingest-port';
import { admitConnection } from '../limits/admit-connection';
import { messageOf } from '../logger';
import { refuseUnknown } from '../unknown/refuse-unknown';
import { KeyedChain } from './keyed-chain';
import { readBody } from './read-body';

/** Node's own period for checking request deadlines; shorter when the login timeout is short. */
const MAX_CHECK_INTERVAL_MS = 30_000;
/** Deadlines are checked this many times per login timeout (a silent client lives at most 1.25 of it). */
const CHECKS_PER_TIMEOUT = 4;

interface Answer {
  status: number;
  body: string;
  /** Close the connection after answering (the request body was not read to its end). */
  close?: boolean;
  /** Runs once the response has been handed to the network, e.g. to mark a command as sent. */
  afterSent?: () => Promise<void>;
}

/**
 * The OsmAnd / Traccar Client listener (HTTP, default port 5055, any path). HTTP has no session:
 * each request names its device, is refused as a whole when the device is unknown, and is answered
 * 200 only after every message in it is durable. A query/form client may get one pending command
 * in the 200 body; JSON clients cannot read one.
 */
export class OsmAndListener {
  private readonly server: http.Server;
  private readonly chain = new KeyedChain();

  constructor(private readonly ctx: GatewayContext) {
    const { loginTimeoutMs, osmand } = ctx.config;
    this.server = http.createServer(
      {
        // The HTTP form of the login timeout: a client that connects must send its request's
        // headers within it, and the whole request within requestTimeoutMs.
        headersTimeout: Math.min(loginTimeoutMs, osmand.requestTimeoutMs),
        requestTimeout: osmand.requestTimeoutMs,
        connectionsCheckingInterval: Math.min(
          MAX_CHECK_INTERVAL_MS,
          Math.max(1, Math.floor(loginTimeoutMs / CHECKS_PER_TIMEOUT)),
        ),
      },
      (req, res) => void this.serve(req, res),
    );
    // After Node's own listener: a refused socket is destroyed before it is read.
    this.server.on('connection', (socket: net.Socket) => {
      const ticket = admitConnection(ctx, 'osmand', socket);
      if (ticket) socket.once('close', () => ticket.release());
    });
    this.server.on('clientError', (error: Error & { code?: string }, socket: net.Socket) => {
      if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
        ctx.metrics.count('osmand', 'loginTimeouts');
        if (socket.writable) socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
        else socket.destroy();
        return;
      }
      // Not HTTP at all: a device pointed at the wrong port, or a scanner.
      ctx.metrics.count('osmand', 'decodeErrors');
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      else socket.destroy();
    });
  }

  listen(port: number, host: string | undefined): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error): void => reject(error);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        this.server.on('error', (error) => this.ctx.config.logger.error('osmand listener error', error));
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  /** Stop accepting; requests in progress finish (their records are already under way), idle keep-alives close. */
  async close(graceMs: number): Promise<void> {
    const stopped = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    const cut = setTimeout(() => this.server.closeAllConnections(), graceMs);
    await stopped;
    clearTimeout(cut);
  }

  private async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const { metrics, config } = this.ctx;
    metrics.count('osmand', 'connections');
    metrics.count('osmand', 'open');
    res.once('close', () => metrics.count('osmand', 'open', -1));
    let answer: Answer;
    try {
      answer = await this.answer(req);
    } catch (error) {
      config.logger.error('osmand request failed', error);
      answer = { status: 500, body: 'internal error', close: true };
    }
    if (res.headersSent || res.destroyed) return;
    try {
      res.statusCode = answer.status;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      if (answer.close) res.setHeader('connection', 'close');
      const afterSent = answer.afterSent;
      if (afterSent) res.once('finish', () => void afterSent());
      res.end(answer.body);
    } catch (error) {
      config.logger.error('osmand response failed', error);
      res.destroy();
    }
  }

  private async answer(req: http.IncomingMessage): Promise<Answer> {
    const { ingest, metrics, config } = this.ctx;
    const receivedAt = config.clock();
    const read = await readBody(req, config.osmand.maxBodyBytes);
    if (!read.ok) {
      metrics.count('osmand', 'decodeErrors');
      return { status: 413, body: 'request body too large', close: true };
    }
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const decoded = decodeOsmAnd(
      {
        method: req.method ?? '',
        query: url.searchParams,
        contentType: req.headers['content-type'],
        body: read.body,
      },
      {
        now: new Date(receivedAt),
        maxBodyBytes: config.osmand.maxBodyBytes,
        speedUnit: config.osmand.speedUnit,
        localTimezoneOffsetMinutes: config.osmand.localTimezoneOffsetMinutes,
      },
    );
    if (!decoded.ok) {
      metrics.count('osmand', 'decodeErrors');
      return { status: decoded.status, body: decoded.error.message };
    }
    // Bad elements of a JSON batch are skipped, the rest accepted (the codec's rule); count them.
    if (decoded.rejected.length > 0) metrics.count('osmand', 'decodeErrors', decoded.rejected.length);

    const bySerial = groupBySerial(decoded.messages);
    for (const serial of bySerial.keys()) {
      let known: boolean;
      try {
        // OsmAnd's codec takes no model: only whether the device is provisioned matters here.
        known = (await ingest.identify(serial)) !== undefined;
      } catch (error) {
        metrics.count('osmand', 'lookupFailures');
        config.logger.warn('device lookup failed', { serial, protocol: 'osmand', error: messageOf(error) });
        return { status: 503, body: 'try again later' };
      }
      if (!known) {
        refuseUnknown(this.ctx, serial, 'osmand', req.socket.remoteAddress);
        return { status: decoded.unknownDeviceStatus, body: 'unknown device' };
      }
    }

    try {
      for (const [serial, messages] of bySerial) {
        await this.chain.run(serial, async () => {
          for (const message of messages) {
            metrics.count('osmand', 'messages');
            await ingest.record(serial, message, receivedAt);
          }
        });
      }
    } catch (error) {
      metrics.count('osmand', 'recordFailures');
      config.logger.warn('recording an OsmAnd request failed; answered 503', { error: messageOf(error) });
      // 5xx: the clients keep the fix and send it again.
      return { status: 503, body: 'not stored, send again' };
    }
    metrics.count('osmand', 'acks');
    const [only] = bySerial.keys();
    if (!decoded.responseMayCarryCommand || bySerial.size !== 1) return { status: 200, body: '' };
    return this.withCommand(only);
  }

  /** A 200 whose body is the first pending command the device can take, as GT06-style text. */
  private async withCommand(serial: string): Promise<Answer> {
    let pending: PendingCommand[];
    try {
      pending = await this.ctx.outbox.pending(serial);
    } catch (error) {
      outboxFailed(this.ctx, 'osmand', serial, 'pending', error);
      return { status: 200, body: '' };
    }
    for (const command of pending) {
      const mapped = gt06CommandText(command.command);
      if (!mapped.ok) {
        await settleDelivery(this.ctx, 'osmand', serial, command, {
          kind: 'unsupported',
          error: mapped.error,
        });
        continue;
      }
      const sent = {
        commandId: command.commandId,
        at: this.ctx.config.clock(),
        protocol: 'osmand' as const,
        text: mapped.text,
      };
      return {
        status: 200,
        body: mapped.text,
        afterSent: () => settleDelivery(this.ctx, 'osmand', serial, command, { kind: 'sent', sent }),
      };
    }
    return { status: 200, body: '' };
  }
}

function groupBySerial(messages: readonly DeviceMessage[]): Map<string, DeviceMessage[]> {
  const groups = new Map<string, DeviceMessage[]>();
  for (const message of messages) {
    const group = groups.get(message.deviceId);
    if (group) group.push(message);
    else groups.set(message.deviceId, [message]);
  }
  return groups;
}
