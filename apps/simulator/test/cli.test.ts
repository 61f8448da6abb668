import { EventEmitter } from 'node:events';
import { parseCliArgs, runCli } from '../src';
import { FakeGt06Server } from './support/fake-gt06-server';

jest.setTimeout(30_000);

describe('CLI arguments', () => {
  it('has defaults, with the port following the protocol', () => {
    const parsed = parseCliArgs([]);
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        devices: 10,
        protocol: 'gt06',
        intervalSeconds: 10,
        host: '127.0.0.1',
        port: 5023,
        seed: 1,
        serialBase: '860000000000000',
        durationSeconds: 0,
        alarmRate: 0.2,
        offlineRate: 0.1,
        reportEverySeconds: 10,
        gt06Flavour: 'mixed',
        osmandFormat: 'mixed',
      },
    });
    const h02 = parseCliArgs(['--protocol', 'h02']);
    expect(h02.kind === 'run' && h02.options.port).toBe(5013);
    const osmand = parseCliArgs(['--protocol=osmand', '--port', '8082', '--seed', 'demo']);
    expect(osmand.kind === 'run' && [osmand.options.port, osmand.options.seed]).toEqual([8082, 'demo']);
  });

  it('reads every option', () => {
    const parsed = parseCliArgs(
      '--devices 10000 --protocol h02 --interval 2.5 --host gw.local --port 6000 --seed 9 --serial-base 359000000000000 --duration 60 --alarm-rate 1 --offline-rate 0 --report-every 5'.split(
        ' ',
      ),
    );
    expect(parsed).toMatchObject({
      kind: 'run',
      options: {
        devices: 10000,
        protocol: 'h02',
        intervalSeconds: 2.5,
        host: 'gw.local',
        port: 6000,
        seed: 9,
        serialBase: '359000000000000',
        durationSeconds: 60,
        alarmRate: 1,
        offlineRate: 0,
        reportEverySeconds: 5,
      },
    });
  });

  it.each([
    [['--devices', '0'], '--devices must be a whole number from 1 to 100000, got "0"'],
    [['--devices', '1.5'], '--devices must be a whole number'],
    [['--protocol', 'tk103'], '--protocol must be one of gt06, h02, osmand, jt808, teltonika, got "tk103"'],
    [['--interval=-1'], '--interval must be a number from 0.1 to 86400, got "-1"'],
    [['--port', '70000'], '--port must be a whole number from 1 to 65535'],
    [['--serial-base', '12345'], '--serial-base: serial base must be 15 digits'],
    [['--devices', '2', '--serial-base', '999999999999999'], 'leaves no room for 2 devices'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['--devices'], "Option '--devices <value>' argument missing"],
    [['stray'], 'Unexpected argument'],
  ])('explains %j', (argv, message) => {
    const parsed = parseCliArgs(argv);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toContain(message);
  });

  it('shows help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['-h', '--devices', 'x'])).toEqual({ kind: 'help' });
  });
});

describe('runCli', () => {
  it('prints usage and refuses bad arguments with exit code 2', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    expect(await runCli(['--help'], io)).toBe(0);
    expect(out.join('\n')).toContain('--serial-base');
    expect(await runCli(['--protocol', 'x'], io)).toBe(2);
    expect(err[0]).toMatch(/^simulate: --protocol must be one of/);
  });

  it('runs for --duration against a gateway and prints a final status line', async () => {
    const server = new FakeGt06Server();
    const port = await server.start();
    const out: string[] = [];
    const err: string[] = [];
    try {
      const code = await runCli(
        [
          '--devices',
          '3',
          '--port',
          String(port),
          '--interval',
          '0.5',
          '--duration',
          '1.5',
          '--report-every',
          '0.5',
        ],
        { out: (l) => out.push(l), err: (l) => err.push(l) },
        new EventEmitter(),
      );
      expect(code).toBe(0);
    } finally {
      await server.close();
    }
    expect(out[0]).toMatch(
      /^simulating 3 gt06 device\(s\) -> 127\.0\.0\.1:\d+, interval 0\.5 s, seed 1, serials 860000000000009\.\.860000000000025/,
    );
    expect(out[out.length - 1]).toMatch(
      /^final: \[ +\d+s\] online 0\/3 \| driving \d+ parked \d+ sleeping \d+ offline \d+ \| pos \d+/,
    );
    expect(err).toEqual([]);
    expect(server.logins()).toBeGreaterThanOrEqual(3);
  });

  it('stops on SIGINT', async () => {
    const signals = new EventEmitter();
    const out: string[] = [];
    const running = runCli(
      ['--devices', '1', '--port', '1', '--report-every', '0'],
      { out: (l) => out.push(l), err: () => undefined },
      signals,
    );
    setTimeout(() => signals.emit('SIGINT'), 100);
    expect(await running).toBe(0);
    expect(out[out.length - 1]).toMatch(/^final:/);
  });
});
