/** How rate limits and sign-in throttling name a client: IPv4 as is, IPv6 by its /64. */
import { describe, expect, it } from 'vitest';
import { networkOf } from '../../src/lib/server/http.ts';

describe('networkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['unknown', 'unknown'],
  ])('%s → %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it('one /64 is one client, the next /64 another', () => {
    expect(networkOf('2001:db8:a:b:1::1')).toBe(networkOf('2001:db8:a:b:ffff::ffff'));
    expect(networkOf('2001:db8:a:b::1')).not.toBe(networkOf('2001:db8:a:c::1'));
  });
});
