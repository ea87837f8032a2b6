import { findDialog } from '@/test/dialogs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsListHandler, type NewsListAnswer } from '@/test/msw/news';
import { recordRequests, server } from '@/test/msw/server';
import { renderWithProviders } from '@/test/render';
import type { NewsItem } from './api/news';
import { NewsPage } from './NewsPage';

// The page's form loads after the page (lazyWhenNeeded); its code is read once here, ahead of the first test.
await import('./components/NewsletterForm');

/** The news the fake server answers GET /api/news with; returns the requests it saw. */
function serveNews(answer: NewsListAnswer | Promise<NewsListAnswer>) {
  server.use(newsListHandler(answer));
  return recordRequests();
}

const renderPage = () => renderWithProviders(<NewsPage />);

function newsItem(overrides: Partial<NewsItem>): NewsItem {
  return {
    _id: crypto.randomUUID(),
    title: 'Poson lantern walk',
    description: 'Lanterns along the lotus pond for Poson.',
    content: 'Lanterns along the lotus pond for Poson.',
    category: 'Events',
    status: 'published',
    image: null,
    createdAt: '2026-03-15T10:00:00+05:30',
    ...overrides,
  };
}

describe('News page', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a loading state, then the news newest first with category badges and long dates', async () => {
    let release: (items: NewsItem[]) => void = () => undefined;
    const requests = serveNews(new Promise<NewsItem[]>((resolve) => (release = resolve)));
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading news...');
    release([
      newsItem({ title: 'Older award', category: 'Awards', createdAt: '2026-01-02T09:00:00+05:30' }),
      newsItem({ title: 'Newest concert', category: 'Events', createdAt: '2026-03-15T10:00:00+05:30' }),
    ]);

    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Newest concert', 'Older award']);
    expect(screen.queryByText('Loading news...')).not.toBeInTheDocument();
    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/news' }));
    expect(screen.getByText('March 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('January 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Events')).toHaveClass('news-badge--events');
    expect(screen.getByText('Awards')).toHaveClass('news-badge--awards');
  });

  it('draws every story, newest first, the ones past the first rows a moment after', async () => {
    const titles = Array.from({ length: 9 }, (_, i) => `Story ${i + 1}`);
    serveNews(
      titles.map((title, i) =>
        newsItem({ title, createdAt: `2026-03-${String(20 - i).padStart(2, '0')}T10:00:00+05:30` }),
      ),
    );
    renderPage();

    await screen.findByRole('heading', { level: 3, name: 'Story 1' });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(titles);
  });

  it('gives an unknown category the General style', async () => {
    serveNews([newsItem({ category: 'Sports' })]);
    renderPage();
    expect(await screen.findByText('Sports')).toHaveClass('news-badge--general');
  });

  it('says No News Available when there is nothing published', async () => {
    serveNews([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No News Available' })).toBeInTheDocument();
  });

  it('falls back to the three sample items when the news cannot be fetched, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveNews('network');
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Esala Perahera Night Market on the Open Area' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Vesak lantern exhibition returns to the park' })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Helabojun wins the Central Province clean kitchen award' }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Read More/ })).toHaveLength(3);
    expect(logged).toHaveBeenCalled();
  });

  it('falls back to the samples on a server error too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveNews({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    renderPage();
    expect(await screen.findAllByRole('button', { name: /^Read More/ })).toHaveLength(3);
  });

  it('opens Read More in a modal with category, title, date, description and the fuller content', async () => {
    const user = userEvent.setup();
    serveNews([
      newsItem({
        title: 'Kandyan dance weekend',
        category: 'Community',
        description: 'Dance schools from across the district perform on the arena stage.',
        content: 'Twelve schools take part.\n\nPerformances start at 4:00 PM each day.',
        createdAt: '2026-08-03T18:30:00+05:30',
      }),
    ]);
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Read More: Kandyan dance weekend' }));
    const dialog = await findDialog({ name: 'Kandyan dance weekend' });
    expect(within(dialog).getByText('Community')).toHaveClass('news-badge--community');
    expect(within(dialog).getByText('August 3, 2026')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Dance schools from across the district perform on the arena stage.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Twelve schools take part.')).toBeInTheDocument();
    expect(within(dialog).getByText('Performances start at 4:00 PM each day.')).toBeInTheDocument();

    // Once the dialog has taken focus it answers the keyboard.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read More: Kandyan dance weekend' })).toHaveFocus());
  });

  it('does not repeat the content when it is the same as the description', async () => {
    const user = userEvent.setup();
    serveNews([newsItem({ title: 'Short note' })]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Read More: Short note' }));
    const dialog = await findDialog({ name: 'Short note' });
    expect(within(dialog).getAllByText('Lanterns along the lotus pond for Poson.')).toHaveLength(1);
  });

  it('shows news text as text, never as HTML', async () => {
    const user = userEvent.setup();
    const hostile = '<img src=x onerror="alert(1)"> <b>bold</b>';
    serveNews([newsItem({ title: 'Plain', description: hostile, content: `${hostile} more` })]);
    const { container } = renderPage();
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read More: Plain' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText(`${hostile} more`)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
  });

  it("shows an item's own image with its alt text", async () => {
    serveNews([newsItem({ image: { url: 'https://images.example.lk/lanterns.jpg', alt: 'Lanterns at dusk' } })]);
    renderPage();
    expect(await screen.findByRole('img', { name: 'Lanterns at dusk' })).toHaveAttribute(
      'src',
      'https://images.example.lk/lanterns.jpg',
    );
  });

  it('dates the news and names its categories in Tamil when Tamil is chosen', async () => {
    serveNews([newsItem({ title: 'Poson lantern walk' })]);
    await act(async () => {
      renderWithProviders(<NewsPage />, { language: 'ta' });
    });
    const card = (await screen.findByRole('heading', { name: 'Poson lantern walk' })).closest('li')!;
    expect(within(card).getByText('நிகழ்வுகள்')).toBeInTheDocument();
    expect(within(card).getByText(/^15 மார்ச்,? 2026$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'மேலும் படிக்க: Poson lantern walk' })).toBeInTheDocument();
  });
});
