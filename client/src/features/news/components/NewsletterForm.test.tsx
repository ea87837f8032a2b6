import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newsletterHandler } from '@/test/msw/newsletter';
import { type FakeAnswer, recordRequests, server } from '@/test/msw/server';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { NewsletterForm } from './NewsletterForm';

/** The newsletter route of the fake server, answering as given; returns the requests it saw. */
function serveNewsletter(answer?: FakeAnswer) {
  server.use(newsletterHandler(answer));
  return recordRequests();
}

/** A toast of this kind (success, error) with this text is shown. */
async function expectToastOfType(type: 'success' | 'error', text: string) {
  await expectToast(text);
  expect(screen.getByText(text, { selector: '[data-title]' }).closest('[data-sonner-toast]')).toHaveAttribute(
    'data-type',
    type,
  );
}

describe('newsletter form', { timeout: 20_000 }, () => {
  it('subscribes, thanks the visitor in a toast and clears the field', async () => {
    const user = userEvent.setup();
    const requests = serveNewsletter();
    renderWithProviders(<NewsletterForm />);

    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await expectToastOfType('success', 'Thank you for subscribing!');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/newsletter', body: { email: 'nimal@example.lk' } }),
    ]);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it("shows the server's message in an error toast when it refuses", async () => {
    const user = userEvent.setup();
    serveNewsletter({
      status: 429,
      body: { statusCode: 429, message: 'Too many requests. Please try again in a minute.' },
    });
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToastOfType('error', 'Too many requests. Please try again in a minute.');
    expect(screen.getByLabelText('Email address')).toHaveValue('nimal@example.lk');
  });

  it('says to check the connection when the server cannot be reached', async () => {
    const user = userEvent.setup();
    serveNewsletter('network');
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToastOfType('error', 'Could not subscribe. Please check your connection and try again.');
  });

  it('asks for a valid address before sending anything', async () => {
    const user = userEvent.setup();
    const requests = serveNewsletter();
    renderWithProviders(<NewsletterForm />);

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail address.');
    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });
});
