import { DomainError, parseStreamName, streams } from '../src';

describe('streams', () => {
  it('names one stream per aggregate', () => {
    expect(streams.account('a1')).toBe('account-a1');
    expect(streams.permission('p1')).toBe('permission-p1');
    expect(streams.fleet('f1')).toBe('fleet-f1');
    expect(streams.device('358899051234567')).toBe('device-358899051234567');
    expect(streams.settings()).toBe('settings-system');
  });

  it('lowercases reserved names, so names are unique regardless of case', () => {
    expect(streams.accountName('Alice@Corp')).toBe('accountname-alice@corp');
    expect(streams.fleetName('ACME')).toBe(streams.fleetName('acme'));
    expect(streams.fleetName('acme')).not.toBe(streams.accountName('acme'));
  });

  it('refuses an empty id', () => {
    expect(() => streams.fleet('')).toThrow(DomainError);
  });

  it('parses a stream name at the first dash, so ids may contain dashes', () => {
    expect(parseStreamName('fleet-0b6c-44aa-9f')).toEqual({ category: 'fleet', id: '0b6c-44aa-9f' });
    expect(parseStreamName('settings-system')).toEqual({ category: 'settings', id: 'system' });
    expect(() => parseStreamName('nodash')).toThrow(DomainError);
    expect(() => parseStreamName('fleet-')).toThrow(DomainError);
  });
});
