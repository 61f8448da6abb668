/** Reflected polynomial 0x8005: CRC-16/IBM (also called CRC-16/ARC), init 0, no final xor. */
const POLY_REFLECTED = 0xa001;

const TABLE = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY_REFLECTED : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** CRC-16/IBM of data[start, end): Teltonika's packet checksum (codec id .. second record count). */
export function crc16Ibm(data: Uint8Array, start = 0, end = data.length): number {
  let crc = 0;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ TABLE[(crc ^ data[i]) & 0xff];
  return crc;
}
