import { crc16Ibm, TeltonikaCodec, TeltonikaIoId, wrapTeltonikaPacket } from '@gps/protocols';
import type { DeviceStatus, Fix, SimAlarmKind } from '../types';

/**
 * Device-side Teltonika frames (Codec 8 over TCP and UDP, Codec 12 responses), as the wiki "Teltonika
 * Data Sending Protocols" lays them out. The codec library owns the TCP envelope (preamble, length,
 * CRC-16/IBM) through wrapTeltonikaPacket; records are written here because only a device sends them.
 */

const COORDINATE_SCALE = 1e7;
const MILLIVOLTS_PER_VOLT = 1000;
const PRIORITY_LOW = 0;
const PRIORITY_HIGH = 1;
/** The wiki's panic priority: the codec reads a record sent with it as an SOS. */
const PRIORITY_PANIC = 2;
/** Timestamp 8, priority 1, GPS element 15 (lon 4, lat 4, alt 2, angle 2, satellites 1, speed 2). */
const RECORD_HEAD = 24;
const CODEC12_COMMAND = 0x05;
const CODEC12_RESPONSE = 0x06;
/** Preamble 4 + length 4 before a TCP packet's data field; the CRC field's 4 after it. */
const ENVELOPE_HEAD = 8;
const CRC_FIELD = 4;
const IMEI_ACK_SIZE = 1;
const RECORD_COUNT_SIZE = 4;
/** The UDP header before the IMEI: length 2, packet id 2, not-usable byte 1, AVL packet id 1, IMEI length 2. */
const UDP_HEAD = 8;
const UDP_NOT_USABLE = 0x01;

/**
 * What causes a record: the event IO id and value of the alarms the codec maps (unplug for a power
 * cut), or a panic-priority record for SOS. Teltonika devices have no vibration or low-battery event
 * the platform reads, so those go out as an ordinary high-priority record (a position).
 */
export const TELTONIKA_ALARMS: Readonly<Record<SimAlarmKind, { priority: number; eventIo: number }>> = {
  sos: { priority: PRIORITY_PANIC, eventIo: 0 },
  power_cut: { priority: PRIORITY_HIGH, eventIo: TeltonikaIoId.UNPLUG },
  vibration: { priority: PRIORITY_HIGH, eventIo: 0 },
  low_battery: { priority: PRIORITY_HIGH, eventIo: 0 },
};

/** The IMEI handshake: uint16 length, then the digits. */
export function teltonikaImei(imei: string): Buffer {
  const digits = Buffer.from(imei, 'latin1');
  const out = Buffer.alloc(2 + digits.length);
  out.writeUInt16BE(digits.length, 0);
  digits.copy(out, 2);
  return out;
}

/** The IO elements an FMB tracker sends in every record, by byte width (Codec 8: 1-byte ids). */
function ioElements(fix: Fix, status: DeviceStatus, event: number): [number, number][][] {
  const one: [number, number][] = [
    [TeltonikaIoId.IGNITION, status.acc ? 1 : 0],
    [TeltonikaIoId.MOVEMENT, fix.speedKmh > 0 ? 1 : 0],
    [TeltonikaIoId.GSM_SIGNAL, Math.min(5, Math.max(0, status.gsmSignal))],
    [TeltonikaIoId.BATTERY_LEVEL, Math.round(status.batteryLevel)],
    [TeltonikaIoId.DOUT1, status.oilCut ? 1 : 0],
  ];
  // The record an unplug causes carries the unplugged state (1); the device sends 0 when it clears.
  if (event === TeltonikaIoId.UNPLUG) one.push([TeltonikaIoId.UNPLUG, 1]);
  const two: [number, number][] = [
    [TeltonikaIoId.EXTERNAL_VOLTAGE, Math.round(status.externalVoltage * MILLIVOLTS_PER_VOLT)],
    [TeltonikaIoId.BATTERY_VOLTAGE, Math.round(status.batteryVoltage * MILLIVOLTS_PER_VOLT)],
  ];
  const four: [number, number][] = [[TeltonikaIoId.TOTAL_ODOMETER, Math.round(fix.odometer)]];
  return [one, two, four, []];
}

