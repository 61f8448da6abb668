import { BinaryFlag, FREQ_SECONDS } from '@gps/codes';
import type { RemoteCommandKey, RemoteCommandValue } from '@gps/domain';
import type { PendingCommand } from '@gps/gateway';
import type { RemoteCommand } from '@gps/protocols';

/** What the outbox needs of a queued command, from the event or from its read model. */
export interface QueuedCommand {
  commandId: string;
  serialNumber: string;
  key: RemoteCommandKey;
  value: RemoteCommandValue;
  requestNumber: number;
  /** Epoch ms. */
  requestedAt: number;
  expiresAt: number;
}

/**
 * The domain's recorded key and value as the codecs' command. The domain's value rules mirror the
 * codecs' (switches 0/1, FREQ 15/30, VIBL 0..15, text for PSW/PHONE/USER), so this is a re-typing.
 */
export function protocolCommand(key: RemoteCommandKey, value: RemoteCommandValue): RemoteCommand {
  switch (key) {
    case 'GPS':
    case 'VBAT':
      return { key };
    case 'PSW':
    case 'PHONE':
    case 'USER':
      return { key, value: String(value) };
    case 'FREQ':
      return { key, value: value === FREQ_SECONDS.fast ? FREQ_SECONDS.fast : FREQ_SECONDS.normal };
    case 'VIBL':
      return { key, value: Number(value) };
    case 'VIB':
    case 'LBVON':
    case 'POF':
    case 'SLEEP':
      return { key, value: value === BinaryFlag.ON ? BinaryFlag.ON : BinaryFlag.OFF };
  }
}

export function pendingOf(command: QueuedCommand): PendingCommand {
  return {
    commandId: command.commandId,
    command: protocolCommand(command.key, command.value),
    requestNumber: command.requestNumber,
  };
}
