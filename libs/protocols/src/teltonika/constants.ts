/** Teltonika codec ids, sizes and AVL IO ids (Teltonika wiki: "Teltonika Data Sending Protocols"). */

export const TeltonikaCodec = Object.freeze({
  CODEC_8: 0x08,
  CODEC_8_EXTENDED: 0x8e,
  CODEC_12: 0x0c,
} as const);

/** TCP packet: 4 zero bytes, then the data field length (uint32 BE). */
export const PREAMBLE_SIZE = 4;
export const LENGTH_SIZE = 4;
/** The CRC travels as 4 bytes of which only the last two carry CRC-16/IBM. */
export const CRC_FIELD_SIZE = 4;
/** Preamble + length + CRC: what a TCP packet adds around its data field. */
export const TCP_ENVELOPE = PREAMBLE_SIZE + LENGTH_SIZE + CRC_FIELD_SIZE;
/** codec id + count 1 + count 2: the smallest data field. */
export const MIN_DATA_FIELD = 3;

/** The IMEI handshake: a uint16 BE length, then that many ASCII digits. */
export const IMEI_LENGTH_SIZE = 2;
export const MIN_IMEI_DIGITS = 1;
/** IMEIs are 15 digits; a little slack for serials some firmware sends. */
export const MAX_IMEI_DIGITS = 20;

/** Timestamp (8) + priority (1) + GPS element (15). */
export const RECORD_HEADER_SIZE = 24;
export const COORDINATE_SCALE = 1e7;

/** Codec 12 message types. */
export const Codec12Type = Object.freeze({ COMMAND: 0x05, RESPONSE: 0x06 } as const);

/** Priority byte of an AVL record. */
export const TeltonikaPriority = Object.freeze({ LOW: 0, HIGH: 1, PANIC: 2 } as const);

/** AVL IO ids mapped onto our fields (FMB series AVL ID list). */
export const IoId = Object.freeze({
  DIN1: 1,
  DIN2: 2,
  DIN3: 3,
  DIN4: 4,
  TOTAL_ODOMETER: 16,
  GSM_SIGNAL: 21,
  EXTERNAL_VOLTAGE: 66,
  BATTERY_VOLTAGE: 67,
  BATTERY_LEVEL: 113,
  DOUT1: 179,
  DOUT2: 180,
  IGNITION: 239,
  MOVEMENT: 240,
  TOWING: 246,
  CRASH: 247,
  UNPLUG: 252,
  GREEN_DRIVING: 253,
  OVER_SPEEDING: 255,
} as const);

/** Green driving (IO 253) values. */
export const GreenDrivingType = Object.freeze({ ACCELERATION: 1, BRAKING: 2, CORNERING: 3 } as const);

export const MILLIVOLTS_PER_VOLT = 1000;
