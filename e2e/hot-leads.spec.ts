import { expect, type Page } from '@playwright/test';
import { readAnnouncements, registerAndSignIn, test } from './fixtures';
import { seriousViolations, WCAG_AND_BEST_PRACTICE } from './axe';

/**
 * Hot leads: engagement recorded through the API becomes a score the seller sees, with its
 * explanation, once she refreshes; a free user meets the lock, in the screen and in the API.
 */

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { data, headers: origin(page) });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

test.describe('as the demo seller', () => {
  test.use({ signedInAs: 'seller' });

  test('engagement recorded through the API shows as a hot lead with its explanation after a refresh', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
    const lastName = `Engaged${Date.now().toString(36)}`;
    const prospect = await post(page, '/api/prospects', { firstName: 'Quinn', lastName, email: `quinn.${lastName.toLowerCase()}@example.com` });
    // Two emails sent, both opened, one clicked, 150 s on the page: 40 + 20 + 10 = 70, hot.
    for (const body of [{ kind: 'sent' }, { kind: 'sent' }, { kind: 'open' }, { kind: 'open' }, { kind: 'click' }, { kind: 'page_time', seconds: 150 }]) {
      const event = await post(page, `/api/prospects/${prospect.id}/engagement`, body);
      expect(event).toMatchObject({ prospectId: prospect.id, kind: body.kind });
    }

    await page.goto('/hot-leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Hot leads' })).toBeVisible();
    await page.getByTestId('hot-leads-refresh').click();
    await expect(page.getByText(/Scores refreshed: \d+ leads scored/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name' }).fill(lastName);
    const row = page.getByTestId('hot-lead-row').filter({ hasText: `Quinn ${lastName}` });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('hot-lead-row')).toHaveCount(1);
    await expect(row.getByTestId('hot-lead-score')).toHaveAttribute('data-band', 'hot');
    await expect(row.getByTestId('hot-lead-score')).toContainText('70');
    await expect(row.getByRole('link', { name: `Quinn ${lastName}` })).toHaveAttribute('href', `/prospects/${prospect.id}`);

    // The explanation opens from the keyboard.
    const explain = row.getByTestId('hot-lead-explain');
    await explain.focus();
    await page.keyboard.press('Enter');
    await expect(explain).toHaveAttribute('aria-expanded', 'true');
    const explanation = page.getByTestId('hot-lead-explanation');
    await expect(explanation.getByTestId('hot-lead-part-open')).toContainText('Open rate 100%');
    await expect(explanation.getByTestId('hot-lead-part-open')).toContainText('40 of 40 pts');
    await expect(explanation.getByTestId('hot-lead-part-click')).toContainText('Click rate 50%');
    await expect(explanation.getByTestId('hot-lead-part-click')).toContainText('20 of 40 pts');
    await expect(explanation.getByTestId('hot-lead-part-time')).toContainText('10 of 20 pts');
    await expect(explanation).toContainText('70 of 100');

    // The minimum-score filter keeps it at 70 and drops it above.
    await page.getByLabel('Minimum score').selectOption('90');
    await expect(page.getByTestId('hot-leads-empty')).toContainText('No leads match');
    await page.getByLabel('Minimum score').selectOption('70');
    await expect(page.getByTestId('hot-lead-row')).toHaveCount(1);

    // Checked once the toast has gone: axe reads a toast fading out as faint text.
    await expect(page.getByText(/Scores refreshed/)).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page, { tags: WCAG_AND_BEST_PRACTICE })).toEqual([]);
  });
});

test('a free user meets the lock on the screen and 403 premium_required from the API', async ({ page, request }) => {
  await registerAndSignIn(page, request);
  await readAnnouncements(page);
  await page.goto('/hot-leads');
  await expect(page.getByTestId('hot-leads-locked')).toContainText('Hot leads are a Premium feature');
  await expect(page.getByTestId('hot-leads-refresh')).toHaveCount(0);
  await page.getByTestId('hot-leads-upgrade').click();
  await expect(page.getByTestId('upgrade-modal')).toBeVisible();

  const list = await page.request.get('/api/hot-leads');
  expect(list.status()).toBe(403);
  expect((await list.json()).error.code).toBe('premium_required');
  const refresh = await page.request.post('/api/hot-leads/refresh', { headers: origin(page) });
  expect(refresh.status()).toBe(403);
});
