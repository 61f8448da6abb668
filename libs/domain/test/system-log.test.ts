import {
  adminActionLogged,
  streams,
  systemLogStream,
  utcDay,
  SYSTEM_LOG_DETAIL_MAX,
  type AdminActionInput,
} from '../src';

const input: AdminActionInput = {
  logId: 'log-1',
  at: Date.UTC(2024, 11, 31, 23, 59, 59, 999),
  accountId: 'acc-1',
  account: 'alice',
  action: 'editDevice',
  functionId: 3,
  outcome: 'success',
  detail: 'device 358899051234567',
  ip: '203.0.113.7',
};

describe('System log', () => {
  it('builds an AdminActionLogged event', () => {
    expect(adminActionLogged(input)).toEqual({ type: 'AdminActionLogged', version: 1, data: input });
  });

  it('writes to one stream per UTC day', () => {
    expect(streams.systemLog(input.at)).toBe('systemlog-20241231');
    expect(streams.systemLog(input.at + 1)).toBe('systemlog-20250101');
    expect(utcDay(0)).toBe('19700101');
  });

  it('defaults missing descriptive fields rather than failing the call being logged', () => {
    const e = adminActionLogged({ logId: 'log-2', at: 5, action: 'loginAccount', outcome: 'denied' });
    expect(e.data).toEqual({
      logId: 'log-2',
      at: 5,
      accountId: null,
      account: null,
      action: 'loginAccount',
      functionId: null,
      outcome: 'denied',
      detail: '',
      ip: '',
    });
  });

  it('clips a long detail and drops an unknown function id', () => {
    const e = adminActionLogged({ ...input, detail: 'x'.repeat(2000), functionId: 14 });
    expect(e.data.detail).toHaveLength(SYSTEM_LOG_DETAIL_MAX);
    expect(e.data.functionId).toBeNull();
  });

  it('logs an unknown outcome as a failure', () => {
    const e = adminActionLogged({ ...input, outcome: 'maybe' as AdminActionInput['outcome'] });
    expect(e.data.outcome).toBe('failure');
  });

  it('throws on a missing log id or time (a caller bug)', () => {
    expect(() => adminActionLogged({ ...input, logId: '' })).toThrow('logId');
    expect(() => adminActionLogged({ ...input, at: Number.NaN })).toThrow('at');
  });
});

describe('systemLogStream', () => {
  it('is the same name as streams.systemLog', () => {
    expect(systemLogStream(input.at)).toBe(streams.systemLog(input.at));
  });
});
