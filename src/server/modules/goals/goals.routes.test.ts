import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_VALUE_MAX } from '../../../shared/goals/goals.constants.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('goals', () => {
  it('tracks progress, completion, archive, unarchive and reset', async () => {
    const u = await createUser(t.app);
    const g = await created(t.app, u.cookie, '/api/goals', { title: 'Calls', type: 'calls_made', targetValue: 3 });
    expect(g).toMatchObject({ currentValue: 0, progressPercent: 0, label: 'in_progress' });
    const step = (body: unknown) => call(t.app, 'POST', `/api/goals/${g.id}/progress`, { cookie: u.cookie, body });
    expect((await step({ increment: 2 })).json()).toMatchObject({ currentValue: 2, progressPercent: 67 });
    expect((await step({ currentValue: 3 })).json()).toMatchObject({ label: 'completed', progressPercent: 100 });
    expect((await step({})).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/goals?filter=completed', { cookie: u.cookie })).json().total).toBe(1);
    expect((await call(t.app, 'POST', `/api/goals/${g.id}/archive`, { cookie: u.cookie })).json().isArchived).toBe(true);
    expect((await call(t.app, 'GET', '/api/goals?filter=archived', { cookie: u.cookie })).json().total).toBe(1);
    expect((await call(t.app, 'POST', `/api/goals/${g.id}/unarchive`, { cookie: u.cookie })).json().isArchived).toBe(false);
    expect((await call(t.app, 'POST', `/api/goals/${g.id}/reset`, { cookie: u.cookie })).json()).toMatchObject({ currentValue: 0, label: 'in_progress' });
  });

  it('keeps an incremented value within the largest goal value; it went past it, then past the integer column (a 500)', async () => {
    const u = await createUser(t.app);
    const g = await created(t.app, u.cookie, '/api/goals', { title: 'Huge', targetValue: GOAL_VALUE_MAX, currentValue: GOAL_VALUE_MAX - 1 });
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, 'POST', `/api/goals/${g.id}/progress`, { cookie: u.cookie, body: { increment: GOAL_VALUE_MAX } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ currentValue: GOAL_VALUE_MAX, progressPercent: 100 });
    }
    const down = await call(t.app, 'POST', `/api/goals/${g.id}/progress`, { cookie: u.cookie, body: { increment: -GOAL_VALUE_MAX } });
    expect(down.json().currentValue).toBe(0);
  });

  it('labels overdue goals and refuses bad input', async () => {
    const u = await createUser(t.app);
    const g = await created(t.app, u.cookie, '/api/goals', { title: 'Old', targetValue: 5, deadline: '2020-01-01' });
    expect(g.label).toBe('overdue');
    const bad = await call(t.app, 'POST', '/api/goals', { cookie: u.cookie, body: { title: '', targetValue: 0, deadline: 'soon', type: 'nap' } });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['deadline', 'targetValue', 'title', 'type']);
  });

  it('stops a free user at the goals limit', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 5; i++) await created(t.app, u.cookie, '/api/goals', { title: `G${i}`, targetValue: 1 });
    const res = await call(t.app, 'POST', '/api/goals', { cookie: u.cookie, body: { title: 'One more', targetValue: 1 } });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe("You've reached the limit of 5 goals for the free plan");
  });
});
