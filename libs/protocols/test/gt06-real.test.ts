import { decodeGt06Frame, Gt06Framer, type DeviceMessage, type Gt06DecodeOptions } from '@gps/protocols';

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
    expect(decoded('79790008940b02e3048614200d0a')).toMatchObject({ type: 'heartbeat', powerVoltage: 7.39 });
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

describe('GT06 frames whose length byte does not describe them', () => {
  it('frames a login whose length byte claims more than it has, so the device gets its answer', () => {
    const login = Buffer.from('78780d010359339075005244340d0a', 'hex');
    const heartbeat = Buffer.from('78780a134004040001000f44d10d0a', 'hex');
    const out = new Gt06Framer().push(Buffer.concat([login, heartbeat]));
    expect(out.frames).toEqual([login, heartbeat]);
    expect(decoded(login.toString('hex'))).toMatchObject({ type: 'login', deviceId: '359339075005244' });
  });

  it('decodes a 0x10 GPS frame whose length byte disagrees with the 0D 0A cut, flagged', () => {
    const frame = Buffer.from('7878121011091c0b1b2999058508040097a89e0034520d0a', 'hex');
    const result = decodeGt06Frame(frame, { now: NOW });
    expect(result).toMatchObject({
      ok: true,
      frame: { lengthMismatch: true },
      message: { type: 'position' },
    });
  });

  it('reads a 0x69 scan whose third byte is the Wi-Fi count: BCD time, access points, cells', () => {
    const frame =
      '787803691604130318491475905bd30e25001e10bbf7635d14759006e626560501cc0028660f213228660f1f2828660ea81e286610731428660f20140d0a';
    const out = new Gt06Framer().push(Buffer.from(frame, 'hex'));
    expect(out.frames).toHaveLength(1);
    const message = decoded(frame);
    if (message.type !== 'lbs') throw new Error(message.type);
    expect(message.time.toISOString()).toBe('2016-04-13T03:18:49.000Z');
    expect(message.wifi).toEqual([
      { mac: '14:75:90:5b:d3:0e', rssi: 0x25 },
      { mac: '00:1e:10:bb:f7:63', rssi: 0x5d },
      { mac: '14:75:90:06:e6:26', rssi: 0x56 },
    ]);
    expect(message.cells).toHaveLength(5);
    expect(message.cells[0]).toEqual({ mcc: 460, mnc: 0, lac: 0x2866, cid: 0x0f21, rssi: 0x32 });
  });
});

describe('GT06 4G positions and scans', () => {
  it('reads a 0xA0 position with its 4G cell (LAC u32, cell id u64) and the ACC byte', () => {
    const message = decoded(
      '787829a01707150f2d0ecd01635100041e96d000087c02d4020000912e000000000718798d000e0006ed3ce50d0a',
    );
    if (message.type !== 'position') throw new Error(message.type);
    expect(message.position.cells).toEqual([{ mcc: 724, mnc: 2, lac: 0x912e, cid: 0x0718798d }]);
    expect(message.position.acc).toBe(false);
  });

  it('reads a 0xA4 fence alarm after its 4G cell (length byte counts itself)', () => {
    const alarm = alarmOf(
      '78782da4150817073b10cf032eea9c0b6ce0800015141001cc0100009a00000000000a6f24014605041900ff01908a640d0a',
    );
    expect(alarm.alarm).toBe('low_battery');
    expect(alarm.cells).toEqual([{ mcc: 460, mnc: 1, lac: 0x9a00, cid: 0x0a6f2401 }]);
  });

  it('reads a GK310-style 0xA2 as a scan of 4G cells and Wi-Fi, and the 0x40-long 0xA2 as a position', () => {
    const scan = decoded(
      '787895a2180b0f0f1d2602dc65000069810000000009569e9648000069810000000009569e3255000069810000000009569e0052000069810000000009569ec846000069810000000009569e64320000000000000000000000000000000000000000000000000000ff06f27cf64f17e13c909a4a53778c3dc83a350fa1b84522976d5ea4854854af976b9ab04cb04e26d703925102a1ce550d0a',
    );
    if (scan.type !== 'lbs') throw new Error(scan.type);
    expect(scan.cells).toHaveLength(5);
    expect(scan.wifi).toHaveLength(6);
    const fix = decoded(
      '787840a2180b0f0f3407cf00602cd208354064001c6a02dc650000698100000000095674c9114100002a04000100004b31000000000863829079286793020001a22a8f0d0a',
    );
    expect(fix.type).toBe('position');
  });
});

