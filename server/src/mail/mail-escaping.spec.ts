import fc from 'fast-check';
import {
  requestAcknowledgementMail,
  staffNoticeMail as bookingStaffNotice,
  rejectionMail,
} from '../bookings/booking-mails';
import { confirmationMail, staffNoticeMail as contactStaffNotice } from '../contact/contact-mails';
import type { Booking } from '../database/schema';
import type { OutgoingMail } from './mail.types';

/**
 * Strings a visitor could type: anything, with markup, quotes, line breaks and header-looking lines mixed in.
 * Never empty (an empty optional field leaves its line out, which is not what is checked here).
 */
const hostile = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(
          '<script>alert(1)</script>',
          '"><img src=x onerror=alert(1)>',
          "'; DROP TABLE bookings; --",
          '\r\nBcc: victim@example.org\r\n',
          '\nSubject: hijacked',
          '</td></tr></table><a href="https://evil.example">',
          '&lt;already escaped&gt;',
          '{{7*7}}${7*7}',
        ),
        fc.string({ maxLength: 20 }),
      )
      .map((parts) => parts.join('')),
  )
  .map((text) => `v${text}`);

const booking = (text: Partial<Record<'name' | 'eventType' | 'special' | 'notes' | 'phone', string>>): Booking =>
  ({
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    venue: 'Open Air Arena',
    eventType: text.eventType ?? 'wedding',
    eventDate: '2027-03-30',
    duration: 2,
    customerName: text.name ?? 'Nimal Perera',
    customerEmail: 'nimal@example.lk',
    customerPhone: text.phone ?? '+94 77 123 4567',
    guests: 300,
    specialRequirements: text.special ?? 'Ramp',
    notes: text.notes ?? 'Evening',
    status: 'pending',
    totalAmount: 2_500_000,
    isAdminBlock: false,
    stallId: null,
    stallBlock: null,
    stallNumber: null,
    stallBlockName: null,
    rejectionReason: text.notes ?? 'Fully booked',
    createdBy: null,
    updatedBy: null,
    createdAt: new Date('2027-01-01T00:00:00Z'),
    updatedAt: new Date('2027-01-01T00:00:00Z'),
  }) as Booking;

const tags = (html: string) => html.match(/</g)?.length ?? 0;

/** The visitor's text changed neither the markup nor the headers of the mail. */
function expectSafe(mail: OutgoingMail, benign: OutgoingMail): void {
  expect(tags(mail.html)).toBe(tags(benign.html));
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.to).toBe(benign.to);
}

describe('visitor text in e-mail', () => {
  const runs = { numRuns: 300 };

  it('never adds markup to the HTML part nor a line to a header, whatever a booking request says', () => {
    const benign = booking({});
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, hostile, (name, eventType, special, notes, phone) => {
        const row = booking({ name, eventType, special, notes, phone });
        expectSafe(requestAcknowledgementMail(row), requestAcknowledgementMail(benign));
        expectSafe(
          bookingStaffNotice(row, 'staff@kandypark.lk', 'https://kandypark.lk'),
          bookingStaffNotice(benign, 'staff@kandypark.lk', 'https://kandypark.lk'),
        );
        expectSafe(rejectionMail(row), rejectionMail(benign));
      }),
      runs,
    );
  });

  it('never adds markup to the HTML part nor a line to a header, whatever a contact message says', () => {
    const benign = { name: 'Sunil', email: 'sunil@example.lk', subject: 'Parking', message: 'Buses?' };
    fc.assert(
      fc.property(hostile, hostile, hostile, (name, subject, message) => {
        const input = { ...benign, name, subject, message };
        expectSafe(confirmationMail(input), confirmationMail(benign));
        expectSafe(contactStaffNotice(input, 'staff@kandypark.lk'), contactStaffNotice(benign, 'staff@kandypark.lk'));
      }),
      runs,
    );
  });
});
