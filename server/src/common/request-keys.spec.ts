import { emailKey, phoneKey } from './request-keys';

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
});
