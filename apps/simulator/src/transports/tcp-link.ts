import net from 'node:net';
import type { Protocol, VehicleReport } from '../types';
import { Backoff } from './backoff';
import type { DeviceLink, LinkContext, LinkOptions } from './types';
import { messageOf } from '../errors';

type Phase = 'idle' | 'connecting' | 'handshake' | 'online' | 'waiting' | 'offline' | 'closed';

type Outgoing =
  { kind: 'report'; report: VehicleReport; buffered: boolean } | { kind: 'frame'; frame: Buffer };

/**
 * What every TCP device does whatever its protocol: connect, hand over to the protocol's handshake,
 * queue reports while not ready, respect backpressure (once socket.write returns false nothing
 * more is written until 'drain'), and reconnect with backoff after any failure. Every socket event
 * is handled so one bad connection can never take the process down.
 */
export abstract class TcpLink implements DeviceLink {
  abstract readonly protocol: Protocol;
  private socket: net.Socket | undefined;
  private phase: Phase = 'idle';
  private queue: Outgoing[] = [];
  private congested = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly backoff: Backoff;
  /** Set after an unexpected loss, so the next attempt counts as a reconnect. */
  private lost = false;

  constructor(
    protected readonly ctx: LinkContext,
    protected readonly options: LinkOptions,
  ) {
    this.backoff = new Backoff(options.reconnectBaseMs, options.reconnectMaxMs);
  }

  get deviceId(): string {
    return this.ctx.deviceId;
  }

  get online(): boolean {
    return this.phase === 'online';
  }

  /** Reports waiting for the connection. */
  get queued(): number {
    return this.queue.length;
  }

  connect(): void {
    if (this.phase === 'idle' || this.phase === 'offline') this.open();
  }

  disconnect(): void {
    if (this.phase === 'closed') return;
    this.phase = 'offline';
    this.lost = false;
    this.clearRetry();
    this.teardown();
  }

  send(report: VehicleReport): void {
    if (this.phase === 'closed') return;
    if (this.phase === 'online' && !this.congested && this.queue.length === 0) {
      this.writeReport(report, false);
      return;
    }
    this.enqueue({ kind: 'report', report, buffered: this.phase !== 'online' });
  }

  close(): Promise<void> {
    this.phase = 'closed';
    this.clearRetry();
    this.queue = [];
    const socket = this.socket;
    const done =
      socket && !socket.destroyed
        ? new Promise<void>((resolve) => socket.once('close', () => resolve()))
        : Promise.resolve();
    this.teardown();
    return done;
  }

  /** The connection is up: start the protocol's handshake (or call markOnline at once). */
  protected abstract onConnected(): void;
  protected abstract onData(chunk: Buffer): void;
  /** The frame for a report, or undefined to skip it. `buffered`: it waited for a connection. */
  protected abstract encodeReport(report: VehicleReport, buffered: boolean): Buffer | undefined;
  /** Cleanup hook when a socket goes away (timers of the handshake, framers). */
  protected onClosed(): void {}

  protected get isHandshaking(): boolean {
    return this.phase === 'handshake';
  }

  /** Handshake done: reports flow, queued ones first. */
  protected markOnline(): void {
    if (this.phase !== 'handshake') return;
    this.phase = 'online';
    this.ctx.counters.logins++;
    this.backoff.reset();
    this.flush();
  }

  /** Write a protocol frame now (login, replies); queued behind nothing while congested. */
  protected sendFrame(frame: Buffer): void {
    if (this.phase === 'online' && this.congested) {
      // Replies jump the queue: the server is waiting for them, reports can wait.
      this.queue.unshift({ kind: 'frame', frame });
      return;
    }
    this.write(frame);
  }

  /** Drop the connection because of a protocol failure, count it, and reconnect later. */
  protected fail(message: string): void {
    this.reportError(message);
    this.teardown();
    this.scheduleReconnect();
  }

  protected reportError(message: string): void {
    this.ctx.counters.errors++;
    this.ctx.onError?.(this.ctx.deviceId, message);
  }

  private open(): void {
    if (this.lost) {
      this.ctx.counters.reconnects++;
      this.lost = false;
    }
    this.phase = 'connecting';
    this.congested = false;
    const socket = net.createConnection({ host: this.options.host, port: this.options.port });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.setTimeout(this.options.connectTimeoutMs);
    // Errors are always listened to, even on sockets we already let go: an unhandled 'error'
    // event would crash the whole simulator.
    socket.on('error', (error) => {
      if (this.socket === socket) this.reportError(error.message);
    });
    socket.on('timeout', () => {
      if (this.socket === socket && this.phase === 'connecting') this.fail('connect timed out');
    });
    socket.on('connect', () => {
      if (this.socket !== socket) return;
      socket.setTimeout(0);
      socket.setKeepAlive(true, 60_000);
      this.ctx.counters.connects++;
      this.phase = 'handshake';
      this.guard(() => this.onConnected());
    });
    socket.on('data', (chunk: Buffer) => {
      if (this.socket === socket) this.guard(() => this.onData(chunk));
    });
    socket.on('drain', () => {
      if (this.socket !== socket) return;
      this.congested = false;
      this.flush();
    });
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.onClosed();
      this.scheduleReconnect();
    });
  }

  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.fail(`internal error: ${messageOf(error)}`);
    }
  }

  private scheduleReconnect(): void {
    if (this.phase === 'closed' || this.phase === 'offline' || this.retryTimer) return;
    this.phase = 'waiting';
    this.lost = true;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.phase === 'waiting') this.open();
    }, this.backoff.next());
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private teardown(): void {
    const socket = this.socket;
    this.socket = undefined;
    this.congested = false;
    this.onClosed();
    socket?.destroy();
  }

  private enqueue(item: Outgoing): void {
    if (this.queue.length >= this.options.maxQueuedReports) {
      const oldest = this.queue.findIndex((q) => q.kind === 'report');
      if (oldest >= 0) {
        this.queue.splice(oldest, 1);
        this.ctx.counters.dropped++;
      }
    }
    this.queue.push(item);
  }

  private flush(): void {
    while (this.phase === 'online' && !this.congested && this.queue.length > 0) {
      const item = this.queue.shift() as Outgoing;
      if (item.kind === 'frame') this.write(item.frame);
      else this.writeReport(item.report, item.buffered);
    }
  }

  private writeReport(report: VehicleReport, buffered: boolean): void {
    const frame = this.encodeReport(report, buffered);
    if (!frame || !this.write(frame)) return;
    const counters = this.ctx.counters;
    if (report.type === 'position') counters.positionsSent++;
    else if (report.type === 'heartbeat') counters.heartbeatsSent++;
    else counters.alarmsSent++;
  }

  /** False when there was no socket to write to. */
  private write(frame: Buffer): boolean {
    const socket = this.socket;
    if (!socket || socket.destroyed) return false;
    this.ctx.counters.bytesSent += frame.length;
    if (!socket.write(frame)) this.congested = true;
    return true;
  }
}
