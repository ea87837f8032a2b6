import { execFileSync } from 'node:child_process';
import { LANGUAGES, type Language } from '@kandy-park/domain';
import {
  bookingCalendarFile,
  confirmationMail,
  customerCancellationMail,
  rejectionMail,
  requestAcknowledgementMail,
} from '../../bookings/booking-mails';
import { confirmationMail as contactReceipt } from '../../contact/contact-mails';
import type { Booking, CreditNote, Payment } from '../../database/schema';
import { approvedCancellationMail, refundMail } from '../../money/cancellation-mails';
import { invoiceReminderMail } from '../../money/invoice-mails';
import { creditNotePdf, invoicePdf, receiptPdf, refundNotePdf, statementPdf } from '../../money/money-documents';
import { chargeOf } from '../../money/taxes';
import { receiptMail, rentReminderMail, reversalMail } from '../../money/money-mails';
import { withLastOfDayNote } from '../mail-quota';
import type { OutgoingMail } from '../mail.types';
import { textsFor } from './index';

/**
 * Every mail the park sends a visitor and every document it prints for one, drawn in each language from rows of
 * every shape (venue and stall, with and without invoice, paid ahead, reversed, refunded …): no text is missing,
 * none says `undefined`, and the Sinhala and Tamil ones are in their own script with no English left but what is the
 * same in every language (names, numbers, addresses, LKR, the venues' English names beside their own).
 */

const NAMES: Record<Language, string> = { en: 'Nimal Perera', si: 'නිමලි පෙරේරා', ta: 'கமலா ராஜேந்திரன்' };
const REASONS: Record<Language, string> = {
  en: 'The arena is closed for repairs.',
  si: 'එදින උද්‍යානයේ නඩත්තු කටයුතු සිදු කෙරේ.',
  ta: 'அன்று பூங்காவில் பராமரிப்புப் பணிகள் நடைபெறும்.',
};
const SCRIPTS: Record<Exclude<Language, 'en'>, RegExp> = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

const booking = (language: Language, overrides: Partial<Booking> = {}): Booking => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  venue: 'Open Air Arena',
  eventType: 'wedding',
  eventDate: '2027-03-30',
  duration: 3,
  customerName: NAMES[language],
  customerEmail: 'customer@example.lk',
  customerPhone: '+94 77 123 4567',
  guests: 300,
  specialRequirements: '',
  notes: '',
  status: 'confirmed',
  totalAmount: 3_750_000,
  isAdminBlock: false,
  stallId: null,
  stallBlock: null,
  stallNumber: null,
  stallBlockName: null,
  rejectionReason: REASONS[language],
  accessTokenHash: null,
  cancelledByCustomerAt: null,
  cancelledAfterApprovalAt: null,
  rentEndedOn: null,
  language,
  clientAddress: null,
  customerEmailKey: null,
  customerPhoneKey: null,
  createdBy: null,
  updatedBy: null,
  createdAt: new Date('2027-01-01T00:00:00Z'),
  updatedAt: new Date('2027-01-01T00:00:00Z'),
  ...overrides,
});

const stall = (language: Language) =>
  booking(language, {
    venue: 'Vendor Stalls',
    eventType: 'vendor stall rental',
    duration: 1,
    stallId: 'C7',
    stallBlock: 'C',
    stallNumber: 7,
    stallBlockName: 'Block C',
    totalAmount: 30_000,
  });

const payment = (language: Language, overrides: Partial<Payment> = {}): Payment => ({
  id: '5b2a51c1-3c8a-4d0b-9a39-1e0f6b0c2a11',
  kind: 'payment',
  bookingId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  invoiceId: null,
  receiptNumber: 'RCT-2027-00007',
  amount: 100_000,
  receivedOn: '2027-03-02',
  method: 'bank transfer',
  reference: '88/2027',
  note: '',
  reversesId: null,
  reason: null,
  customerName: NAMES[language],
  customerEmail: 'customer@example.lk',
  description: 'Open Air Arena: Wedding, March 30, 2027 to April 1, 2027 (3 days) (invoice INV-2027-00012)',
  language,
  customerDescription: textsFor(language).lines.paymentOnInvoice(
    textsFor(language).lines.invoice(textsFor(language).words.venue('Open Air Arena'), 'x', 'y'),
    'INV-2027-00012',
  ),
  balanceAfter: 1_150_000,
  idempotencyKey: null,
  recordedBy: null,
  recordedByName: 'Kumari Jayasinghe',
  createdAt: new Date('2027-03-02T04:00:00Z'),
  ...overrides,
});

