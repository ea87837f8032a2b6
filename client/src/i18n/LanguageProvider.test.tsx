import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@/lib/api';
import { newsletterHandler } from '@/test/msw/newsletter';
import { server } from '@/test/msw/server';
import { renderWithProviders } from '@/test/render';
import { useLanguage } from './LanguageProvider';

/** The method, path and `Accept-Language` of each request the fake network receives from now on. */
function recordLanguages(): Array<[string, string, string | null]> {
  const seen: Array<[string, string, string | null]> = [];
  server.events.on('request:start', ({ request }) => {
    seen.push([request.method, new URL(request.url).pathname, request.headers.get('accept-language')]);
  });
  return seen;
}

/** A visitor's post, and the language bar. */
function Visitor() {
  const { setLanguage } = useLanguage();
  return (
    <>
      <button
        type="button"
        onClick={() => void callApi('post', '/api/newsletter', { body: { email: 'a@example.lk' } })}
      >
        Subscribe
      </button>
      <button type="button" onClick={() => setLanguage('ta')}>
        Tamil
      </button>
    </>
  );
}

describe('the site language in what a visitor posts', () => {
  it('sends the chosen language as Accept-Language with every post, and follows a change', async () => {
    server.use(newsletterHandler());
    const requests = recordLanguages();
    const user = userEvent.setup();
    await act(async () => {
      renderWithProviders(<Visitor />, { language: 'si' });
    });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Tamil' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([
      ['POST', '/api/newsletter', 'si'],
      ['POST', '/api/newsletter', 'ta'],
    ]);
  });

  it('sends English when the visitor reads English', async () => {
    server.use(newsletterHandler());
    const requests = recordLanguages();
    const user = userEvent.setup();
    await act(async () => {
      renderWithProviders(<Visitor />);
    });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests).toEqual([['POST', '/api/newsletter', 'en']]);
  });
});