describe('GT06 camera alarms and serial pass-through', () => {
  it('reads 0x95 camera events: short form, long form with files, and the JC400 form', () => {
    expect(alarmOf('78780c95130a0209321c90000112800d0a').alarm).toBe('harsh_acceleration');
    const sos = alarmOf(
      '78788b95140a070c1434055d4a800209d9c014280100004556454e545f3335333337363131303032333139365f30303030303030305f323032305f31305f30375f31345f32305f35325f32342e6d70342c4556454e545f3335333337363131303032333139365f30303030303030305f323032305f31305f30375f31345f32305f35325f32332e6d7034003f6b260d0a',
    );
    expect(sos.alarm).toBe('sos');
    expect(sos.position).toMatchObject({ latitude: 50, longitude: 19 });
    expect(String(sos.position?.attributes?.eventFiles)).toMatch(/^EVENT_353376110023196_/);
    const jc400 = decoded(
      '78785995ffff01170719152013df0163d45f041ee52018be002f00876900004556454e545f3836323739383035303137353131325f30303030303030305f323032335f30375f32355f31385f33325f30355f31342e6d70340119d15a0d0a',
    );
    if (jc400.type !== 'position') throw new Error(jc400.type);
    expect(jc400.position.attributes).toMatchObject({ event: 0x69 });
    expect(jc400.position.powerVoltage).toBe(13.5);
    expect(jc400.position.speedKmh).toBe(47);
  });

  it('reads 0x9B pass-through as text when printable, else as hex', () => {
    expect(decoded('797900109b0344373532304136320d0a000f87f00d0a')).toMatchObject({
      type: 'command_reply',
      text: 'D7520A62',
    });
    expect(decoded('797900099b0380d600046f91e90d0a')).toMatchObject({
      type: 'command_reply',
      text: '80d600',
    });
  });
});

describe('GT06 layouts told apart only by the device model', () => {
  const powerOf = (frameHex: string, model: string): unknown => {
    const message = decoded(frameHex, { model });
    if (message.type !== 'heartbeat') throw new Error(message.type);
    return message.powerVoltage;
  };

  it('reads external power from the 0x13 heartbeat of LW, SEEWORLD and R11 models', () => {
    expect(powerOf('78780a13560604f0830ccf986f0d0a', 'LW4G-4B')).toBe(13.1);
    expect(powerOf('78780a134506560b0102242b850d0a', 'SEEWORLD')).toBe(11);
    expect(powerOf('78780a13460b120400160642c20d0a', 'R11')).toBe(28.34);
    // The same LW frame read generically: no power, and its power word is not taken for an alarm.
    expect(decoded('78780a13560604f0830ccf986f0d0a')).toMatchObject({ type: 'heartbeat', voltageLevel: 6 });
  });

  it('reads the NT models 0x22 with its prefix, power and battery volts', () => {
    const frame =
      '78783c220109999999999999991a04171433101a041714310fb00288a5a8050754500008000800000000000000000604e32933000200468b000025008d87ce0d0a';
    const message = decoded(frame, { model: 'XT40' });
    if (message.type !== 'position') throw new Error(message.type);
    expect(message.position.powerVoltage).toBe(12.51);
    expect(message.position.fixTime.toISOString()).toBe('2026-04-23T20:49:15.000Z');
    expect(decodeGt06Frame(Buffer.from(frame, 'hex'), { now: NOW }).ok).toBe(false);
  });
});

describe('GT06 0x70 modular packets', () => {
  it('reads the fix, cell, ICCID and event modules; a removal event is an alarm', () => {
    const alarm = alarmOf(
      '797900a87000000001020035000101003300125d7e3a180600d504b598f708814b3a001d1500340006125d7e39dc000011000a012e02620000000000000001000803537601000129800002000803102608593397620003000a89012608522933976266001800020172002b000114002c00045d7df3c70009000106000a000109002800010d002e00040000f25d002a000111002900040000017e0030000a000100b4000a00b402d0000591250d0a',
    );
    expect(alarm.alarm).toBe('removal');
    expect(alarm.position).toMatchObject({ satellites: 6, altitude: 213, course: 277, valid: true });
    expect(alarm.position?.fixTime.toISOString()).toBe('2019-09-15T13:18:16.000Z');
    expect(alarm.position?.attributes).toMatchObject({ iccid: '89012608522933976266', battery: 3.7 });
  });
});