const creditNote = (language: Language): CreditNote => ({
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  number: 'CRN-2027-00001',
  kind: 'cancellation',
  tax: null,
  invoiceId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  rentInvoiceId: null,
  bookingId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  amount: 3_730_000,
  kept: 20_000,
  paid: 100_000,
  reason: REASONS[language],
  customerName: NAMES[language],
  customerEmail: 'customer@example.lk',
  description: 'Open Air Arena: Wedding, March 30, 2027',
  issuedOn: '2027-03-05',
  createdBy: null,
  createdByName: 'Kumari Jayasinghe',
  createdAt: new Date('2027-03-05T04:00:00Z'),
});

/** Every mail a visitor can receive, in `language`. */
function everyMail(language: Language): Array<[string, OutgoingMail]> {
  const venue = booking(language);
  const rental = stall(language);
  const invoice = {
    invoice: {
      number: 'INV-2027-00012',
      amount: 3_750_000,
      depositAmount: 1_875_000,
      depositDueOn: '2027-01-08',
      balanceDueOn: '2027-03-16',
    },
    attachment: {
      filename: 'INV-2027-00012.pdf',
      contentType: 'application/pdf' as const,
      document: { kind: 'invoice' as const, id: 'x' },
    },
  };
  const credit = { creditNote: creditNote(language), paid: 100_000, attachment: invoice.attachment };
  const reminder = { customerName: NAMES[language], customerEmail: 'customer@example.lk', language };
  return [
    ['acknowledgement', requestAcknowledgementMail(venue, 'https://kandypark.lk/my-booking#token')],
    ['stall acknowledgement', requestAcknowledgementMail(rental, 'https://kandypark.lk/my-booking#token')],
    ['last acknowledgement today', withLastOfDayNote(requestAcknowledgementMail(venue), 5)],
    ['confirmation with invoice', confirmationMail(venue, invoice)],
    [
      'confirmation, balance only',
      confirmationMail(venue, { ...invoice, invoice: { ...invoice.invoice, depositDueOn: null, depositAmount: 0 } }),
    ],
    ['confirmation without price', confirmationMail(booking(language, { venue: 'Auditorium', totalAmount: 0 }))],
    ['stall confirmation', confirmationMail(rental)],
    ['stall confirmation, moved', confirmationMail(rental, undefined, '2027-03-20')],
    [
      'stall confirmation with the link',
      confirmationMail(rental, undefined, undefined, 'https://kandypark.lk/my-booking#token'),
    ],
    ['rejection', rejectionMail(venue)],
    ['stall rejection', rejectionMail(rental)],
    ['customer cancellation', customerCancellationMail(venue)],
    ['stall customer cancellation', customerCancellationMail(rental)],
    ['cancellation by the park', approvedCancellationMail(venue, REASONS[language], credit)],
    ['cancellation without invoice', approvedCancellationMail(venue, REASONS[language])],
    ['receipt', receiptMail(payment(language))],
    ['receipt, paid ahead', receiptMail(payment(language, { balanceAfter: -5_000 }))],
    ['receipt, settled', receiptMail(payment(language, { balanceAfter: 0 }))],
    ['reversal', reversalMail(payment(language), payment(language, { kind: 'reversal', balanceAfter: 1_250_000 }))],
    ['reversal, still ahead', reversalMail(payment(language), payment(language, { balanceAfter: -1_000 }))],
    [
      'refund',
      refundMail(
        payment(language, { kind: 'refund', amount: -80_000, receiptNumber: 'RFD-2027-00001', balanceAfter: -20_000 }),
      ),
    ],
    [
      'refund, settled',
      refundMail(
        payment(language, { kind: 'refund', amount: -80_000, receiptNumber: 'RFD-2027-00001', balanceAfter: 0 }),
      ),
    ],
    [
      'rent reminder',
      rentReminderMail({
        ...reminder,
        kind: 'before',
        stallId: 'C7',
        blockName: 'Block C',
        dueOn: '2027-04-30',
        owed: 30_000,
        daysOverdue: 0,
      }),
    ],
    [
      'rent overdue',
      rentReminderMail({
        ...reminder,
        kind: 'overdue',
        stallId: 'C7',
        blockName: 'Block C',
        dueOn: '2027-04-30',
        owed: 30_000,
        daysOverdue: 8,
      }),
    ],
    [
      'invoice reminder',
      invoiceReminderMail({
        ...reminder,
        kind: 'before',
        invoiceNumber: 'INV-2027-00012',
        description: textsFor(language).lines.invoice(textsFor(language).words.venue('Open Air Arena'), 'x', 'y'),
        instalment: 'deposit',
        dueOn: '2027-01-08',
        owed: 1_875_000,
        daysOverdue: 0,
      }),
    ],
    [
      'invoice overdue',
      invoiceReminderMail({
        ...reminder,
        kind: 'overdue',
        invoiceNumber: 'INV-2027-00012',
        description: textsFor(language).lines.invoice(textsFor(language).words.venue('Open Air Arena'), 'x', 'y'),
        instalment: 'balance',
        dueOn: '2027-03-16',
        owed: 1_875_000,
        daysOverdue: 9,
      }),
    ],
    [
      'contact receipt',
      contactReceipt({ name: 'x', email: 'customer@example.lk', subject: 'x', message: 'x', language }, '2027-03-01'),
    ],
  ];
}

