import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block';

describe('address blocks', () => {
  it('are an IPv4 address, or the /64 an IPv6 address belongs to', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0DB8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBlock('2001:db8:1:2::9')).toBe(addressBlock('2001:db8:1:2:aaaa::1'));
    expect(addressBlock('2001:db8:1:2::9')).not.toBe(addressBlock('2001:db8:1:3::9'));
  });

  it('keep an IPv4 address written inside IPv6 on its own, in either spelling', () => {
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressBlock('0:0:0:0:0:ffff:203.0.113.8')).toBe('203.0.113.8');
    expect(addressBlock('::ffff:203.0.113.7')).not.toBe(addressBlock('::ffff:203.0.113.8'));
  });

  it('leave anything that is no address as it is', () => {
    expect(addressBlock('unknown')).toBe('unknown');
  });
});
