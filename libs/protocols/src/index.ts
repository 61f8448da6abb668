/**
 * @gps/protocols: pure device codecs. Bytes or HTTP request parts in, typed messages out;
 * acknowledgements and commands out as bytes. No sockets, timers or I/O: the gateway owns those.
 */

export * from './types';
export { KNOWN_DEVICE_MODELS, type KnownDeviceModel } from './known-models';
export type { Result } from './result';
export { crc16X25 } from './crc16-x25';
export type { FramerError, FramerErrorCode, FramerOptions, FramerOutput } from './framing';

// GT06 (binary TCP)
export { Gt06Framer, GT06_DEFAULT_MAX_FRAME } from './gt06/framer';
export { parseGt06Frame, type Gt06FrameInfo } from './gt06/frame';
export { decodeGt06Frame, type Gt06DecodeOptions, type Gt06DecodeResult } from './gt06/decode';
export { decodeGt06TerminalInfo, batteryPercentFromLevel, type TerminalInfo } from './gt06/fields';
export { gt06AlarmFromCode, gt06AlarmFromTerminalInfo } from './gt06/alarms';
export { Gt06Type } from './gt06/constants';
export {
  encodeGt06Frame,
  encodeGt06Ack,
  encodeGt06LoginAck,
  encodeGt06HeartbeatAck,
  encodeGt06AlarmAck,
  encodeGt06TimeResponse,
  encodeGt06ServerCommand,
  gt06ReplyFor,
  GT06_MAX_COMMAND_TEXT,
  type Gt06CommandFrameOptions,
} from './gt06/encode';

// H02 (text TCP)
export { H02Framer, H02_DEFAULT_MAX_FRAME, type H02FramerOptions } from './h02/framer';
export { decodeH02Frame, type H02DecodeOptions, type H02DecodeResult, type H02FrameInfo } from './h02/decode';
export { decodeH02Status, parseH02StatusWord, type H02Status } from './h02/status';
export {
  encodeH02V1Reply,
  encodeH02NbrReply,
  encodeH02HeartbeatReply,
  encodeH02R12Ack,
  encodeH02CommandFrame,
  h02ReplyFor,
  type H02CommandFrameOptions,
} from './h02/encode';

// JT/T 808 (binary TCP, 2013 and 2019 editions)
export { Jt808Framer, JT808_DEFAULT_MAX_FRAME } from './jt808/framer';
export { parseJt808Frame, type Jt808FrameInfo } from './jt808/frame';
export {
  decodeJt808Frame,
  jt808DeviceId,
  type Jt808DecodeOptions,
  type Jt808DecodeResult,
  type Jt808Message,
} from './jt808/decode';
export { escapeJt808, unescapeJt808, jt808CheckCode } from './jt808/escape';
export { jt808AlarmFromFlags } from './jt808/alarms';
export {
  Jt808ControlWord,
  Jt808Id,
  Jt808RegisterResult,
  Jt808Result,
  JT808_DEFAULT_TZ_MINUTES,
} from './jt808/constants';
export {
  encodeJt808Frame,
  encodeJt808GeneralResponse,
  encodeJt808RegisterResponse,
  encodeJt808RegisterRefusal,
  encodeJt808TerminalControl,
  encodeJt808AlarmConfirm,
  JT808_CONFIRMED_ALARM_BITS,
  jt808ReplyFor,
  jt808TargetOf,
  type Jt808ReplyOptions,
  type Jt808Target,
} from './jt808/encode';

// OsmAnd / Traccar Client (HTTP)
export {
  decodeOsmAnd,
  type OsmAndRequest,
  type OsmAndDecodeOptions,
  type OsmAndDecodeResult,
  type OsmAndMode,
  type OsmAndRejected,
} from './osmand/decode';
export type { OsmAndSpeedUnit } from './osmand/params';
export { parseOsmAndTimestamp } from './osmand/timestamp';

// Remote commands
export * from './commands/types';
export { gt06CommandText, encodeGt06RemoteCommand } from './commands/gt06';
export {
  h02CommandParts,
  h02CommandText,
  encodeH02RemoteCommand,
  type H02CommandParts,
  type H02RemoteCommandOptions,
} from './commands/h02';

// Teltonika (binary TCP and UDP: Codec 8, 8 Extended, 12)
export { TeltonikaFramer, TELTONIKA_DEFAULT_MAX_FRAME } from './teltonika/framer';
export {
  decodeTeltonikaTcp,
  decodeTeltonikaImei,
  isTeltonikaImeiFrame,
  type TeltonikaTcpResult,
} from './teltonika/decode';
export { decodeTeltonikaUdp, type TeltonikaUdpHeader, type TeltonikaUdpResult } from './teltonika/udp';
export type { TeltonikaDecodeOptions } from './teltonika/messages';
export type { TeltonikaDin } from './teltonika/io-map';
export { TeltonikaCodec, IoId as TeltonikaIoId } from './teltonika/constants';
export { crc16Ibm } from './teltonika/crc16-ibm';
export {
  encodeTeltonikaImeiAck,
  encodeTeltonikaAck,
  encodeTeltonikaUdpAck,
  encodeTeltonikaCommand,
  wrapTeltonikaPacket,
  TELTONIKA_MAX_COMMAND_TEXT,
} from './teltonika/encode';
export { teltonikaCommandText, encodeTeltonikaRemoteCommand } from './commands/teltonika';
export { jt808CommandMessage, encodeJt808RemoteCommand, type Jt808Command } from './commands/jt808';
