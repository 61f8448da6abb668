import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REMOTE_COMMAND_EVENT_TYPES,
  commandStatus,
  parseStreamName,
  remoteCommandDecider,
  streams,
  type RemoteCommandCommand,
  type RemoteCommandEvent,
  type RemoteCommandRequested,
  type RequestRemoteCommand,
} from '../src';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const run = givenWhenThen(remoteCommandDecider);

const ID = 'cmd-1';
const AT = 1_700_000_000_000;
const EXPIRES = AT + 60_000;

function requestCmd(overrides: Partial<RequestRemoteCommand> = {}): RequestRemoteCommand {
  return {
    type: 'RequestRemoteCommand',
    commandId: ID,
    serialNumber: '358899051234567',
    requestDataCode: 12,
    key: 'FREQ',
    value: 'fast',
    requestNumber: 42,
    requestedBy: { kind: 'fleet', id: 'f1' },
    at: AT,
    expiresAt: EXPIRES,
    ...overrides,
  };
}

const requested: RemoteCommandRequested = {
  type: 'RemoteCommandRequested',
  version: 1,
  data: {
    commandId: ID,
    serialNumber: '358899051234567',
    requestDataCode: 12,
    key: 'FREQ',
    value: 15,
    requestNumber: 42,
    requestedBy: { kind: 'fleet', id: 'f1' },
    at: AT,
    expiresAt: EXPIRES,
  },
};
const sent: RemoteCommandEvent = {
  type: 'RemoteCommandSent',
  version: 1,
  data: { protocol: 'gt06', text: 'FREQ,15#', at: AT + 1000, serialNumber: '358899051234567', key: 'FREQ' },
};
const replied: RemoteCommandEvent = {
  type: 'DeviceReplied',
  version: 1,
  data: { text: 'FREQ=15 OK', at: AT + 2000, serialNumber: '358899051234567', key: 'FREQ' },
};
const failed: RemoteCommandEvent = {
  type: 'RemoteCommandFailed',
  version: 1,
  data: { failure: 'unsupported_command', reason: 'h02 cannot carry PSW', at: AT + 1000 },
};
const expired: RemoteCommandEvent = { type: 'RemoteCommandExpired', version: 1, data: { at: EXPIRES } };

const markSent: RemoteCommandCommand = {
  type: 'MarkCommandSent',
  commandId: ID,
  at: AT + 1000,
  protocol: 'gt06',
  text: 'FREQ,15#',
};
const markFailed: RemoteCommandCommand = {
  type: 'MarkCommandFailed',
  commandId: ID,
  at: AT + 1000,
  failure: 'unsupported_command',
  reason: 'h02 cannot carry PSW',
};
const reply: RemoteCommandCommand = {
  type: 'RecordDeviceReply',
  commandId: ID,
  at: AT + 2000,
  text: 'FREQ=15 OK',
};
const expire: RemoteCommandCommand = { type: 'ExpireCommand', commandId: ID, at: EXPIRES };

describe('remote command stream', () => {
  it('is remotecommand-<commandId>', () => {
    expect(streams.remoteCommand('c-1')).toBe('remotecommand-c-1');
    expect(parseStreamName(streams.remoteCommand('c-1'))).toEqual({ category: 'remotecommand', id: 'c-1' });
    expect(() => streams.remoteCommand('')).toThrow();
  });
});

