import type net from 'node:net';
import type { FramerError, FramerOutput, Protocol } from '@gps/protocols';
import type { GatewayContext } from '../context';
import type { ConnectionTicket } from '../limits/connection-budget';
import { FrameQueue } from './frame-queue';

/** The part of the codecs' framers a connection uses. */
export interface Framer {
  push(chunk: Uint8Array): FramerOutput;
}

/** The protocol side of one connection: what to do with each frame, in order. */
export interface FrameHandler {
  /** Handle one frame; resolves once its acknowledgement (if any) is written. */
  handle(frame: Buffer): Promise<void>;
  /**
   * Optional: handle frames that arrived together, in order, as `handle` would one by one, but
   * free to record them in one append and write their acknowledgements in one write. Resolves
   * false, having done nothing, when they must go through `handle` one at a time instead.
   */
  handleAll?(frames: Buffer[]): Promise<boolean>;
  /** The socket is gone (device closed, idle, garbage, replaced, shutdown). */
  closed(): void;
}

/** Most frames handed to `handleAll` at once: bounds one append and one write. */
const MAX_BURST = 64;

/**
 * One device's TCP connection, whatever the protocol: framing, a bounded queue of frames waiting
 * to be handled, one frame (or one burst of frames already received) handled at a time (so
 * acknowledgements leave in the order the frames came and a device's appends never race each other), back-pressure both ways, idle timeout,
 * garbage limits and graceful shutdown. Every socket event is handled: a device can only ever
 * close its own connection.
 */
export class TcpConnection {
  readonly remoteAddress: string;
  private handler: FrameHandler | undefined;
  private readonly queue = new FrameQueue<Buffer>();
  private working = false;
  private paused = false;
  private closing = false;
  private isClosed = false;
  /** closeAfter was called: the socket goes once its last frame is out; nothing more is handled. */
  private ending = false;
  /** Garbage bytes since the last good frame. */
  private garbageRun = 0;
  private graceTimer: NodeJS.Timeout | undefined;
  /** Runs until the connection names its device (see deviceNamed). */
  private loginTimer: NodeJS.Timeout | undefined;
  private readonly whenClosed: Promise<void>;
  private resolveClosed: () => void = () => undefined;

  constructor(
    private readonly socket: net.Socket,
    readonly protocol: Protocol,
    private readonly framer: Framer,
    private readonly ctx: GatewayContext,
    /** Its place in the connection caps, released when it closes (none in unit tests). */
    private readonly ticket?: ConnectionTicket,
  ) {
    this.remoteAddress = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    this.whenClosed = new Promise((resolve) => (this.resolveClosed = resolve));
    ctx.metrics.count(protocol, 'connections');
    ctx.metrics.count(protocol, 'open');
  }

  /** Closed, or closing after a last frame (closeAfter): either way, done with the device. */
  get closed(): boolean {
    return this.isClosed || this.ending;
  }

  start(handler: FrameHandler): void {
    this.handler = handler;
    const socket = this.socket;
    socket.setNoDelay(true);
    // Counts writes too: a command written to a silent device restarts the clock, which is harmless.
    socket.setTimeout(this.ctx.config.idleTimeoutMs);
    socket.on('data', (chunk: Buffer) => this.guard(() => this.onData(chunk)));
    socket.on('timeout', () => {
      this.ctx.metrics.count(this.protocol, 'idleTimeouts');
      this.destroy();
    });
    // A deadline, not an idle timer: bytes that never make a login (a frame dribbled a byte a
    // minute, frames that do not decode) do not extend it.
    this.loginTimer = setTimeout(() => {
      this.ctx.metrics.count(this.protocol, 'loginTimeouts');
      this.destroy();
    }, this.ctx.config.loginTimeoutMs);
    this.loginTimer.unref();
    // Resets are routine on mobile networks; 'close' follows and does the bookkeeping.
    socket.on('error', () => undefined);
    socket.on('close', () => this.onClose());
    if (socket.destroyed) this.onClose();
  }

  /**
   * The device named itself (GT06 login, H02 first sentence with an id): the login deadline no
   * longer applies, whatever the lookup then decides (an unknown device is closed at once), and the
   * connection stops counting towards its address's cap of connections waiting to log in.
   */
  deviceNamed(): void {
    clearTimeout(this.loginTimer);
    this.loginTimer = undefined;
    this.ticket?.identified();
  }

  /** Write a frame now; false when the connection can no longer carry it. */
  write(frame: Buffer): boolean {
    const socket = this.socket;
    if (this.isClosed || socket.destroyed || !socket.writable) return false;
    socket.write(frame);
    return true;
  }

  /** Like write, but first waits for the socket to drain when the device is not reading. */
  async writeWhenReady(frame: Buffer): Promise<boolean> {
    if (this.isClosed) return false;
    if (this.socket.writableNeedDrain) await this.drained();
    return this.write(frame);
  }

