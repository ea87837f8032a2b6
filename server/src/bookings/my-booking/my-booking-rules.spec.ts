import type { Booking } from '../../database/schema';
import {
  accessTokenMatches,
  hashAccessToken,
  isAccessTokenShaped,
  issueAccessToken,
  myBookingLink,
} from '../../common/access-token';
import { canCustomerCancel, hasCalendarFile, linkIsOpen, type LinkRuleBooking } from './my-booking-rules';

const event = (overrides: Partial<LinkRuleBooking> = {}): LinkRuleBooking => ({
  venue: 'Open Area',
  status: 'confirmed',
  eventDate: '2027-03-10',
  duration: 3,
  stallId: null,
  updatedAt: new Date('2027-01-01T00:00:00Z'),
  ...overrides,
});

describe('My booking link tokens', () => {
  it('issues 256-bit base64url tokens, each different, stored only as a SHA-256', () => {
    const first = issueAccessToken();
    const second = issueAccessToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toBe(hashAccessToken(first.token));
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).not.toContain(first.token);
  });

  it('matches only the token whose hash is stored', () => {
    const { token, hash } = issueAccessToken();
    expect(accessTokenMatches(hash, token)).toBe(true);
    expect(accessTokenMatches(hash, issueAccessToken().token)).toBe(false);
    expect(accessTokenMatches(null, token)).toBe(false);
    expect(accessTokenMatches('abcd', token)).toBe(false);
  });

  it('refuses shapes a token never has', () => {
    expect(isAccessTokenShaped(issueAccessToken().token)).toBe(true);
    for (const bad of ['', 'short', 'x'.repeat(44), `${'x'.repeat(42)}=`, `${'x'.repeat(42)}/`]) {
      expect(isAccessTokenShaped(bad)).toBe(false);
    }
  });

  it('puts the token in the fragment of the public address', () => {
    expect(myBookingLink('https://kandypark.lk/', 'abc')).toBe('https://kandypark.lk/my-booking#abc');
  });
});

describe('My booking rules', () => {
  it('keeps an event link open until 60 days after its last day', () => {
    // Last day 2027-03-12; 60 days later is 2027-05-11.
    expect(linkIsOpen(event(), '2027-05-11')).toBe(true);
    expect(linkIsOpen(event(), '2027-05-12')).toBe(false);
    expect(linkIsOpen(event({ status: 'cancelled' }), '2027-05-12')).toBe(false);
  });

  it('keeps a live rental link open, and an ended one for 60 days after it ended (park date)', () => {
    const rental = (overrides: Partial<LinkRuleBooking>) =>
      event({ venue: 'Vendor Stalls', stallId: 'A1', duration: 1, eventDate: '2025-01-01', ...overrides });
    expect(linkIsOpen(rental({ status: 'confirmed' }), '2030-01-01')).toBe(true);
    expect(linkIsOpen(rental({ status: 'pending' }), '2030-01-01')).toBe(true);
    // 20:00 UTC on 1 March is already 2 March in Kandy.
    const ended = rental({ status: 'completed', updatedAt: new Date('2027-03-01T20:00:00Z') });
    expect(linkIsOpen(ended, '2027-05-01')).toBe(true);
    expect(linkIsOpen(ended, '2027-05-02')).toBe(false);
  });

  it('lets only a pending request be cancelled and only a confirmed one be put in a calendar', () => {
    const statuses: Booking['status'][] = ['pending', 'confirmed', 'cancelled', 'completed'];
    expect(statuses.filter((status) => canCustomerCancel({ status }))).toEqual(['pending']);
    expect(statuses.filter((status) => hasCalendarFile({ status }))).toEqual(['confirmed']);
  });
});
