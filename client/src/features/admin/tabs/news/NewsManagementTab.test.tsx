import { findDialog } from '@/test/dialogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@/lib/api';
import {
  type FakeAnswer,
  fakeAnswer,
  http,
  notFound,
  recordRequests,
  server,
  type RecordedRequest,
} from '@/test/msw/server';
import { renderWithProviders } from '@/test/render';
import { NewsManagementTab } from './NewsManagementTab';

type Item = Schemas['NewsItemView'];
type Answer = FakeAnswer;

function item(overrides: Partial<Item>): Item {
  return {
    _id: 'n1',
    title: 'Vesak lantern exhibition',
    description: 'Lanterns from across the Central Province.',
    content: 'More than 200 lanterns.',
    category: 'Exhibitions',
    status: 'published',
    image: null,
    createdAt: '2026-05-02T04:30:00.000Z',
    updatedAt: '2026-05-02T04:30:00.000Z',
    ...overrides,
  };
}

/** The news routes staff use (typed MSW handlers); returns the requests they saw. */
function fakeNewsApi(items: Item[], answers: { save?: Answer; remove?: Answer } = {}): RecordedRequest[] {
  const saved = { newsItem: item({}), message: 'ok' };
  server.use(
    http.get('/api/news', ({ response }) => response(200).json({ newsItems: items })),
    http.post('/api/news', ({ response }) =>
      answers.save ? response.untyped(fakeAnswer(answers.save)) : response(201).json(saved),
    ),
    http.put('/api/news/{id}', ({ response }) =>
      answers.save ? response.untyped(fakeAnswer(answers.save)) : response(200).json(saved),
    ),
    http.delete('/api/news/{id}', ({ response }) =>
      answers.remove
        ? response.untyped(fakeAnswer(answers.remove))
        : response(200).json({ message: 'News item deleted' }),
    ),
    notFound,
  );
  return recordRequests();
}

const ITEMS = [
  item({ _id: 'old', title: 'Helabojun clean kitchen award', category: 'Awards', createdAt: '2026-03-12T03:00:00Z' }),
  item({ _id: 'new', title: 'Esala Perahera night market', category: 'Events', createdAt: '2026-07-18T03:30:00Z' }),
];

beforeEach(() => localStorage.setItem('adminToken', 'header.payload.signature'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the News Management tab', () => {
  it('lists the news newest first, with category, date, Edit and Delete', async () => {
    fakeNewsApi(ITEMS);
    renderWithProviders(<NewsManagementTab />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Esala Perahera night market',
      'Helabojun clean kitchen award',
    ]);
    expect(within(cards[0]!).getByText('Events')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('July 18, 2026')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Edit: Esala Perahera night market' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Delete: Esala Perahera night market' })).toBeInTheDocument();
  });

  it('says so when there is no news yet', async () => {
    fakeNewsApi([]);
    renderWithProviders(<NewsManagementTab />);
    expect(await screen.findByText('No news items yet')).toBeInTheDocument();
  });

  it('adds a news item: required fields, category General by default, no image as null', async () => {
    const requests = fakeNewsApi([]);
    const user = userEvent.setup();
    renderWithProviders(<NewsManagementTab />);
    await user.click(await screen.findByRole('button', { name: 'Add News Item' }));
    const form = await findDialog({ name: 'Add News Item' });
    await user.click(within(form).getByRole('button', { name: 'Add News Item' }));
    expect(within(form).getByText('Please enter a title.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a description.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the content.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('General');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Poson dansal');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Free food for all.');
    await user.type(within(form).getByRole('textbox', { name: 'Content' }), 'From noon until the food runs out.');
    await user.click(within(form).getByRole('button', { name: 'Add News Item' }));

    expect(await screen.findByText('News item created')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Poson dansal',
      description: 'Free food for all.',
      content: 'From noon until the food runs out.',
      category: 'General',
      status: 'published',
      image: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('previews the image URL and says Invalid image URL when it is not one or cannot be loaded', async () => {
    fakeNewsApi([]);
    const user = userEvent.setup();
    renderWithProviders(<NewsManagementTab />);
    await user.click(await screen.findByRole('button', { name: 'Add News Item' }));
    const form = await findDialog({ name: 'Add News Item' });
    const url = within(form).getByLabelText('Image URL');
    await user.type(url, 'javascript:alert(1)');
    expect(await within(form).findByText('Invalid image URL')).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://images.example.lk/lanterns.jpg');
    const preview = await within(form).findByRole('img', { name: 'Preview of the news image' });
    expect(preview).toHaveAttribute('src', 'https://images.example.lk/lanterns.jpg');
    expect(within(form).queryByText('Invalid image URL')).not.toBeInTheDocument();
    fireEvent.error(preview);
    expect(await within(form).findByText('Invalid image URL')).toBeInTheDocument();
  });

  it('edits an item in the same modal and sends the whole item with its image', async () => {
    const requests = fakeNewsApi([
      item({ _id: 'n7', image: { url: 'https://images.example.lk/a.jpg', alt: 'Lanterns by the lake' } }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<NewsManagementTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit: Vesak lantern exhibition' }));
    const form = await findDialog({ name: 'Edit News Item' });
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('Exhibitions');
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Vesak lanterns: the winners');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('News item updated')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      authorization: 'Bearer header.payload.signature',
      url: '/api/news/n7',
      body: {
        title: 'Vesak lanterns: the winners',
        description: 'Lanterns from across the Central Province.',
        content: 'More than 200 lanterns.',
        category: 'Exhibitions',
        status: 'published',
        image: { url: 'https://images.example.lk/a.jpg', alt: 'Lanterns by the lake' },
      },
    });
  });

  it.each([
    [
      'the server refuses, with its reason',
      { status: 400, body: { message: 'Title must be at most 200 characters.' } } as Answer,
      'Failed to update news item: Title must be at most 200 characters.',
    ],
    ['it cannot be reached', 'network' as Answer, 'Error submitting news form'],
  ])('says so when saving fails because %s', async (_case, save, message) => {
    fakeNewsApi([item({})], { save });
    const user = userEvent.setup();
    renderWithProviders(<NewsManagementTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit: Vesak lantern exhibition' }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit News Item' })).toBeInTheDocument();
  });

  it('deletes an item only after confirmation', async () => {
    const requests = fakeNewsApi([item({ _id: 'n9' })]);
    const user = userEvent.setup();
    renderWithProviders(<NewsManagementTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Vesak lantern exhibition' }));
    const confirm = await findDialog({ name: 'Delete news item?' });
    expect(confirm).toHaveTextContent('Vesak lantern exhibition');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete: Vesak lantern exhibition' }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('News item deleted')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/news/n9');
  });

  it('says why a delete failed', async () => {
    fakeNewsApi([item({})], { remove: 'network' });
    const user = userEvent.setup();
    renderWithProviders(<NewsManagementTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Vesak lantern exhibition' }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting news item')).toBeInTheDocument();
  });
});
