import { expect, test } from '@playwright/test';
import { registerAndSignIn } from './fixtures';

test('a prospect shows in the list, in people and in the dashboard; a three-level downline shows in the tree; the free limit shows the upgrade prompt', async ({ page, request }) => {
  await registerAndSignIn(page, request);

  // Create a prospect through the form.
  await page.goto('/prospects');
  await expect(page.getByTestId('prospects-page')).toBeVisible();
  await page.getByTestId('prospect-add').click();
  const form = page.getByTestId('prospect-form');
  await form.getByTestId('prospect-firstName').fill('Quentin');
  await form.getByTestId('prospect-lastName').fill('Blake');
  await form.getByTestId('prospect-email').fill('quentin.blake@example.com');
  await form.getByTestId('prospect-phone').fill('+33 6 12 34 56 78');
  await form.getByTestId('prospect-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('prospects-page')).toContainText('Quentin Blake');

  // The same person in the unified people list (as prospect and as the upserted contact).
  await page.goto('/people');
  await page.getByTestId('people-search').fill('quent');
  await expect(page.getByTestId('people-row')).toHaveCount(2);

  // And in the dashboard's quick stats.
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-stats')).toContainText('1');

  // A three-level downline, built through the API of the signed-in page, seen in the tree.
  const post = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/team-members', { data, headers: { origin: new URL(page.url()).origin } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  const top = await post({ firstName: 'Tina', lastName: 'Top', email: 'tina.top@example.com', rank: 'gold' });
  const mid = await post({ firstName: 'Mark', lastName: 'Middle', email: 'mark.middle@example.com', sponsorId: top.id });
  await post({ firstName: 'Lola', lastName: 'Low', email: 'lola.low@example.com', sponsorId: mid.id });
  await page.goto('/team?tab=downline');
  await expect(page.getByTestId('downline-tree')).toBeVisible();
  await page.getByTestId('downline-depth').getByRole('button', { name: /3/ }).click();
  for (const name of ['Tina Top', 'Mark Middle', 'Lola Low']) {
    await expect(page.locator(`[data-testid=downline-node][data-member-name="${name}"]`)).toBeVisible();
  }
  await expect(page.getByTestId('downline-stats')).toContainText('3');

  // The free plan allows 2 prospects in this run (FREE_LIMIT_PROSPECTS): the next one is refused.
  const second = await page.request.post('/api/prospects', {
    data: { firstName: 'Sara', lastName: 'Second', email: 'sara.second@example.com' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(second.status()).toBe(201);
  await page.goto('/prospects');
  await page.getByTestId('prospect-add').click();
  await form.getByTestId('prospect-firstName').fill('Third');
  await form.getByTestId('prospect-lastName').fill('Person');
  await form.getByTestId('prospect-email').fill('third.person@example.com');
  await form.getByTestId('prospect-submit').click();
  await expect(page.getByTestId('upgrade-modal')).toBeVisible();
  await expect(page.getByTestId('upgrade-modal')).toContainText('2');
});
