import { expect, test, type Page } from '@playwright/test';
import type { TBillingPlans, TRedirectAnswer } from '../src/shared/billing/billing.schema';
import type { TReferralOverview } from '../src/shared/referral/referral.schema';
import { newPerson, readAnnouncements, registerAndSignIn } from './fixtures';

/**
 * The referral programme end to end: a member who registers with a seller's link joins the
 * seller's team linked to their own account, and their premium purchase (the offline test
 * checkout) earns the seller the commission, shown on the referral page.
 */

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });
const dollars = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function post<T>(page: Page, url: string, data?: unknown): Promise<T> {
  const res = await page.request.post(url, { data, headers: origin(page) });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

test('a member who joins with a referral link and buys premium shows on the referrer’s pages with the commission', async ({ page, request, browser }) => {
  // A: the referrer, with nobody referred yet.
  await registerAndSignIn(page, request);
  await readAnnouncements(page);
  await page.goto('/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible();
  const code = await page.getByTestId('referral-code').inputValue();
  const link = await page.getByTestId('referral-link').inputValue();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  expect(link).toBe(`${new URL(page.url()).origin}/register/${code}`);
  await expect(page.getByTestId('referral-step-earn')).toContainText('25%');
  await expect(page.getByTestId('referred-empty')).toBeVisible();
  await expect(page.getByTestId('earnings-empty')).toBeVisible();

  // B registers through A's link in another browser: the code is filled in and locked.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const path = new URL(link).pathname;
  await pageB.goto(path);
  await expect(pageB.getByTestId('auth-referralCode')).toHaveValue(code);
  await expect(pageB.getByTestId('auth-referralCode')).not.toBeEditable();
  const personB = { ...newPerson(), firstName: 'Noah', lastName: 'Berg' };
  await registerAndSignIn(pageB, request, personB, path);
  await readAnnouncements(pageB);

  // B buys Premium Pro monthly at the price in force now (the launch offer's, while it runs).
  const plans = (await (await pageB.request.get('/api/billing/plans')).json()) as TBillingPlans;
  expect(plans.provider).toBe('offline');
  const paidCents = plans.launchOffer.active ? plans.premium.launchMonthlyCents : plans.premium.monthlyCents;
  const checkout = await post<TRedirectAnswer>(pageB, '/api/billing/checkout', { product: 'premium_monthly' });
  const sessionId = /\/billing\/test-checkout\/([^/?#]+)/.exec(new URL(checkout.url, pageB.url()).pathname)?.[1];
  expect(sessionId, checkout.url).toBeTruthy();
  await post(pageB, `/api/billing/test-checkout/${sessionId}/pay`);
  await contextB.close();

  // A sees B, premium now, and a quarter of what B paid.
  const overview = (await (await page.request.get('/api/referral')).json()) as TReferralOverview;
  expect(overview.commissionPercent).toBe(25);
  const commissionCents = Math.round((paidCents * overview.commissionPercent) / 100);
  // Wait for the commission on the API, then load the page once: reloading every 2 s until the
  // row showed failed whenever a loaded machine took longer than that to render the page.
  await expect
    .poll(async () => ((await (await page.request.get('/api/referral')).json()) as TReferralOverview).earnings.count, { timeout: 30_000 })
    .toBe(1);
  await page.reload();
  await expect(page.getByTestId('earning-row')).toHaveCount(1);

  const member = page.getByTestId('referred-row').filter({ hasText: 'Noah Berg' });
  await expect(member).toHaveCount(1);
  await expect(member).toContainText(personB.email);
  await expect(member.getByTestId('referred-membership')).toHaveAttribute('data-premium', 'true');
  await expect(member.getByTestId('referred-membership')).toHaveText('Premium');

  const earning = page.getByTestId('earning-row');
  await expect(earning).toContainText('Noah Berg');
  await expect(earning.getByTestId('earning-purchase')).toHaveText(dollars(paidCents));
  await expect(earning.getByTestId('earning-commission')).toHaveText(dollars(commissionCents));
  await expect(page.getByTestId('referral-stat-referred')).toHaveText('1');
  await expect(page.getByTestId('referral-stat-total')).toHaveText(dollars(commissionCents));
  await expect(page.getByTestId('referral-stat-month')).toHaveText(dollars(commissionCents));

  // B is in A's team, marked as joined with the link.
  await member.getByTestId('referred-team-link').filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/team\?q=/);
  const card = page.getByTestId('team-member-card').filter({ hasText: 'Noah Berg' });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('team-member-linked')).toHaveText('Joined with your link');
});
