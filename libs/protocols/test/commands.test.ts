import {
  COMMAND_KEYS,
  decodeGt06Frame,
  encodeGt06RemoteCommand,
  gt06CommandText,
  h02CommandParts,
  h02CommandText,
  type CommandKey,
  type RemoteCommand,
} from '@gps/protocols';
import { GT06, hex } from './vectors';

const TIME = new Date('2020-01-01T01:02:03Z');
const H02_ID = '123456789012345';

/** key -> [GT06 text, H02 sentence or undefined when unsupported]; the table in docs/protocols.md. */
const TABLE: [RemoteCommand, string, string | undefined][] = [
  [{ key: 'PSW', value: '123456' }, 'PSW,123456#', undefined],
  [{ key: 'PHONE', value: '+886912345678' }, 'PHONE,+886912345678#', undefined],
  [{ key: 'USER', value: '0912345678' }, 'USER,0912345678#', undefined],
  [{ key: 'FREQ', value: 'normal' }, 'FREQ,30#', `*HQ,${H02_ID},S71,010203,22,30#`],
  [{ key: 'FREQ', value: 'fast' }, 'FREQ,15#', `*HQ,${H02_ID},S71,010203,22,15#`],
  [{ key: 'FREQ', value: 30 }, 'FREQ,30#', `*HQ,${H02_ID},S71,010203,22,30#`],
  [{ key: 'VIB', value: true }, 'VIB,1#', `*HQ,${H02_ID},SCF,010203,0,0#`],
  [{ key: 'VIB', value: 0 }, 'VIB,0#', `*HQ,${H02_ID},SCF,010203,1,1#`],
  [{ key: 'VIBL', value: 0 }, 'VIBL,0#', undefined],
  [{ key: 'VIBL', value: 15 }, 'VIBL,15#', undefined],
  [{ key: 'LBVON', value: true }, 'LBVON,1#', undefined],
  [{ key: 'POF', value: false }, 'POF,0#', undefined],
  [{ key: 'SLEEP', value: 1 }, 'SLEEP,1#', undefined],
  [{ key: 'GPS' }, 'GPS#', undefined],
  [{ key: 'VBAT' }, 'VBAT#', undefined],
  [{ key: 'ENGINE_STOP' }, 'RELAY,1#', `*HQ,${H02_ID},S20,010203,1,1#`],
  [{ key: 'ENGINE_RESUME' }, 'RELAY,0#', `*HQ,${H02_ID},S20,010203,1,0#`],
  [{ key: 'LOCATE' }, 'WHERE#', undefined],
  [{ key: 'CUSTOM', text: 'STATUS#' }, 'STATUS#', `*HQ,${H02_ID},STATUS,010203#`],
  [{ key: 'CUSTOM', text: 'D1,10' }, 'D1,10', `*HQ,${H02_ID},D1,010203,10#`],
];

describe('remote command mapping', () => {
  it.each(TABLE)('%j', (command, gt06, h02) => {
    expect(gt06CommandText(command)).toEqual({ ok: true, text: gt06 });
    const encoded = h02CommandText(command, { deviceId: H02_ID, time: TIME });
    if (h02 === undefined) {
      expect(encoded).toEqual({
        ok: false,
        error: {
          code: 'unsupported_command',
          protocol: 'h02',
          key: command.key,
          message: expect.any(String),
        },
      });
    } else {
      expect(encoded.ok && encoded.text).toBe(h02);
      expect(encoded.ok && encoded.frame.toString()).toBe(h02);
    }
  });

  it('covers every key', () => {
    const covered = new Set<CommandKey>(TABLE.map(([c]) => c.key));
    expect([...covered].sort()).toEqual([...COMMAND_KEYS].sort());
  });
});

