import { EventEmitter } from 'node:events';
import type net from 'node:net';
import { H02Framer } from '@gps/protocols';
import {
  createGatewayContext,
  resolveConfig,
  silentLogger,
  TcpConnection,
  type GatewayContext,
} from '../src';
import { FakeIngest, FakeOutbox } from './support/fakes';
import { Gate } from './support/wait';

/**
 * A socket whose kernel buffer the test controls: with `acceptWrites` off, the first write fills it
 * (write returns false, writableNeedDrain) until the test calls drain(). Real loopback buffers hold
 * megabytes, so this is the only way to make a device "not read its acks" deterministically.
 */
class FakeSocket extends EventEmitter {
  remoteAddress = '10.0.0.1';
  remotePort = 4242;
  destroyed = false;
  writable = true;
  writableNeedDrain = false;
  isPaused = false;
  ended = false;
  acceptWrites = true;
  readonly written: string[] = [];

  setNoDelay(): this {
    return this;
  }
  setTimeout(): this {
    return this;
  }
  pause(): this {
    this.isPaused = true;
    return this;
  }
  resume(): this {
    this.isPaused = false;
    return this;
  }
  write(data: Buffer): boolean {
    this.written.push(data.toString('latin1'));
    if (!this.acceptWrites) this.writableNeedDrain = true;
    return !this.writableNeedDrain;
  }
  drain(): void {
    this.writableNeedDrain = false;
    this.emit('drain');
  }
  end(): this {
    this.ended = true;
    this.writable = false;
    setImmediate(() => this.destroy());
    return this;
  }
  destroy(): this {
    if (this.destroyed) return this;
    this.destroyed = true;
    this.writable = false;
    setImmediate(() => this.emit('close'));
    return this;
  }
}

const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
};

const sentences = (from: number, to: number): Buffer =>
  Buffer.from(Array.from({ length: to - from + 1 }, (_, i) => `*HQ,1,X${from + i}#`).join(''));

function setUp(maxQueue = 256) {
  const ingest = new FakeIngest();
  const outbox = new FakeOutbox();
  const ctx: GatewayContext = createGatewayContext(
    resolveConfig({ ingest, outbox, logger: silentLogger, maxQueue }),
    ingest,
    outbox,
  );
  const socket = new FakeSocket();
  const connection = new TcpConnection(socket as unknown as net.Socket, 'h02', new H02Framer(), ctx);
  const handled: string[] = [];
  let gate: Promise<void> | undefined;
  let closed = 0;
  connection.start({
    handle: async (frame) => {
      const text = frame.toString('latin1');
      handled.push(text);
      if (text.includes('BOOM')) throw new Error('handler bug');
      await gate;
      connection.write(Buffer.from(`ack ${text}`));
    },
    closed: () => closed++,
  });
  return {
    ctx,
    socket,
    connection,
    handled,
    hold: (g: Promise<void> | undefined) => (gate = g),
    closedCount: () => closed,
  };
}

describe('TcpConnection', () => {
  it('stops handling frames while the device does not read its acks, and goes on after drain', async () => {
    const { socket, handled } = setUp();
    socket.acceptWrites = false;
    socket.emit('data', sentences(1, 3));
    await settle();
    expect(handled).toEqual(['*HQ,1,X1#']);
    expect(socket.written).toEqual(['ack *HQ,1,X1#']);

    socket.acceptWrites = true;
    socket.drain();
    await settle();
    expect(handled).toHaveLength(3);
    expect(socket.written).toEqual(['ack *HQ,1,X1#', 'ack *HQ,1,X2#', 'ack *HQ,1,X3#']);
  });

  it('pauses reading when the queue is full and resumes once it has drained to half', async () => {
    const { socket, handled, hold, ctx } = setUp(4);
    const gate = new Gate();
    hold(gate.opened);
    socket.emit('data', sentences(1, 10));
    await settle();
    expect(socket.isPaused).toBe(true);
    expect(handled).toHaveLength(1);
    expect(ctx.metrics.snapshot(0).protocols.h02.queuePauses).toBe(1);
    expect(ctx.metrics.snapshot(0).queueHighWater).toBe(10);

    hold(undefined);
    gate.open();
    await settle();
    expect(handled).toHaveLength(10);
    expect(socket.isPaused).toBe(false);
  });

  it('closes only its own connection when handling a frame throws', async () => {
    const { socket, handled, closedCount } = setUp();
    socket.emit('data', Buffer.from('*HQ,1,BOOM#*HQ,1,X2#'));
    await settle();
    expect(socket.destroyed).toBe(true);
    expect(handled).toEqual(['*HQ,1,BOOM#']);
    expect(closedCount()).toBe(1);
  });

  it('shuts down gracefully: stops reading, finishes the queued frames, then ends', async () => {
    const { socket, connection, handled, hold } = setUp();
    const gate = new Gate();
    hold(gate.opened);
    socket.emit('data', sentences(1, 3));
    await settle();
    const done = connection.shutdown(5_000);
    expect(socket.isPaused).toBe(true);
    socket.emit('data', sentences(4, 4)); // already in flight when reading stopped: ignored
    hold(undefined);
    gate.open();
    await done;
    expect(handled).toEqual(['*HQ,1,X1#', '*HQ,1,X2#', '*HQ,1,X3#']);
    expect(socket.written).toHaveLength(3);
    expect(socket.ended).toBe(true);
  });
});