describe('RequestRemoteCommand', () => {
  it('queues a command with its value normalised', () => {
    expect(run([], requestCmd())).toEqual([requested]);
  });

  it.each([
    ['PSW', 'abc123', 'abc123'],
    ['PHONE', '+886912345678', '+886912345678'],
    ['USER', '0912345678', '0912345678'],
    ['FREQ', 'normal', 30],
    ['FREQ', 30, 30],
    ['FREQ', 15, 15],
    ['VIB', true, 1],
    ['LBVON', 0, 0],
    ['POF', false, 0],
    ['SLEEP', 1, 1],
    ['VIBL', 0, 0],
    ['VIBL', 15, 15],
    ['GPS', undefined, null],
    ['VBAT', null, null],
  ] as const)('accepts %s %p as %p', (key, value, recorded) => {
    const [e] = eventsOf(run([], requestCmd({ key, value })));
    expect(e).toMatchObject({ type: 'RemoteCommandRequested', data: { key, value: recorded } });
  });

  it('accepts menu code 13 and the largest uint32 request number', () => {
    const [e] = eventsOf(run([], requestCmd({ requestDataCode: 13, requestNumber: 0xffffffff })));
    expect(e?.data).toMatchObject({ requestDataCode: 13, requestNumber: 0xffffffff });
  });

  it.each([
    ['an unknown key', { key: 'ENGINE_STOP' }, 'key'],
    ['FREQ 20', { key: 'FREQ', value: 20 }, 'value'],
    ['VIBL 16', { key: 'VIBL', value: 16 }, 'value'],
    ['VIBL -1', { key: 'VIBL', value: -1 }, 'value'],
    ['VIBL 1.5', { key: 'VIBL', value: 1.5 }, 'value'],
    ['a switch at 2', { key: 'VIB', value: 2 }, 'value'],
    ['a switch without value', { key: 'SLEEP', value: undefined }, 'value'],
    ['PSW of 17 characters', { key: 'PSW', value: 'a'.repeat(17) }, 'value'],
    ['PSW with a symbol', { key: 'PSW', value: 'abc!' }, 'value'],
    ['an empty PSW', { key: 'PSW', value: '' }, 'value'],
    ['PHONE with letters', { key: 'PHONE', value: '09x2' }, 'value'],
    ['USER of 2 digits', { key: 'USER', value: '12' }, 'value'],
    ['USER of 21 digits', { key: 'USER', value: '1'.repeat(21) }, 'value'],
    ['a query with a value', { key: 'GPS', value: 1 }, 'value'],
    ['requestDataCode 11', { requestDataCode: 11 }, 'requestDataCode'],
    ['a negative request number', { requestNumber: -1 }, 'requestNumber'],
    ['a request number beyond uint32', { requestNumber: 0x1_0000_0000 }, 'requestNumber'],
    ['a fractional request number', { requestNumber: 1.5 }, 'requestNumber'],
    ['expiry before the request', { expiresAt: AT - 1 }, 'expiresAt'],
    ['expiry at the request time', { expiresAt: AT }, 'expiresAt'],
    ['a bad serial number', { serialNumber: 'abc' }, 'serialNumber'],
    ['an empty command id', { commandId: '' }, 'commandId'],
    ['an unknown requester kind', { requestedBy: { kind: 'robot', id: 'x' } }, 'requestedBy.kind'],
    ['a requester without id', { requestedBy: { kind: 'admin', id: '' } }, 'requestedBy.id'],
  ])('refuses %s', (_name, overrides, field) => {
    const outcome = run([], requestCmd(overrides as Partial<RequestRemoteCommand>));
    expect(errorOf(outcome)).toMatchObject({ kind: 'validation', detail: { field } });
  });

  it('refuses a second request with the same id', () => {
    expect(errorOf(run([requested], requestCmd()))).toMatchObject({ kind: 'conflict' });
  });
});

describe('MarkCommandSent', () => {
  it('moves a queued command to sent', () => {
    expect(run([requested], markSent)).toEqual([sent]);
  });

  it('is a no-op when already sent (delivery is at least once)', () => {
    expect(run([requested, sent], markSent)).toEqual([]);
  });

  it('is a no-op after a reply that beat the mark', () => {
    expect(run([requested, replied], markSent)).toEqual([]);
  });

  it.each([
    ['failed', failed],
    ['expired', expired],
  ])('refuses a %s command', (_status, e) => {
    expect(errorOf(run([requested, e], markSent))).toMatchObject({ kind: 'conflict' });
  });

  it('refuses an unknown command', () => {
    expect(errorOf(run([], markSent))).toMatchObject({ kind: 'not_found' });
  });

  it('refuses an unknown protocol and empty text', () => {
    expect(errorOf(run([requested], { ...markSent, protocol: 'tk103' as 'gt06' }))).toMatchObject({
      kind: 'validation',
      detail: { field: 'protocol' },
    });
    expect(errorOf(run([requested], { ...markSent, text: '' }))).toMatchObject({
      kind: 'validation',
      detail: { field: 'text' },
    });
  });
});

describe('MarkCommandFailed', () => {
  it.each([
    ['queued', [requested]],
    ['sent', [requested, sent]],
  ])('fails a %s command', (_status, given) => {
    expect(run(given, markFailed)).toEqual([failed]);
  });

  it('is a no-op when already failed', () => {
    expect(run([requested, failed], markFailed)).toEqual([]);
  });

  it.each([
    ['replied', [requested, replied]],
    ['expired', [requested, expired]],
  ])('refuses a %s command', (_status, given) => {
    expect(errorOf(run(given, markFailed))).toMatchObject({ kind: 'conflict' });
  });

  it('refuses an unknown command, a blank reason and a failure code of no one', () => {
    expect(errorOf(run([], markFailed))).toMatchObject({ kind: 'not_found' });
    expect(errorOf(run([requested], { ...markFailed, reason: '  ' }))).toMatchObject({
      kind: 'validation',
      detail: { field: 'reason' },
    });
    const unknown = { ...markFailed, failure: 'lost' } as unknown as RemoteCommandCommand;
    expect(errorOf(run([requested], unknown))).toMatchObject({
      kind: 'validation',
      detail: { field: 'failure' },
    });
  });
});

