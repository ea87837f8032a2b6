import { mailboxKey, maskAddress, maskAddressesIn } from './mail-address';

describe('mail addresses', () => {
  it('counts every spelling and +tag of one mailbox as that mailbox', () => {
    for (const address of ['Ann+1@Mail.com', 'ann@mail.com', ' ANN+news+x@MAIL.COM ', 'ann+@mail.com']) {
      expect(mailboxKey(address)).toBe('ann@mail.com');
    }
    expect(mailboxKey('anna@mail.com')).toBe('anna@mail.com');
  });

  it('masks an address down to its first letter and domain, in a log line too', () => {
    expect(maskAddress('ann@mail.com')).toBe('a***@mail.com');
    expect(maskAddressesIn('550 5.1.1 <ann.perera@mail.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <a***@mail.com>: Recipient address rejected',
    );
  });
});