/** Every document a visitor can be given, in `language`, as pdftotext reads it (NFC, spaces collapsed). */
async function everyDocument(language: Language): Promise<Array<[string, string]>> {
  const texts = textsFor(language);
  const name = NAMES[language];
  const line = texts.lines.invoice(texts.words.venue('Open Air Arena'), texts.words.eventType('wedding'), '2027');
  const person = {
    customerName: name,
    customerEmail: 'customer@example.lk',
    bookingId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  };
  const receipt = {
    ...person,
    number: 'RCT-2027-00007',
    issuedOn: '2027-03-02',
    receivedOn: '2027-03-02',
    description: texts.lines.paymentOnInvoice(line, 'INV-2027-00012'),
    amount: 100_000,
    method: 'cheque',
    reference: '88/2027',
    balanceAfter: -5_000,
    invoiceNumber: 'INV-2027-00012',
    recordedBy: 'Kumari Jayasinghe',
    language,
  };
  const note = {
    ...person,
    number: 'CRN-2027-00001',
    issuedOn: '2027-03-05',
    invoiceNumber: 'INV-2027-00012',
    invoiceIssuedOn: '2027-03-01',
    description: line,
    invoiced: 3_750_000,
    amount: 3_730_000,
    kept: 20_000,
    paid: 100_000,
    reason: REASONS[language],
    issuedBy: 'Kumari Jayasinghe',
    language,
  };
  const invoice = {
    ...person,
    number: 'INV-2027-00012',
    issuedOn: '2027-03-01',
    description: line,
    amount: 3_750_000,
    depositAmount: 1_875_000,
    depositDueOn: '2027-03-08',
    balanceDueOn: '2027-03-16',
    language,
  };
  const pdfs: Array<[string, Buffer]> = [
    ['invoice', await invoicePdf(invoice)],
    [
      'credited invoice',
      await invoicePdf({
        ...invoice,
        credited: { number: 'CRN-2027-00003', issuedOn: '2027-03-05', amount: 3_750_000 },
      }),
    ],
    [
      'partly credited invoice',
      await invoicePdf({
        ...invoice,
        credited: { number: 'CRN-2027-00003', issuedOn: '2027-03-05', amount: 3_730_000 },
      }),
    ],
    ['tax invoice', await invoicePdf({ ...invoice, tax: taxOf(invoice.amount) })],
    ['receipt', await receiptPdf(receipt)],
    ['reversed receipt', await receiptPdf({ ...receipt, reversedOn: '2027-03-04' })],
    ['credit note', await creditNotePdf(note)],
    ['credit note, settled', await creditNotePdf({ ...note, paid: 20_000 })],
    ['credit note of a tax invoice', await creditNotePdf({ ...note, tax: taxOf(note.amount) })],
    [
      'refund note',
      await refundNotePdf({
        ...person,
        number: 'RFD-2027-00001',
        issuedOn: '2027-03-06',
        refundedOn: '2027-03-06',
        description: texts.lines.refundOnInvoice('INV-2027-00012', line),
        amount: 80_000,
        method: 'bank transfer',
        reference: '',
        invoiceNumber: 'INV-2027-00012',
        stillToRefund: 0,
        recordedBy: 'Kumari Jayasinghe',
        language,
      }),
    ],
    [
      'statement',
      await statementPdf({
        customerName: name,
        customerEmail: 'customer@example.lk',
        issuedOn: '2027-03-07',
        bookings: [
          texts.documents.statement.booking.line(
            line,
            texts.documents.statement.booking.statuses.confirmed,
            '0f8fad5b',
          ),
        ],
        lines: [
          {
            date: '2027-03-01',
            document: 'INV-2027-00012',
            description: texts.documents.statement.lines.invoice(line),
            charged: 3_750_000,
            received: 0,
            balance: 3_750_000,
          },
          {
            date: '2027-03-02',
            document: 'RCT-2027-00007',
            description: texts.documents.statement.lines.payment(line),
            charged: 0,
            received: 100_000,
            balance: 3_650_000,
          },
          {
            date: '2027-03-04',
            document: '',
            description: texts.documents.statement.lines.reversal('RCT-2027-00007'),
            charged: 100_000,
            received: 0,
            balance: 3_750_000,
          },
        ],
        charged: 3_850_000,
        received: 100_000,
        balance: 3_750_000,
        language,
      }),
    ],
  ];
  return pdfs.map(([what, pdf]) => [
    what,
    execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
      .toString('utf8')
      .normalize('NFC')
      .replace(/\s+/g, ' '),
  ]);
}

