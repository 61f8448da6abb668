import { jt808TargetOf, type Jt808FrameInfo, type Jt808Target } from '@gps/protocols';

/**
 * What the platform needs to talk to one JT808 terminal on one connection: the phone bytes and
 * edition it last used (a reply goes out as the terminal wrote, 2013 or 2019), and the platform's
 * own message serial, which every reply and command takes the next of. A command's serial is what
 * the terminal's answer echoes, so one counter keeps them apart: the session's command ledger's,
 * which a reconnect carries over.
 */
export class Jt808Terminal {
  private last: Jt808FrameInfo | undefined;

  constructor(private readonly serials: () => number) {}

  /** The terminal sent this frame: later messages go out in its edition and with its phone bytes. */
  heard(frame: Jt808FrameInfo): void {
    this.last = frame;
  }

  /** The next platform serial, 0..65535. */
  nextSerial(): number {
    return this.serials();
  }

  /** The target of the next platform message; undefined before the terminal has sent anything. */
  nextTarget(): Jt808Target | undefined {
    return this.last && jt808TargetOf(this.last, this.nextSerial());
  }
}
