import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contactHandler } from '@/test/msw/contact';
import { type FakeAnswer, recordRequests, server } from '@/test/msw/server';
import { renderWithProviders } from '@/test/render';
import { ContactPage } from './ContactPage';

// The page's form loads after the page (lazyWhenNeeded); its code is read once here, ahead of the first test.
await import('@/components/ContactForm');

/** The contact route of the fake server, answering as given; returns the requests it saw. */
function serveContact(answer?: FakeAnswer | Response) {
  server.use(contactHandler(answer));
  return recordRequests();
}

/** The Contact page; answers its form (its code loads after the page's). */
async function renderPage() {
  renderWithProviders(<ContactPage />);
  return within(await screen.findByRole('form', { name: 'Contact form' }));
}

async function fillIn(form: Awaited<ReturnType<typeof renderPage>>) {
  const user = userEvent.setup();
  const values = {
    Name: 'Kumari Perera',
    Email: 'kumari@example.lk',
    Subject: 'Wedding in December',
    Message: 'Is the Open Area free on 12 December?',
  };
  for (const [label, value] of Object.entries(values)) {
    await user.click(form.getByLabelText(label));
    await user.paste(value);
  }
  return user;
}

// Typing into four fields is slow on a shared two-core machine.
describe('Contact page', { timeout: 20_000 }, () => {
  it('asks for every field before sending, and focuses the first one missing', async () => {
    const user = userEvent.setup();
    const requests = serveContact();
    const form = await renderPage();

    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(form.getByText('Please enter your name.')).toBeInTheDocument();
    expect(form.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(form.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(form.getByText('Please enter your message.')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveFocus();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(requests).toEqual([]);

    await user.type(form.getByLabelText('Name'), 'K');
    expect(form.queryByText('Please enter your name.')).not.toBeInTheDocument();
  });

  it('checks the e-mail address', async () => {
    const user = userEvent.setup();
    const form = await renderPage();
    await user.type(form.getByLabelText('Email'), 'kumari.example.lk');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(form.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('sends the message, shows the confirmation and clears the form', async () => {
    const requests = serveContact();
    const form = await renderPage();
    const user = await fillIn(form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(
      await form.findByText('Message sent! We will get back to you soon. A confirmation email has been sent.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/contact',
        body: {
          name: 'Kumari Perera',
          email: 'kumari@example.lk',
          subject: 'Wedding in December',
          message: 'Is the Open Area free on 12 December?',
        },
      }),
    ]);
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(form.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's message when it refuses", async () => {
    serveContact({
      status: 400,
      body: { statusCode: 400, message: 'Please enter a valid e-mail address, so we can reply to you.' },
    });
    const form = await renderPage();
    const user = await fillIn(form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Please enter a valid e-mail address, so we can reply to you.',
    );
    expect(form.getByLabelText('Name')).toHaveValue('Kumari Perera');
  });

  it('says "Failed to send message. Please try again." when the server gives no reason', async () => {
    serveContact(new HttpResponse('Bad gateway', { status: 502 }));
    const form = await renderPage();
    const user = await fillIn(form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });

  it('asks to check the connection when the server cannot be reached', async () => {
    serveContact('network');
    const form = await renderPage();
    const user = await fillIn(form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please check your connection and try again.',
    );
  });

  it('lists the contact details, a drawn map and five questions that open and close', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: "We'd love to hear from you" })).toBeInTheDocument();
    expect(screen.getByText('Daily 9:00 AM - 10:00 PM')).toBeInTheDocument();
    expect(screen.getByText('24/7 for events')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+94 81 222 4567' })).toHaveAttribute('href', 'tel:+94812224567');
    expect(screen.getByRole('link', { name: '+94 77 345 6789' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Map of the park's surroundings/ })).toBeInTheDocument();

    const questions = screen.getAllByRole('group');
    expect(questions).toHaveLength(5);
    const first = questions[0]!;
    expect(first).not.toHaveAttribute('open');
    await user.click(within(first).getByText('Is there an entrance fee?'));
    expect(first).toHaveAttribute('open');
  });

  it('asks in Sinhala when Sinhala is chosen, and says which field is missing in Sinhala', async () => {
    await act(async () => {
      renderWithProviders(<ContactPage />, { language: 'si' });
    });
    const form = within(await screen.findByRole('form', { name: 'සම්බන්ධ වීමේ පෝරමය' }));
    await userEvent.setup().click(form.getByRole('button', { name: 'පණිවිඩය යවන්න' }));
    expect(form.getByLabelText('නම')).toHaveAccessibleDescription('කරුණාකර ඔබේ නම ඇතුළත් කරන්න.');
    expect(screen.getByRole('heading', { name: 'නිතර අසන ප්‍රශ්න' })).toBeInTheDocument();
  });
});
