import { type Language, PARK_CONTACT, PARK_OFFICE_PHONE, plainText } from '@kandy-park/domain';
import type PDFDocument from 'pdfkit';
import type { DocumentTax } from '../database/schema';
import { formatLkr, formatLongDate, type Texts, textsFor } from '../mail';
import type { AgingBucketKey } from './aging';
import { loadFonts, registerFonts, textHeight, writeText } from './pdf-script-text';

/**
 * The invoice and the receipt as A4 PDFs (pdfkit), in the park's identity: name, address and mark at the top, the
 * number and date prominent, one line per item with amounts right-aligned, paid and balance, how to pay. Black text
 * and maroon headings only, so a black-and-white printer loses nothing.
 *
 * Set in the park's faces, embedded (only the letters used): Fraunces for the park's name and the document's
 * title, Inter for the rest, and Noto Sans Sinhala and Noto Sans Tamil for text in those scripts, mixed in one line
 * where it comes so (`pdf-script-text.ts`). The files are the static WOFF cuts of @fontsource in
 * `server/assets/fonts` (SIL Open Font License): pdfkit's font reader cannot embed the variable WOFF2 files the
 * website uses (docs/money.md).
 *
 * Each document is written in its customer's language (`language`: docs/languages.md), its texts from
 * `mail/texts`; numbers, amounts (LKR) and the park's contact line are the same in every language.
 */

export const PARK = {
  name: PARK_CONTACT.name,
  address: PARK_CONTACT.address,
  contact: `${PARK_OFFICE_PHONE} · ${PARK_CONTACT.bookingsEmail} · ${PARK_CONTACT.website}`,
} as const;

const BODY = 'Inter';
const BODY_BOLD = 'Inter-SemiBold';
const DISPLAY = 'Fraunces-SemiBold';

const MAROON = '#6e1f1b';
const INK = '#1c1917';
const GREY = '#57534e';
const RULE = '#a8a29e';
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const RIGHT = A4.width - MARGIN;
const WIDTH = RIGHT - MARGIN;

export interface InvoiceDocument {
  number: string;
  issuedOn: string;
  customerName: string;
  customerEmail: string;
  bookingId: string | null;
  description: string;
  amount: number;
  depositAmount: number;
  depositDueOn: string | null;
  balanceDueOn: string;
  /**
   * The credit note issued for it, if any: the invoice is then marked CREDITED across it, and names the note, and
   * no longer asks for payment. Nothing else on an invoice changes once it is issued: what was paid on it is told by
   * its receipts and the customer's statement.
   */
  credited?: InvoiceCredit | null;
  /** The taxes it was issued with: a tax invoice. Null or absent: the park charged none, and it says so. */
  tax?: DocumentTax | null;
  /**
   * The credit notes of part of it issued since (discounts, a write-off), in order: each is named with what it took
   * off. A write-off, or credits that take off it all, close it as `credited` does.
   */
  corrections?: readonly (InvoiceCredit & { closes: boolean })[];
  /** A rent invoice: the stall's month, due on its first day (`balanceDueOn`, with no deposit). */
  rent?: { stallId: string; month: number; firstDay: string; lastDay: string };
  /** The customer's language, English unless given. */
  language?: Language;
}

/** The credit note that closed an invoice: its number, date and what it took off. */
export interface InvoiceCredit {
  number: string;
  issuedOn: string;
  amount: number;
}

export interface ReceiptDocument {
  number: string;
  /** The day the payment was recorded, the receipt's date. */
  issuedOn: string;
  receivedOn: string;
  customerName: string;
  customerEmail: string;
  bookingId: string | null;
  description: string;
  amount: number;
  method: string;
  reference: string;
  /** What remained owed after this payment (negative: paid ahead). */
  balanceAfter: number;
  invoiceNumber: string | null;
  recordedBy: string;
  /** The park date the payment was reversed: the receipt then says, across it, that it no longer proves payment. */
  reversedOn?: string | null;
  /** The customer's language, English unless given. */
  language?: Language;
}

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Every text a document draws passes through here first: control characters (NUL, C1 …) are removed, a tab is a
 * space, and line breaks of every kind become one LF where the text is a paragraph of several lines (`'lines'`: a
 * cancellation reason) or one space everywhere else (names, item lines, table cells, the title). Stored text from
 * before the input refused control characters included, nothing reaches pdfkit that it would draw as a missing
 * glyph or take for a line break of its own.
 */
