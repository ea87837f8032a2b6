import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { http, notFound, recordRequests, server as network } from '@/test/msw/server';
import { expectToast } from '@/test/toasts';
import { fakeNumberGaps } from '@/features/admin/testing/number-gaps-test-utils';
import { fakeClosedPeriods } from '@/features/admin/testing/periods-test-utils';
import { fakeToken, newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import type { AgingBucket, InvoiceBook, InvoiceItem } from './api/invoices';
import { InvoicesTab } from './InvoicesTab';

const TODAY = '2027-03-10';

function newInvoice(overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    id: 'inv-1',
    number: 'INV-2027-00012',
    issuedOn: '2027-03-01',
    bookingId: 'b1',
    customerName: 'Dilani Fernando',
    customerEmail: 'dilani@example.lk',
    description: 'Open Area, April 20, 2027',
    amount: 150_000,
    credited: 0,
    creditNoteNumber: null,
    paid: 0,
    balance: 150_000,
    dueNow: 0,
    nextDueOn: '2027-03-15',
    daysOverdue: 0,
    status: 'unpaid',
    ...overrides,
  };
}

const overdue = newInvoice({
  id: 'inv-2',
  number: 'INV-2027-00009',
  issuedOn: '2027-01-20',
  customerName: 'Sunil Bandara',
  customerEmail: 'sunil@example.lk',
  description: 'Open Air Arena, March 30, 2027',
  amount: 250_000,
  paid: 50_000,
  balance: 200_000,
  dueNow: 75_000,
  nextDueOn: '2027-01-27',
  daysOverdue: 42,
  status: 'overdue',
});

const credited = newInvoice({
  id: 'inv-3',
  number: 'INV-2027-00004',
  issuedOn: '2027-01-05',
  bookingId: null,
  customerName: 'Kumari Jayasinghe',
  customerEmail: 'kumari@example.lk',
  credited: 140_000,
  creditNoteNumber: 'CRN-2027-00001',
  paid: 75_000,
  balance: -65_000,
  nextDueOn: null,
  status: 'credited',
});

const AGING: AgingBucket[] = [
  { key: 'current', label: 'Current', invoices: 150_000, rent: 30_000, total: 180_000 },
  { key: '1-30', label: '1–30 days', invoices: 0, rent: 30_000, total: 30_000 },
  { key: '31-60', label: '31–60 days', invoices: 75_000, rent: 0, total: 75_000 },
  { key: '61-90', label: '61–90 days', invoices: 0, rent: 0, total: 0 },
  { key: '90+', label: '90+ days', invoices: 0, rent: 60_000, total: 60_000 },
];
/** The aging as of an earlier day: less was charged then. */
const AGING_EARLIER: AgingBucket[] = AGING.map((bucket) =>
  bucket.key === 'current' ? { ...bucket, invoices: 0, rent: 0, total: 0 } : bucket,
);

/** The invoice book as the server answers it, filtered by `q` and `status` the way the server does. */
function bookOf(
  items: InvoiceItem[],
  q: string | null,
  status: string | null,
  asOf: string | null = null,
): InvoiceBook {
  const owed = ['unpaid', 'part paid', 'overdue'];
  const listed = items.filter(
    (item) =>
      (!q || `${item.number} ${item.customerName} ${item.customerEmail}`.toLowerCase().includes(q.toLowerCase())) &&
      (!status || status === 'all' || item.status === status || (status === 'owed' && owed.includes(item.status))),
  );
  const sum = (pick: (item: InvoiceItem) => number) => listed.reduce((total, item) => total + pick(item), 0);
  return {
    items: listed,
    issued: sum((item) => item.amount),
    credited: sum((item) => item.credited),
    paid: sum((item) => item.paid),
    owed: sum((item) => Math.max(0, item.balance)),
    dueNow: sum((item) => item.dueNow),
    aging: asOf && asOf !== TODAY ? AGING_EARLIER : AGING,
    asOf: asOf ?? TODAY,
    today: TODAY,
  };
}

function fakeInvoices(items: InvoiceItem[] = [newInvoice(), overdue, credited]) {
  network.use(
    http.get('/api/bookings/admin/invoices', ({ request, response }) => {
      const url = new URL(request.url);
      const { searchParams } = url;
      return response(200).json(
        bookOf(items, searchParams.get('q'), searchParams.get('status'), searchParams.get('asOf')),
      );
    }),
    ...fakeClosedPeriods({ periods: [], ended: ['2027-02'], currentMonth: '2027-03', closedByName: 'Nimal Perera' }),
    ...fakeNumberGaps({ gaps: [], taken: [] }),
    notFound,
  );
  return recordRequests();
}

/** Catches the files the page hands to the browser: their names and contents. */
function catchDownloads() {
  const { createObjectURL, revokeObjectURL } = URL;
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:file';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    blobs,
    names,
    restore() {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    },
  };
}