/** One Codec 8 AVL record. Without a fix the wiki's devices send no satellites and speed 0. */
export function teltonikaRecord(fix: Fix, status: DeviceStatus, alarm?: SimAlarmKind): Buffer {
  const cause = alarm ? TELTONIKA_ALARMS[alarm] : { priority: PRIORITY_LOW, eventIo: 0 };
  const groups = ioElements(fix, status, cause.eventIo);
  const total = groups.reduce((n, g) => n + g.length, 0);
  const widths = [1, 2, 4, 8];
  const ioSize = 2 + groups.reduce((n, g, i) => n + 1 + g.length * (1 + widths[i]), 0);
  const out = Buffer.alloc(RECORD_HEAD + ioSize);
  out.writeBigUInt64BE(BigInt(fix.time.getTime()), 0);
  out[8] = cause.priority;
  out.writeInt32BE(Math.round(fix.longitude * COORDINATE_SCALE), 9);
  out.writeInt32BE(Math.round(fix.latitude * COORDINATE_SCALE), 13);
  out.writeInt16BE(Math.round(fix.altitude), 17);
  out.writeUInt16BE(Math.round(fix.course) % 360, 19);
  out[21] = fix.valid ? Math.min(255, fix.satellites) : 0;
  out.writeUInt16BE(fix.valid ? Math.round(fix.speedKmh) : 0, 22);
  let at = RECORD_HEAD;
  out[at++] = cause.eventIo;
  out[at++] = total;
  groups.forEach((group, i) => {
    out[at++] = group.length;
    for (const [id, value] of group) {
      out[at++] = id;
      if (widths[i] === 8) out.writeBigUInt64BE(BigInt(value), at);
      else out.writeUIntBE(value, at, widths[i]);
      at += widths[i];
    }
  });
  return out;
}

/** A Codec 8 data field: codec id, record count, the records, the count again. */
function avlData(records: readonly Buffer[]): Buffer {
  return Buffer.concat([
    Buffer.of(TeltonikaCodec.CODEC_8, records.length),
    ...records,
    Buffer.of(records.length),
  ]);
}

/** A TCP AVL packet carrying the records; the server answers with their count. */
export function teltonikaPacket(records: readonly Buffer[]): Buffer {
  return wrapTeltonikaPacket(avlData(records));
}

/** A UDP datagram carrying the records; the server answers with the packet ids and the count. */
export function teltonikaDatagram(
  imei: string,
  packetId: number,
  avlPacketId: number,
  records: readonly Buffer[],
): Buffer {
  const body = Buffer.concat([teltonikaImei(imei), avlData(records)]);
  const out = Buffer.alloc(UDP_HEAD - 2 + body.length);
  out.writeUInt16BE(out.length - 2, 0);
  out.writeUInt16BE(packetId & 0xffff, 2);
  out[4] = UDP_NOT_USABLE;
  out[5] = avlPacketId & 0xff;
  body.copy(out, UDP_HEAD - 2);
  return out;
}

/** A Codec 12 response (type 0x06) carrying the device's answer to a command. */
export function teltonikaResponse(text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const field = Buffer.alloc(3 + 4 + body.length + 1);
  field[0] = TeltonikaCodec.CODEC_12;
  field[1] = 1;
  field[2] = CODEC12_RESPONSE;
  field.writeUInt32BE(body.length, 3);
  body.copy(field, 7);
  field[field.length - 1] = 1;
  return wrapTeltonikaPacket(field);
}

