import type { DeviceMessage, Position, Protocol, RemoteCommand, CommandError } from '@gps/protocols';

/**
 * The line between the gateway (sockets, sessions, framing, acknowledgements, timeouts, command
 * delivery) and the platform (which devices exist, what a message means, where it is stored).
 * The gateway makes no business decision: it asks these two ports and acts on the answer.
 *
 * Times are epoch milliseconds from the gateway's clock. `serial` is the device's identifier as it
 * identifies itself on the wire: the GT06 login IMEI, the H02 id field, the OsmAnd `id`/`deviceid`.
 */
export interface DeviceIngest {
  /**
   * The provisioned device this serial names, or undefined when there is none. Unknown devices are
   * refused (GT06/H02: connection closed; OsmAnd: the codec's status) and nothing of theirs
   * reaches `record`. A rejection counts as a failed lookup: the TCP connection is closed (the
   * device reconnects later), OsmAnd gets 503.
   *
   * Every listener asks once per connection, when the device names itself, and decodes the rest of
   * that connection by the answer: the `model` goes to every decode its codec takes a model in
   * (GT06's `model`). A model edited later takes effect at the device's next connection; a
   * connection never changes how it decodes midway.
   */
  identify(serial: string): Promise<KnownDevice | undefined>;

  /**
   * Records one decoded message durably. Every message of a known device comes here in the order
   * the device sent it, one at a time per TCP connection: login, position, alarm, heartbeat, lbs,
   * time_request and unknown alike (ignore what has no use). `command_reply` goes to `recordReply`.
   * Resolve only once the append is durable: the gateway acknowledges to the device after that.
   * Reject on failure: no acknowledgement goes out, and the device sends the message again.
   */
  record(serial: string, message: DeviceMessage, receivedAt: number): Promise<void>;

  /**
   * Optional: records messages that arrived together from one connection (a burst: buffered
   * positions sent after a coverage gap, or frames sent without waiting for each ACK) in one
   * durable append, in order, all or nothing. Same contract as `record` otherwise. Without it,
   * the gateway records a burst one message at a time.
   */
  recordAll?(serial: string, messages: DeviceMessage[], receivedAt: number): Promise<void>;

  /** The device's answer to a remote command. Same durability contract as `record`. */
  recordReply(serial: string, reply: CommandReply, receivedAt: number): Promise<void>;

  /** A TCP session of a known device is established (GT06: login accepted; H02: first sentence). */
  connected(serial: string, protocol: Protocol, at: number): void;

  /**
   * The session ended (closed by the device, idle timeout, garbage, shutdown). Not called for a
   * session replaced by a newer connection of the same device: that device is still connected.
   */
  disconnected(serial: string, at: number): void;
}

/** What the platform tells the gateway about a provisioned device when it connects. */
export interface KnownDevice {
  /** The tracker model as entered for the device (free text, e.g. `LW-01`); absent: decode generically. */
  model?: string;
}

/** A remote command waiting for its device. */
export interface PendingCommand {
  /** The platform's id; comes back in `markSent`, `markFailed` and `CommandReply.commandId`. */
  commandId: string;
  command: RemoteCommand;
  /**
   * uint32 request number. GT06 sends it as the 0x80 server flag and the device echoes it in its
   * 0x15/0x21 reply, so the platform can match a reply even after a gateway restart.
   */
  requestNumber: number;
}

/** What the gateway wrote for a command. */
export interface SentCommand {
  commandId: string;
  at: number;
  protocol: Protocol;
  /** The command text as it went out (`RELAY,1#`, `*HQ,...,S20,hhmmss,1,1#`). */
  text: string;
  /**
   * H02: the HHMMSS put into the sentence; the device echoes it in its V4 confirmation. The gateway
   * keeps it unique per device among recent commands, so it identifies the command.
   */
  commandTime?: string;
}

export interface CommandOutbox {
  /** Commands waiting for the device, oldest first; sent ones (see `markSent`) are not returned again. */
  pending(serial: string): Promise<PendingCommand[]>;
  /**
   * Called after the command was written to the device's socket (OsmAnd: after the HTTP response
   * carrying it finished). Delivery is at least once: a failure here means it may be sent again.
   */
  markSent(serial: string, sent: SentCommand): Promise<void>;
  /**
   * The command cannot be expressed in the device's protocol (e.g. `PSW` for H02, or a value the
   * encoder refuses); it will never be sent, so the platform should close it as failed.
   */
  markFailed(serial: string, commandId: string, error: CommandError, at: number): Promise<void>;
  /**
   * Subscribe to "a command was requested for this serial" so a connected device gets it at once.
   * Returns the unsubscribe function (called by `close()`).
   */
  onRequested(listener: (serial: string) => void): () => void;
}

/** A device's answer to a remote command, normalised across protocols. */
export interface CommandReply {
  protocol: Protocol;
  /**
   * The command this answers when the gateway matched it against what it sent to this device since
   * it started (GT06 by server flag, H02 by echoed time, JT808 by the reply serial); absent
   * otherwise, the platform can still match with `requestNumber` / `commandTime`.
   */
  commandId?: string;
  /** GT06: the server flag the device echoed (`PendingCommand.requestNumber`). */
  requestNumber?: number;
  /** H02: the command code confirmed (S20, S71, ...); JT808: the message id answered (`8300`). */
  command?: string;
  /** H02: the HHMMSS the device echoed (`SentCommand.commandTime`). */
  commandTime?: string;
  /** The device's text, e.g. `Cut off the fuel supply: Success!`. */
  text: string;
  /** When the reply carries a position (GT06 `Current position!...`, the tail of an H02 V4). */
  position?: Position;
}
