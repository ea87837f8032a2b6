import { pdfText as pdfjsText } from '../support/pdf';
import { popplerText } from '../support/poppler';
import { invoicePdf, receiptPdf, statementPdf } from '../../server/src/money/money-documents';

const SINHALA_NAME = 'නිමලි පෙරේරා';
const TAMIL_NAME = 'கமலா ராஜேந்திரன்';
/** Hard clusters; a two-part vowel sign reads back decomposed (the same text to Unicode), hence the NFC below. */
const HARD = ['ක්‍ෂ', 'ශ්‍රී', 'කෙ', 'කො', 'க்ஷ', 'ஸ்ரீ', 'கெ', 'கொ'];

const invoice = (customerName: string, description: string) =>
  invoicePdf({
    number: 'INV-2027-00001',
    issuedOn: '2027-03-01',
    customerName,
    customerEmail: 'nimali@example.lk',
    bookingId: null,
    description,
    amount: 100000,
    depositAmount: 25000,
    depositDueOn: '2027-03-08',
    balanceDueOn: '2027-04-01',
  });

const readers: Array<[string, (pdf: Buffer) => Promise<string>]> = [
  ['pdftotext', popplerText],
  ['pdfjs-dist', pdfjsText],
];

/** Font names a PDF embeds (its FontDescriptor's FontName, subset tag and all). */
const embeddedFonts = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]).sort();

describe('documents in Sinhala and Tamil script', () => {
  it.each(readers)('gives back the names as written (%s)', async (_, read) => {
    for (const name of [SINHALA_NAME, TAMIL_NAME]) {
      const text = (await read(await invoice(name, 'Wedding at the Lake Pavilion'))).normalize('NFC');
      expect(text).toContain(name);
      expect(text).toContain('INV-2027-00001');
    }
  });

  it.each(readers)('gives back hard clusters in a mixed line (%s)', async (_, read) => {
    const line = HARD.join(' ');
    const text = (await read(await invoice(`Mr ${SINHALA_NAME}`, line))).normalize('NFC');
    for (const cluster of HARD) expect(text).toContain(cluster);
  });

  it('embeds Noto Sans Sinhala and Noto Sans Tamil only where their letters are drawn', async () => {
    expect(embeddedFonts(await invoice('Nimali Perera', 'Wedding'))).toEqual([
      'Fraunces-SemiBold',
      'Inter-Regular',
      'Inter-SemiBold',
    ]);
    const mixed = await receiptPdf({
      number: 'RCT-2027-00001',
      issuedOn: '2027-03-10',
      receivedOn: '2027-03-10',
      customerName: SINHALA_NAME,
      customerEmail: 'nimali@example.lk',
      bookingId: null,
      description: `Wedding of ${SINHALA_NAME} and ${TAMIL_NAME}`,
      amount: 1000,
      method: 'cash',
      reference: 'ரசீது 12',
      balanceAfter: 0,
      invoiceNumber: null,
      recordedBy: 'ශ්‍රියානි',
    });
    expect(embeddedFonts(mixed)).toEqual([
      'Fraunces-SemiBold',
      'Inter-Regular',
      'Inter-SemiBold',
      'NotoSansSinhala-Regular',
      'NotoSansSinhala-SemiBold',
      'NotoSansTamil-Regular',
      'NotoSansTamil-SemiBold',
    ]);
    const text = await popplerText(mixed);
    for (const expected of [SINHALA_NAME, TAMIL_NAME, 'ரசீது 12', 'ශ්‍රියානි']) expect(text).toContain(expected);
  });

  it('wraps a long mixed text and keeps a statement readable', async () => {
    const long = `${SINHALA_NAME} ${TAMIL_NAME} `.repeat(12);
    const pdf = await statementPdf({
      customerName: TAMIL_NAME,
      customerEmail: 'kamala@example.lk',
      issuedOn: '2027-03-10',
      bookings: [long],
      lines: [
        {
          date: '2027-03-01',
          document: 'INV-2027-00001',
          description: long,
          charged: 1000,
          received: 0,
          balance: 1000,
        },
      ],
      charged: 1000,
      received: 0,
      balance: 1000,
    });
    const text = await popplerText(pdf);
    expect(text).toContain(TAMIL_NAME);
    expect(text).toContain(SINHALA_NAME);
  });
});
