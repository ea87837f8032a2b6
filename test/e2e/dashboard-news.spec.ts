import { expect, test, type Page } from './support/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeIssues,
  openTab,
  SHOTS,
  signIn,
  staffToken,
} from './support/dashboard';

// Each journey loads the dashboard and the public page more than once; the machines running these are shared and slow.
test.describe.configure({ timeout: 120_000 });

async function publicNewsShows(page: Page, title: string, shown: boolean) {
  await page.goto('/news');
  const heading = page.getByRole('heading', { name: title, exact: true });
  if (shown) await expect(heading).toBeVisible({ timeout: 20_000 });
  else await expect(heading).toHaveCount(0, { timeout: 20_000 });
}

async function openNewsTab(page: Page) {
  await page.goto('/admin/dashboard?tab=news');
  await expect(page.getByRole('heading', { level: 1, name: 'News Management' })).toBeVisible();
}

test('staff create, edit and delete a news item, and the public News page follows', async ({ page, baseURL }) => {
  const title = `Poson lantern walk ${Date.now()}`;
  const edited = `${title}, now with a dansal`;

  await signIn(page);
  await openTab(page, 'News Management');
  await page.getByRole('button', { name: 'Add News Item' }).click();
  const form = page.getByRole('dialog', { name: 'Add News Item' });
  await form.getByRole('button', { name: 'Add News Item' }).click();
  await expect(form.getByText('Please enter a title.')).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('An evening walk of Poson lanterns around the lotus pond.');
  await form
    .getByLabel('Content')
    .fill('Lanterns from twelve village societies.\n\nStarts at 6:30 PM at the main gate.');
  await expect(form.getByLabel('Category')).toHaveValue('General');
  await form.getByLabel('Category').selectOption('Events');
  await form.getByLabel('Image URL').fill('not a web address');
  await expect(form.getByText('Invalid image URL', { exact: true })).toBeVisible();
  await form.getByLabel('Image URL').fill(`${baseURL}/no-such-image.png`);
  await expect(form.getByText('Invalid image URL', { exact: true })).toBeVisible();
  await form.getByLabel('Image URL').fill(`${baseURL}/favicon.svg`);
  await expect(form.getByRole('img', { name: title })).toBeVisible();
  await form.getByRole('button', { name: 'Add News Item' }).click();
  await expect(page.getByText('News item created', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article', { name: title })).toContainText('Events');
  await publicNewsShows(page, title, true);

  await openNewsTab(page);
  await page.getByRole('button', { name: `Edit: ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit News Item' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Category')).toHaveValue('Events');
  await edit.getByLabel('Title').fill(edited);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('News item updated', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article', { name: edited })).toBeVisible();
  await publicNewsShows(page, edited, true);
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

  await openNewsTab(page);
  await page.getByRole('button', { name: `Delete: ${edited}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete news item?' });
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('News item deleted', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article', { name: edited })).toHaveCount(0);
  await publicNewsShows(page, edited, false);
});

for (const width of [375, 1280]) {
  test(`News Management passes axe and fits at ${width} px, with its form open too`, async ({ page, request }) => {
    // A card to look at, whatever the other journeys left behind.
    const headers = { authorization: `Bearer ${await staffToken(request)}` };
    const title = `Helabojun hopper evenings ${Date.now()}`;
    const created = await request.post('/api/news', {
      headers,
      data: {
        title,
        description: 'Egg hoppers, pol sambol and seeni sambol every Friday from 6 PM at the food court.',
        content: 'Egg hoppers, pol sambol and seeni sambol every Friday from 6 PM at the food court.',
        category: 'Community',
        status: 'published',
        image: null,
      },
    });
    expect(created.status()).toBe(201);
    const { newsItem } = (await created.json()) as { newsItem: { _id: string } };

    try {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await signIn(page);
      await openTab(page, 'News Management');
      await expect(page.getByRole('article', { name: title })).toBeVisible();
      await expectNoSeriousAxeIssues(page);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/dashboard-news-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Add News Item' }).click();
      const form = page.getByRole('dialog', { name: 'Add News Item' });
      await form.getByLabel('Title').fill('Kandy Esala Perahera parking');
      await form.getByLabel('Image URL').fill('ftp://example.lk/a.png');
      await expect(form.getByText('Invalid image URL', { exact: true })).toBeVisible();
      await form.getByRole('button', { name: 'Add News Item' }).click();
      await expect(form.getByText('Please enter a description.')).toBeVisible();
      await expectNoSeriousAxeIssues(page);
      await page.screenshot({ path: `${SHOTS}/dashboard-news-form-${width}.png` });
    } finally {
      await request.delete(`/api/news/${newsItem._id}`, { headers });
    }
  });
}
