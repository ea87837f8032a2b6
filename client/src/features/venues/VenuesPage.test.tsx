import { findDialog } from '@/test/dialogs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@/lib/toast';
import { VenuesPage } from './VenuesPage';
import { fakeApi } from '@/test/fake-bookings-api';
import { renderWithProviders } from '@/test/render';

// The page's form loads after the page (lazyWhenNeeded); its code is read once here, ahead of the first test.
await import('./components/booking-form/BookingForm');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('article', { name });

describe('the Venues page', { timeout: 20_000 }, () => {
  it('lists the four venues with capacity, uses and prices in LKR', async () => {
    fakeApi({ bookedStalls: ['A1', 'B2', 'C3'] });
    renderWithProviders(<VenuesPage />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const arena = card('Open Air Arena');
    // The drawing's code loads after the page's own (components/art/VenueArt.tsx).
    expect(await within(arena).findByRole('img', { name: 'Illustration of the Open Air Arena' })).toBeInTheDocument();
    expect(within(arena).getByText('8,000 seating')).toBeInTheDocument();
    expect(within(arena).getByText('LKR 1,250,000')).toBeInTheDocument();
    expect(within(arena).getByText('per day')).toBeInTheDocument();
    expect(within(arena).getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(within(card('Open Area')).getByText('LKR 150,000')).toBeInTheDocument();

    const stalls = card('Vendor Stalls');
    expect(within(stalls).getByText('per month')).toBeInTheDocument();
    expect(within(stalls).getByRole('button', { name: 'Rent Stall' })).toBeInTheDocument();
    expect(await within(stalls).findByText('Available Stalls 97 / 100')).toBeInTheDocument();

    const kids = card('Kids Park');
    expect(within(kids).getAllByText('Free Access').length).toBeGreaterThan(0);
    expect(within(kids).queryByRole('button', { name: /Book Now|Rent Stall/ })).not.toBeInTheDocument();
  });

  it('selects the venue and scrolls to the form 100 ms after Book Now', async () => {
    fakeApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VenuesPage />);
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    const timers = vi.spyOn(window, 'setTimeout');
    await user.click(within(card('Vendor Stalls')).getByRole('button', { name: 'Rent Stall' }));
    expect(screen.getByRole('combobox', { name: 'Venue' })).toHaveValue('Vendor Stalls');
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 100);
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('booking-form'));
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    fakeApi();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VenuesPage />);
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    await user.click(within(card('Open Air Arena')).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
  });

  it('opens the details with Learn More, and Book This Venue selects that venue', async () => {
    fakeApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VenuesPage />);
    await user.click(within(card('Open Area')).getByRole('button', { name: 'Learn More' }));
    const dialog = await findDialog({ name: 'Open Area' });
    expect(within(dialog).getByRole('heading', { name: 'Features' })).toBeInTheDocument();
    expect(within(dialog).getByText('Level lawn with canopy anchors')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book This Venue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Venue' })).toHaveValue('Open Area');
  });

  it('offers no booking in the Kids Park details', async () => {
    fakeApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VenuesPage />);
    await user.click(within(card('Kids Park')).getByRole('button', { name: 'Learn More' }));
    const dialog = await findDialog({ name: 'Kids Park' });
    expect(within(dialog).queryByRole('button', { name: 'Book This Venue' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^Free Access: open to every family/)).toBeInTheDocument();
  });
});

describe('toasts', { timeout: 20_000 }, () => {
  it('are closable and go away after the default 3500 ms', async () => {
    expect(TOAST_DURATION_MS).toBe(3500);
    fakeApi();
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] });
    renderWithProviders(<VenuesPage />);
    await act(() => {
      toast.success('Booking request submitted successfully! Booking ID: bk-1.');
    });
    // Sonner publishes a toast on the next tick.
    await act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText(/Booking ID: bk-1/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeInTheDocument();
    await act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText(/Booking ID: bk-1/)).toBeInTheDocument();
    await act(() => {
      vi.advanceTimersByTime(1000);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.queryByText(/Booking ID: bk-1/)).not.toBeInTheDocument();
  });
});