export function pdfText(text: string, shape: 'lines' | 'one line' = 'one line'): string {
  return plainText(text, shape);
}

/**
 * Sets one document. PDFKit (with its font and image decoders) is loaded on the first document rather than when
 * the server starts: most starts never make one.
 */
async function render(title: string, language: Language, draw: (doc: Doc) => void): Promise<Buffer> {
  const [{ default: PDFKit }, fonts] = await Promise.all([import('pdfkit'), loadFonts()]);
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({
      size: 'A4',
      margin: MARGIN,
      lang: language,
      info: { Title: pdfText(title), Author: textsFor(language).park.name, Subject: pdfText(title) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerFonts(doc, fonts);
    doc.font(BODY);
    draw(doc);
    doc.end();
  });
}

/** The park's mark: a Kandyan temple roof over the lake's line, drawn in maroon outline. */
function mark(doc: Doc, x: number, y: number): void {
  doc.save().lineWidth(1.6).strokeColor(MAROON);
  doc
    .moveTo(x, y + 18)
    .lineTo(x + 8, y + 10)
    .lineTo(x + 12, y + 12)
    .lineTo(x + 22, y)
    .lineTo(x + 32, y + 12)
    .lineTo(x + 36, y + 10)
    .lineTo(x + 44, y + 18)
    .stroke();
  doc.rect(x + 10, y + 18, 24, 14).stroke();
  doc
    .moveTo(x, y + 38)
    .lineTo(x + 44, y + 38)
    .stroke();
  doc.restore();
}

/** The park's name and address, the document's kind, its number and its date (`dated`, already in words). */
function header(doc: Doc, texts: Texts, kind: string, number: string, dated: string): void {
  mark(doc, MARGIN, MARGIN);
  doc.fillColor(MAROON).font(DISPLAY).fontSize(18);
  writeText(doc, texts.park.name, MARGIN + 56, MARGIN + 2);
  doc.fillColor(GREY).font(BODY).fontSize(9);
  writeText(doc, texts.park.address, MARGIN + 56, MARGIN + 24);
  doc.text(PARK.contact, MARGIN + 56, MARGIN + 36);
  doc.fillColor(MAROON).font(DISPLAY).fontSize(22);
  writeText(doc, kind, MARGIN, MARGIN + 80);
  doc.fillColor(INK).font(BODY_BOLD).fontSize(13);
  writeText(doc, pdfText(number), MARGIN, MARGIN + 84, { width: WIDTH, align: 'right' });
  doc.font(BODY).fontSize(10).fillColor(GREY);
  writeText(doc, dated, MARGIN, MARGIN + 102, { width: WIDTH, align: 'right' });
  rule(doc, MARGIN + 124);
  doc.y = MARGIN + 136;
}

function rule(doc: Doc, y: number): void {
  doc.save().moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(RULE).stroke().restore();
}

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.8).fillColor(MAROON).font(BODY_BOLD).fontSize(11);
  writeText(doc, pdfText(text), MARGIN, doc.y);
  doc.moveDown(0.3).fillColor(INK).font(BODY).fontSize(10);
}

function party(
  doc: Doc,
  texts: Texts,
  label: string,
  person: { customerName: string; customerEmail: string; bookingId: string | null },
): void {
  heading(doc, label);
  writeText(doc.font(BODY_BOLD), pdfText(person.customerName), MARGIN, doc.y, { width: WIDTH });
  writeText(doc.font(BODY), pdfText(person.customerEmail), MARGIN, doc.y, { width: WIDTH });
  if (person.bookingId) {
    writeText(doc.fillColor(GREY), texts.documents.bookingId(person.bookingId), MARGIN, doc.y, { width: WIDTH });
    doc.fillColor(INK);
  }
}

/** A line of a table: text on the left, an amount right-aligned. */
function line(doc: Doc, text: string, amount: string, options: { bold?: boolean; colour?: string } = {}): void {
  const label = pdfText(text);
  const y = doc.y;
  const font = options.bold ? BODY_BOLD : BODY;
  doc
    .font(font)
    .fillColor(options.colour ?? INK)
    .fontSize(10);
  const height = textHeight(doc, label, { width: WIDTH - 140 });
  writeText(doc, label, MARGIN, y, { width: WIDTH - 140 });
  writeText(doc, pdfText(amount), RIGHT - 130, y, { width: 130, align: 'right' });
  doc.y = y + height + 6;
  doc.fillColor(INK).font(BODY);
}