  /** Close now; frames still queued are dropped unacknowledged (the device sends them again). */
  destroy(): void {
    this.queue.clear();
    this.socket.destroy();
  }

  /**
   * Close after one last frame (a refusal the protocol defines: JT808's "terminal not in database",
   * Teltonika's `00` to an unknown IMEI): nothing more is read or handled, and the socket is destroyed once the frame is
   * handed to the system.
   */
  closeAfter(frame: Buffer): void {
    this.queue.clear();
    this.closing = true;
    this.ending = true;
    const socket = this.socket;
    if (this.isClosed || socket.destroyed || !socket.writable) {
      this.destroy();
      return;
    }
    socket.write(frame, () => socket.destroy());
  }

  /**
   * Stop reading, let the frames already received be handled and acknowledged, then end the
   * connection; after graceMs it is cut whatever remains (the device resends what was not acked).
   */
  shutdown(graceMs: number): Promise<void> {
    if (this.isClosed || this.closing) return this.whenClosed;
    this.closing = true;
    this.paused = true;
    this.socket.pause();
    this.graceTimer = setTimeout(() => this.destroy(), graceMs);
    if (!this.working) {
      if (this.queue.length === 0) this.socket.end();
      else void this.work();
    }
    return this.whenClosed;
  }

  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.ctx.config.logger.error(`${this.protocol} connection ${this.remoteAddress} failed`, error);
      this.destroy();
    }
  }

  private onData(chunk: Buffer): void {
    if (this.closing || this.isClosed) return;
    const { frames, errors } = this.framer.push(chunk);
    if (this.tooMuchGarbage(errors, frames.length)) {
      this.ctx.metrics.count(this.protocol, 'closedForGarbage');
      this.destroy();
      return;
    }
    if (frames.length === 0) return;
    for (const frame of frames) this.queue.push(frame);
    this.ctx.metrics.queueDepth(this.queue.length);
    if (!this.paused && this.queue.length >= this.ctx.config.maxQueue) {
      // Stop reading: TCP flow control then slows this device down, and only this one.
      this.paused = true;
      this.socket.pause();
      this.ctx.metrics.count(this.protocol, 'queuePauses');
    }
    void this.work();
  }

  private tooMuchGarbage(errors: readonly FramerError[], frameCount: number): boolean {
    if (errors.length === 0) {
      if (frameCount > 0) this.garbageRun = 0;
      return false;
    }
    this.ctx.metrics.count(this.protocol, 'framingErrors', errors.length);
    if (errors.some((e) => e.code === 'oversized')) return true;
    const dropped = errors.reduce((sum, e) => sum + e.droppedBytes, 0);
    this.garbageRun = frameCount > 0 ? dropped : this.garbageRun + dropped;
    return this.garbageRun > this.ctx.config.maxGarbageBytes;
  }

  /** The single consumer of the queue: one frame, or one burst, at a time, in arrival order. */
  private async work(): Promise<void> {
    const handler = this.handler;
    if (this.working || !handler) return;
    this.working = true;
    try {
      while (!this.closed && !this.socket.destroyed) {
        if (this.socket.writableNeedDrain) {
          // The device is not reading its acks: stop producing more until it does.
          await this.drained();
          continue;
        }
        const burst = this.takeBurst(handler.handleAll ? MAX_BURST : 1);
        if (burst.length === 0) break;
        this.resumeIfRoom();
        try {
          const together = burst.length > 1 && (await handler.handleAll?.(burst));
          if (!together) {
            for (const frame of burst) {
              if (this.closed || this.socket.destroyed) break;
              await handler.handle(frame);
            }
          }
        } catch (error) {
          this.ctx.config.logger.error(`${this.protocol} connection ${this.remoteAddress} failed`, error);
          this.destroy();
        }
      }
    } finally {
      this.working = false;
    }
    if (this.closing && !this.isClosed && this.queue.length === 0) this.socket.end();
  }

  private takeBurst(max: number): Buffer[] {
    const burst: Buffer[] = [];
    while (burst.length < max) {
      const frame = this.queue.shift();
      if (frame === undefined) break;
      burst.push(frame);
    }
    return burst;
  }

  private resumeIfRoom(): void {
    if (!this.paused || this.closing) return;
    if (this.queue.length > Math.floor(this.ctx.config.maxQueue / 2)) return;
    this.paused = false;
    this.socket.resume();
  }

  private drained(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        this.socket.off('drain', done);
        this.socket.off('close', done);
        resolve();
      };
      this.socket.on('drain', done);
      this.socket.on('close', done);
    });
  }

  private onClose(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    if (this.graceTimer) clearTimeout(this.graceTimer);
    clearTimeout(this.loginTimer);
    this.ticket?.release();
    this.queue.clear();
    this.ctx.metrics.count(this.protocol, 'open', -1);
    try {
      this.handler?.closed();
    } catch (error) {
      this.ctx.config.logger.error(
        `${this.protocol} connection ${this.remoteAddress} failed to close`,
        error,
      );
    }
    this.resolveClosed();
  }
}
