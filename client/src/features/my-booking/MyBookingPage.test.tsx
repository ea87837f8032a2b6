import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { LanguageProvider, useLanguage } from '@/i18n/LanguageProvider';
import type { Schemas } from '@/lib/api';
import { http, server } from '@/test/msw/server';
import { MyBookingPage } from './MyBookingPage';

const TOKEN = 'a'.repeat(43);

const booking = (overrides: Partial<Schemas['MyBookingView']> = {}): Schemas['MyBookingView'] => ({
  _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  status: 'pending',
  cancelledByCustomer: false,
  venue: 'Open Area',
  eventType: 'wedding',
  eventDate: '2027-03-10',
  lastDate: '2027-03-10',
  duration: 1,
  guests: 200,
  totalAmount: 150_000,
  stallInfo: null,
  customerName: 'නිමලි පෙරේරා',
  rejectionReason: null,
  requestedAt: '2027-01-05T04:00:00.000Z',
  canCancel: true,
  hasCalendarFile: false,
  money: { invoice: null, creditNote: null, refunds: [], paid: 0, balance: null, receipts: [], rentInvoices: [] },
  language: 'si',
  ...overrides,
});

/** The site's language bar, as far as this test needs it. */
function LanguageBar() {
  const { setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => setLanguage('en')}>
      English
    </button>
  );
}

async function openLink(answer: Schemas['MyBookingView'], siteLanguage?: 'en' | 'si' | 'ta') {
  if (siteLanguage) localStorage.setItem(LANGUAGE_STORAGE_KEY, siteLanguage);
  server.use(http.post('/api/my-booking/lookup', ({ response }) => response(200).json(answer)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <MemoryRouter initialEntries={[`/my-booking#${TOKEN}`]}>
            <Suspense>
              <LanguageBar />
              <MyBookingPage />
            </Suspense>
          </MemoryRouter>
        </LanguageProvider>
      </QueryClientProvider>,
    );
  });
}

describe('My booking in the booking’s language', () => {
  afterEach(() => localStorage.clear());

  it('opens in the language the booking was made in, whatever the site was reading', async () => {
    await openLink(booking({ language: 'si' }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'උද්‍යානයේ ඔබේ වෙන් කිරීම' })).toBeInTheDocument();
    expect(await screen.findByText('පොරොත්තුවෙන්')).toBeInTheDocument();
    // <html lang> is written by the provider's effect, which React may run just after the commit that shows the texts.
    await waitFor(() => expect(document.documentElement.lang).toBe('si'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('si');
  });

  it('opens a Tamil booking in Tamil', async () => {
    await openLink(booking({ language: 'ta', customerName: 'கமலா ராஜேந்திரன்' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'பூங்காவில் உங்கள் முன்பதிவு' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
  });

  it('switches only on the first load: the visitor may choose another language afterwards', async () => {
    const user = userEvent.setup();
    await openLink(booking({ language: 'si' }), 'en');
    await screen.findByText('පොරොත්තුවෙන්');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking at the park' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('leaves an English booking in English', async () => {
    await openLink(booking({ language: 'en', customerName: 'Nimal Perera' }));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking at the park' })).toBeInTheDocument();
  });
});
