import { once } from 'node:events';
import { createConnection, type Socket } from 'node:net';
import { Gt06Framer, Gt06Type, parseGt06Frame } from '@gps/protocols';
import { gt06Login, gt06Position } from '../../apps/simulator/src/transports/gt06-frames';
import type { Fix } from '../../apps/simulator/src/types';
import { STATUS } from '../../apps/gateway/test/support/frames';

/**
 * A GT06 tracker that streams positions, a few in flight at a time, and remembers exactly which
 * ones the gateway acknowledged: an ACK promises the position is durable, so after any crash each
 * of them must be in the store. Built on the simulator's encoders (the bytes real trackers send).
 */

const UTC = { flavour: 'utc', timezoneMinutes: 0 } as const;
const LOGIN_SERIAL = 1;
/** GT06 frame serials are 16 bits; a connection never sends this many here. */
const MAX_FRAME_SERIAL = 0xffff;

export class AckingTracker {
  /** Fix times (epoch ms) of the positions the gateway acknowledged on this connection. */
  readonly acked: number[] = [];
  /** Positions written, acknowledged or not. */
  sent = 0;
  private readonly inFlight = new Map<number, number>();
  private nextSerial = LOGIN_SERIAL + 1;
  private window = 0;
  private closed = false;
  private readonly framer = new Gt06Framer();
  private loginAck: () => void = () => undefined;

  private constructor(
    private readonly socket: Socket,
    readonly serial: string,
    private readonly nextFix: () => Fix,
    private readonly onAck: () => void,
  ) {
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('close', () => (this.closed = true));
    socket.on('error', () => undefined);
  }

  /** Connects and logs in; resolves once the login is acknowledged. */
  static async connect(
    port: number,
    serial: string,
    nextFix: () => Fix,
    onAck: () => void,
  ): Promise<AckingTracker> {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setNoDelay(true);
    const tracker = new AckingTracker(socket, serial, nextFix, onAck);
    await once(socket, 'connect');
    const loggedIn = new Promise<void>((resolve, reject) => {
      tracker.loginAck = resolve;
      socket.once('close', () => reject(new Error(`${serial}: the gateway closed the connection at login`)));
    });
    socket.write(gt06Login(serial, LOGIN_SERIAL, 0));
    await loggedIn;
    return tracker;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Keeps `window` positions in flight until `stop` or until the connection drops. */
  stream(window: number): void {
    this.window = window;
    this.fill();
  }

  /** Sends nothing more; positions in flight may still be acknowledged. */
  stop(): void {
    this.window = 0;
  }

  close(): void {
    this.socket.destroy();
  }

  private fill(): void {
    while (!this.closed && this.inFlight.size < this.window && this.nextSerial < MAX_FRAME_SERIAL) {
      const fix = this.nextFix();
      const frameSerial = this.nextSerial++;
      this.inFlight.set(frameSerial, fix.time.getTime());
      this.sent += 1;
      this.socket.write(gt06Position(fix, STATUS, frameSerial, UTC));
    }
  }

  private received(chunk: Buffer): void {
    for (const frame of this.framer.push(chunk).frames) {
      const parsed = parseGt06Frame(frame);
      if (!parsed.ok) continue;
      const { protocolNumber, serial } = parsed.frame;
      if (protocolNumber === Gt06Type.LOGIN) this.loginAck();
      const fixTime = this.inFlight.get(serial);
      if (protocolNumber !== Gt06Type.GPS_LBS_UTC || fixTime === undefined) continue;
      this.inFlight.delete(serial);
      this.acked.push(fixTime);
      this.onAck();
    }
    this.fill();
  }
}
