import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created } from '../../test/records.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function achieve(cookie: string, title = 'Ten calls') {
  const goal = await created(t.app, cookie, '/api/goals', { title, targetValue: 2 });
  await call(t.app, 'POST', `/api/goals/${goal.id}/progress`, { cookie, body: { increment: 2 } });
  await call(t.app, 'POST', `/api/goals/${goal.id}/progress`, { cookie, body: { increment: 1 } });
}

describe('notifications', () => {
  it('notifies once when a goal is achieved, newest first, with the unread count', async () => {
    const u = await createUser(t.app);
    await achieve(u.cookie, 'First');
    await achieve(u.cookie, 'Second');
    const list = (await call(t.app, 'GET', '/api/notifications', { cookie: u.cookie })).json();
    expect(list.total).toBe(2);
    expect(list.items.map((n: { message: string }) => n.message)).toEqual(['Goal achieved: Second', 'Goal achieved: First']);
    expect(list.items[0]).toMatchObject({ type: 'achievement', link: '/goals', isRead: false });
    expect((await call(t.app, 'GET', '/api/notifications/unread-count', { cookie: u.cookie })).json()).toEqual({ count: 2 });
  });

  it('marks read, refuses to delete unread ones, deletes and clears read ones', async () => {
    const u = await createUser(t.app);
    await achieve(u.cookie, 'A');
    await achieve(u.cookie, 'B');
    const [first, second] = (await call(t.app, 'GET', '/api/notifications', { cookie: u.cookie })).json().items;
    expect((await call(t.app, 'DELETE', `/api/notifications/${first.id}`, { cookie: u.cookie })).statusCode).toBe(409);
    expect((await call(t.app, 'PATCH', `/api/notifications/${first.id}`, { cookie: u.cookie, body: { isRead: true } })).json().isRead).toBe(true);
    expect((await call(t.app, 'PATCH', `/api/notifications/${first.id}`, { cookie: u.cookie, body: { isRead: false } })).statusCode).toBe(400);
    expect((await call(t.app, 'DELETE', `/api/notifications/${first.id}`, { cookie: u.cookie })).statusCode).toBe(204);
    expect((await call(t.app, 'POST', '/api/notifications/mark-all-read', { cookie: u.cookie })).json()).toEqual({ updated: 1 });
    expect((await call(t.app, 'POST', '/api/notifications/clear-read', { cookie: u.cookie })).json()).toEqual({ deleted: 1 });
    expect((await call(t.app, 'GET', `/api/notifications`, { cookie: u.cookie })).json().total).toBe(0);
    expect(second.id).toBeDefined();
  });

  it("hides another user's notification behind 404", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await achieve(a.cookie);
    const [n] = (await call(t.app, 'GET', '/api/notifications', { cookie: a.cookie })).json().items;
    expect((await call(t.app, 'PATCH', `/api/notifications/${n.id}`, { cookie: b.cookie, body: { isRead: true } })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/notifications/${n.id}`, { cookie: b.cookie })).statusCode).toBe(404);
  });
});