describe('GT06 0x34 of the X1 models', () => {
  it('reads the GPS block after the data word, and the cell with its u32 id', () => {
    const message = decoded(
      '78783c3439000000120a0902093a07031f9e690529be2e00155500000016214901a30308b70000b3fb004aa82b059401a3422100000001000000007d9370b90d0a',
    );
    if (message.type !== 'position') throw new Error(message.type);
    expect(message.position.fixTime.toISOString()).toBe('2018-10-09T02:09:58.000Z');
    expect(message.position.cells).toEqual([{ mcc: 419, mnc: 3, lac: 0x08b7, cid: 0xb3fb }]);
  });
});

describe('GT06 multi-cell reports', () => {
  it('reads the WANWAY S20 0x24 with its timing advance first and a cell count', () => {
    const message = decoded(
      '787831241603060c231e000194620213ee00606a3413ee0060692e000000000000000000000000000000000000000000003a0cb70d0a',
    );
    if (message.type !== 'lbs') throw new Error(message.type);
    expect(message.cells).toEqual([
      { mcc: 404, mnc: 98, lac: 0x13ee, cid: 0x00606a, rssi: 0x34 },
      { mcc: 404, mnc: 98, lac: 0x13ee, cid: 0x006069, rssi: 0x2e },
    ]);
  });

  it('reads the SR411 mini 0x24 as a GPS and LBS position, and 0x2E as seven cells', () => {
    expect(
      decoded(
        '78782e2416061a103600c80275298404a0a24000184602d4023a49006f060104ed01940000086508004139765000be7d640d0a',
      ),
    ).toMatchObject({
      type: 'position',
      position: { cells: [{ mcc: 724, mnc: 2, lac: 0x3a49, cid: 0x006f06 }] },
    });
  });
});

describe('GT06 GK310 cell types and the QH302R position', () => {
  it('reads a 0xA5 cell alarm: 4G cell then the status block', () => {
    const alarm = alarmOf('787819a5012ed0000075df000000000098661502050413000019a12b0d0a');
    expect(alarm.alarm).toBe('tamper');
    expect(alarm.cells).toEqual([{ mcc: 302, mnc: 208, lac: 0x75df, cid: 0x986615 }]);
  });

  it('skips the IMEI the QH302R puts before the GPS block of its 0x12', () => {
    const frame = '7878271208667030665022971a020c0a1e32c601727c1c0f89af002c14fa01366e000100010c003c1fdd0d0a';
    const message = decoded(frame, { model: 'QH302R' });
    if (message.type !== 'position') throw new Error(message.type);
    expect(message.position.fixTime.toISOString()).toBe('2026-02-12T10:30:50.000Z');
    expect(decodeGt06Frame(Buffer.from(frame, 'hex'), { now: NOW }).ok).toBe(false);
  });
});

describe('GT06 AZ735 long frames', () => {
  it('reads the long 0x32: time, GPS with its length byte, cell with RSSI', () => {
    const message = decoded(
      '7979004a321106170c1b180cc900a875580b7ab4f00010350901fe0a007c0009112424007c000912240081004efe2100c500100f1200000000000000000000000000000000000000000000bc7c900d0a',
    );
    if (message.type !== 'position') throw new Error(message.type);
    expect(message.position).toMatchObject({ satellites: 9, course: 53, valid: true });
    expect(message.position.fixTime.toISOString()).toBe('2017-06-23T12:27:24.000Z');
    expect(message.position.cells).toEqual([{ mcc: 510, mnc: 10, lac: 0x7c, cid: 0x0911, rssi: 0x24 }]);
  });
});

