/** FNV-1a's 32-bit offset basis and prime. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/**
 * Read once: a global looked up on every call is slow where code runs in a vm context (the test
 * runner's), 60 lookups per serial.
 */
const imul = Math.imul;
/** A second, independent hash starts from another basis (any odd constant far from the first). */
const SECOND_OFFSET = 0x9747b28c;

/**
 * Two 32-bit hashes of a serial, for the sketches that remember refused serials in fixed memory.
 * FNV-1a over the UTF-16 code units, finished with MurmurHash3's mixer: serials are short runs of
 * digits that differ in their last characters, and the mixer spreads those differences over every
 * bit, which the sketches need (they read the high bits as an index).
 */
export function serialHashes(serial: string): [number, number] {
  let a = FNV_OFFSET;
  let b = SECOND_OFFSET;
  for (let i = 0; i < serial.length; i++) {
    const c = serial.charCodeAt(i);
    a = imul(a ^ c, FNV_PRIME);
    b = imul(b ^ c, FNV_PRIME);
  }
  return [mix(a), mix(b)];
}

/** MurmurHash3's fmix32: every input bit affects every output bit. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
