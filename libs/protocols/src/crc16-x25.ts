/**
 * CRC-16/X-25 (the "CRC-ITU" of the GT06 documents): reflected poly 0x8408, init and xorout 0xFFFF.
 * The table is generated here rather than copied because a public transcription has duplicated rows.
 */
const TABLE: Uint16Array = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let crc = n;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
    table[n] = crc;
  }
  return table;
})();

export function crc16X25(data: Uint8Array, start = 0, end = data.length): number {
  let crc = 0xffff;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ TABLE[(crc ^ data[i]) & 0xff];
  return (crc ^ 0xffff) & 0xffff;
}
