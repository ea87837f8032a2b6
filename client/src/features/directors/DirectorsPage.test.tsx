import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DirectorsPage } from './DirectorsPage';

describe('Directors page', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows both directors' messages and sends its form to /api/contact", async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          success: true,
          message: 'Message sent! We will get back to you soon. A confirmation email has been sent.',
        }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DirectorsPage />
      </QueryClientProvider>,
    );

    expect(screen.getByRole('heading', { name: 'A message from the Managing Director' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A message from the Chairperson' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Illustrated portrait of Mr. Lalith Ekanayake/ })).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Contact form' }));
    expect(form.getByLabelText('Subject')).toHaveValue("For the Director's Office");
    for (const [label, value] of [
      ['Name', 'Ruwan Silva'],
      ['Email', 'ruwan@example.lk'],
      ['Message', 'We would like to sponsor the Poson lantern show.'],
    ] as const) {
      await user.click(form.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(
      await form.findByText('Message sent! We will get back to you soon. A confirmation email has been sent.'),
    ).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST' }));
  });
});
