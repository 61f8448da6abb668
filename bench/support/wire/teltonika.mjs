// How a benchmark device speaks Teltonika over TCP: the simulator's frame encoders (the IMEI
// handshake, one Codec 8 packet of one record per position) and its reader of what the gateway
// answers (the IMEI answer `01`, then a 4-byte record count per packet). The interface is described
// at the top of gt06.mjs.
const IMEI_ACCEPTED = 0x01;
const IMEI_ANSWER_SIZE = 1;
const RECORD_COUNT_SIZE = 4;

export async function load() {
  const frames = (await import('../../../apps/simulator/dist/transports/teltonika-frames.js')).default;
  return {
    protocol: 'teltonika',
    portSetting: 'TELTONIKA_PORT',
    session(serial) {
      const reader = new frames.TeltonikaServerReader();
      return {
        framer: {
          // Each item the gateway sent, as the bytes it was: the IMEI answer, a count, a command.
          push: (chunk) => ({
            frames: reader.push(chunk).map((item) => {
              if (item.kind === 'imei') return Buffer.of(item.accepted ? IMEI_ACCEPTED : 0);
              if (item.kind === 'command') return item.packet;
              const count = Buffer.alloc(RECORD_COUNT_SIZE);
              count.writeUInt32BE(item.count);
              return count;
            }),
          }),
        },
        hello: () => frames.teltonikaImei(serial),
        onFrame(frame) {
          if (frame.length === IMEI_ANSWER_SIZE) return frame[0] === IMEI_ACCEPTED ? 'ready' : undefined;
          // One record per packet: a count answers one position.
          if (frame.length === RECORD_COUNT_SIZE) return 'ack';
          return undefined;
        },
        position: (fix, status) => frames.teltonikaPacket([frames.teltonikaRecord(fix, status)]),
      };
    },
  };
}
