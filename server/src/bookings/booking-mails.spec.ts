import type { Booking } from '../database/schema';
import {
  bookingCalendarFile,
  confirmationMail,
  rejectionMail,
  requestAcknowledgementMail,
  staffNoticeMail,
} from './booking-mails';
import { formatLkr, formatLongDate } from '../mail/mail-layout';

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  venue: 'Open Air Arena',
  eventType: 'wedding',
  eventDate: '2027-03-30',
  duration: 3,
  customerName: 'Nimal Perera',
  customerEmail: 'nimal@example.lk',
  customerPhone: '+94 77 123 4567',
  guests: 300,
  specialRequirements: '',
  notes: 'Evening <b>ceremony</b>',
  status: 'pending',
  totalAmount: 3_750_000,
  isAdminBlock: false,
  stallId: null,
  stallBlock: null,
  stallNumber: null,
  stallBlockName: null,
  rejectionReason: null,
  accessTokenHash: null,
  cancelledByCustomerAt: null,
  cancelledAfterApprovalAt: null,
  rentEndedOn: null,
  language: 'en',
  clientAddress: null,
  customerEmailKey: null,
  customerPhoneKey: null,
  createdBy: null,
  updatedBy: null,
  createdAt: new Date('2027-01-01T00:00:00Z'),
  updatedAt: new Date('2027-01-01T00:00:00Z'),
  ...overrides,
});

const stall = (overrides: Partial<Booking> = {}) =>
  booking({
    venue: 'Vendor Stalls',
    eventType: 'vendor stall rental',
    duration: 1,
    stallId: 'C7',
    stallBlock: 'C',
    stallNumber: 7,
    stallBlockName: 'Block C',
    totalAmount: 30_000,
    ...overrides,
  });

describe('booking mails', () => {
  it('formats dates in long en-US form and amounts in whole LKR', () => {
    expect(formatLongDate('2027-03-30')).toBe('March 30, 2027');
    expect(formatLkr(1_250_000)).toBe('LKR 1,250,000');
  });

  it('acknowledges a request with the 24-hour promise, in text and HTML', () => {
    const mail = requestAcknowledgementMail(booking());
    expect(mail.to).toBe('nimal@example.lk');
    expect(mail.text).toContain('We will contact you within 24 hours regarding your Open Air Arena booking.');
    expect(mail.text).toContain('March 30, 2027 to April 1, 2027 (3 days)');
    expect(mail.html).toContain('within 24 hours');
    expect(requestAcknowledgementMail(stall()).text).toContain('regarding your Vendor Stalls rental');
  });

  it('repeats none of the words a visitor typed in the acknowledgement or the rejection', () => {
    const typed = booking({
      customerName: 'Typed name',
      eventType: 'typed event',
      specialRequirements: 'Typed requirements',
      notes: 'Typed notes',
    });
    for (const mail of [requestAcknowledgementMail(typed), rejectionMail(typed), requestAcknowledgementMail(stall())]) {
      expect(`${mail.subject} ${mail.text} ${mail.html}`.toLowerCase()).not.toMatch(/typed|nimal|evening/);
    }
  });

  it('tells staff who asked, escaping HTML', () => {
    const mail = staffNoticeMail(booking(), 'staff@kandypark.lk', 'https://kandypark.lk/');
    expect(mail.to).toBe('staff@kandypark.lk');
    expect(mail.text).toContain('Phone: +94 77 123 4567');
    expect(mail.text).toContain('https://kandypark.lk/admin/dashboard');
    expect(mail.html).toContain('Evening &lt;b&gt;ceremony&lt;/b&gt;');
  });

  it('builds an all-day calendar entry with a stable UID covering every day', () => {
    const ics = bookingCalendarFile(booking());
    expect(ics).toContain('UID:0f8fad5b-d9cb-469f-a165-70867728950e@kandypark.lk');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270330');
    expect(ics).toContain('DTEND;VALUE=DATE:20270402');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(bookingCalendarFile(stall())).toContain('DTEND;VALUE=DATE:20270331');
  });

  it('attaches the calendar file to the confirmation', () => {
    const mail = confirmationMail(booking({ status: 'confirmed' }));
    expect(mail.subject).toBe('Booking confirmed: Open Air Arena on March 30, 2027');
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: 'booking-0f8fad5b-d9cb-469f-a165-70867728950e.ics',
        contentType: expect.stringMatching(/^text\/calendar/),
      }),
    ]);
  });

  it('tells a vendor approved after the requested start that the rental starts on the day of approval', () => {
    const late = confirmationMail(stall({ status: 'confirmed', eventDate: '2027-04-02' }), undefined, '2027-03-30');
    expect(late.subject).toBe('Stall rental confirmed: Stall C7 rental from April 2, 2027');
    expect(late.text).toContain('starting April 2, 2027');
    expect(late.text).toContain('You asked for the rental to start on March 30, 2027');
    expect(late.text).toContain('no rent is charged for the days before it');
    const onTime = confirmationMail(stall({ status: 'confirmed' }), undefined, '2027-03-30');
    expect(onTime.text).toContain('starting March 30, 2027');
    expect(onTime.text).not.toContain('You asked');
  });

  it("gives a rental staff booked the vendor's private link, and none without one", () => {
    const link = 'https://kandypark.lk/my-booking#abc';
    const booked = confirmationMail(stall({ status: 'confirmed' }), undefined, undefined, link);
    expect(booked.text).toContain(`the rent it owes and your receipts at any time on your own page: ${link}`);
    expect(booked.text).toContain('This link is yours alone');
    expect(confirmationMail(stall({ status: 'confirmed' })).text).not.toContain('my-booking');
  });

  it('gives the rejection reason only when there is one', () => {
    expect(rejectionMail(booking({ rejectionReason: 'Stage maintenance' })).text).toContain(
      'Reason: Stage maintenance',
    );
    expect(rejectionMail(booking()).text).not.toContain('Reason:');
  });
});
