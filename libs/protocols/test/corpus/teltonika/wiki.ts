import type { CorpusFrame } from './types';

/**
 * The worked examples of Teltonika's "Teltonika Data Sending Protocols" wiki page
 * (wiki.teltonika-gps.com/view/Teltonika_Data_Sending_Protocols): Codec 8 examples 1-3, Codec 8
 * Extended, the UDP examples of both, and Codec 12's getinfo / getio. The hex is as repeated in
 * public decoders' tests (augusto-sb/node-teltonika-codec-parser test/test.ts, whose README notes
 * it corrected two typos of the page); the values are the wiki's decoded tables.
 */
const WIKI = 'Teltonika wiki, Teltonika Data Sending Protocols';
const zeroGps = {
  latitude: 0,
  longitude: 0,
  speedKmh: 0,
  course: 0,
  altitude: 0,
  satellites: 0,
  valid: false,
};

export const TELTONIKA_WIKI: readonly CorpusFrame[] = [
  {
    name: 'IMEI handshake',
    source: `${WIKI}, Communication with server (IMEI 356307042441013)`,
    transport: 'tcp',
    hex: '000F333536333037303432343431303133',
    expect: { kind: 'imei', imei: '356307042441013' },
  },
  {
    name: 'Codec 8 example 1',
    source: `${WIKI}, Codec 8, 1st example`,
    transport: 'tcp',
    hex: '000000000000003608010000016B40D8EA30010000000000000000000000000000000105021503010101425E0F01F10000601A014E0000000000000000010000C7CF',
    expect: {
      kind: 'avl',
      recordCount: 1,
      ack: '00000001',
      records: {
        0: {
          type: 'position',
          fixTime: '2019-06-10T10:04:46.000Z',
          ...zeroGps,
          gsmSignal: 3,
          attributes: { priority: 1, eventIo: 1, din1: true, power: 24.079, io241: 24602, io78: 0 },
        },
      },
    },
  },
  {
    name: 'Codec 8 example 2',
    source: `${WIKI}, Codec 8, 2nd example`,
    transport: 'tcp',
    hex: '000000000000002808010000016B40D9AD80010000000000000000000000000000000103021503010101425E100000010000F22A',
    expect: {
      kind: 'avl',
      recordCount: 1,
      ack: '00000001',
      records: {
        0: {
          type: 'position',
          fixTime: '2019-06-10T10:05:36.000Z',
          ...zeroGps,
          gsmSignal: 3,
          attributes: { priority: 1, eventIo: 1, din1: true, power: 24.08 },
        },
      },
    },
  },
  {
    name: 'Codec 8 example 3 (two records)',
    source: `${WIKI}, Codec 8, 3rd example`,
    transport: 'tcp',
    hex: '000000000000004308020000016B40D57B480100000000000000000000000000000001010101000000000000016B40D5C198010000000000000000000000000000000101010101000000020000252C',
    expect: {
      kind: 'avl',
      recordCount: 2,
      ack: '00000002',
      records: {
        0: {
          type: 'position',
          fixTime: '2019-06-10T10:01:01.000Z',
          ...zeroGps,
          attributes: { eventIo: 1, din1: false },
        },
        1: {
          type: 'position',
          fixTime: '2019-06-10T10:01:19.000Z',
          ...zeroGps,
          attributes: { eventIo: 1, din1: true },
        },
      },
    },
  },
  {
    name: 'Codec 8 Extended example',
    source: `${WIKI}, Codec 8 Extended, example`,
    transport: 'tcp',
    hex: '000000000000004A8E010000016B412CEE000100000000000000000000000000000000010005000100010100010011001D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A00000100002994',
    expect: {
      kind: 'avl',
      recordCount: 1,
      ack: '00000001',
      records: {
        0: {
          type: 'position',
          fixTime: '2019-06-10T11:36:32.000Z',
          ...zeroGps,
          odometer: 22949000,
          attributes: { priority: 1, eventIo: 1, din1: true, io17: 29, io11: 893700218, io14: 500686954 },
        },
      },
    },
  },
  {
    name: 'Codec 8 over UDP',
    source: `${WIKI}, Codec 8, UDP example`,
    transport: 'udp',
    hex: '003DCAFE0105000F33353230393330383634303336353508010000016B4F815B30010000000000000000000000000000000103021503010101425DBC000001',
    udpHeader: { packetId: 0xcafe, avlPacketId: 5, imei: '352093086403655' },
    udpAck: '0005CAFE010501',
    expect: {
      kind: 'avl',
      recordCount: 1,
      ack: '0005CAFE010501',
      records: {
        0: {
          type: 'position',
          fixTime: '2019-06-13T06:23:26.000Z',
          ...zeroGps,
          gsmSignal: 3,
          attributes: { priority: 1, eventIo: 1, din1: true, power: 23.996 },
        },
      },
    },
  },
  {
    name: 'Codec 8 Extended over UDP',
    source: `${WIKI}, Codec 8 Extended, UDP example`,
    transport: 'udp',
    hex: '005FCAFE0107000F3335323039333038363430333635358E010000016B4F831C680100000000000000000000000000000000010005000100010100010011009D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A000001',
    udpHeader: { packetId: 0xcafe, avlPacketId: 7, imei: '352093086403655' },
    udpAck: '0005CAFE010701',
    expect: {
      kind: 'avl',
      recordCount: 1,
      ack: '0005CAFE010701',
      records: {
        0: {
          type: 'position',
          fixTime: '2019-06-13T06:25:21.000Z',
          ...zeroGps,
          odometer: 22949000,
          attributes: { priority: 1, eventIo: 1, din1: true, io17: 157, io11: 893700218, io14: 500686954 },
        },
      },
    },
  },
  {
    name: 'Codec 12 getinfo response',
    source: `${WIKI}, Codec 12, getinfo response`,
    transport: 'tcp',
    hex: '00000000000000900C010600000088494E493A323031392F372F323220373A3232205254433A323031392F372F323220373A3533205253543A32204552523A312053523A302042523A302043463A302046473A3020464C3A302054553A302F302055543A3020534D533A30204E4F4750533A303A3330204750533A31205341543A302052533A332052463A36352053463A31204D443A30010000C78F',
    expect: {
      kind: 'command_reply',
      text: 'INI:2019/7/22 7:22 RTC:2019/7/22 7:53 RST:2 ERR:1 SR:0 BR:0 CF:0 FG:0 FL:0 TU:0/0 UT:0 SMS:0 NOGPS:0:30 GPS:1 SAT:0 RS:3 RF:65 SF:1 MD:0',
    },
  },
  {
    name: 'Codec 12 getio response',
    source: `${WIKI}, Codec 12, getio response`,
    transport: 'tcp',
    hex: '00000000000000370C01060000002F4449313A31204449323A30204449333A302041494E313A302041494E323A313639323420444F313A3020444F323A3101000066E3',
    expect: { kind: 'command_reply', text: 'DI1:1 DI2:0 DI3:0 AIN1:0 AIN2:16924 DO1:0 DO2:1' },
  },
];

/** Codec 12 commands of the same wiki section, as the server must encode them. */
export const TELTONIKA_WIKI_COMMANDS: readonly { text: string; hex: string; source: string }[] = [
  {
    text: 'getinfo',
    hex: '000000000000000F0C010500000007676574696E666F0100004312',
    source: `${WIKI}, Codec 12, getinfo`,
  },
  {
    text: 'getio',
    hex: '000000000000000D0C010500000005676574696F01000000CB',
    source: `${WIKI}, Codec 12, getio`,
  },
  {
    text: 'getgps',
    hex: '000000000000000E0C010500000006676574677073010000CCD7',
    source: 'Codec 12 getgps command as sent by public Teltonika servers (wiki Codec 12 layout, CRC-16/IBM)',
  },
  {
    text: 'getver',
    hex: '000000000000000E0C010500000006676574766572010000A4C2',
    source: 'Codec 12 getver command as sent by public Teltonika servers (wiki Codec 12 layout, CRC-16/IBM)',
  },
];
