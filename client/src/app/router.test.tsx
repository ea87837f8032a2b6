import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { newsListHandler } from '@/test/msw/news';
import { server } from '@/test/msw/server';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // As in App.tsx: pages read the server through TanStack Query.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('routes', () => {
  it('shows the error screen for an unknown path', async () => {
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('redirects /admin to the sign-in page', async () => {
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('keeps the dashboard from visitors without a token', async () => {
    localStorage.clear();
    const router = renderAt('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Access Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('highlights the active link and closes the mobile menu on navigation', async () => {
    const user = userEvent.setup();
    server.use(newsListHandler([]));
    const router = renderAt('/news');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'News' })[0]).toHaveClass('is-active'));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('site-nav--open');
    await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
    // Pages load on first visit: the navigation completes once the Contact chunk is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'), { timeout: 10_000 });
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'),
      { timeout: 10_000 },
    );
    expect(nav).not.toHaveClass('site-nav--open');
  });
});