function tableHead(doc: Doc, left: string, right: string): void {
  const y = doc.y;
  doc.fillColor(GREY).font(BODY_BOLD).fontSize(9);
  writeText(doc, pdfText(left).toUpperCase(), MARGIN, y, { width: WIDTH - 140 });
  writeText(doc, pdfText(right).toUpperCase(), RIGHT - 130, y, { width: 130, align: 'right' });
  rule(doc, y + 14);
  doc.y = y + 20;
  doc.fillColor(INK).font(BODY);
}

/** A paragraph; `'lines'` keeps the line breaks of a text typed on several lines (a reason). */
function paragraph(doc: Doc, text: string, shape: 'lines' | 'one line' = 'one line'): void {
  doc.fillColor(INK).font(BODY).fontSize(10);
  writeText(doc, pdfText(text, shape), MARGIN, doc.y, { width: WIDTH, lineGap: 2 });
}

function footer(doc: Doc, text: string): void {
  doc.fillColor(GREY).font(BODY).fontSize(8.5);
  writeText(doc, pdfText(text), MARGIN, A4.height - MARGIN - 24, { width: WIDTH, align: 'center' });
}

const balanceText = (texts: Texts, balance: number): string =>
  balance < 0 ? texts.documents.inCredit(formatLkr(-balance)) : formatLkr(Math.max(0, balance));

/** A payment method as the document's language writes it: `Cash`, `මුදල්`, `ரொக்கம்`. */
const methodText = (texts: Texts, method: string): string => {
  const word = texts.words.paymentMethod(method);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** The park's TIN and VAT registration number, under the header of a document with taxes. */
function taxNumbers(doc: Doc, texts: Texts, tax: DocumentTax): void {
  const vatNumber = tax.lines.find((line) => line.code === 'VAT')?.registration ?? '';
  doc.fillColor(GREY).font(BODY).fontSize(9);
  writeText(doc, pdfText(texts.documents.tax.numbers(tax.tin, vatNumber)), MARGIN, doc.y, { width: WIDTH });
  doc.fillColor(INK).fontSize(10);
}

/** Each tax as its line names it: `VAT at 18%`. */
const taxLabel = (texts: Texts, line: DocumentTax['lines'][number]): string =>
  texts.documents.tax.at(texts.documents.tax.names[line.code], String(line.rate));

/** A small grey note under a table (the basis of the VAT, or that no tax is charged). */
function smallPrint(doc: Doc, text: string): void {
  doc.fillColor(GREY).font(BODY).fontSize(8.5);
  writeText(doc, pdfText(text), MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.4).fillColor(INK).fontSize(10);
}

/** A tax invoice's value before tax and each tax with its rate, shown apart above the total. */
function taxBreakdown(doc: Doc, texts: Texts, tax: DocumentTax): void {
  line(doc, texts.documents.tax.beforeTax, formatLkr(tax.net));
  for (const taxLine of tax.lines) line(doc, taxLabel(texts, taxLine), formatLkr(taxLine.amount));
}

export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const language = invoice.language ?? 'en';
  const texts = textsFor(language);
  const t = texts.documents;
  const date = (day: string) => formatLongDate(day, language);
  const credit = invoice.credited ?? null;
  const corrections = invoice.corrections ?? [];
  const credits = [...corrections, ...(credit ? [credit] : [])];
  const creditedTotal = credits.reduce((sum, note) => sum + note.amount, 0);
  // What closed it: the cancellation, a write-off, or the credit notes once they take off the whole invoice.
  const closing =
    credit ??
    corrections.find((note) => note.closes) ??
    (credits.length > 0 && creditedTotal >= invoice.amount ? (credits.at(-1) ?? null) : null);
  const partly = (note: InvoiceCredit) =>
    t.partlyCreditedNotice(formatLkr(note.amount), date(note.issuedOn), note.number);
  const notice =
    closing === null
      ? corrections.map(partly).join(' ')
      : closing === credit && credit.amount < invoice.amount
        ? partly(credit)
        : t.creditedNotice(date(closing.issuedOn), closing.number);
  const tax = invoice.tax ?? null;
  const title = closing
    ? t.fileTitles.creditedInvoice(invoice.number)
    : tax
      ? t.tax.fileTitle(invoice.number)
      : t.fileTitles.invoice(invoice.number);
  return render(title, language, (doc) => {
    header(doc, texts, tax ? t.tax.title : t.titles.invoice, invoice.number, t.issuedOn(date(invoice.issuedOn)));
    if (tax) taxNumbers(doc, texts, tax);
    if (closing) crossedMarks(doc, t.creditedMark, notice);
    else if (credits.length > 0) noticeBox(doc, t.credited, notice);
    party(doc, texts, t.billedTo, invoice);
    doc.moveDown(1);
    tableHead(doc, t.item, t.amount);
    const rent = invoice.rent;
    const item = rent
      ? t.rentInvoice.item(rent.stallId, rent.month, date(rent.firstDay), date(rent.lastDay))
      : invoice.description;
    line(doc, item, formatLkr(tax ? tax.net : invoice.amount));
    rule(doc, doc.y);
    doc.y += 8;
    if (tax) taxBreakdown(doc, texts, tax);
    line(doc, t.total, formatLkr(invoice.amount), { bold: true, colour: credits.length > 0 ? INK : MAROON });
    if (tax && tax.lines.length > 1) smallPrint(doc, t.tax.basis);
    if (!tax) smallPrint(doc, t.tax.none);
    for (const note of credits) line(doc, t.creditedBy(note.number), `− ${formatLkr(note.amount)}`);
    if (credits.length > 0) {
      line(doc, t.totalAfterCredit, formatLkr(invoice.amount - creditedTotal), { bold: true, colour: MAROON });
    }
    if (closing) {
      heading(doc, t.credited);
      paragraph(doc, t.creditedText(notice, PARK_OFFICE_PHONE, invoice.number));
    } else {
      heading(doc, t.whenToPay);
      const balance = invoice.amount - invoice.depositAmount;
      if (invoice.depositDueOn !== null) {
        line(doc, t.depositDueBy(date(invoice.depositDueOn)), formatLkr(invoice.depositAmount));
      }
      if (rent) line(doc, t.rentInvoice.dueBy(date(rent.firstDay)), formatLkr(invoice.amount));
      else if (balance > 0) line(doc, t.balanceDueBy(date(invoice.balanceDueOn)), formatLkr(balance));

      heading(doc, t.howToPay);
      paragraph(doc, t.howToPayText(PARK.name, PARK_OFFICE_PHONE, invoice.number));
    }
    footer(doc, `${texts.park.name} · ${texts.park.address} · ${t.thanksForChoosing}`);
  });
}

