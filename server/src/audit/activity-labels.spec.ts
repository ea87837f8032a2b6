import { actionLabel, kindLabel } from './activity-labels';

describe('the record’s labels', () => {
  const entry = (action: string, details: Record<string, unknown> = {}, toStatus: string | null = null) => ({
    action,
    details,
    toStatus,
  });

  it('names each known action as the dashboard says it', () => {
    expect(actionLabel(entry('booking.approve'))).toBe('Approved a booking');
    expect(actionLabel(entry('booking.reject'))).toBe('Rejected a booking');
    expect(actionLabel(entry('auth.sign-in'))).toBe('Signed in');
    expect(actionLabel(entry('payment.record'))).toBe('Recorded a payment');
  });

  it('reads differently for a stall, a block, a message reopened and the first account', () => {
    expect(actionLabel(entry('booking.complete', { stallId: 'A1' }))).toBe('Terminated a stall rental');
    expect(actionLabel(entry('booking.delete', { isAdminBlock: true }))).toBe('Removed a date block');
    expect(actionLabel(entry('contact.handled', {}, 'open'))).toBe('Marked a message not handled');
    expect(actionLabel(entry('admin.create', { initial: true }))).toBe('First staff account created at start');
  });

  it('makes an action it does not know into words, never a blank', () => {
    expect(kindLabel('payment.write-off')).toBe('Payment: write off');
    expect(kindLabel('invoice.issue_again')).toBe('Invoice: issue again');
    expect(kindLabel('ledger')).toBe('Ledger');
    expect(kindLabel('')).toBe('Unnamed action');
  });
});
