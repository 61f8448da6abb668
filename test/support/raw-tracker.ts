import { Gt06Type, parseGt06Frame } from '@gps/protocols';
import {
  gt06Alarm,
  gt06Login,
  gt06Position,
  parseGt06ServerCommand,
  gt06StringReply,
} from '../../apps/simulator/src/transports/gt06-frames';
import type { Fix, SimAlarmKind } from '../../apps/simulator/src/types';
import { RawClient } from '../../apps/gateway/test/support/clients';
import { STATUS } from '../../apps/gateway/test/support/frames';
import { waitFor } from '../../apps/gateway/test/support/wait';
import type { TestApp } from './app-harness';

/** Fix number `i`, one second and about 20 m apart from `base` (epoch ms). */
export function fixAt(base: number, i: number): Fix {
  return {
    time: new Date(base + i * 1000),
    valid: true,
    latitude: 23.98 + i * 0.0002,
    longitude: 120.97 + i * 0.0002,
    speedKmh: 36,
    course: 45,
    altitude: 80,
    satellites: 8,
    hdop: 1,
    accuracy: 5,
    odometer: 0,
    cell: { mcc: 466, mnc: 92, lac: 1, cid: 2 },
  };
}

const UTC = { flavour: 'utc', timezoneMinutes: 0 } as const;

/**
 * A GT06 tracker on a raw socket, for cases that need each frame under their control: it writes
 * exactly what the case says (with the simulator's encoders, the bytes real trackers send) and
 * keeps every frame the gateway sends back.
 */
export class RawTracker {
  private constructor(
    readonly client: RawClient,
    readonly serial: string,
  ) {}

  /** Connects to the app's GT06 listener and logs in; resolves once the login is acknowledged. */
  static async login(app: TestApp, serial: string): Promise<RawTracker> {
    const client = await RawClient.gt06(app.gatewayPorts.gt06!);
    client.write(gt06Login(serial, 1, 0));
    await waitFor(() => client.frames.length >= 1 || client.closed, 'the login answer');
    return new RawTracker(client, serial);
  }

  get closed(): boolean {
    return this.client.closed;
  }

  /** Writes a position; its frame serial is `frameSerial` (the ack echoes it). */
  position(fix: Fix, frameSerial: number): void {
    this.client.write(gt06Position(fix, STATUS, frameSerial, UTC));
  }

  alarm(kind: SimAlarmKind, fix: Fix, frameSerial: number): void {
    this.client.write(gt06Alarm(kind, fix, STATUS, frameSerial, UTC));
  }

  /** A 0x15 answer to the command whose server flag is `flag`. */
  reply(flag: number, text: string, frameSerial: number): void {
    this.client.write(gt06StringReply(flag, text, frameSerial));
  }

  /** Frame serials of everything the gateway sent (acks echo the acknowledged frame's). */
  acked(): number[] {
    return this.frames().map((f) => f.serial);
  }

  /** Commands (0x80) the gateway sent: server flag and text, as a tracker reads them. */
  commands(): { flag: number; text: string }[] {
    return this.frames()
      .filter((f) => f.type === Gt06Type.COMMAND)
      .map((f) => {
        const content = parseGt06ServerCommand(f.content);
        if (!content) throw new Error('0x80 content too short');
        return { flag: content.serverFlag, text: content.text };
      });
  }

  /** Waits until the gateway has sent `count` frames in all. */
  received(count: number, what: string): Promise<void> {
    return waitFor(() => this.client.frames.length >= count, what);
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private frames(): { type: number; serial: number; content: Buffer }[] {
    return this.client.frames.map((frame) => {
      const parsed = parseGt06Frame(frame);
      if (!parsed.ok) throw new Error(`the gateway sent a bad frame: ${parsed.error.message}`);
      const { protocolNumber, serial, contentStart, contentEnd } = parsed.frame;
      return { type: protocolNumber, serial, content: frame.subarray(contentStart, contentEnd) };
    });
  }
}