/**
 * A document overtaken by a later one (a reversed receipt, a credited invoice): its mark (REVERSED, CREDITED)
 * across the page, and in a box under the header the mark and a notice naming what happened and when.
 */
function crossedMarks(doc: Doc, mark: string, notice: string): void {
  const { x, y } = doc;
  doc.save();
  doc.rotate(-35, { origin: [A4.width / 2, A4.height / 2] });
  // 100 pt, smaller where the language's word would not fit on one line.
  let size = 100;
  doc.font(DISPLAY).fontSize(size);
  while (size > 40 && textHeight(doc, mark, { width: A4.width + 400 }) > size * 1.6) doc.fontSize((size -= 10));
  doc.fillColor(MAROON).fillOpacity(0.14);
  writeText(doc, mark, -200, A4.height / 2 - size * 0.55, { width: A4.width + 400, align: 'center' });
  doc.restore();
  doc.x = x;
  doc.y = y;
  noticeBox(doc, mark, notice);
}

/** In a box under the header: a word in maroon (REVERSED, Credited) and the notice naming what happened and when. */
function noticeBox(doc: Doc, mark: string, notice: string): void {
  const { x, y } = doc;
  const top = y + 4;
  doc.font(BODY).fontSize(10);
  const height = Math.max(46, 34 + textHeight(doc, notice, { width: WIDTH - 24 }));
  doc.save().rect(MARGIN, top, WIDTH, height).lineWidth(1.4).strokeColor(MAROON).stroke().restore();
  doc.fillColor(MAROON).font(BODY_BOLD).fontSize(13);
  writeText(doc, mark, MARGIN + 12, top + 8, { width: WIDTH - 24 });
  doc.fillColor(INK).font(BODY).fontSize(10);
  writeText(doc, notice, MARGIN + 12, top + 26, { width: WIDTH - 24 });
  doc.x = x;
  doc.y = top + height + 10;
}