describe('RecordDeviceReply', () => {
  it.each([
    ['sent', [requested, sent]],
    ['queued (the reply beat the mark)', [requested]],
  ])('records a reply to a %s command', (_status, given) => {
    expect(run(given, reply)).toEqual([replied]);
  });

  it('is a no-op for a late duplicate reply', () => {
    expect(run([requested, sent, replied], { ...reply, at: AT + 5000, text: 'again' })).toEqual([]);
  });

  it('keeps the reply text verbatim, empty included', () => {
    const [e] = eventsOf(run([requested, sent], { ...reply, text: ' OK\r\n' }));
    expect(e?.data).toEqual({ ...replied.data, text: ' OK\r\n' });
    expect(eventsOf(run([requested, sent], { ...reply, text: '' }))).toHaveLength(1);
  });

  it.each([
    ['failed', [requested, failed]],
    ['expired', [requested, sent, expired]],
  ])('refuses a %s command', (_status, given) => {
    expect(errorOf(run(given, reply))).toMatchObject({ kind: 'conflict' });
  });

  it('refuses an unknown command', () => {
    expect(errorOf(run([], reply))).toMatchObject({ kind: 'not_found' });
  });
});

describe('ExpireCommand', () => {
  it.each([
    ['queued', [requested]],
    ['sent', [requested, sent]],
  ])('expires a %s command at its expiry', (_status, given) => {
    expect(run(given, expire)).toEqual([expired]);
  });

  it('expires after the expiry too', () => {
    expect(run([requested], { ...expire, at: EXPIRES + 1 })).toEqual([
      { type: 'RemoteCommandExpired', version: 1, data: { at: EXPIRES + 1 } },
    ]);
  });

  it('refuses before the expiry', () => {
    expect(errorOf(run([requested, sent], { ...expire, at: EXPIRES - 1 }))).toMatchObject({
      kind: 'conflict',
    });
  });

  it('is a no-op when already expired', () => {
    expect(run([requested, expired], expire)).toEqual([]);
  });

  it.each([
    ['replied', [requested, sent, replied]],
    ['failed', [requested, failed]],
  ])('refuses a %s command', (_status, given) => {
    expect(errorOf(run(given, expire))).toMatchObject({ kind: 'conflict' });
  });

  it('refuses an unknown command', () => {
    expect(errorOf(run([], expire))).toMatchObject({ kind: 'not_found' });
  });
});

describe('commandStatus', () => {
  it.each([
    [null, []],
    ['queued', [requested]],
    ['sent', [requested, sent]],
    ['replied', [requested, sent, replied]],
    ['replied', [requested, replied]],
    ['failed', [requested, failed]],
    ['expired', [requested, sent, expired]],
  ])('is %p after %#', (status, given) => {
    expect(commandStatus(replay(remoteCommandDecider, given as RemoteCommandEvent[]))).toBe(status);
  });

  it('keeps what each step recorded', () => {
    const state = replay(remoteCommandDecider, [requested, sent, replied]);
    expect(state).toMatchObject({
      status: 'replied',
      value: {
        key: 'FREQ',
        value: 15,
        sent: { protocol: 'gt06', text: 'FREQ,15#', at: AT + 1000 },
        reply: { text: 'FREQ=15 OK', at: AT + 2000 },
        failure: null,
        expiredAt: null,
      },
    });
  });
});

describe('unknown commands', () => {
  it('are refused', () => {
    const stray = { type: 'Nope', commandId: ID } as unknown as RemoteCommandCommand;
    expect(errorOf(run([requested], stray))).toMatchObject({ kind: 'validation' });
  });
});

describe('docs/event-catalogue.md', () => {
  const catalogue = readFileSync(join(__dirname, '../../../docs/event-catalogue.md'), 'utf8');
  it.each(REMOTE_COMMAND_EVENT_TYPES)('documents %s', (type) => {
    expect(catalogue).toContain(`### ${type}`);
  });
});
