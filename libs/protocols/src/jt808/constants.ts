/** Message ids this codec interprets (JT/T 808-2013 §8 and 808-2019 §8). */
export const Jt808Id = {
  TERMINAL_RESPONSE: 0x0001,
  HEARTBEAT: 0x0002,
  LOGOUT: 0x0003,
  REGISTER: 0x0100,
  AUTH: 0x0102,
  LOCATION: 0x0200,
  LOCATION_ANSWER: 0x0201,
  LOCATION_BATCH: 0x0704,
  PLATFORM_RESPONSE: 0x8001,
  REGISTER_RESPONSE: 0x8100,
  SET_PARAMETERS: 0x8103,
  TERMINAL_CONTROL: 0x8105,
  LOCATION_QUERY: 0x8201,
  ALARM_CONFIRM: 0x8203,
  TEXT_MESSAGE: 0x8300,
} as const;

/** Frame delimiter, and the escape byte that keeps it out of the content (§4.4.1). */
export const JT808_DELIMITER = 0x7e;
export const JT808_ESCAPE = 0x7d;
/** 7D 02 stands for 7E, 7D 01 for 7D. */
export const JT808_ESCAPED_DELIMITER = 0x02;
export const JT808_ESCAPED_ESCAPE = 0x01;

/** Message body properties word (§4.4.3): length, encryption, subpackage, 2019 version flag. */
export const BODY_LENGTH_MASK = 0x03ff;
export const ENCRYPTION_SHIFT = 10;
export const ENCRYPTION_MASK = 0x07;
export const SUBPACKAGE_BIT = 1 << 13;
export const VERSION_2019_BIT = 1 << 14;

/** Header sizes without the subpackage item: id 2, properties 2, [version 1], phone, serial 2. */
export const PHONE_BYTES_2013 = 6;
export const PHONE_BYTES_2019 = 10;
export const HEADER_2013 = 2 + 2 + PHONE_BYTES_2013 + 2;
export const HEADER_2019 = 2 + 2 + 1 + PHONE_BYTES_2019 + 2;
/** Subpackage item: total packages WORD, package number WORD. */
export const SUBPACKAGE_BYTES = 4;
export const CHECK_CODE_BYTES = 1;
export const MAX_BODY = BODY_LENGTH_MASK;

/** 0x8105 command words (JT/T 808-2013 table 20). */
export const Jt808ControlWord = {
  UPGRADE: 1,
  CONNECT_SERVER: 2,
  POWER_OFF: 3,
  RESET: 4,
  FACTORY_RESET: 5,
  CLOSE_DATA: 6,
  CLOSE_WIRELESS: 7,
} as const;

/** Platform general response results (§8.2 table 4). */
export const Jt808Result = {
  SUCCESS: 0,
  FAILURE: 1,
  BAD_MESSAGE: 2,
  UNSUPPORTED: 3,
  ALARM_CONFIRMED: 4,
} as const;

/** 0x8100 registration results (JT/T 808-2013 §8.5): only SUCCESS carries an auth code. */
export const Jt808RegisterResult = {
  SUCCESS: 0,
  VEHICLE_ALREADY_REGISTERED: 1,
  VEHICLE_NOT_IN_DATABASE: 2,
  TERMINAL_ALREADY_REGISTERED: 3,
  TERMINAL_NOT_IN_DATABASE: 4,
} as const;

/** Location basic information: alarm 4, status 4, lat 4, lng 4, altitude 2, speed 2, course 2, time 6. */
export const LOCATION_BASIC_BYTES = 28;
/** The standard's clock is Beijing time (§8.12 table 23: "GMT+8"). */
export const JT808_DEFAULT_TZ_MINUTES = 8 * 60;
export const COORDINATE_SCALE = 1e6;
export const SPEED_SCALE = 10;