export function receiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const language = receipt.language ?? 'en';
  const texts = textsFor(language);
  const t = texts.documents;
  const reversedOn = receipt.reversedOn ?? null;
  const notice = reversedOn ? t.reversedNotice(formatLongDate(reversedOn, language)) : '';
  const title = reversedOn ? t.fileTitles.reversedReceipt(receipt.number) : t.fileTitles.receipt(receipt.number);
  return render(title, language, (doc) => {
    header(doc, texts, t.titles.receipt, receipt.number, t.issuedOn(formatLongDate(receipt.issuedOn, language)));
    if (reversedOn) crossedMarks(doc, t.reversedMark, notice);
    party(doc, texts, t.receivedFrom, receipt);
    doc.moveDown(1);
    tableHead(doc, t.for, t.amountReceived);
    line(doc, receipt.description, formatLkr(receipt.amount), { bold: true });
    rule(doc, doc.y);
    doc.y += 8;
    line(doc, t.dateReceived, formatLongDate(receipt.receivedOn, language));
    line(doc, t.method, methodText(texts, receipt.method));
    if (receipt.reference) line(doc, t.reference, receipt.reference);
    if (receipt.invoiceNumber) line(doc, t.invoice, receipt.invoiceNumber);
    line(doc, t.balanceAfterPayment, balanceText(texts, receipt.balanceAfter), { bold: true, colour: MAROON });
    line(doc, t.recordedBy, receipt.recordedBy);
    if (reversedOn) {
      heading(doc, t.reversed);
      paragraph(doc, t.reversedText(notice, PARK_OFFICE_PHONE, receipt.number));
    } else {
      heading(doc, t.thankYou);
      // Paid beyond an invoice: the surplus is the customer's credit, and the receipt says so.
      const surplus =
        receipt.invoiceNumber && receipt.balanceAfter < 0
          ? `${t.surplusCredit(formatLkr(-receipt.balanceAfter))} `
          : '';
      paragraph(doc, `${surplus}${t.keepReceipt(PARK_OFFICE_PHONE, receipt.number)}`);
    }
    footer(doc, `${texts.park.name} · ${texts.park.address}`);
  });
}

export interface CreditNoteDocument {
  number: string;
  issuedOn: string;
  invoiceNumber: string;
  invoiceIssuedOn: string;
  customerName: string;
  customerEmail: string;
  bookingId: string | null;
  description: string;
  /** The invoice's amount. */
  invoiced: number;
  /** Taken off the invoice. */
  amount: number;
  /** Kept of the money received, as a cancellation charge. */
  kept: number;
  /** Received on the invoice so far (reversals and refunds taken off). */
  paid: number;
  reason: string;
  issuedBy: string;
  /** The taxes it takes off (the credited invoice's, in proportion); null or absent when that had none. */
  tax?: DocumentTax | null;
  /** A cancellation (by default), a discount, or a write-off of all that was owed. */
  kind?: 'cancellation' | 'discount' | 'write_off';
  /** Whole LKR taken off the invoice by its credit notes before this one. */
  earlierCredits?: number;
  /** The customer's language, English unless given. */
  language?: Language;
}

export interface RefundNoteDocument {
  number: string;
  issuedOn: string;
  refundedOn: string;
  customerName: string;
  customerEmail: string;
  bookingId: string | null;
  description: string;
  /** Whole LKR paid back (positive). */
  amount: number;
  method: string;
  reference: string;
  invoiceNumber: string | null;
  /** Still owed back once this refund was made (0: settled). */
  stillToRefund: number;
  recordedBy: string;
  /** The park date the money came back (a returned bank transfer): the note is then marked REVERSED across it. */
  reversedOn?: string | null;
  /** The customer's language, English unless given. */
  language?: Language;
}

/**
 * A credit note: the one that closes an invoice when its booking is cancelled (what is taken off, what is kept), or
 * one of part of it (a discount) or of all still owed on it (a write-off).
 */
