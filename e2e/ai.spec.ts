import { expect, test, type Page } from '@playwright/test';
import { readAnnouncements, signIn } from './fixtures';
import { seriousViolations } from './axe';

/**
 * The AI assistant, as the demo admin: the flag turned on in Settings, a contact of hers connected
 * through the data selector, a question answered by the offline analyst streaming into the panel;
 * then a drafted message with an income claim shows its safer wording through the compliance check.
 */

const DEMO_ADMIN = { email: 'admin@upline.local', password: 'Admin-Demo-2026!' };

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { data, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page, { include: '[data-testid="ai-panel"]' })).toEqual([]);
}

// The floating button would sit over the admin's screens in the specs that run after this one.
test.afterEach(async ({ page }) => {
  if (!page.url().startsWith('http')) return;
  await page.request.patch('/api/me', { data: { aiSidebarEnabled: false }, headers: { origin: new URL(page.url()).origin } });
});

test('select data, ask the offline analyst, see the answer stream in the panel, check a drafted income claim', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
  await readAnnouncements(page);
  const tag = Date.now().toString(36);
  const lastName = `Assist${tag}`;
  await post(page, '/api/prospects', { firstName: 'Quinn', lastName, email: `quinn.${tag}@example.com` });

  // The switch in Settings turns the floating button on.
  await page.goto('/settings?tab=appearance');
  const flag = page.getByTestId('settings-ai-sidebar');
  await expect(flag).toBeVisible();
  if ((await flag.getAttribute('aria-checked')) !== 'true') await flag.click();
  await expect(flag).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Open the AI assistant' }).click();
  const panel = page.getByTestId('ai-panel');
  await expect(panel.getByTestId('ai-welcome')).toBeVisible();

  // The data selector: search, the contacts tab, select all, apply.
  await panel.getByTestId('ai-tab-data').click();
  await panel.getByTestId('ai-data-manage').click();
  const selector = page.getByTestId('ai-data-selector');
  await selector.getByTestId('ai-selector-search').fill(lastName);
  await selector.getByTestId('ai-selector-tab-prospects').click();
  await expect(selector.getByTestId('ai-selector-record')).toHaveCount(1);
  await expect(selector.getByTestId('ai-selector-list')).toContainText(`Quinn ${lastName}`);
  await selector.getByTestId('ai-selector-select-all').click();
  await expect(selector.getByTestId('ai-selector-count-prospects')).toHaveText('(1)');
  await selector.getByTestId('ai-selector-apply').click();
  await expect(panel.getByTestId('ai-data-summary')).toHaveText('1 record connected');
  await expect(panel.getByTestId('ai-data-kind-prospects')).toContainText(`Quinn ${lastName}`);

  // The question; the answer comes as a stream of server-sent events.
  await panel.getByTestId('ai-tab-chat').click();
  const input = panel.getByTestId('ai-input');
  await expect(input).toHaveAttribute('placeholder', 'Ask about your CRM data...');
  await input.fill('Give me a summary of my pipeline and my next best actions');
  const chat = page.waitForResponse((r) => r.url().endsWith('/api/chat'));
  await input.press('Enter');
  const response = await chat;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const chatRequest = response.request().postDataJSON() as { includeUserData: boolean; selectedData: { prospects: string[] } };
  expect(chatRequest.includeUserData).toBe(true);
  expect(chatRequest.selectedData.prospects).toHaveLength(1);
  const answer = panel.getByTestId('ai-message-assistant');
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(answer).toContainText('Offline analyst');
  await expect(answer).toContainText(`Quinn ${lastName}`);
  await expect(panel.getByTestId('ai-send')).toBeDisabled();
  await noSeriousViolations(page);

  // A drafted message for the prospect, with an income claim: the check shows the safer wording.
  await input.fill('Draft a message for Quinn: tell her she will earn $10,000 a month with us');
  await input.press('Enter');
  const drafted = panel.getByTestId('ai-message-assistant').nth(1);
  await expect(drafted).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(drafted).toContainText(`Draft message for Quinn ${lastName}`);
  const check = page.waitForResponse((r) => r.url().endsWith('/api/ai/compliance'));
  await drafted.getByTestId('ai-check-compliance').click();
  expect((await check).status()).toBe(200);
  const finding = drafted.getByTestId('ai-compliance-finding').first();
  await expect(finding).toContainText('earn $10,000 a month');
  await expect(finding.getByTestId('ai-compliance-safer')).not.toBeEmpty();
  await expect(drafted.getByTestId('ai-check-compliance')).toHaveCount(0);
});
