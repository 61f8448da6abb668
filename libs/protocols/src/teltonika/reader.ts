/**
 * Bounds-checked big-endian reads over one buffer. Each read returns undefined past the end, so
 * the AVL parser reports a truncated packet instead of throwing a RangeError.
 */
export class ByteReader {
  constructor(
    private readonly data: Buffer,
    public offset: number,
    private readonly end: number,
  ) {}

  get remaining(): number {
    return this.end - this.offset;
  }

  private take(size: number): number | undefined {
    if (size < 0 || this.offset + size > this.end) return undefined;
    const at = this.offset;
    this.offset += size;
    return at;
  }

  u8(): number | undefined {
    const at = this.take(1);
    return at === undefined ? undefined : this.data[at];
  }

  u16(): number | undefined {
    const at = this.take(2);
    return at === undefined ? undefined : this.data.readUInt16BE(at);
  }

  i16(): number | undefined {
    const at = this.take(2);
    return at === undefined ? undefined : this.data.readInt16BE(at);
  }

  u32(): number | undefined {
    const at = this.take(4);
    return at === undefined ? undefined : this.data.readUInt32BE(at);
  }

  i32(): number | undefined {
    const at = this.take(4);
    return at === undefined ? undefined : this.data.readInt32BE(at);
  }

  u64(): bigint | undefined {
    const at = this.take(8);
    return at === undefined ? undefined : this.data.readBigUInt64BE(at);
  }

  bytes(size: number): Buffer | undefined {
    const at = this.take(size);
    return at === undefined ? undefined : this.data.subarray(at, at + size);
  }
}
