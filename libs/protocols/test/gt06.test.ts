import {
  crc16X25,
  decodeGt06Frame,
  encodeGt06Ack,
  encodeGt06AlarmAck,
  encodeGt06Frame,
  encodeGt06HeartbeatAck,
  encodeGt06LoginAck,
  encodeGt06ServerCommand,
  encodeGt06TimeResponse,
  Gt06Framer,
  gt06ReplyFor,
  type DeviceMessage,
  type Gt06DecodeResult,
} from '@gps/protocols';
import { GT06, hex } from './vectors';

const NOW = new Date('2030-01-01T00:00:00Z');

function decode(frameHex: string, options = {}): Extract<Gt06DecodeResult, { ok: true }> {
  const result = decodeGt06Frame(hex(frameHex), { now: NOW, ...options });
  if (!result.ok) throw new Error(`decode failed: ${result.error.code} ${result.error.message}`);
  return result;
}

function messageOf<T extends DeviceMessage['type']>(
  frameHex: string,
  type: T,
): Extract<DeviceMessage, { type: T }> {
  const { message } = decode(frameHex, { deviceId: '864717003283581' });
  expect(message.type).toBe(type);
  return message as Extract<DeviceMessage, { type: T }>;
}

const upper = (b: Buffer | undefined): string | undefined => b?.toString('hex').toUpperCase();

describe('CRC-16/X-25', () => {
  it('matches the standard check value', () => {
    expect(crc16X25(Buffer.from('123456789'))).toBe(0x906e);
  });

  it('reproduces the worked example of the login ACK', () => {
    expect(crc16X25(Buffer.from([0x05, 0x01, 0x00, 0x01]))).toBe(0xd9dc);
  });

  it('verifies every reference vector that the reference says passes', () => {
    for (const [name, frame] of Object.entries(GT06)) {
      if (name === 'badCrcHeartbeat') continue;
      const bytes = hex(frame);
      const crc = bytes.readUInt16BE(bytes.length - 4);
      expect({ name, crc: crc16X25(bytes, 2, bytes.length - 4) }).toEqual({ name, crc });
    }
  });
});

describe('GT06 framer', () => {
  const all = [
    GT06.login,
    GT06.gps12,
    GT06.alarm16,
    GT06.heartbeat,
    GT06.stringReply21Utf16,
    GT06.timeRequest,
  ].map(hex);
  const stream = Buffer.concat(all);

  it('splits merged frames', () => {
    const out = new Gt06Framer().push(stream);
    expect(out.frames).toEqual(all);
    expect(out.errors).toEqual([]);
  });

  it('reassembles frames split one byte at a time', () => {
    const framer = new Gt06Framer();
    const frames: Buffer[] = [];
    for (const byte of stream) frames.push(...framer.push(Buffer.from([byte])).frames);
    expect(frames).toEqual(all);
    expect(framer.bufferedBytes).toBe(0);
  });

  it('frames by length even when 0D 0A occurs inside the payload', () => {
    // A GPS frame whose longitude bytes contain 0D 0A.
    const content = hex('0f0a140e150bc505e51e780d0a03e800540000f601006e0055da');
    const frame = encodeGt06Frame(0x12, content, 3);
    const out = new Gt06Framer().push(Buffer.concat([frame, hex(GT06.heartbeat)]));
    expect(out.frames).toEqual([frame, hex(GT06.heartbeat)]);
  });

  it('skips and reports garbage between frames', () => {
    const out = new Gt06Framer().push(
      Buffer.concat([hex('0102030405'), hex(GT06.login), hex('ffff'), hex(GT06.heartbeat)]),
    );
    expect(out.frames).toEqual([hex(GT06.login), hex(GT06.heartbeat)]);
    expect(out.errors.map((e) => [e.code, e.droppedBytes])).toEqual([
      ['garbage', 5],
      ['garbage', 2],
    ]);
  });

  it('falls back to the next 0D 0A when the length field is wrong, like Traccar', () => {
    const out = new Gt06Framer().push(Buffer.concat([hex(GT06.badCrcHeartbeat), hex(GT06.login)]));
    expect(out.frames).toEqual([hex(GT06.badCrcHeartbeat), hex(GT06.login)]);
    // The cut decides; the frame is decoded, flagged, and its CRC checked over what arrived.
    const decoded = decodeGt06Frame(out.frames[0]);
    expect(decoded).toMatchObject({ ok: true, frame: { lengthMismatch: true } });
  });

  it('bounds its buffer and resynchronises on an oversized frame', () => {
    const framer = new Gt06Framer({ maxFrameSize: 64 });
    // Long frame announcing 60000 bytes, no terminator in sight, then a good frame.
    const bogus = Buffer.concat([hex('7979ea60'), Buffer.alloc(100, 0x11)]);
    const out = framer.push(Buffer.concat([bogus, hex(GT06.login)]));
    expect(out.frames).toEqual([hex(GT06.login)]);
    expect(out.errors.map((e) => e.code)).toContain('oversized');
    expect(framer.bufferedBytes).toBe(0);

    const lonely = new Gt06Framer({ maxFrameSize: 64 });
    lonely.push(Buffer.concat([hex('7979ea60'), Buffer.alloc(40, 0x11)]));
    expect(lonely.bufferedBytes).toBeLessThanOrEqual(64);
    const more = lonely.push(Buffer.alloc(40, 0x11));
    expect(more.errors.map((e) => e.code)).toContain('oversized');
    expect(lonely.bufferedBytes).toBeLessThanOrEqual(64);
  });

  it('keeps a trailing start byte that may begin the next frame', () => {
    const framer = new Gt06Framer();
    const login = hex(GT06.login);
    expect(framer.push(Buffer.concat([hex('aa'), login.subarray(0, 1)])).frames).toEqual([]);
    expect(framer.push(login.subarray(1)).frames).toEqual([login]);
  });
});