const rowOf = (table: HTMLElement, number: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(number))!;

beforeEach(() => saveSession(fakeToken(), newAdmin()));
afterEach(() => localStorage.clear());

describe('Invoices', () => {
  it('shows the totals, the aging by days late and every invoice with its figures and status', async () => {
    fakeInvoices();
    renderStaff(<InvoicesTab />);

    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
    const totals = screen.getByRole('group', { name: 'Totals of the invoices listed' });
    expect(totals).toHaveTextContent('IssuedLKR 550,000All 3 invoices');
    expect(totals).toHaveTextContent('CreditedLKR 140,000');
    expect(totals).toHaveTextContent('PaidLKR 125,000');
    expect(totals).toHaveTextContent('OwedLKR 350,000');
    expect(totals).toHaveTextContent('Owed todayLKR 75,000');

    const aging = screen.getByRole('table', { name: /Money owed today/ });
    expect(
      within(aging)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Current', '1–30 days', '31–60 days', '61–90 days', '90+ days', 'Total']);
    const invoicesRow = within(aging).getByRole('row', { name: /^Invoices/ });
    expect(invoicesRow).toHaveTextContent('InvoicesLKR 150,000LKR 0LKR 75,000LKR 0LKR 0LKR 225,000');
    expect(within(aging).getByRole('row', { name: /^Stall rent/ })).toHaveTextContent(
      'Stall rentLKR 30,000LKR 30,000LKR 0LKR 0LKR 60,000LKR 120,000',
    );
    expect(within(aging).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      'TotalLKR 180,000LKR 30,000LKR 75,000LKR 0LKR 60,000LKR 345,000',
    );
    // Not due yet is owed (amber), not overdue (red).
    const [currentCell, , lateCell] = within(invoicesRow).getAllByRole('cell');
    expect(currentCell).toHaveClass('money--owed');
    expect(lateCell).toHaveClass('money--overdue');
    expect(screen.getByText(/^Owed today:/)).toHaveTextContent(
      'Owed today: LKR 345,000, of which overdue: LKR 165,000',
    );

    const unpaid = rowOf(table, 'INV-2027-00012');
    expect(unpaid).toHaveClass('money--owed');
    expect(unpaid).toHaveTextContent('Issued March 1, 2027');
    expect(unpaid).toHaveTextContent('Dilani Fernandodilani@example.lk');
    expect(unpaid).toHaveTextContent('Open Area, April 20, 2027');
    expect(within(unpaid).getByText('Unpaid')).toHaveClass('invoice-status');
    expect(unpaid).toHaveTextContent('Due March 15, 2027');

    const late = rowOf(table, 'INV-2027-00009');
    expect(late).toHaveClass('money--overdue');
    expect(late).toHaveTextContent('LKR 200,000LKR 75,000 due now');
    expect(late).toHaveTextContent('42 days overdue');
    expect(late).toHaveTextContent('was due January 27, 2027');
    expect(within(late).getByText('Overdue')).toBeInTheDocument();

    const closed = rowOf(table, 'INV-2027-00004');
    expect(closed).toHaveClass('money--owed');
    expect(closed).toHaveTextContent('LKR 140,000CRN-2027-00001');
    expect(closed).toHaveTextContent('LKR 65,000 owed back');
    expect(closed).toHaveTextContent('Booking deleted (settled)');
    expect(closed).toHaveTextContent('Nothing due');
    expect(within(closed).getByText('Credited')).toBeInTheDocument();
  });

  it('reads the aging as of an earlier day chosen, and never later than today', async () => {
    const requests = fakeInvoices();
    renderStaff(<InvoicesTab />);
    await screen.findByRole('table', { name: /Money owed today/ });
    const day = screen.getByLabelText('As of');
    expect(day).toHaveValue(TODAY);
    expect(day).toHaveAttribute('max', TODAY);
    fireEvent.change(day, { target: { value: '2027-02-01' } });
    const earlier = await screen.findByRole('table', { name: /Money owed on February 1, 2027/ });
    expect(requests.map((request) => request.url)).toContain('/api/bookings/admin/invoices?asOf=2027-02-01');
    expect(within(earlier).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      'TotalLKR 0LKR 30,000LKR 75,000LKR 0LKR 60,000LKR 165,000',
    );
    // The list of invoices is the same: only the aging moves.
    expect(screen.getByRole('table', { name: 'Invoices, newest first' })).toBeInTheDocument();
    // A day after today, or none, is today again.
    fireEvent.change(day, { target: { value: '2027-04-01' } });
    expect(await screen.findByRole('table', { name: /Money owed today/ })).toBeInTheDocument();
    expect(screen.getByLabelText('As of')).toHaveValue(TODAY);
  });

  it('asks the server for the words searched and the status chosen, and says when nothing matches', async () => {
    const requests = fakeInvoices();
    const user = userEvent.setup();
    renderStaff(<InvoicesTab />);
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });

    await user.type(screen.getByLabelText('Search invoices'), 'sunil');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(rowOf(table, 'INV-2027-00009')).toBeDefined();
    expect(screen.getByRole('group', { name: 'Totals of the invoices listed' })).toHaveTextContent(
      'Of the 1 invoice listed',
    );
    expect(requests.map((request) => request.url)).toContain('/api/bookings/admin/invoices?q=sunil');

    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    expect(await screen.findByText('No invoice matches these filters.')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain('/api/bookings/admin/invoices?q=sunil&status=paid');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Search invoices')).toHaveValue('');
    const all = await screen.findByRole('table', { name: 'Invoices, newest first' });
    await waitFor(() => expect(within(all).getAllByRole('row')).toHaveLength(4));
  });

  it('lists what is still owed under one status', async () => {
    const requests = fakeInvoices();
    const user = userEvent.setup();
    renderStaff(<InvoicesTab />);
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Still owed (unpaid, part paid, overdue)');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(requests.map((request) => request.url)).toContain('/api/bookings/admin/invoices?status=owed');
  });

  it('says when no invoice has been issued yet, and shows the aging all the same', async () => {
    fakeInvoices([]);
    renderStaff(<InvoicesTab />);
    expect(await screen.findByText('No invoice has been issued yet.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Money owed today/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when the invoices could not be loaded, and loads them again on request', async () => {
    let fail = true;
    network.use(
      http.get('/api/bookings/admin/invoices', ({ response }) =>
        fail
          ? response.untyped(HttpResponse.json({ statusCode: 500, message: 'Internal error' }, { status: 500 }))
          : response(200).json(bookOf([newInvoice()], null, null)),
      ),
      notFound,
    );
    const user = userEvent.setup();
    renderStaff(<InvoicesTab />);
    expect(await screen.findByText('The invoices could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Invoices, newest first' })).toBeInTheDocument();
  });

  it('downloads the CSV of the invoices listed as the server writes it, with a mark Excel reads UTF-8 by', async () => {
    const csv =
      '"Invoice","Issued","Customer","Amount (LKR)"\r\n"INV-2027-00009","2027-01-20","Sunil Bandara",250000\r\n';
    const requests = fakeInvoices();
    network.use(
      http.get('/api/bookings/admin/invoices/export', ({ response }) =>
        response.untyped(new HttpResponse(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } })),
      ),
    );
    const files = catchDownloads();
    try {
      const user = userEvent.setup();
      renderStaff(<InvoicesTab />);
      const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
      await user.selectOptions(screen.getByLabelText('Status'), 'Overdue');
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      await expectToast('Exported 1 invoice.');
      expect(files.names).toEqual([`invoices-${TODAY}.csv`]);
      expect(requests.map((request) => request.url)).toContain('/api/bookings/admin/invoices/export?status=overdue');
      const bytes = new Uint8Array(await files.blobs[0]!.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.subarray(3))).toBe(csv);
    } finally {
      files.restore();
    }
  });

  it('downloads an invoice’s PDF and its customer’s statement of account', async () => {
    const requests = fakeInvoices();
    const pdf = () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    network.use(
      http.get('/api/bookings/admin/invoices/{invoiceId}/pdf', ({ response }) => response.untyped(pdf())),
      http.get('/api/bookings/admin/statements', ({ response }) => response.untyped(pdf())),
    );
    const files = catchDownloads();
    try {
      const user = userEvent.setup();
      renderStaff(<InvoicesTab />);
      const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
      const row = rowOf(table, 'INV-2027-00009');

      await user.click(within(row).getByRole('button', { name: 'Invoice PDF INV-2027-00009' }));
      await waitFor(() => expect(files.names).toEqual(['INV-2027-00009.pdf']));
      expect(requests.map((request) => request.url)).toContain('/api/bookings/admin/invoices/inv-2/pdf');

      await user.click(within(row).getByRole('button', { name: 'Statement (PDF) of Sunil Bandara' }));
      await waitFor(() => expect(files.names).toHaveLength(2));
      expect(files.names[1]).toBe(`statement-sunil-bandara-${TODAY}.pdf`);
      expect(requests.map((request) => request.url)).toContain(
        '/api/bookings/admin/statements?email=sunil%40example.lk',
      );
    } finally {
      files.restore();
    }
  });

  it('says why a statement could not be downloaded, in the server’s words', async () => {
    fakeInvoices();
    network.use(
      http.get('/api/bookings/admin/statements', ({ response }) =>
        response.untyped(
          HttpResponse.json({ statusCode: 404, message: 'Nothing has that e-mail address.' }, { status: 404 }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderStaff(<InvoicesTab />);
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
    const button = within(rowOf(table, 'INV-2027-00012')).getByRole('button', {
      name: 'Statement (PDF) of Dilani Fernando',
    });
    await user.click(button);
    await expectToast('Nothing has that e-mail address.');
    expect(button).toBeEnabled();
  });
});
