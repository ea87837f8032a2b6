import { creditNotePdf, pdfText, receiptPdf } from './money-documents';

const HOSTILE: Array<[string, string]> = [
  ['CR', '\r'],
  ['LF', '\n'],
  ['CRLF', '\r\n'],
  ['NUL', '\u0000'],
  ['a line separator', '\u2028'],
  ['NEL', '\u0085'],
];

describe('pdfText', () => {
  it.each(HOSTILE)('keeps one-line text on one line, with no control character: %s', (name, character) => {
    expect(pdfText(`Nimal${character}Perera`)).toBe(name === 'NUL' ? 'NimalPerera' : 'Nimal Perera');
  });

  it.each(HOSTILE)('keeps a multi-line text’s line breaks as LF, and nothing else: %s', (name, character) => {
    expect(pdfText(`Asked to cancel${character}by phone`, 'lines')).toBe(
      name === 'NUL' ? 'Asked to cancelby phone' : 'Asked to cancel\nby phone',
    );
  });

  it('removes C1 and DEL and writes a tab as a space', () => {
    expect(pdfText('a\u009bb\u007fc\td')).toBe('abc d');
  });
});

describe('documents drawn from hostile stored text', () => {
  const hostile = HOSTILE.map(([, character]) => `x${character}y`).join(' ');

  it('draws a receipt and a credit note whatever their texts hold', async () => {
    const receipt = await receiptPdf({
      number: 'RCT-2027-00001',
      issuedOn: '2027-03-10',
      receivedOn: '2027-03-10',
      customerName: `Nimal ${hostile}`,
      customerEmail: 'nimal@example.lk',
      bookingId: null,
      description: `Wedding ${hostile}`,
      amount: 1000,
      method: 'cash',
      reference: hostile,
      balanceAfter: 0,
      invoiceNumber: null,
      recordedBy: hostile,
    });
    const note = await creditNotePdf({
      number: 'CRN-2027-00001',
      issuedOn: '2027-03-10',
      invoiceNumber: 'INV-2027-00001',
      invoiceIssuedOn: '2027-03-01',
      customerName: hostile,
      customerEmail: 'nimal@example.lk',
      bookingId: null,
      description: hostile,
      invoiced: 1000,
      amount: 1000,
      kept: 0,
      paid: 0,
      reason: hostile,
      issuedBy: hostile,
    });
    for (const pdf of [receipt, note]) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
