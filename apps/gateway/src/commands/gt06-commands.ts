import { encodeGt06RemoteCommand } from '@gps/protocols';
import type { PendingCommand } from '../ingest-port';
import { gt06Reference } from './command-ledger';
import type { CommandEncoder, CommandEncoding } from './command-encoder';

/** 0x80 frames whose server flag is the platform's request number, echoed by the 0x15/0x21 reply. */
export class Gt06CommandEncoder implements CommandEncoder {
  /** The server's own frame serial for this connection, 1..0xFFFF. */
  private frameSerial = 0;

  encode(pending: PendingCommand): CommandEncoding {
    this.frameSerial = (this.frameSerial % 0xffff) + 1;
    const encoded = encodeGt06RemoteCommand(pending.command, {
      serverFlag: pending.requestNumber,
      serial: this.frameSerial,
    });
    if (!encoded.ok) return encoded;
    return {
      ok: true,
      command: { frame: encoded.frame, text: encoded.text, reference: gt06Reference(pending.requestNumber) },
    };
  }
}