describe('GT06 decoder: reference vectors (§1.7)', () => {
  it('1. login with IMEI', () => {
    const r = decode(GT06.login);
    expect(r.message).toEqual({ type: 'login', protocol: 'gt06', deviceId: '864717003283581' });
    expect(r.frame.serial).toBe(0x0009);
    expect(r.frame.crcOk).toBe(true);
    expect(upper(gt06ReplyFor(r.frame))).toBe(GT06.loginAck);
    expect(upper(encodeGt06LoginAck(9))).toBe(GT06.loginAck);
  });

  it('2. login with type and timezone', () => {
    const r = decode(GT06.loginTz);
    expect(r.message).toEqual({
      type: 'login',
      protocol: 'gt06',
      deviceId: '864717003664467',
      deviceType: 0x100f,
      timezoneOffsetMinutes: -240,
      language: 2,
    });
    expect(r.frame.serial).toBe(2);
    expect(upper(gt06ReplyFor(r.frame))).toBe(GT06.loginTzAck.toUpperCase());
    expect(decode(GT06.loginVendor).message).toMatchObject({ type: 'login', deviceId: '123456789012345' });
  });

  it('3. GPS 0x12', () => {
    const r = decode(GT06.gps12, { deviceId: 'dev' });
    const { position } = messageOf(GT06.gps12, 'position');
    expect(position.fixTime.toISOString()).toBe('2015-10-20T14:21:11.000Z');
    expect(position.valid).toBe(true);
    expect(position.latitude).toBeCloseTo(54.94535, 5);
    expect(position.longitude).toBeCloseTo(24.01762, 5);
    expect(position.satellites).toBe(5);
    expect(position.speedKmh).toBe(0);
    expect(position.course).toBe(0);
    // status 0x5400: bit 14 set, bit 15 clear => ignition false
    expect(position.acc).toBe(false);
    expect(position.cells).toEqual([{ mcc: 246, mnc: 1, lac: 110, cid: 21978 }]);
    expect(position.locateType).toBe('gps');
    expect(position.protocol).toBe('gt06');
    expect(r.frame.serial).toBe(3);
    expect(r.message).toMatchObject({ deviceId: 'dev', position: { deviceId: 'dev' } });
  });

  it('5. GPS 0x22', () => {
    const r = decode(GT06.gps22);
    const { position } = messageOf(GT06.gps22, 'position');
    expect(position.fixTime.toISOString()).toBe('2015-12-29T02:51:05.000Z');
    expect(position.satellites).toBe(9);
    expect(position.latitude).toBeCloseTo(23.111693, 6);
    expect(position.longitude).toBeCloseTo(114.409298, 6);
    expect(position.latitude).toBeGreaterThan(0);
    expect(position.longitude).toBeGreaterThan(0);
    expect(position.speedKmh).toBe(0);
    expect(position.valid).toBe(true);
    expect(position.cells).toEqual([{ mcc: 460, mnc: 0, lac: 10365, cid: 8049 }]);
    expect(position.acc).toBe(false);
    expect(position.attributes).toEqual({ uploadMode: 0 });
    expect(position.buffered).toBe(true);
    expect(r.frame.serial).toBe(8);
  });

  it('7. alarm 0x16, vibration', () => {
    const r = decode(GT06.alarm16);
    const alarm = messageOf(GT06.alarm16, 'alarm');
    expect(alarm.alarm).toBe('vibration');
    expect(alarm.alarmCode).toBe(0x03);
    expect(alarm.statusBits).toBe(0x48);
    expect(alarm.time.toISOString()).toBe('2015-12-29T10:43:33.000Z');
    expect(alarm.position?.latitude).toBeCloseTo(23.111682, 6);
    expect(alarm.position?.longitude).toBeCloseTo(114.409253, 6);
    expect(alarm.position?.course).toBe(111);
    expect(alarm.position?.alarm).toBe('vibration');
    expect(alarm.voltageLevel).toBe(4);
    expect(alarm.gsmSignal).toBe(4);
    expect(upper(gt06ReplyFor(r.frame))).toBe(GT06.alarm16Ack);
    expect(upper(encodeGt06AlarmAck(0x1c))).toBe(GT06.alarm16Ack);
  });

  it('9. heartbeat 0x13', () => {
    const r = decode(GT06.heartbeat);
    const hb = messageOf(GT06.heartbeat, 'heartbeat');
    expect(hb).toMatchObject({
      statusBits: 0x44,
      gpsFixed: true,
      charging: true,
      acc: false,
      armed: false,
      voltageLevel: 6,
      batteryLevel: 100,
      gsmSignal: 4,
      alarmCode: 0,
      attributes: { language: 2 },
    });
    expect(hb.alarm).toBeUndefined();
    expect(r.frame.serial).toBe(0x01ba);
    expect(upper(gt06ReplyFor(r.frame))).toBe(GT06.heartbeatAck);
    expect(upper(encodeGt06HeartbeatAck(0x01ba))).toBe(GT06.heartbeatAck);
  });

  it('10. time request 0x8A and its reply', () => {
    const r = decode(GT06.timeRequest);
    expect(r.message.type).toBe('time_request');
    expect(r.frame.serial).toBe(6);
    const now = new Date('2015-12-29T00:00:21Z');
    expect(upper(gt06ReplyFor(r.frame, { now }))).toBe(GT06.timeResponse);
    expect(upper(encodeGt06TimeResponse(now, 6))).toBe(GT06.timeResponse);
  });

  it('11. string reply 0x15', () => {
    const r = decode(GT06.stringReply15);
    expect(r.message).toEqual({
      type: 'command_reply',
      protocol: 'gt06',
      deviceId: '',
      serverFlag: 0,
      text: 'Cut off the fuel supply: Success!',
      encoding: 'ascii',
      language: 0x0002,
    });
    expect(r.frame.serial).toBe(0x013b);
  });

  it('0x21 replies in UTF-16BE and as a text position', () => {
    const utf16 = decode(GT06.stringReply21Utf16);
    expect(utf16.message).toMatchObject({
      type: 'command_reply',
      text: 'Command error!',
      encoding: 'utf16be',
      serverFlag: 0,
    });
    expect(gt06ReplyFor(utf16.frame)).toBeUndefined();

    const reply = messageOf(GT06.stringReply21Position, 'command_reply');
    expect(reply.text).toBe(
      'Current position!Lat:N54.739332,Lon:E25.273270,Course:126.53,Speed:0.0000,DateTime:2017-05-26  10:27:47',
    );
    expect(reply.position).toMatchObject({
      latitude: 54.739332,
      longitude: 25.27327,
      course: 126.53,
      valid: true,
    });
    expect(reply.position?.fixTime.toISOString()).toBe('2017-05-26T10:27:47.000Z');
  });

  it('12. vendor-doc examples', () => {
    const hb = decode(GT06.heartbeatVendor);
    expect(hb.message).toMatchObject({
      type: 'heartbeat',
      statusBits: 0x40,
      voltageLevel: 4,
      gsmSignal: 4,
      alarmCode: 0,
    });
    expect(upper(encodeGt06HeartbeatAck(0x0100))).toBe(GT06.heartbeatReplyVendor);
    expect(upper(encodeGt06AlarmAck(0x001c, 0x26))).toBe(GT06.alarmReplyVendor);
    expect(upper(encodeGt06LoginAck(1))).toBe(GT06.loginReplyV181);
    expect(upper(encodeGt06HeartbeatAck(0x11))).toBe(GT06.heartbeatReplyV181);
  });

  it('flags the inconsistent GT06 v1.8.1 heartbeat, and refuses it when CRCs are enforced', () => {
    const r = decodeGt06Frame(hex(GT06.badCrcHeartbeat));
    expect(r).toMatchObject({ ok: true, frame: { lengthMismatch: true, crcOk: false } });
    const strict = decodeGt06Frame(hex(GT06.badCrcHeartbeat), { rejectBadCrc: true });
    expect(strict).toMatchObject({ ok: false, error: { code: 'bad_crc' } });
  });
});

