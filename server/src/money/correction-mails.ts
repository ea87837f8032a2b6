import { type Language, PARK_OFFICE_PHONE } from '@kandy-park/domain';
import type { CreditNote } from '../database/schema';
import type { OutgoingMail } from '../mail';
import { composeMail, formatLkr, textsFor } from '../mail';
import { documentAttachment } from './money-mails';

/** The invoice a correction's credit note credits, as its mail names it. */
export interface CorrectedInvoice {
  number: string;
  /** What it was for, in the customer's words. */
  line: string;
  language: Language;
}

/**
 * To the customer when the park issues a credit note of part of an invoice (a discount) or of all still owed on it
 * (a write-off): what was taken off, why, what is owed now (`owedAfter`, negative: their credit), and the credit
 * note as a PDF, in the invoice's language. The accounts mailbox gets its copy as every money mail does.
 */
export function correctionMail(note: CreditNote, invoice: CorrectedInvoice, owedAfter: number): OutgoingMail {
  const { language } = invoice;
  const texts = textsFor(language);
  const c = texts.money.correction;
  const amount = formatLkr(note.amount);
  const writeOff = note.kind === 'write_off';
  const after =
    owedAfter > 0
      ? texts.money.stillToPay(formatLkr(owedAfter))
      : owedAfter < 0
        ? texts.documents.creditNote.inCredit(formatLkr(-owedAfter))
        : texts.money.nothingOwed;
  const body = composeMail({
    greeting: texts.mail.dear(note.customerName),
    paragraphs: [
      writeOff ? c.writeOff(amount, invoice.number, note.number) : c.discount(amount, invoice.number, note.number),
      texts.words.reason(note.reason),
      after,
      c.questions(PARK_OFFICE_PHONE, note.number),
    ],
    details: [
      [texts.money.facts.creditNote, note.number],
      [texts.money.facts.invoice, invoice.number],
      [texts.money.facts.for, invoice.line],
      [texts.money.facts.credited, amount],
    ],
    language,
  });
  return {
    to: note.customerEmail,
    subject: writeOff ? c.subjectWriteOff(note.number) : c.subjectDiscount(note.number, amount),
    ...body,
    attachments: [documentAttachment('credit-note', note.id, note.number)],
    customerName: note.customerName,
    language,
  };
}