describe('GT06 replies and VL 0x36', () => {
  it('reads the ICCID a 0x15 reply carries as <ICCID:...>', () => {
    const message = decoded(
      '7878281520000000003c49434349443a38393838323339303030303039373330323635303e00020d446f260d0a',
    );
    expect(message).toMatchObject({ type: 'command_reply', attributes: { iccid: '89882390000097302650' } });
  });

  it('reads the GPS block of the VL models 0x36 by model, and leaves other 0x36 unknown', () => {
    const frame =
      '78783536190c1d0f1724cf026cc9140c367d4000940001cc0025ef0540e88c01000000000064051428000006c3000001453f9201003477560d0a';
    const message = decoded(frame, { model: 'VL103' });
    if (message.type !== 'position') throw new Error(message.type);
    expect(message.position.fixTime.toISOString()).toBe('2025-12-29T15:23:36.000Z');
    expect(decoded(frame).type).toBe('unknown');
  });
});

describe('GT06 types other models send under known numbers', () => {
  it('reads a length-framed 0x17 as the RFID models GPS and LBS position', () => {
    const message = decoded(
      '7878281718060e021831c6026e8acc0c361b1000140001cc00286d000f4dbf0000012ca7e001000004b2630d0a',
    );
    expect(message).toMatchObject({
      type: 'position',
      position: { cells: [{ mcc: 460, lac: 0x286d, cid: 0x0f4d }] },
    });
  });
});

describe('GT06 OBD reports and address requests', () => {
  it('reads a 0x8C OBD report: time, ignition and the PID pairs as sent', () => {
    const message = decoded(
      '797900cd8c15010d08200d013137333d302c3232333d312c3238333d30303032373464382c3436333d30303030303239352c3437333d30303030363333622c3438333d30303030303036372c3242333d30303030303030302c3244333d30303030316332302c3335333d30303030323133342c3336333d30303033626430382c3339333d30303030303336622c3330333d30303030303539362c3439333d30303030306563382c3441333d2c3341333d30303030303430352c3530333d30303030cb03850c3603c025af5414a6003fc5940d0a',
    );
    if (message.type !== 'heartbeat') throw new Error(message.type);
    expect(message.time?.toISOString()).toBe('2021-01-13T08:32:13.000Z');
    expect(message.acc).toBe(true);
    expect(String(message.attributes?.obd)).toMatch(/^173=0,223=1,283=000274d8,/);
  });

  it('reads a 0xA7 address request as its 4G cell', () => {
    expect(
      decoded(
        '78782ba701cc000000919100000000090617032b3836313832323038343735363200000000000000000100049fb60d0a',
      ),
    ).toMatchObject({
      type: 'lbs',
      cells: [{ mcc: 460, mnc: 0, lac: 0x9191, cid: 0x09061703 }],
    });
  });
});

describe('GT06 device and peripheral status', () => {
  it('reads 0xF1 status items: ignition, armed, external power', () => {
    const message = decoded(
      '79790026f16318c0000001010100020101000301000004010100050201950006010010000100008021af0d0a',
    );
    expect(message).toMatchObject({ type: 'heartbeat', acc: true, armed: true, powerVoltage: 4.05 });
  });

  it('reads 0xF2 peripheral items: external battery level, BLE tag MAC and its data', () => {
    expect(decoded('79790016f26718e430000c0a470000000010020000000024bff50d0a')).toMatchObject({
      type: 'heartbeat',
      attributes: { externalBatteryLevel: 0x47 },
    });
    const tag = decoded(
      '79790037f26718e389000b0a0423027aca200c465a60000a001d01c4a82828ccfe0000024254425554544f4e2c412c53233136382c35340016a1eb0d0a',
    );
    expect(tag).toMatchObject({ type: 'heartbeat', attributes: { mac: 'c4a82828ccfe', event: 0 } });
  });
});

describe('GT06 login framing stays right for short login frames', () => {
  it('frames the server login ACK (no IMEI) whole, as a client reading replies needs', () => {
    const ack = Buffer.from('787805010001d9dc0d0a', 'hex');
    expect(new Gt06Framer().push(ack).frames).toEqual([ack]);
    // A well-formed short login frame keeps its serial: the short-login leniency is for cut frames only.
    expect(decodeGt06Frame(ack)).toMatchObject({ frame: { serial: 1, crcOk: true } });
  });
});
