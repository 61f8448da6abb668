import { gt06CommandText, h02CommandParts, type RemoteCommand } from '@gps/protocols';
import { parseGt06Command, parseH02Command } from '../src';

const PLATFORM_COMMANDS: RemoteCommand[] = [
  { key: 'PSW', value: '123456' },
  { key: 'PHONE', value: '+886912345678' },
  { key: 'USER', value: '0912345678' },
  { key: 'FREQ', value: 'normal' },
  { key: 'FREQ', value: 'fast' },
  { key: 'VIB', value: true },
  { key: 'VIB', value: 0 },
  { key: 'VIBL', value: 7 },
  { key: 'LBVON', value: 1 },
  { key: 'POF', value: false },
  { key: 'SLEEP', value: true },
  { key: 'GPS' },
  { key: 'VBAT' },
  { key: 'ENGINE_STOP' },
  { key: 'ENGINE_RESUME' },
  { key: 'LOCATE' },
];

describe('command parsing', () => {
  it.each(PLATFORM_COMMANDS.map((c) => [JSON.stringify(c), c] as const))(
    'understands the GT06 text the platform sends for %s',
    (_name, command) => {
      const text = gt06CommandText(command);
      if (!text.ok) throw new Error(text.error.message);
      const parsed = parseGt06Command(text.text);
      expect(parsed.kind).not.toBe('unknown');
      expect(parsed.kind).not.toBe('invalid');
    },
  );

  it('understands every H02 command the platform can encode', () => {
    for (const command of PLATFORM_COMMANDS) {
      const parts = h02CommandParts(command);
      if (!parts.ok) continue; // H02 has no such command
      const parsed = parseH02Command(parts.parts.code, parts.parts.params);
      expect(parsed.kind).not.toBe('unknown');
    }
  });

  it('maps texts to commands', () => {
    expect(parseGt06Command('RELAY,1#')).toEqual({ kind: 'relay', cut: true });
    expect(parseGt06Command('Relay,0#')).toEqual({ kind: 'relay', cut: false });
    expect(parseGt06Command('FREQ,15#')).toEqual({ kind: 'interval', seconds: 15 });
    expect(parseGt06Command('VIB,0#')).toEqual({ kind: 'arm', on: false });
    expect(parseGt06Command('SLEEP,1#')).toEqual({ kind: 'switch', key: 'SLEEP', on: true });
    expect(parseGt06Command('VIBL,16#').kind).toBe('invalid');
    expect(parseGt06Command('WHERE#')).toEqual({ kind: 'locate' });
    expect(parseGt06Command('HELLO#')).toEqual({ kind: 'unknown', text: 'HELLO#' });
    expect(parseH02Command('S20', ['1', '1'])).toEqual({ kind: 'relay', cut: true });
    expect(parseH02Command('S71', ['22', '15'])).toEqual({ kind: 'interval', seconds: 15 });
    expect(parseH02Command('SCF', ['0', '0'])).toEqual({ kind: 'arm', on: true });
    expect(parseH02Command('SCF', ['1', '1'])).toEqual({ kind: 'arm', on: false });
  });
});
