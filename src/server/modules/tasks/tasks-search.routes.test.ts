import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTask } from '../../../shared/tasks/tasks.schema.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created } from '../../test/records.js';

let t: TTestApp;
let u: Awaited<ReturnType<typeof createUser>>;
let presentation: TTask;
beforeAll(async () => {
  t = await createTestApp();
  u = await createUser(t.app);
  const other = await createUser(t.app);
  presentation = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Prepare the presentation', description: 'For the Valencia wellness fair', tags: ['event'] });
  await created(t.app, u.cookie, '/api/tasks', { title: 'Weekly team call', dueAt: '2026-03-02T09:00:00.000Z', recurrence: 'weekly' });
  await created(t.app, u.cookie, '/api/tasks', { title: 'Réserver la salle' });
  await created(t.app, other.cookie, '/api/tasks', { title: 'Prepare the presentation (theirs)' });
});
afterAll(() => t.close());

const labels = async (query: string) => {
  const res = await call(t.app, 'POST', '/api/search', { cookie: u.cookie, body: { query, filters: ['tasks'] } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results.tasks as { label: string }[]).map((r) => r.label);
};

describe('POST /api/search: tasks', () => {
  it('finds the owner’s tasks by a misspelled title, linking to the task', async () => {
    const res = (await call(t.app, 'POST', '/api/search', { cookie: u.cookie, body: { query: 'prepair the presentaton' } })).json();
    expect(res.results.tasks).toEqual([{ id: presentation.id, label: 'Prepare the presentation', description: 'For the Valencia wellness fair', url: `/tasks?task=${presentation.id}` }]);
    expect(await labels('weekly tem call')).toEqual(['Weekly team call']);
  });

  it('matches words of the title, description and tags, accents and case folded, and short title starts', async () => {
    expect(await labels('valencia')).toEqual(['Prepare the presentation']);
    expect(await labels('EVENT')).toEqual(['Prepare the presentation']);
    expect(await labels('reserver salle')).toEqual(['Réserver la salle']);
    expect(await labels('we')).toEqual(['Weekly team call']);
    expect(await labels('xqzvy')).toEqual([]);
  });

  it('follows renames and deletions', async () => {
    const task = await created<TTask>(t.app, u.cookie, '/api/tasks', { title: 'Order brochures' });
    await call(t.app, 'PATCH', `/api/tasks/${task.id}`, { cookie: u.cookie, body: { title: 'Order flyers' } });
    expect(await labels('order flyers')).toEqual(['Order flyers']);
    expect(await labels('order brochures')).not.toContain('Order brochures');
    await call(t.app, 'DELETE', `/api/tasks/${task.id}`, { cookie: u.cookie });
    expect(await labels('order flyers')).toEqual([]);
    const terms = await t.app.database.query<{ term: string }>(`select term from search_terms where user_id = $1 and kind = 'tasks' order by term`, [u.userId]);
    expect(terms.map((r) => r.term)).toEqual(['prepare the presentation', 'reserver la salle', 'weekly team call']);
  });
});