describe('GT06 decoder: behaviour', () => {
  it('reports a CRC mismatch and still decodes by default', () => {
    const frame = hex(GT06.heartbeat);
    frame[frame.length - 3] ^= 0xff;
    const r = decodeGt06Frame(frame);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.frame.crcOk).toBe(false);
      expect(r.message.type).toBe('heartbeat');
    }
  });

  it('rejects a CRC mismatch when asked to', () => {
    const frame = hex(GT06.heartbeat);
    frame[frame.length - 3] ^= 0xff;
    const r = decodeGt06Frame(frame, { rejectBadCrc: true });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad_crc' }, frame: { crcOk: false } });
  });

  it('applies the login timezone to device times', () => {
    const { message } = decode(GT06.gps12, { timezoneOffsetMinutes: -240 });
    expect(message.type === 'position' && message.position.fixTime.toISOString()).toBe(
      '2015-10-20T18:21:11.000Z',
    );
  });

  it('decodes a 0x16 without an alarm as a plain position', () => {
    const content = hex(GT06.alarm16).subarray(4, 4 + 32);
    content[18 + 9 + 3] = 0x00; // alarm byte
    content[18 + 9] = 0x40; // terminal info: GPS fixed, no alarm bits
    const r = decodeGt06Frame(encodeGt06Frame(0x16, content, 1));
    expect(r.ok && r.message.type).toBe('position');
  });

  it('maps terminal bits when the alarm byte is zero, and ACC alarm codes onto acc', () => {
    const sos = hex(GT06.alarm16).subarray(4, 4 + 32);
    sos[18 + 9] = 0x60; // bits 5..3 = 100 => SOS
    sos[18 + 9 + 3] = 0x00;
    const r1 = decodeGt06Frame(encodeGt06Frame(0x26, sos, 1));
    expect(r1.ok && r1.message.type === 'alarm' && r1.message.alarm).toBe('sos');

    const accOn = hex(GT06.alarm16).subarray(4, 4 + 32);
    accOn[18 + 9 + 3] = 0xfe;
    const r2 = decodeGt06Frame(encodeGt06Frame(0x16, accOn, 1));
    expect(r2.ok && r2.message.type === 'alarm' && [r2.message.alarm, r2.message.acc]).toEqual([
      'acc_on',
      true,
    ]);
  });

  it('reads the GK310 0x23 heartbeat voltage in centivolts', () => {
    // Traccar sample: the 0x23 body is one byte longer than 0x13 because the voltage is a u16.
    const r = decodeGt06Frame(hex('78780B23C00122040001000818720D0A'));
    expect(r.ok && r.message).toMatchObject({
      type: 'heartbeat',
      batteryVoltage: 2.9,
      gsmSignal: 4,
      oilCut: true,
      gpsFixed: true,
    });
  });

  it('reads the fence number of 0x27', () => {
    const content = Buffer.concat([hex(GT06.alarm16).subarray(4, 4 + 32), Buffer.from([0x02])]);
    content[18 + 9 + 3] = 0x04;
    const r = decodeGt06Frame(encodeGt06Frame(0x27, content, 1));
    expect(r.ok && r.message).toMatchObject({ type: 'alarm', alarm: 'geofence_enter', fence: 2 });
  });

  it('decodes an LBS-only alarm (0x19) without a position', () => {
    const content = hex('01cc00287d001f71' + '2006040100');
    const r = decodeGt06Frame(encodeGt06Frame(0x19, content, 5), { now: NOW });
    expect(r.ok && r.message).toMatchObject({
      type: 'alarm',
      alarm: 'sos',
      time: NOW,
      cells: [{ mcc: 460, mnc: 0, lac: 10365, cid: 8049 }],
    });
  });

  it('returns unknown types as such and acknowledges only short ones', () => {
    const short = decodeGt06Frame(encodeGt06Frame(0x55, hex('0102'), 7));
    expect(short.ok && short.message).toMatchObject({ type: 'unknown', kind: '55', raw: '0102' });
    expect(short.ok && upper(gt06ReplyFor(short.frame))).toBe(upper(encodeGt06Ack(0x55, 7)));
    const long = decodeGt06Frame(encodeGt06Frame(0x55, hex('0102'), 7, { long: true }));
    expect(long.ok && gt06ReplyFor(long.frame)).toBeUndefined();
    const info = decodeGt06Frame(encodeGt06Frame(0x94, hex('00'), 7, { long: true }));
    expect(info.ok && gt06ReplyFor(info.frame)).toBeUndefined();
  });

  it('rejects truncated content with a result, not an exception', () => {
    const r = decodeGt06Frame(encodeGt06Frame(0x12, hex('0f0a14'), 1));
    expect(r).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(decodeGt06Frame(hex('7878'))).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(decodeGt06Frame(hex('1234567890abcdef1234'))).toMatchObject({
      ok: false,
      error: { code: 'bad_header' },
    });
  });
});

