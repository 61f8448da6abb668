import dgram from 'node:dgram';
import net from 'node:net';
import { decodeTeltonikaUdp, type DeviceMessage } from '@gps/protocols';
import type { GatewayContext } from '../context';
import { KeyedChain } from '../http/keyed-chain';
import { messageOf } from '../logger';
import { refuseUnknown } from '../unknown/refuse-unknown';

const PROTOCOL = 'teltonika';

/**
 * Teltonika over UDP, on the TCP listener's port number. UDP has no session: each datagram names
 * its device (the IMEI in its header), is looked up, and is answered only once its records are
 * durable; an unknown device, an undecodable datagram or a failed append gets no answer, so the
 * device sends the datagram again. Datagrams of one device are recorded one after another, in
 * arrival order. At most `udpInFlight` datagrams are handled at once: a flood beyond that is
 * dropped unread and counted, never queued (docs/decisions/device-ports.md). Commands go over TCP
 * only (docs/protocols.md).
 */
export class TeltonikaUdpListener {
  private socket: dgram.Socket | undefined;
  private readonly chain = new KeyedChain();
  private readonly handling = new Set<Promise<void>>();
  private closing = false;

  constructor(private readonly ctx: GatewayContext) {}

  /** Binds the port (0: any free one); resolves with the port bound. */
  async listen(port: number, host: string | undefined): Promise<number> {
    try {
      return await this.bind(host === undefined || net.isIPv6(host) ? 'udp6' : 'udp4', port, host);
    } catch (error) {
      // All interfaces: IPv6 with IPv4 mapped where the system has IPv6, else IPv4 alone.
      if (host !== undefined) throw error;
      return this.bind('udp4', port, host);
    }
  }

  /** Stop reading; datagrams being recorded finish and are answered (up to graceMs), then close. */
  async close(graceMs: number): Promise<void> {
    const socket = this.socket;
    if (!socket || this.closing) return;
    this.closing = true;
    let cut: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (cut = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(this.handling), grace]);
    clearTimeout(cut);
    await new Promise<void>((resolve) => socket.close(() => resolve()));
  }

  private bind(type: 'udp4' | 'udp6', port: number, host: string | undefined): Promise<number> {
    const socket = dgram.createSocket({ type });
    return new Promise((resolve, reject) => {
      socket.once('error', (error) => {
        socket.close();
        reject(error);
      });
      socket.bind(port, host, () => {
        socket.removeAllListeners('error');
        socket.on('error', (error) => this.ctx.config.logger.error('teltonika UDP listener error', error));
        socket.on('message', (datagram, from) => this.receive(datagram, from));
        this.socket = socket;
        resolve(socket.address().port);
      });
    });
  }

  private receive(datagram: Buffer, from: dgram.RemoteInfo): void {
    const { metrics, notices, config } = this.ctx;
    if (this.closing) return;
    metrics.count(PROTOCOL, 'datagrams');
    if (this.handling.size >= config.teltonika.udpInFlight) {
      metrics.count(PROTOCOL, 'datagramsDropped');
      notices.udpDropped.warn('UDP datagram dropped: as many as allowed are being handled', {
        protocol: PROTOCOL,
        remote: `${from.address}:${from.port}`,
        inFlight: config.teltonika.udpInFlight,
      });
      return;
    }
    const handled = this.handle(datagram, from).catch((error: unknown) =>
      config.logger.error('teltonika UDP datagram failed', error),
    );
    this.handling.add(handled);
    void handled.finally(() => this.handling.delete(handled));
  }

  private async handle(datagram: Buffer, from: dgram.RemoteInfo): Promise<void> {
    const { ingest, metrics, notices, config } = this.ctx;
    const receivedAt = config.clock();
    const remote = `${from.address}:${from.port}`;
    const decoded = decodeTeltonikaUdp(datagram);
    if (!decoded.ok) {
      metrics.count(PROTOCOL, 'decodeErrors');
      notices.udpUnanswered.warn('undecodable UDP datagram dropped', {
        protocol: PROTOCOL,
        remote,
        error: decoded.error.message,
      });
      return;
    }
    const { imei } = decoded.header;
    let known: boolean;
    try {
      // Teltonika takes no model (docs/protocols.md, the device's model): only whether it exists.
      known = (await ingest.identify(imei)) !== undefined;
    } catch (error) {
      metrics.count(PROTOCOL, 'lookupFailures');
      notices.udpUnanswered.warn('device lookup failed; UDP datagram not answered', {
        serial: imei,
        protocol: PROTOCOL,
        error: messageOf(error),
      });
      return;
    }
    if (!known) {
      refuseUnknown(this.ctx, imei, PROTOCOL, remote);
      return;
    }
    try {
      await this.chain.run(imei, () => this.record(imei, decoded.messages, receivedAt));
    } catch (error) {
      metrics.count(PROTOCOL, 'recordFailures');
      notices.udpUnanswered.warn('recording a UDP datagram failed; not answered', {
        serial: imei,
        protocol: PROTOCOL,
        error: messageOf(error),
      });
      return;
    }
    this.socket?.send(decoded.reply, from.port, from.address);
    metrics.count(PROTOCOL, 'acks');
  }

  /** All records of the datagram in one append when the ingest has one, else in order. */
  private async record(imei: string, messages: DeviceMessage[], receivedAt: number): Promise<void> {
    const { ingest, metrics } = this.ctx;
    metrics.count(PROTOCOL, 'messages', messages.length);
    if (ingest.recordAll) return ingest.recordAll(imei, messages, receivedAt);
    for (const message of messages) await ingest.record(imei, message, receivedAt);
  }
}
