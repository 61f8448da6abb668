import { addressKey } from '../src';

describe('addressKey: a client address as sign-in throttling and the device ports count it', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey(' 192.0.2.1 ')).toBe('192.0.2.1');
  });

  it('reads an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts an IPv6 client by its /64, however it writes the address', () => {
    const key = '2001:db8:0:1::/64';
    expect(addressKey('2001:db8:0:1::1')).toBe(key);
    expect(addressKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:db8::1:0:0:0:7')).toBe(key);
    expect(addressKey('2001:db8:0:1::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an embedded IPv4 tail (NAT64) as the two groups it stands for', () => {
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:192.0.2.1')).toBe('2001:db8:1:2::/64');
  });

  it('takes anything else as it is, lowercased and bounded', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1:2:3')).toBe('1:2:3');
    expect(addressKey('X'.repeat(10_000))).toBe('x'.repeat(64));
  });
});