/** Words in Latin letters left once what is the same in every language is taken out. */
function englishIn(text: string): string[] {
  return (
    text
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/[\w.+-]+@[\w.-]+|\bkandypark\.lk\b/g, ' ')
      .replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}|\b[0-9a-f]{8}\b/g, ' ')
      .replace(/\b(INV|RCT|CRN|RFD)-\d{4}-\d{5,}\b/g, ' ')
      .replace(
        /Kumari Jayasinghe|"Kandy Cultural Park"|\((Open Air Arena|Vendor Stalls|Auditorium)\)|\b(LKR|VAT|SSCL|TIN)\b/g,
        ' ',
      )
      .match(/[A-Za-z]{3,}/g) ?? []
  );
}

/** The taxes of a tax invoice of `amount`, its prices inclusive of VAT at 18 % and SSCL at 2.5 %. */
const taxOf = (amount: number) =>
  chargeOf(amount, {
    vatRate: 18,
    vatNumber: '123456789-7000',
    ssclRate: 2.5,
    tin: '123456789',
    pricesIncludeTax: true,
  }).tax;

describe.each(LANGUAGES)('every mail and document for a visitor, in %s', (language) => {
  const texts = textsFor(language);

  it('writes each mail in full, subject and body', () => {
    for (const [what, mail] of everyMail(language)) {
      const parts = { subject: mail.subject, text: mail.text, html: mail.html };
      expect([what, /undefined|null|NaN|\[object/.test(JSON.stringify(parts))]).toEqual([what, false]);
      expect([what, mail.language ?? 'en']).toEqual([what, language]);
      expect([what, mail.html.includes(`<html lang="${language}">`)]).toEqual([what, true]);
      expect([what, mail.text.includes(texts.mail.withWarmRegards)]).toEqual([what, true]);
      if (language === 'en') continue;
      for (const [part, text] of Object.entries({ subject: mail.subject, text: mail.text })) {
        expect([what, part, SCRIPTS[language].test(text)]).toEqual([what, part, true]);
        expect([what, part, englishIn(text)]).toEqual([what, part, []]);
      }
    }
  });

  it('writes the calendar file', () => {
    for (const row of [booking(language), stall(language)]) {
      const file = bookingCalendarFile(row);
      expect(file).not.toMatch(/undefined/);
      if (language !== 'en') expect(file).toMatch(SCRIPTS[language as Exclude<Language, 'en'>]);
    }
  });

  it('prints each document in full', async () => {
    for (const [what, text] of await everyDocument(language)) {
      expect([what, /undefined|NaN|\[object/.test(text)]).toEqual([what, false]);
      expect([what, text.includes(NAMES[language])]).toEqual([what, true]);
      expect([what, text.includes(texts.park.name)]).toEqual([what, true]);
      if (language === 'en') continue;
      expect([what, englishIn(text)]).toEqual([what, []]);
    }
  }, 60_000);
});
