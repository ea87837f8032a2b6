import { act, cleanup, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http, server } from '@/test/msw/server';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './HomePage';

/** The stalls rented now, as GET /api/bookings/vendor-stalls/booked answers them, or a server that cannot be reached. */
function serveBookedStalls(booked: string[] | 'network') {
  server.use(
    http.get('/api/bookings/vendor-stalls/booked', ({ response }) =>
      booked === 'network' ? response.untyped(HttpResponse.error()) : response(200).json({ bookedStalls: booked }),
    ),
  );
}

function venueCard(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name }).closest('li')!;
}

describe('Home page', { timeout: 20_000 }, () => {
  it('shows the live number of free vendor stalls', async () => {
    serveBookedStalls(['A1', 'A2', 'B7']);
    renderWithProviders(<HomePage />);
    expect(await within(venueCard('Vendor Stalls')).findByText('97 Available')).toBeInTheDocument();
  });

  it('keeps the stall card useful when the count cannot be fetched', async () => {
    serveBookedStalls('network');
    renderWithProviders(<HomePage />);
    expect(await within(venueCard('Vendor Stalls')).findByText('Monthly rental')).toBeInTheDocument();
    expect(within(venueCard('Vendor Stalls')).getByText('LKR 30,000 / month')).toBeInTheDocument();
  });

  it('offers four venues, Kids Park free and without a link, and the ways to book', () => {
    serveBookedStalls([]);
    renderWithProviders(<HomePage />);
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
    serveBookedStalls([]);
    await act(async () => {
      renderWithProviders(<HomePage />, { language: 'si' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'කඳුරට අගනුවර උත්සව සමරන තැන' })).toBeInTheDocument();
    expect(screen.getByText('LKR 30,000 / මසකට')).toBeInTheDocument();
    cleanup();
    await act(async () => {
      renderWithProviders(<HomePage />, { language: 'ta' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'மலைநாட்டுத் தலைநகர் கொண்டாடும் இடம்' })).toBeInTheDocument();
    expect(screen.getByText('LKR 1,250,000 / நாள்')).toBeInTheDocument();
  });
});
