import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactHandler } from '@/test/msw/contact';
import { recordRequests, server } from '@/test/msw/server';
import { renderWithProviders } from '@/test/render';
import { DirectorsPage } from './DirectorsPage';

// The page's form loads after the page (lazyWhenNeeded); its code is read once here, ahead of the first test.
await import('@/components/ContactForm');

describe('Directors page', { timeout: 20_000 }, () => {
  it("shows both directors' messages and sends its form to /api/contact", async () => {
    const user = userEvent.setup();
    server.use(contactHandler());
    const requests = recordRequests();
    renderWithProviders(<DirectorsPage />);

    expect(screen.getByRole('heading', { name: 'A message from the Managing Director' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A message from the Chairperson' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Illustrated portrait of Mr. Lalith Ekanayake/ })).toBeInTheDocument();

    const form = within(await screen.findByRole('form', { name: 'Contact form' }));
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
    expect(requests).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/contact' }));
  });
});