describe('GT06 command frames', () => {
  it('wraps the text in a 0x80 frame that matches the reference vectors', () => {
    const stop = encodeGt06RemoteCommand({ key: 'ENGINE_STOP' }, { serverFlag: 0, serial: 1 });
    expect(stop.ok && stop.frame.toString('hex').toUpperCase()).toBe(GT06.commandRelayOn);
    const resume = encodeGt06RemoteCommand({ key: 'ENGINE_RESUME' }, { serverFlag: 0, serial: 1 });
    expect(resume.ok && resume.frame.toString('hex').toUpperCase()).toBe(GT06.commandRelayOff);
    const where = encodeGt06RemoteCommand({ key: 'LOCATE' }, { serverFlag: 0, serial: 1 });
    expect(where.ok && where.frame.toString('hex').toUpperCase()).toBe(GT06.commandWhere);
    const language = encodeGt06RemoteCommand(
      { key: 'ENGINE_STOP' },
      { serverFlag: 0, serial: 1, language: 2 },
    );
    expect(language.ok && language.frame.toString('hex').toUpperCase()).toBe(GT06.commandRelayLanguage);
  });

  it('puts the request id in the server flag of a valid frame', () => {
    const r = encodeGt06RemoteCommand({ key: 'VIBL', value: 7 }, { serverFlag: 123456, serial: 9 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.text).toBe('VIBL,7#');
    const decoded = decodeGt06Frame(r.frame);
    expect(decoded.ok && decoded.frame).toMatchObject({ protocolNumber: 0x80, serial: 9, crcOk: true });
    expect(r.frame.readUInt32BE(5)).toBe(123456);
    expect(hex(r.frame.toString('hex')).subarray(9, 16).toString()).toBe('VIBL,7#');
  });
});

describe('remote command errors are typed, never thrown', () => {
  const invalid: unknown[] = [
    { key: 'VIBL', value: 16 },
    { key: 'VIBL', value: -1 },
    { key: 'VIBL', value: 1.5 },
    { key: 'VIBL', value: '5' },
    { key: 'FREQ', value: 20 },
    { key: 'FREQ', value: 'slow' },
    { key: 'VIB', value: 'yes' },
    { key: 'PSW', value: '12 34' },
    { key: 'PSW', value: '' },
    { key: 'PHONE', value: 'abc' },
    { key: 'USER', value: '12' },
    { key: 'CUSTOM', text: '' },
    { key: 'CUSTOM', text: '停止#' },
    { key: 'NOPE' },
    {},
    null,
    42,
  ];

  it.each(invalid)('%j', (command) => {
    const gt06 = gt06CommandText(command as RemoteCommand);
    expect(gt06).toMatchObject({ ok: false, error: { code: 'invalid_value', protocol: 'gt06' } });
    const h02 = h02CommandParts(command as RemoteCommand);
    expect(h02).toMatchObject({ ok: false, error: { code: 'invalid_value', protocol: 'h02' } });
  });

  it('reports unusable frame targets', () => {
    expect(encodeGt06RemoteCommand({ key: 'GPS' }, { serverFlag: 2 ** 32, serial: 0 })).toMatchObject({
      ok: false,
      error: { code: 'invalid_target' },
    });
    expect(h02CommandText({ key: 'ENGINE_STOP' }, { deviceId: 'abc', time: TIME })).toMatchObject({
      ok: false,
      error: { code: 'invalid_target' },
    });
    expect(h02CommandText({ key: 'ENGINE_STOP' }, { deviceId: '1', time: new Date(NaN) })).toMatchObject({
      ok: false,
      error: { code: 'invalid_target' },
    });
    expect(h02CommandText({ key: 'CUSTOM', text: 'S20,*' }, { deviceId: '1', time: TIME })).toMatchObject({
      ok: false,
      error: { code: 'invalid_value' },
    });
  });

  it('exposes the H02 code and parameters', () => {
    expect(h02CommandParts({ key: 'FREQ', value: 'fast' })).toEqual({
      ok: true,
      parts: { code: 'S71', params: ['22', '15'] },
    });
  });
});
