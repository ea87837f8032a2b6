import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './NewsletterForm';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
}

function answer(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('newsletter form', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('subscribes, thanks the visitor in a toast and clears the field', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer({ success: true, message: 'Thank you for subscribing!' }, 201));
    renderForm();

    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you for subscribing!'));
    const [path, init] = fetchSpy.mock.calls[0]!;
    expect(path).toBe('/api/newsletter');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ email: 'nimal@example.lk' }) });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it("shows the server's message in an error toast when it refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer({ statusCode: 429, message: 'Too many requests. Please try again in a minute.' }, 429),
    );
    renderForm();
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests. Please try again in a minute.'));
    expect(screen.getByLabelText('Email address')).toHaveValue('nimal@example.lk');
  });

  it('says to check the connection when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not subscribe. Please check your connection and try again.'),
    );
  });

  it('asks for a valid address before sending anything', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail address.');
    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