describe('GT06 command 0x80 encoder (§1.5)', () => {
  const frame = (text: string, serial: number, language?: number): string | undefined => {
    const r = encodeGt06ServerCommand(text, { serverFlag: 0, serial, language });
    return r.ok ? upper(r.frame) : undefined;
  };

  it('reproduces the reference command vectors', () => {
    expect(frame('Relay,1#', 0)).toBe(GT06.commandRelayTraccar);
    expect(frame('WHERE#', 1)).toBe(GT06.commandWhere);
    expect(frame('RELAY,1#', 1)).toBe(GT06.commandRelayOn);
    expect(frame('RELAY,0#', 1)).toBe(GT06.commandRelayOff);
    expect(frame('RELAY,1#', 1, 0x0002)).toBe(GT06.commandRelayLanguage);
    expect(frame('sos#', 1)).toBe(GT06.commandSosVendor);
  });

  it('carries the server flag as a request id that the reply echoes', () => {
    const r = encodeGt06ServerCommand('STATUS#', { serverFlag: 0xdeadbeef, serial: 42 });
    expect(r.ok && r.frame.readUInt32BE(5)).toBe(0xdeadbeef);
    const reply = encodeGt06Frame(
      0x15,
      Buffer.concat([hex('0b'), hex('deadbeef'), Buffer.from('OK!!!!!'), hex('0002')]),
      9,
    );
    const decoded = decodeGt06Frame(reply);
    expect(decoded.ok && decoded.message).toMatchObject({
      type: 'command_reply',
      serverFlag: 0xdeadbeef,
      text: 'OK!!!!!',
    });
  });

  it('returns typed errors for bad input', () => {
    expect(encodeGt06ServerCommand('', { serverFlag: 0, serial: 0 })).toMatchObject({ ok: false });
    expect(encodeGt06ServerCommand('x'.repeat(300), { serverFlag: 0, serial: 0 })).toMatchObject({
      ok: false,
      error: { code: 'too_large' },
    });
    expect(encodeGt06ServerCommand('OK#', { serverFlag: -1, serial: 0 })).toMatchObject({
      ok: false,
      error: { code: 'invalid_field' },
    });
    expect(encodeGt06ServerCommand('OK#', { serverFlag: 0, serial: 70000 })).toMatchObject({ ok: false });
    expect(encodeGt06ServerCommand('中文#', { serverFlag: 0, serial: 0 })).toMatchObject({ ok: false });
  });
});
