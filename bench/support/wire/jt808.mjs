// How a benchmark device speaks JT808: the simulator's frame encoders (registration 0x0100, then
// authentication 0x0102 with the code the 0x8100 hands out, positions 0x0200) and the protocol's
// framer for what the gateway answers. The interface is described in gt06.mjs.
const AUTH = 0x0102;
const LOCATION = 0x0200;
const REGISTERED = 0;

export async function load() {
  const { Jt808Framer } = (await import('@gps/protocols')).default;
  const frames = (await import('../../../apps/simulator/dist/transports/jt808-frames.js')).default;
  return {
    protocol: 'jt808',
    portSetting: 'JT808_PORT',
    session(serial) {
      // The bench's serials are IMEIs: the 2019 header carries them.
      const terminal = frames.jt808TerminalFor(serial);
      let frameSerial = 0;
      const nextSerial = () => (frameSerial = (frameSerial + 1) & 0xffff);
      return {
        framer: new Jt808Framer(),
        hello: () => frames.jt808Register(terminal, nextSerial()),
        onFrame(frame) {
          const message = frames.parseJt808PlatformFrame(frame);
          if (message?.kind === 'register_response' && message.result === REGISTERED) {
            return frames.jt808Auth(terminal, nextSerial(), message.authCode);
          }
          if (message?.kind !== 'general_response') return undefined;
          if (message.answeredId === AUTH) return 'ready';
          if (message.answeredId === LOCATION) return 'ack';
          return undefined;
        },
        position: (fix, status) => frames.jt808Location(terminal, nextSerial(), fix, status),
      };
    },
  };
}
