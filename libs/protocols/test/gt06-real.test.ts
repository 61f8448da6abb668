import { decodeGt06Frame, type DeviceMessage, type Gt06DecodeOptions } from '@gps/protocols';

/** Real frames (Traccar's Gt06ProtocolDecoderTest, see corpus/gt06/traccar.json) for each fix. */
const NOW = new Date('2030-01-01T00:00:00Z');

function decoded(frameHex: string, options: Gt06DecodeOptions = {}): DeviceMessage {
  const result = decodeGt06Frame(Buffer.from(frameHex, 'hex'), { now: NOW, deviceId: '1', ...options });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.message;
}

function alarmOf(
  frameHex: string,
  options: Gt06DecodeOptions = {},
): Extract<DeviceMessage, { type: 'alarm' }> {
  const message = decoded(frameHex, options);
  if (message.type !== 'alarm') throw new Error(`expected an alarm, got ${message.type}`);
  return message;
}

describe('GT06 0x16 alarms as real devices send them', () => {
  it('reads a 4-byte cell id after a length byte of 9, so the status block is not one byte off', () => {
    // 09 | 01CC 00 2503 0328E7A0 | 00 5D 4B 13 02: MCC 460, cell 0x0328E7A0, battery 93 %, alarm 0x13.
    const alarm = alarmOf(
      '78782616170A080C0E24C0027C58AD0C2B8B0100454E0901CC0025030328E7A0005D4B13021EC373170D0A',
    );
    expect(alarm.batteryLevel).toBe(93);
    expect(alarm.alarm).toBe('tamper');
    expect(alarm.cells).toEqual([{ mcc: 460, mnc: 0, lac: 0x2503, cid: 0x0328e7a0 }]);
  });

  it('reads SOS from the alarm byte after a 4-byte cell id', () => {
    const alarm = alarmOf(
      '787826161709130f3a2dcc02c55f2a089f9af9005c210901360481fe066d9b03413e420102035f92fe0d0a',
    );
    expect(alarm.alarm).toBe('sos');
    expect(alarm.alarmCode).toBe(0x01);
  });

  it('skips a zero-length cell block padded with zeros and reads the status block at the end', () => {
    // Length byte 0, then 45 bytes of padding (one of them 04), then 7E 06 1B 09 82: battery level 6.
    const message = decoded(
      '78784a1614051c150204ec02777e560c2a2a2a5314af000000000000040000000000000000000000000000000000000000000000000000000000000000000000000000007e061b0982004b24c00d0a',
    );
    if (message.type !== 'alarm') throw new Error(message.type);
    expect(message.batteryLevel).toBe(100);
    expect(message.statusBits).toBe(0x7e);
    expect(message.cells).toBeUndefined();
  });

  it('takes SOS from the terminal bits when a model uses the alarm byte for something else', () => {
    // VXT01 layout (no LBS length byte): terminal 0x62 has bits 5..3 = 100 (SOS), alarm byte 0x04.
    const alarm = alarmOf(
      '7878241617070a150e24ca01fba0040780e177005c0001720253360027db6204e40400004bf1e90d0a',
    );
    expect(alarm.alarm).toBe('sos');
  });

  it('reads 0x0C and 0x25 as tampering, as most real devices mean them', () => {
    expect(
      alarmOf('78782526160913063918c002780fab0c44750f00040008027f14084c0038420600030c020007398e0d0a').alarm,
    ).toBe('tamper');
    expect(
      alarmOf('78782516160908063736c0006e70110442fc800000000800000000000000000300002512000473fb0d0a').alarm,
    ).toBe('tamper');
  });

  it('reads alarm codes by the device model where a family reuses them', () => {
    const frame = '78782516180516150812c804b50ee80880e40805dcf909012e000000986633460604190106c393490d0a';
    expect(alarmOf(frame).alarm).toBe('low_battery');
    expect(alarmOf(frame, { model: 'LW4G-4B' }).alarm).toBe('harsh_acceleration');
  });
});

describe('GT06 0x94 information packets', () => {
  const attributesOf = (frameHex: string): Record<string, unknown> => {
    const message = decoded(frameHex);
    if (message.type !== 'heartbeat') throw new Error(message.type);
    return message.attributes ?? {};
  };

  it('reads external power, network, ICCID and peripheral serial by sub-type', () => {
    expect(attributesOf('79790008940b02e3048614200d0a').power).toBe(7.39);
    expect(attributesOf('79790007940B010A0B5ACE0D0A').networkTechnology).toBe('4G');
    expect(attributesOf('79790019941b524649443a3030384642324245424133390d0a000c14930d0a').serial).toBe(
      'RFID:008FB2BEBA39',
    );
  });

  it('reads the door bit and temperature with humidity', () => {
    expect(attributesOf('7979000d940516090908081c030defbd2d0d0a').door).toBe(true);
    const climate = attributesOf('7979000e941e000000d5000002ee00f59b850d0a');
    expect(climate.temperature).toBe(21.3);
    expect(climate.humidity).toBe(75);
  });
});