export function creditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  if (note.kind === 'discount' || note.kind === 'write_off') return correctionNotePdf(note);
  const language = note.language ?? 'en';
  const texts = textsFor(language);
  const t = texts.documents;
  const c = t.creditNote;
  return render(t.fileTitles.creditNote(note.number), language, (doc) => {
    const tax = note.tax ?? null;
    header(doc, texts, t.titles.creditNote, note.number, t.issuedOn(formatLongDate(note.issuedOn, language)));
    if (tax) taxNumbers(doc, texts, tax);
    party(doc, texts, t.issuedTo, note);
    doc.moveDown(1);
    tableHead(doc, t.item, t.amount);
    line(
      doc,
      c.invoiceOf(note.invoiceNumber, formatLongDate(note.invoiceIssuedOn, language), note.description),
      formatLkr(note.invoiced),
    );
    line(doc, c.credited, `− ${formatLkr(note.amount)}`, { bold: true });
    creditedTaxes(doc, texts, tax);
    rule(doc, doc.y);
    doc.y += 8;
    line(doc, c.totalAfter, formatLkr(note.invoiced - note.amount), { bold: true });
    line(doc, t.paid, formatLkr(note.paid));
    if (note.kept > 0) line(doc, c.kept, formatLkr(note.kept));
    const toRefund = note.paid - note.kept;
    line(doc, toRefund > 0 ? c.toBeRefunded : t.balance, formatLkr(Math.max(0, toRefund)), {
      bold: true,
      colour: MAROON,
    });
    line(doc, c.issuedBy, note.issuedBy);
    heading(doc, c.why);
    paragraph(doc, note.reason, 'lines');
    heading(doc, c.whatNext);
    paragraph(
      doc,
      `${toRefund > 0 ? c.refundComing(formatLkr(toRefund)) : c.settled} ${c.questions(PARK_OFFICE_PHONE, note.number)}`,
    );
    footer(doc, `${texts.park.name} · ${texts.park.address}`);
  });
}

/** What a credit note takes off: its net and each tax, or the words that the park charges none. */
function creditedTaxes(doc: Doc, texts: Texts, tax: DocumentTax | null): void {
  const t = texts.documents;
  if (!tax) {
    smallPrint(doc, t.tax.none);
    return;
  }
  line(doc, t.tax.netCredited, `− ${formatLkr(tax.net)}`);
  for (const taxLine of tax.lines) {
    line(doc, t.tax.credited(taxLabel(texts, taxLine)), `− ${formatLkr(taxLine.amount)}`);
  }
}

/** A discount or a write-off: the invoice, what earlier notes and this one took off, and what is owed after. */
function correctionNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const language = note.language ?? 'en';
  const texts = textsFor(language);
  const t = texts.documents;
  const c = t.creditNote;
  const earlier = note.earlierCredits ?? 0;
  const totalAfter = note.invoiced - earlier - note.amount;
  const owed = totalAfter - note.paid;
  const tax = note.tax ?? null;
  return render(t.fileTitles.creditNote(note.number), language, (doc) => {
    header(doc, texts, t.titles.creditNote, note.number, t.issuedOn(formatLongDate(note.issuedOn, language)));
    if (tax) taxNumbers(doc, texts, tax);
    party(doc, texts, t.issuedTo, note);
    doc.moveDown(1);
    tableHead(doc, t.item, t.amount);
    line(
      doc,
      c.invoiceOf(note.invoiceNumber, formatLongDate(note.invoiceIssuedOn, language), note.description),
      formatLkr(note.invoiced),
    );
    if (earlier > 0) line(doc, c.earlierCredits, `− ${formatLkr(earlier)}`);
    line(doc, note.kind === 'write_off' ? c.creditedWriteOff : c.creditedDiscount, `− ${formatLkr(note.amount)}`, {
      bold: true,
    });
    creditedTaxes(doc, texts, tax);
    rule(doc, doc.y);
    doc.y += 8;
    line(doc, c.totalAfter, formatLkr(totalAfter), { bold: true });
    line(doc, t.paid, formatLkr(note.paid));
    line(doc, t.balance, balanceText(texts, owed), { bold: true, colour: MAROON });
    line(doc, c.issuedBy, note.issuedBy);
    heading(doc, c.why);
    paragraph(doc, note.reason, 'lines');
    heading(doc, c.whatNext);
    const next = owed > 0 ? c.stillToPay(formatLkr(owed)) : owed < 0 ? c.inCredit(formatLkr(-owed)) : c.settled;
    paragraph(doc, `${next} ${c.questions(PARK_OFFICE_PHONE, note.number)}`);
    footer(doc, `${texts.park.name} · ${texts.park.address}`);
  });
}

