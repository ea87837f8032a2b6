// 6. Money documents: how long the server's one thread is busy drawing an invoice, a receipt and a statement, in
// each language and for a customer named in each script. pdfkit draws synchronously: while a document is drawn, no
// other request of that server is answered. The built code (server/dist), as the server runs it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { heading, ROOT } from './lib.mjs';

const ROUNDS = 5;
const SINHALA = 'නිමලි පෙරේරා';
const TAMIL = 'கமலா ராஜேந்திரன்';
const NAMES = { Latin: 'Nimal Perera', Sinhala: SINHALA, Tamil: TAMIL };
const LANGUAGES = ['en', 'si', 'ta'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function documentsBench() {
  heading('Money documents (PDF), the server thread busy per document');
  const { invoicePdf, receiptPdf, statementPdf } = createRequire(import.meta.url)(
    join(ROOT, 'server/dist/money/money-documents.js'),
  );
  const kinds = {
    invoice: (customerName, language) =>
      invoicePdf({
        number: 'INV-2027-00001',
        issuedOn: '2027-03-01',
        customerName,
        customerEmail: 'customer@example.lk',
        bookingId: null,
        description: `Wedding of ${customerName} at the Open Air Arena`,
        amount: 1_250_000,
        depositAmount: 312_500,
        depositDueOn: '2027-03-08',
        balanceDueOn: '2027-04-01',
        paid: 0,
        language,
      }),
    receipt: (customerName, language) =>
      receiptPdf({
        number: 'RCT-2027-00001',
        issuedOn: '2027-03-10',
        receivedOn: '2027-03-10',
        customerName,
        customerEmail: 'customer@example.lk',
        bookingId: null,
        description: `Wedding of ${customerName}`,
        amount: 312_500,
        method: 'bank transfer',
        reference: 'BOC 4471',
        balanceAfter: 937_500,
        invoiceNumber: 'INV-2027-00001',
        recordedBy: 'ticket.office',
        language,
      }),
    statement: (customerName, language) =>
      statementPdf({
        customerName,
        customerEmail: 'customer@example.lk',
        issuedOn: '2027-03-10',
        bookings: [`Wedding of ${customerName}`],
        lines: Array.from({ length: 12 }, (_, index) => ({
          date: `2027-03-${String(index + 1).padStart(2, '0')}`,
          document: `INV-2027-${String(index + 1).padStart(5, '0')}`,
          description: `Wedding of ${customerName}`,
          charged: 100_000,
          received: index % 2 ? 100_000 : 0,
          balance: 100_000 * Math.ceil((index + 1) / 2),
        })),
        charged: 1_200_000,
        received: 600_000,
        balance: 600_000,
        language,
      }),
  };

  let started = performance.now();
  await kinds.invoice(SINHALA, 'si');
  console.log(
    `  first document after start (reads and parses the fonts): ${Math.round(performance.now() - started)} ms`,
  );

  const all = [];
  for (const [kind, draw] of Object.entries(kinds)) {
    for (const language of LANGUAGES) {
      const cells = [];
      for (const [script, name] of Object.entries(NAMES)) {
        const times = [];
        for (let round = 0; round < ROUNDS; round++) {
          started = performance.now();
          await draw(name, language);
          times.push(performance.now() - started);
        }
        all.push(...times);
        cells.push(`${script} name ${median(times).toFixed(0).padStart(3)} ms`);
      }
      console.log(`  ${kind.padEnd(9)} in ${language}: ${cells.join(', ')}`);
    }
  }
  all.sort((a, b) => a - b);
  console.log(
    `  every document: median ${median(all).toFixed(0)} ms, slowest ${all.at(-1).toFixed(0)} ms ` +
      `over ${all.length} (target: median ≤ 100 ms)`,
  );
}
