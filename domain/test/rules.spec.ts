import {
  EMAIL_MAX_LENGTH,
  holdExpiredMessage,
  isEmailAddress,
  PHONE_PATTERN,
  STAFF_PHONE_PATTERN,
  stallHeldMessage,
  tooManyPendingRequestsMessage,
  USERNAME_PATTERN,
} from '../src/rules.js';
import { PARK_CONTACT, PARK_OFFICE_PHONE } from '../src/park.js';

describe('what the forms accept', () => {
  it.each(['nadeesha@example.lk', 'a.b+c@mail.example.com', 'x@y.z'])('takes the e-mail address %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(['', 'nadeesha', 'nadeesha@example', '@example.lk', 'a b@example.lk', 'a@b@example.lk'])(
    'refuses %j as an e-mail address',
    (address) => {
      expect(isEmailAddress(address)).toBe(false);
    },
  );

  it('allows e-mail addresses of up to 254 characters', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });

  it.each(['+94 77 123 4567', '077-123-4567', '(081) 222 4567', '1234567', '123456789012345'])(
    'takes the phone number %s',
    (phone) => {
      expect(PHONE_PATTERN.test(phone)).toBe(true);
    },
  );

  it.each(['123456', '1234567890123456', 'call me', '+94 77 123 4567 ext 2', '++94771234567'])(
    'refuses %j as a phone number (7 to 15 digits)',
    (phone) => {
      expect(PHONE_PATTERN.test(phone)).toBe(false);
    },
  );

  it('takes a staff phone number that starts with a digit, after an optional +', () => {
    expect(STAFF_PHONE_PATTERN.test('+94 77 123 4567')).toBe(true);
    expect(STAFF_PHONE_PATTERN.test('(081) 222 4567')).toBe(false);
    expect(STAFF_PHONE_PATTERN.test('12345')).toBe(false);
  });

  it('takes usernames of 3 to 50 letters, digits, dots, dashes or underscores', () => {
    expect(USERNAME_PATTERN.test('nimal.perera_2-x')).toBe(true);
    expect(USERNAME_PATTERN.test('ab')).toBe(false);
    expect(USERNAME_PATTERN.test('a'.repeat(51))).toBe(false);
    expect(USERNAME_PATTERN.test('nimal perera')).toBe(false);
  });
});

describe("the server's refusals of a stall request", () => {
  it('names the stall and the 10-minute hold', () => {
    expect(holdExpiredMessage('A1')).toBe(
      'Your 10-minute hold on stall A1 has run out, and nothing was booked. Please choose a stall again.',
    );
    expect(stallHeldMessage('B3')).toBe(
      'Stall B3 is being held by another visitor for a few minutes. Please choose another stall.',
    );
  });

  it('counts the pending requests, one in the singular', () => {
    expect(tooManyPendingRequestsMessage(3)).toBe(
      "You already have 3 stall requests waiting for the park's answer. Please wait for the park to answer them, or call the park to change them.",
    );
    expect(tooManyPendingRequestsMessage(1)).toMatch(/^You already have 1 stall request waiting/);
  });
});

describe("the park's contact details", () => {
  it("prints the office's number", () => {
    expect(PARK_OFFICE_PHONE).toBe('+94 81 222 4567');
    expect(PARK_CONTACT.address).toBe('No. 42, Peradeniya Road, Kandy 20000, Sri Lanka');
  });
});
