/** GT06 protocol numbers this codec interprets (reference §1.4). */
export const Gt06Type = {
  LOGIN: 0x01,
  GPS: 0x10,
  GPS_LBS: 0x12,
  HEARTBEAT: 0x13,
  STRING_REPLY: 0x15,
  ALARM: 0x16,
  LBS_ALARM: 0x19,
  STRING_REPLY_NEW: 0x21,
  GPS_LBS_UTC: 0x22,
  HEARTBEAT_GK310: 0x23,
  ALARM_UTC: 0x26,
  ALARM_MULTI_FENCE: 0x27,
  LBS_MULTI: 0x28,
  COMMAND: 0x80,
  TIME_REQUEST: 0x8a,
  INFO: 0x94,
  WIFI: 0x17,
  WIFI_2: 0x69,
  LBS_WIFI: 0x2c,
  WIFI_4: 0xf3,
  GPS_LBS_4G: 0xa0,
  GPS_LBS_STATUS_4G: 0xa2,
  FENCE_MULTI_4G: 0xa4,
  GPS_LBS_6: 0x11,
  GPS_LBS_EXTEND: 0x1e,
  GPS_LBS_5: 0x31,
  GPS_LBS_STATUS_SL4X: 0x32,
  GPS_LBS_3: 0x37,
  GPS_LBS_8: 0x38,
  CAMERA_ALARM: 0x95,
  MODULAR: 0x70,
  X1_GPS: 0x34,
  LBS_MULTI_3: 0x24,
  LBS_MULTI_2: 0x2e,
  LBS_EXTEND: 0x18,
  LBS_ALARM_4G: 0xa5,
  LBS_4G: 0xa1,
  AZ735_ALARM: 0x33,
  STATUS_2: 0x36,
  GPS_LBS_DRIVER: 0x25,
  FENCE_SINGLE: 0xa3,
  OBD: 0x8c,
  LBS_ADDRESS: 0xa7,
  DEVICE_STATUS: 0xf1,
  PERIPHERAL: 0xf2,
  SERIAL: 0x9b,
} as const;

export const GT06_SHORT_START = 0x7878;
export const GT06_LONG_START = 0x7979;

/** Types the device does not expect an acknowledgement for (reference §1.4 "ACK rule"). */
export const GT06_NO_ACK: ReadonlySet<number> = new Set([
  0x80,
  0x81,
  0x82,
  Gt06Type.STRING_REPLY_NEW,
  Gt06Type.INFO,
]);

/** Long-frame types whose acknowledgement is itself a long frame (reference §1.4). */
export const GT06_LONG_ACK: ReadonlySet<number> = new Set([0x32, 0x33, 0x41]);

/**
 * Long-frame types acknowledged with a short ACK; other long-frame types are not acknowledged.
 * The types decoded since (0x94 onwards in Gt06Type) keep the behaviour they had before: what
 * each model expects in reply is not yet known from real captures.
 */
export const GT06_KNOWN: ReadonlySet<number> = new Set<number>([
  Gt06Type.LOGIN,
  Gt06Type.GPS,
  Gt06Type.GPS_LBS,
  Gt06Type.HEARTBEAT,
  Gt06Type.STRING_REPLY,
  Gt06Type.ALARM,
  Gt06Type.LBS_ALARM,
  Gt06Type.STRING_REPLY_NEW,
  Gt06Type.GPS_LBS_UTC,
  Gt06Type.HEARTBEAT_GK310,
  Gt06Type.ALARM_UTC,
  Gt06Type.ALARM_MULTI_FENCE,
  Gt06Type.LBS_MULTI,
  Gt06Type.COMMAND,
  Gt06Type.TIME_REQUEST,
  Gt06Type.INFO,
]);
