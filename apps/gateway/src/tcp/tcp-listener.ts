import net from 'node:net';
import type { Protocol } from '@gps/protocols';
import type { GatewayContext } from '../context';
import { admitConnection } from '../limits/admit-connection';
import { TcpConnection, type FrameHandler, type Framer } from './connection';

/** What a protocol plugs into the shared TCP listener. */
export interface TcpProtocol {
  protocol: Protocol;
  /** A fresh framer: each connection owns one, since TCP splits and merges frames anywhere. */
  framer(): Framer;
  handler(connection: TcpConnection): FrameHandler;
}

/** A TCP port for one protocol: accepts connections and closes them all gracefully on close(). */
export class TcpListener {
  private readonly server: net.Server;
  private readonly connections = new Set<TcpConnection>();

  constructor(
    private readonly ctx: GatewayContext,
    private readonly spec: TcpProtocol,
  ) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  /** Resolves with the port actually bound (useful with port 0). */
  listen(port: number, host: string | undefined): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error): void => reject(error);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        // Accept errors (EMFILE, ...) must not take the process down; the listener keeps going.
        this.server.on('error', (error) =>
          this.ctx.config.logger.error(`${this.spec.protocol} listener error`, error),
        );
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  async close(graceMs: number): Promise<void> {
    const stopped = new Promise<void>((resolve) => this.server.close(() => resolve()));
    await Promise.all([...this.connections].map((c) => c.shutdown(graceMs)));
    await stopped;
  }

  private accept(socket: net.Socket): void {
    const ticket = admitConnection(this.ctx, this.spec.protocol, socket);
    if (!ticket) return;
    try {
      const connection = new TcpConnection(socket, this.spec.protocol, this.spec.framer(), this.ctx, ticket);
      this.connections.add(connection);
      const handler = this.spec.handler(connection);
      connection.start({
        handle: (frame) => handler.handle(frame),
        handleAll: handler.handleAll && ((frames) => handler.handleAll!(frames)),
        closed: () => {
          this.connections.delete(connection);
          handler.closed();
        },
      });
    } catch (error) {
      this.ctx.config.logger.error(`${this.spec.protocol} connection could not be set up`, error);
      ticket.release();
      socket.destroy();
    }
  }
}
