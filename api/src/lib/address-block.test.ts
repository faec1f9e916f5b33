import { addressBlock } from './address-block';

describe('addressBlock', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, block) => {
    expect(addressBlock(ip)).toBe(block);
  });

  it('puts two addresses of one /64 together and two /64s apart', () => {
    expect(addressBlock('2001:db8:1:2::a')).toBe(addressBlock('2001:db8:1:2:ffff::b'));
    expect(addressBlock('2001:db8:1:2::a')).not.toBe(addressBlock('2001:db8:1:3::a'));
  });
});
