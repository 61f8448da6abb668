import { h02CommandText } from '@gps/protocols';
import type { PendingCommand } from '../ingest-port';
import { h02Reference, type CommandLedger } from './command-ledger';
import type { CommandEncoder, CommandEncoding } from './command-encoder';

/** `*HQ,<id>,<CMD>,<HHMMSS>,...#`; the V4 confirmation echoes HHMMSS, which the ledger keeps unique. */
export class H02CommandEncoder implements CommandEncoder {
  /** The maker code the device uses (`HQ`, `TH`, ...): commands are answered only in its dialect. */
  manufacturer = 'HQ';

  encode(pending: PendingCommand, serial: string, at: number, ledger: CommandLedger): CommandEncoding {
    const time = ledger.nextStamp(at);
    const encoded = h02CommandText(pending.command, {
      deviceId: serial,
      time,
      manufacturer: this.manufacturer,
    });
    if (!encoded.ok) return encoded;
    const commandTime = hhmmss(time);
    return {
      ok: true,
      command: {
        frame: encoded.frame,
        text: encoded.text,
        reference: h02Reference(commandTime),
        commandTime,
      },
    };
  }
}

/** The codec writes the command time as UTC HHMMSS. */
function hhmmss(time: Date): string {
  return [time.getUTCHours(), time.getUTCMinutes(), time.getUTCSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
}
