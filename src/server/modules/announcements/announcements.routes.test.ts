import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { user } from '../../db/schema/index.js';
import { createTestApp, call, type TTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/accounts.js';
import { created } from '../../test/records.js';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let free: Awaited<ReturnType<typeof createUser>>;
let premium: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app);
  await t.app.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.userId));
  free = await createUser(t.app);
  premium = await createUser(t.app);
  await t.app.db.execute(sql`update user_profiles set membership_tier = 'premium' where user_id = ${premium.userId}`);
});
afterAll(() => t.close());

const unread = async (cookie: string) => (await call(t.app, 'GET', '/api/announcements/unread', { cookie })).json() as { id: string; title: string; content: string }[];

describe('announcements', () => {
  it('only admins create them', async () => {
    const res = await call(t.app, 'POST', '/api/admin/announcements', { cookie: free.cookie, body: { title: 'x', content: 'y' } });
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/admin/announcements', { cookie: admin.cookie, body: { title: '', content: '' } })).statusCode).toBe(400);
  });

  it('reach their audience only, sanitized', async () => {
    const a = await created<{ id: string; content: string }>(t.app, admin.cookie, '/api/admin/announcements', {
      title: 'Premium webinar',
      content: '<p onclick="x()">Join <a href="javascript:alert(1)">us</a></p><script>alert(1)</script><img src=x onerror=alert(2)>',
      targetAudience: 'premium_users',
    });
    expect(a.content).toBe('<p>Join <a target="_blank" rel="noopener noreferrer">us</a></p>');
    expect((await unread(premium.cookie)).map((x) => x.title)).toContain('Premium webinar');
    expect((await unread(free.cookie)).map((x) => x.title)).not.toContain('Premium webinar');
    await created(t.app, admin.cookie, '/api/admin/announcements', { title: 'Free tips', content: '<p>Tips</p>', targetAudience: 'free_users' });
    expect((await unread(free.cookie)).map((x) => x.title)).toContain('Free tips');
    expect((await unread(premium.cookie)).map((x) => x.title)).not.toContain('Free tips');
  });

  it('marking read stores the read row, the profile list and reads the linked notification', async () => {
    const a = await created<{ id: string }>(t.app, admin.cookie, '/api/admin/announcements', { title: 'For all', content: '<p>Hello</p>' });
    const linked = (await call(t.app, 'GET', '/api/notifications', { cookie: free.cookie })).json().items.find((n: { announcementId: string }) => n.announcementId === a.id);
    expect(linked).toMatchObject({ isRead: false, type: 'new_feature' });
    expect((await call(t.app, 'POST', `/api/announcements/${a.id}/read`, { cookie: free.cookie })).statusCode).toBe(204);
    expect((await unread(free.cookie)).map((x) => x.id)).not.toContain(a.id);
    expect((await call(t.app, 'GET', '/api/me', { cookie: free.cookie })).json().readAnnouncementIds).toContain(a.id);
    const after = (await call(t.app, 'GET', '/api/notifications', { cookie: free.cookie })).json().items.find((n: { id: string }) => n.id === linked.id);
    expect(after.isRead).toBe(true);
    expect((await call(t.app, 'POST', `/api/announcements/${a.id}/read`, { cookie: free.cookie })).statusCode).toBe(204);
  });

  it('lists the user’s own announcements, read and unread, newest first, for their audience only', async () => {
    const read = await created<{ id: string }>(t.app, admin.cookie, '/api/admin/announcements', { title: 'Read me', content: '<p>One</p>' });
    const fresh = await created<{ id: string }>(t.app, admin.cookie, '/api/admin/announcements', { title: 'Still new', content: '<p>Two</p>' });
    await created(t.app, admin.cookie, '/api/admin/announcements', { title: 'Premium only', content: '<p>Three</p>', targetAudience: 'premium_users' });
    await call(t.app, 'POST', `/api/announcements/${read.id}/read`, { cookie: free.cookie });
    const mine = (await call(t.app, 'GET', '/api/announcements', { cookie: free.cookie })).json() as { id: string; title: string; isRead: boolean }[];
    expect(mine.slice(0, 2).map((x) => [x.id, x.isRead])).toEqual([[fresh.id, false], [read.id, true]]);
    expect(mine.map((x) => x.title)).not.toContain('Premium only');
  });
});
