import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { staffKeys } from '@/features/admin/api/staff-api';
import { parkToday } from '@/lib/park-time';
import { http, notFound, recordRequests, server as network } from '@/test/msw/server';
import { expectToast } from '@/test/toasts';
import { type FakeNumberGaps, fakeNumberGaps, newNumberGap } from '@/features/admin/testing/number-gaps-test-utils';
import { fakeToken, newAdmin, renderStaff } from '@/features/admin/testing/staff-test-utils';
import { NumberGaps } from './NumberGaps';

const BOOKING = '3f2b9c1e-8d4a-4f6b-9a1c-2e5d7f8a9b0c';

function fakeServer(role: 'admin' | 'moderator', state: Partial<FakeNumberGaps> = {}) {
  const me = newAdmin({ role });
  saveSession(fakeToken(), me);
  const gaps: FakeNumberGaps = {
    gaps: [
      newNumberGap(),
      newNumberGap({
        kind: 'INV',
        firstNumber: 'INV-2027-00043',
        lastNumber: 'INV-2027-00542',
        entered: ['INV-2027-00043', 'INV-2027-00044'],
      }),
    ],
    taken: [],
    ...state,
  };
  network.use(
    http.get('/api/admin/profile', ({ response }) => response(200).json({ admin: me })),
    ...fakeNumberGaps(gaps),
    notFound,
  );
  return { gaps, requests: recordRequests() };
}

afterEach(() => localStorage.clear());

describe('Numbers set aside', () => {
  it('shows nothing while no restore has set numbers aside', async () => {
    fakeServer('admin', { gaps: [] });
    const { queryClient } = renderStaff(
      <div data-testid="panel">
        <NumberGaps />
      </div>,
    );
    await waitFor(() => expect(queryClient.getQueryData(staffKeys.numberGaps)).toEqual({ gaps: [] }));
    expect(screen.getByTestId('panel')).toBeEmptyDOMElement();
  });

  it('lists each gap with its series, range, reason and the numbers entered; a moderator cannot enter one', async () => {
    fakeServer('moderator');
    renderStaff(<NumberGaps />);
    const list = await screen.findByRole('list', { name: 'Numbers set aside' });
    const [receipts, invoices] = within(list).getAllByRole('listitem');
    expect(receipts).toHaveTextContent('Receipts 2027: RCT-2027-00124 – RCT-2027-00623');
    expect(receipts).toHaveTextContent('500 numbers, set aside on March 5, 2027');
    expect(receipts).toHaveTextContent('Restore on 2027-03-05 of the backup taken 2027-03-04T21:30:00.000Z');
    expect(receipts).toHaveTextContent('No lost document entered yet.');
    expect(invoices).toHaveTextContent('Invoices 2027: INV-2027-00043 – INV-2027-00542');
    expect(invoices).toHaveTextContent('2 entered: INV-2027-00043, INV-2027-00044');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Enter a lost document' })).not.toBeInTheDocument(),
    );
  });

  it('lets an admin enter a lost receipt under its own number, and lists it as entered', async () => {
    const { requests } = fakeServer('admin');
    renderStaff(<NumberGaps />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter a lost document' }));
    const form = screen.getByRole('form', { name: 'Enter a lost document' });
    await userEvent.type(within(form).getByLabelText('Number'), 'rct-2027-00125');
    await userEvent.type(within(form).getByLabelText('Amount (LKR)'), '30,000');
    await userEvent.type(within(form).getByLabelText('Booking ID (optional)'), BOOKING);
    await userEvent.selectOptions(within(form).getByLabelText('Method'), 'bank transfer');
    await userEvent.type(within(form).getByLabelText('Reference (optional)'), 'BOC 1182');
    await userEvent.click(within(form).getByRole('button', { name: 'Enter receipt' }));

    await expectToast(
      'Receipt RCT-2027-00125 of LKR 30,000 entered under its own number, in the numbers the restore set aside.',
    );
    const sent = requests.find((request) => request.url === '/api/bookings/admin/lost-documents');
    expect(sent?.body).toEqual({
      number: 'RCT-2027-00125',
      issuedOn: parkToday(),
      amount: 30_000,
      creditKind: 'cancellation',
      bookingId: BOOKING,
      method: 'bank transfer',
      reference: 'BOC 1182',
    });
    const list = screen.getByRole('list', { name: 'Numbers set aside' });
    expect(await within(list).findByText('1 entered: RCT-2027-00125')).toBeInTheDocument();
    // The form stays open, emptied, for the next document.
    expect(within(form).getByLabelText('Number')).toHaveValue('');
  });

  it("shows the server's refusal as it says it, and checks the number against the kind first", async () => {
    const { requests } = fakeServer('admin', { taken: ['CRN-2027-00007'] });
    renderStaff(<NumberGaps />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter a lost document' }));
    const form = screen.getByRole('form', { name: 'Enter a lost document' });
    await userEvent.selectOptions(within(form).getByLabelText('Document'), 'CRN');
    await userEvent.type(within(form).getByLabelText('Number'), 'RCT-2027-00007');
    await userEvent.type(within(form).getByLabelText('Amount credited (LKR)'), '45000');
    await userEvent.type(within(form).getByLabelText('Invoice it credits'), 'INV-2027-00040');
    await userEvent.type(within(form).getByLabelText('Reason, as printed'), 'The family asked to cancel');
    await userEvent.click(within(form).getByRole('button', { name: 'Enter credit note' }));
    expect(await within(form).findByText(/The number does not match the kind of document chosen/)).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/bookings/admin/lost-documents')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Number'));
    await userEvent.type(within(form).getByLabelText('Number'), 'CRN-2027-00007');
    await userEvent.click(within(form).getByRole('button', { name: 'Enter credit note' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'CRN-2027-00007 is already in the books: a number is entered once. Find it in the invoice book or the payments.',
    );
    const sent = requests.find((request) => request.url === '/api/bookings/admin/lost-documents');
    expect(sent?.body).toEqual({
      number: 'CRN-2027-00007',
      issuedOn: parkToday(),
      amount: 45_000,
      creditKind: 'cancellation',
      invoiceNumber: 'INV-2027-00040',
      reason: 'The family asked to cancel',
    });
  });
});
