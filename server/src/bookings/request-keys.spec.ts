import { clientKey, emailKey, phoneKey } from './request-keys';

describe('request keys of the abuse limits', () => {
  it('treats an e-mail address without regard to case or +tag', () => {
    expect(emailKey('Ann+x@Mail.com')).toBe('ann@mail.com');
    expect(emailKey(' ann@mail.com ')).toBe('ann@mail.com');
    expect(emailKey('ann+a+b@mail.com')).toBe('ann@mail.com');
    expect(emailKey('ann.lee@mail.com')).toBe('ann.lee@mail.com');
  });

  it('reads a phone number as its digits, in international form', () => {
    for (const written of ['+94 77 123 4567', '0094771234567', '077-123 4567', '(077) 1234567', '94771234567']) {
      expect(phoneKey(written)).toBe('94771234567');
    }
    expect(phoneKey('+44 20 7946 0000')).toBe('442079460000');
  });

  it('counts an IPv4 client by its address, also when written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64 network', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
