import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from './HomePage';

function renderHome() {
  render(
    <LanguageProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Suspense>
            <HomePage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

function venueCard(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name }).closest('li')!;
}

describe('Home page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the live number of free vendor stalls', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ bookedStalls: ['A1', 'A2', 'B7'] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderHome();
    expect(await within(venueCard('Vendor Stalls')).findByText('97 Available')).toBeInTheDocument();
  });

  it('keeps the stall card useful when the count cannot be fetched', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderHome();
    expect(await within(venueCard('Vendor Stalls')).findByText('Monthly rental')).toBeInTheDocument();
    expect(within(venueCard('Vendor Stalls')).getByText('LKR 30,000 / month')).toBeInTheDocument();
  });

  it('offers four venues, Kids Park free and without a link, and the ways to book', () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderHome();
    const kids = venueCard('Kids Park');
    expect(within(kids).getByText('Free Access')).toBeInTheDocument();
    expect(within(kids).queryByRole('link')).not.toBeInTheDocument();
    expect(within(venueCard('Open Air Arena')).getByText('LKR 1,250,000 / day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book Your Experience/ })).toHaveAttribute('href', '/venues');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/venues#booking-form');
    expect(screen.getByRole('link', { name: 'Learn More about our story' })).toHaveAttribute('href', '/our-story');
    expect(screen.getByRole('heading', { name: 'Why Choose Kandy Cultural Park' })).toBeInTheDocument();
  });

  it('speaks Sinhala and Tamil when chosen, prices with LKR', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    localStorage.setItem('parkLanguage', 'si');
    await act(async () => renderHome());
    expect(await screen.findByRole('heading', { level: 1, name: 'කඳුරට අගනුවර උත්සව සමරන තැන' })).toBeInTheDocument();
    expect(screen.getByText('LKR 30,000 / මසකට')).toBeInTheDocument();
    cleanup();
    localStorage.setItem('parkLanguage', 'ta');
    await act(async () => renderHome());
    expect(await screen.findByRole('heading', { level: 1, name: 'மலைநாட்டுத் தலைநகர் கொண்டாடும் இடம்' })).toBeInTheDocument();
    expect(screen.getByText('LKR 1,250,000 / நாள்')).toBeInTheDocument();
  });
});
