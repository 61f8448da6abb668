import { encodeTeltonikaRemoteCommand } from '@gps/protocols';
import type { PendingCommand } from '../ingest-port';
import { TELTONIKA_IN_FLIGHT } from './command-ledger';
import type { CommandEncoder, CommandEncoding } from './command-encoder';

/**
 * Codec 12 commands (type 0x05), one in flight per connection: the device's response (0x06) names
 * no command, so it answers the one sent last. The next command goes when that reply came
 * (`replied`) or after `timeoutMs` without one; a reply later than that is credited to whichever
 * command is in flight then, which is why the timeout is generous.
 */
export class TeltonikaCommandEncoder implements CommandEncoder {
  private inFlight: { done: Promise<void>; free: () => void } | undefined;

  constructor(private readonly timeoutMs: number) {}

  async ready(): Promise<void> {
    await this.inFlight?.done;
  }

  encode(pending: PendingCommand): CommandEncoding {
    const encoded = encodeTeltonikaRemoteCommand(pending.command);
    if (!encoded.ok) return encoded;
    this.occupy();
    return {
      ok: true,
      command: { frame: encoded.frame, text: encoded.text, reference: TELTONIKA_IN_FLIGHT },
    };
  }

  /** The device answered a command: the next one may go. */
  replied(): void {
    this.inFlight?.free();
  }

  /** The connection closed: nothing is in flight on it any more. */
  close(): void {
    this.inFlight?.free();
  }

  private occupy(): void {
    let resolve: () => void = () => undefined;
    const done = new Promise<void>((r) => (resolve = r));
    const slot = {
      done,
      free: () => {
        clearTimeout(timer);
        if (this.inFlight === slot) this.inFlight = undefined;
        resolve();
      },
    };
    const timer = setTimeout(slot.free, this.timeoutMs);
    timer.unref();
    this.inFlight = slot;
  }
}