/** The note of money the park paid back to a customer; once the money came back, marked REVERSED across it. */
export function refundNotePdf(refund: RefundNoteDocument): Promise<Buffer> {
  const language = refund.language ?? 'en';
  const texts = textsFor(language);
  const t = texts.documents;
  const reversedOn = refund.reversedOn ?? null;
  const notice = reversedOn ? t.refundReversedNotice(formatLongDate(reversedOn, language)) : '';
  const title = reversedOn ? t.fileTitles.reversedRefundNote(refund.number) : t.fileTitles.refundNote(refund.number);
  return render(title, language, (doc) => {
    header(doc, texts, t.titles.refundNote, refund.number, t.issuedOn(formatLongDate(refund.issuedOn, language)));
    if (reversedOn) crossedMarks(doc, t.reversedMark, notice);
    party(doc, texts, t.refundedTo, refund);
    doc.moveDown(1);
    tableHead(doc, t.for, t.amountRefunded);
    line(doc, refund.description, formatLkr(refund.amount), { bold: true });
    rule(doc, doc.y);
    doc.y += 8;
    line(doc, t.refundNote.dateRefunded, formatLongDate(refund.refundedOn, language));
    line(doc, t.method, methodText(texts, refund.method));
    if (refund.reference) line(doc, t.reference, refund.reference);
    if (refund.invoiceNumber) line(doc, t.invoice, refund.invoiceNumber);
    line(doc, t.refundNote.stillToBeRefunded, formatLkr(Math.max(0, refund.stillToRefund)), {
      bold: true,
      colour: MAROON,
    });
    line(doc, t.recordedBy, refund.recordedBy);
    if (reversedOn) {
      heading(doc, t.reversed);
      paragraph(doc, t.refundReversedText(notice, PARK_OFFICE_PHONE, refund.number));
    } else {
      heading(doc, t.thankYou);
      paragraph(doc, t.refundNote.keepNote(PARK_OFFICE_PHONE, refund.number));
    }
    footer(doc, `${texts.park.name} · ${texts.park.address}`);
  });
}

export interface StatementDocument {
  customerName: string;
  customerEmail: string;
  issuedOn: string;
  /** One line per booking: what was booked, when, and how it stands. */
  bookings: string[];
  /** A statement of a period: its first day and the balance brought forward to it. */
  from?: string;
  openingBalance?: number;
  lines: Array<{
    date: string;
    document: string;
    description: string;
    charged: number;
    received: number;
    balance: number;
  }>;
  charged: number;
  received: number;
  balance: number;
  /** What was owed at the period's end by days late (`aging.ts`), each instalment and rent month by its own age. */
  aging?: StatementAging;
  /** The customer's language, English unless given. */
  language?: Language;
}

export interface StatementAging {
  asOf: string;
  buckets: ReadonlyArray<{ key: AgingBucketKey; total: number }>;
}

/** Columns of the statement's table, from the left margin: x and width. */
const STATEMENT_COLUMNS = {
  date: [0, 62],
  document: [64, 84],
  description: [150, 155],
  charged: [307, 60],
  received: [369, 60],
  balance: [431, 64],
} as const;

function statementRow(
  doc: Doc,
  texts: Record<keyof typeof STATEMENT_COLUMNS, string>,
  options: { bold?: boolean; colour?: string; size?: number } = {},
): void {
  const cells = Object.fromEntries(Object.entries(texts).map(([column, text]) => [column, pdfText(text)]));
  doc.font(options.bold ? BODY_BOLD : BODY).fontSize(options.size ?? 8.5);
  const height = Math.max(
    ...Object.entries(cells).map(([column, text]) =>
      textHeight(doc, text, { width: STATEMENT_COLUMNS[column as keyof typeof STATEMENT_COLUMNS][1] }),
    ),
  );
  if (doc.y + height > A4.height - MARGIN - 40) {
    doc.addPage();
    doc.y = MARGIN;
  }
  const y = doc.y;
  doc.fillColor(options.colour ?? INK);
  for (const [column, text] of Object.entries(cells)) {
    const [x, width] = STATEMENT_COLUMNS[column as keyof typeof STATEMENT_COLUMNS];
    const numeric = column === 'charged' || column === 'received' || column === 'balance';
    writeText(doc, text, MARGIN + x, y, { width, align: numeric ? 'right' : 'left' });
  }
  doc.y = y + height + 5;
  doc.fillColor(INK).font(BODY);
}