/** The text of a server's Codec 12 command packet, or undefined when it is not one (or its CRC is wrong). */
export function readTeltonikaCommand(packet: Buffer): string | undefined {
  if (packet.length < ENVELOPE_HEAD + 8 + CRC_FIELD) return undefined;
  const end = packet.length - CRC_FIELD;
  if (packet.readUInt32BE(end) !== crc16Ibm(packet, ENVELOPE_HEAD, end)) return undefined;
  if (packet[ENVELOPE_HEAD] !== TeltonikaCodec.CODEC_12 || packet[ENVELOPE_HEAD + 2] !== CODEC12_COMMAND)
    return undefined;
  const size = packet.readUInt32BE(ENVELOPE_HEAD + 3);
  const start = ENVELOPE_HEAD + 7;
  if (start + size + 1 !== end) return undefined;
  return packet.toString('latin1', start, start + size);
}

/** What the server sends a Teltonika device over TCP, one item at a time. */
export type TeltonikaServerItem =
  | { kind: 'imei'; accepted: boolean }
  | { kind: 'count'; count: number }
  | { kind: 'command'; packet: Buffer };

/**
 * Reads the server's side of a TCP connection: the IMEI answer (one byte), then record counts (4
 * bytes, never 0) and Codec 12 command packets (4 zero bytes, a length, the data, the CRC).
 */
export class TeltonikaServerReader {
  private buffer = Buffer.alloc(0);
  private answered = false;

  reset(): void {
    this.buffer = Buffer.alloc(0);
    this.answered = false;
  }

  push(chunk: Buffer): TeltonikaServerItem[] {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    const items: TeltonikaServerItem[] = [];
    for (;;) {
      if (!this.answered) {
        if (this.buffer.length < IMEI_ACK_SIZE) break;
        items.push({ kind: 'imei', accepted: this.buffer[0] === 1 });
        this.answered = true;
        this.buffer = this.buffer.subarray(IMEI_ACK_SIZE);
        continue;
      }
      if (this.buffer.length < RECORD_COUNT_SIZE) break;
      const count = this.buffer.readUInt32BE(0);
      if (count !== 0) {
        items.push({ kind: 'count', count });
        this.buffer = this.buffer.subarray(RECORD_COUNT_SIZE);
        continue;
      }
      if (this.buffer.length < ENVELOPE_HEAD) break;
      const size = ENVELOPE_HEAD + this.buffer.readUInt32BE(4) + CRC_FIELD;
      if (this.buffer.length < size) break;
      items.push({ kind: 'command', packet: Buffer.from(this.buffer.subarray(0, size)) });
      this.buffer = this.buffer.subarray(size);
    }
    return items;
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The FMB answer to `getgps`, e.g. `GPS:1 Sat:7 Lat:54.667414 Long:25.214144 Alt:152 Speed:0 Dir:0 Date: 2019/4/23 Time: 12:25:17`. */
export function teltonikaGpsText(fix: Fix): string {
  const t = fix.time;
  return (
    `GPS:${fix.valid ? 1 : 0} Sat:${fix.satellites} Lat:${fix.latitude.toFixed(6)} ` +
    `Long:${fix.longitude.toFixed(6)} Alt:${Math.round(fix.altitude)} Speed:${Math.round(fix.speedKmh)} ` +
    `Dir:${Math.round(fix.course)} Date: ${t.getUTCFullYear()}/${t.getUTCMonth() + 1}/${t.getUTCDate()} ` +
    `Time: ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** The FMB answer to `getio`: inputs, analog input (the supply, mV) and outputs. */
export function teltonikaIoText(status: DeviceStatus): string {
  const supply = Math.round(status.externalVoltage * MILLIVOLTS_PER_VOLT);
  return `DI1:${status.acc ? 1 : 0} DI2:0 DI3:0 AIN1:${supply} AIN2:0 DO1:${status.oilCut ? 1 : 0} DO2:0`;
}

/** The FMB answer to `setdigout`: each output's state and timeout. */
export function teltonikaDigoutText(cut: boolean): string {
  return `DOUT1:${cut ? 1 : 0} Timeout:INFINITY DOUT2:0 Timeout:INFINITY`;
}
