import { expect, type Page } from '@playwright/test';
import { dragWithMouse, readAnnouncements, registerAndSignIn, test } from './fixtures';
import { seriousViolations, WCAG_AND_BEST_PRACTICE } from './axe';

/**
 * Tasks: the kanban drop with a real mouse kept after a reload, a weekly task that comes back a
 * week later once completed, and the screen's views checked for layout and with axe.
 */

async function createTask(page: Page, fields: { title: string; dueDate?: string; dueTime?: string; recurrence?: string }) {
  await page.getByTestId('task-add').click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('task-title').fill(fields.title);
  if (fields.dueDate) await dialog.getByTestId('task-dueDate').fill(fields.dueDate);
  if (fields.dueTime) await dialog.getByTestId('task-dueTime').fill(fields.dueTime);
  if (fields.recurrence) await dialog.getByTestId('task-recurrence').selectOption(fields.recurrence);
  await dialog.getByTestId('task-submit').click();
  await expect(dialog).toBeHidden();
}

/** The browser's local date, `days` from today, as a date input takes it. */
function localDay(page: Page, days = 0) {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);
}

test('a task dragged to done on the board stays done after a reload', async ({ page, request }) => {
  await registerAndSignIn(page, request);
  await readAnnouncements(page);
  await page.goto('/tasks');
  await expect(page.getByTestId('tasks-empty')).toContainText('No tasks yet');
  await createTask(page, { title: 'Send the starter kit to Quentin' });
  await expect(page.getByTestId('task-row')).toHaveCount(1);

  await page.getByTestId('tasks-view-kanban').click();
  await expect(page).toHaveURL(/view=kanban/);
  const todo = page.getByTestId('kanban-column-todo');
  const done = page.getByTestId('kanban-column-done');
  const card = todo.getByTestId('kanban-card').filter({ hasText: 'Send the starter kit to Quentin' });
  await expect(card).toBeVisible();
  await dragWithMouse(page, card, done);
  await expect(done.getByTestId('kanban-card').filter({ hasText: 'Send the starter kit to Quentin' })).toBeVisible();
  await expect(done.getByTestId('kanban-column-total')).toHaveText(/1/);

  await page.reload();
  await expect(page.getByTestId('kanban-column-done').getByTestId('kanban-card').filter({ hasText: 'Send the starter kit to Quentin' })).toBeVisible();
  await expect(page.getByTestId('kanban-column-todo').getByTestId('kanban-card')).toHaveCount(0);
});

test('completing a weekly task due today schedules the next one a week later', async ({ page, request }) => {
  await registerAndSignIn(page, request);
  await readAnnouncements(page);
  await page.goto('/tasks');
  const today = await localDay(page);
  await createTask(page, { title: 'Weekly team call', dueDate: today, dueTime: '23:30', recurrence: 'weekly' });
  const row = page.getByTestId('task-row').filter({ hasText: 'Weekly team call' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('task-recurrence-icon')).toBeAttached();

  await row.getByTestId('task-menu').click();
  await page.getByTestId('task-toggle-complete').click();
  await expect(page.getByText(/Next one scheduled for/)).toBeVisible();

  // The next occurrence: same title and time, due seven days later, still to do.
  const nextDue = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 7);
    d.setHours(23, 30, 0, 0);
    return new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(d);
  });
  await expect(row).toHaveCount(2);
  const next = row.filter({ hasText: nextDue });
  await expect(next).toHaveCount(1);
  await expect(next.getByTestId('task-status-badge')).toHaveText('Pending');
  await expect(row.filter({ has: page.getByTestId('task-status-badge').filter({ hasText: 'Completed' }) })).toHaveCount(1);
});

test.describe('the tasks screen, checked', () => {
  test.use({ signedInAs: 'seller' });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation in the list and the board, ${theme}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('upline-theme', value), theme);
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const view of ['list', 'kanban'] as const) {
        await page.goto(`/tasks?view=${view}`);
        await expect(page.getByTestId(view === 'list' ? 'task-row' : 'kanban-card').first()).toBeVisible();
        expect.soft(await seriousViolations(page, { tags: WCAG_AND_BEST_PRACTICE }), `/tasks?view=${view} (${theme})`).toEqual([]);
      }
    });
  }

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`no view scrolls past its content at ${size.width} px, and the board says it scrolls on a phone`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const view of ['list', 'kanban', 'calendar']) {
        await page.goto(`/tasks?view=${view}`);
        await expect(page.getByTestId('tasks-page')).toBeVisible();
        await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main .animate-pulse'), null, { timeout: 5_000 }).catch(() => undefined);
        const m = await page.evaluate(() => {
          const doc = document.scrollingElement!;
          window.scrollTo(0, doc.scrollHeight);
          const scroller = document.querySelector<HTMLElement>('[data-testid="app-main"]')!.parentElement!;
          const content = [...scroller.children].reduce((sum, child) => sum + (child as HTMLElement).offsetHeight, 0);
          return { doc: doc.scrollHeight, win: doc.clientHeight, docWidth: doc.scrollWidth, winWidth: doc.clientWidth, scrollY: window.scrollY, area: scroller.scrollHeight, content: Math.max(content, scroller.clientHeight) };
        });
        expect.soft(m.doc, `${view}: document height`).toBeLessThanOrEqual(m.win + 1);
        expect.soft(m.scrollY, `${view}: the window scrolled`).toBe(0);
        expect.soft(m.area, `${view}: scroll area beyond its content`).toBeLessThanOrEqual(m.content + 1);
        expect.soft(m.docWidth, `${view}: document width`).toBeLessThanOrEqual(m.winWidth + 1);
      }
      if (size.width < 768) {
        await page.goto('/tasks?view=kanban');
        await expect(page.getByTestId('kanban-scroll-hint')).toBeVisible();
        const board = page.getByTestId('kanban-board');
        expect(await board.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      }
    });
  }
});
