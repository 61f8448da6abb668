// How a benchmark device speaks GT06: the simulator's frame encoders (login 0x01, position 0x22)
// and the protocol's framer for what the gateway answers.
//
// Every wire module (bench/support/wire/<protocol>.mjs) exports `load()` resolving to
//   { protocol, portSetting, session(serial) }
// where `portSetting` is the api's environment setting that opens the protocol's port, and a
// session is one device's side of one connection:
//   framer        splits what the gateway sends into frames (`push(chunk).frames`)
//   hello()       the bytes that name the device right after connecting (a login, a handshake)
//   onFrame(f)    reads one frame from the gateway: 'ready' when the device is accepted, 'ack' when
//                 one position is acknowledged, a Buffer to write back (a handshake's next step),
//                 or undefined for anything else
//   position(fix, status)  the bytes of one position report
const LOGIN_ACK = 0x01;
const POSITION_ACK = 0x22;
const FRAME_OPTIONS = { flavour: 'utc', timezoneMinutes: 0 };

export async function load() {
  const { Gt06Framer } = (await import('@gps/protocols')).default;
  const frames = (await import('../../../apps/simulator/dist/transports/gt06-frames.js')).default;
  return {
    protocol: 'gt06',
    portSetting: 'GT06_PORT',
    session(serial) {
      let frameSerial = 0;
      const nextSerial = () => (frameSerial = (frameSerial % 0xffff) + 1);
      return {
        framer: new Gt06Framer(),
        hello: () => frames.gt06Login(serial, nextSerial(), 0),
        onFrame(frame) {
          // A short frame (78 78) has its protocol number at 3, a long one (79 79) at 4.
          const type = frame[0] === 0x78 ? frame[3] : frame[4];
          if (type === LOGIN_ACK) return 'ready';
          if (type === POSITION_ACK) return 'ack';
          return undefined;
        },
        position: (fix, status) => frames.gt06Position(fix, status, nextSerial(), FRAME_OPTIONS),
      };
    },
  };
}