const amountCell = (amount: number): string => (amount === 0 ? '' : formatLkr(amount));

/** A customer's statement of account: their bookings, then every charge and payment with the running balance. */
export function statementPdf(statement: StatementDocument): Promise<Buffer> {
  const language = statement.language ?? 'en';
  const texts = textsFor(language);
  const t = texts.documents;
  const st = t.statement;
  return render(t.fileTitles.statement(statement.customerName), language, (doc) => {
    header(doc, texts, t.titles.statement, '', t.asOf(formatLongDate(statement.issuedOn, language)));
    party(doc, texts, t.customer, { ...statement, bookingId: null });
    if (statement.bookings.length) {
      heading(doc, st.bookings);
      for (const booking of statement.bookings) paragraph(doc, booking);
    }
    heading(doc, st.account);
    statementRow(
      doc,
      {
        date: st.columns.date,
        document: st.columns.document,
        description: st.columns.details,
        charged: st.columns.charged,
        received: st.columns.received,
        balance: st.columns.balance,
      },
      { bold: true, colour: GREY, size: 8 },
    );
    rule(doc, doc.y - 2);
    doc.y += 4;
    if (statement.from) {
      statementRow(doc, {
        date: formatLongDate(statement.from, language),
        document: '',
        description: st.lines.broughtForward(formatLongDate(statement.from, language)),
        charged: '',
        received: '',
        balance: balanceText(texts, statement.openingBalance ?? 0),
      });
    }
    for (const line of statement.lines) {
      statementRow(doc, {
        date: formatLongDate(line.date, language),
        document: line.document,
        description: line.description,
        charged: amountCell(line.charged),
        received: amountCell(line.received),
        balance: balanceText(texts, line.balance),
      });
    }
    rule(doc, doc.y);
    doc.y += 6;
    statementRow(
      doc,
      {
        date: '',
        document: '',
        description: st.totals,
        charged: formatLkr(statement.charged),
        received: formatLkr(statement.received),
        balance: '',
      },
      { bold: true },
    );
    doc.moveDown(0.5);
    line(
      doc,
      statement.balance > 0 ? st.owedToPark : statement.balance < 0 ? st.owedToYou : st.nothingOwed,
      formatLkr(Math.abs(statement.balance)),
      { bold: true, colour: MAROON },
    );
    if (statement.aging) agingTable(doc, texts, statement.aging, language);
    heading(doc, st.questions);
    paragraph(doc, st.questionsText(PARK_OFFICE_PHONE));
    footer(doc, `${texts.park.name} · ${texts.park.address}`);
  });
}

/** The statement's aging: one row of the five buckets (Current, 1–30 … 90+) and their total, as of a day. */
function agingTable(doc: Doc, texts: Texts, aging: StatementAging, language: Language): void {
  const words = texts.documents.statement.aging;
  const day = formatLongDate(aging.asOf, language);
  const total = aging.buckets.reduce((sum, bucket) => sum + bucket.total, 0);
  heading(doc, words.title);
  if (total <= 0) {
    paragraph(doc, words.nothingOwed(day));
    return;
  }
  paragraph(doc, words.asOf(day));
  doc.moveDown(0.4);
  const cells = aging.buckets.map((bucket) => ({ label: words.buckets[bucket.key], amount: bucket.total }));
  cells.push({ label: words.total, amount: total });
  const width = WIDTH / cells.length;
  doc.font(BODY_BOLD).fontSize(8.5);
  const labelHeight = Math.max(...cells.map((cell) => textHeight(doc, pdfText(cell.label), { width: width - 6 })));
  if (doc.y + labelHeight + 30 > A4.height - MARGIN - 40) {
    doc.addPage();
    doc.y = MARGIN;
  }
  const top = doc.y;
  doc.fillColor(GREY);
  cells.forEach((cell, i) => {
    writeText(doc, pdfText(cell.label), MARGIN + i * width, top, { width: width - 6, align: 'right' });
  });
  rule(doc, top + labelHeight + 3);
  const y = top + labelHeight + 8;
  cells.forEach((cell, i) => {
    const last = i === cells.length - 1;
    doc.font(last ? BODY_BOLD : BODY).fillColor(last ? MAROON : INK);
    writeText(doc, formatLkr(cell.amount), MARGIN + i * width, y, { width: width - 6, align: 'right' });
  });
  doc.y = y + 18;
  doc.fillColor(INK).font(BODY);
}
