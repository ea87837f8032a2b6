import { describe, expect, it } from 'vitest';
import { formatDate, formatLkr, mailtoHref } from './format';
import { parkToday } from './park-time';
import { isTokenExpired } from './session';

describe('formatting', () => {
  it('shows rupees grouped in thousands with no decimals, as en-LK and si-LK write them', () => {
    expect(formatLkr(1250000)).toBe('LKR 1,250,000');
    expect(formatLkr(30000.4)).toBe('LKR 30,000');
    expect(formatLkr(999.5)).toBe('LKR 1,000');
    expect(formatLkr(0)).toBe('LKR 0');
    expect(formatLkr(-1250)).toBe('LKR -1,250');
    for (const amount of [7, 42, 999, 1000, 25_000, 130_000, 1_250_000, 12_345_678]) {
      expect(formatLkr(amount)).toBe(`LKR ${new Intl.NumberFormat('en-LK').format(amount)}`);
      expect(formatLkr(amount)).toBe(`LKR ${new Intl.NumberFormat('si-LK').format(amount)}`);
    }
  });

  it('shows calendar dates in long month form whatever the zone', () => {
    expect(formatDate('2026-03-15')).toBe('March 15, 2026');
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000)
      expect(formatDate(new Date(time).toISOString().slice(0, 10))).toBe(intl.format(time));
  });

  it('formats dates for Sinhala and Tamil readers', () => {
    expect(formatDate('2026-03-15', 'si')).toBe('2026 මැදින් 15');
    expect(formatDate('2026-03-15', 'ta')).toMatch(/^15 மார்ச்,? 2026$/);
  });
});

describe('park time', () => {
  it("takes today's date in Asia/Colombo, not the device's zone", () => {
    // 20:00 UTC on 21 November is 01:30 on 22 November in Kandy (UTC+05:30).
    expect(parkToday(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(parkToday(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-21');
    expect(parkToday(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(parkToday(new Date('2026-11-21T18:29:59.999Z'))).toBe('2026-11-21');
  });

  it('agrees with the time zone database on Asia/Colombo, every six hours over the years ahead', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', dateStyle: 'short' });
    for (let time = Date.UTC(2007, 0, 1); time < Date.UTC(2040, 0, 1); time += 6 * 3_600_000 + 60_000) {
      expect(parkToday(new Date(time))).toBe(zone.format(time));
    }
  });
});

describe('session', () => {
  const token = (exp: number) => `x.${btoa(JSON.stringify({ exp }))}.y`;
  it('reads the expiry of a token', () => {
    expect(isTokenExpired(token(2_000_000_000), 1_000_000_000_000)).toBe(false);
    expect(isTokenExpired(token(1_000), 1_000_000_000_000)).toBe(true);
    expect(isTokenExpired('not-a-token')).toBe(true);
  });
});

describe('mailtoHref', () => {
  it('links to an address, with a subject when given', () => {
    expect(mailtoHref('kumari@example.lk')).toBe('mailto:kumari@example.lk');
    expect(mailtoHref('kumari@example.lk', 'Re: Wedding & dinner?')).toBe(
      'mailto:kumari@example.lk?subject=Re%3A%20Wedding%20%26%20dinner%3F',
    );
  });

  it('never lets a stored address add a copy, a header or a body to the mail', () => {
    expect(mailtoHref('a?cc=boss@example.lk&body=x')).toBe('mailto:a%3Fcc%3Dboss@example.lk%26body%3Dx');
  });
});
