import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '../../../shared/support/support.schema.js';
import { createUser, signIn } from '../../test/accounts.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';
import { openSocket } from '../follow-ups/follow-ups.test-support.js';

type TUser = Awaited<ReturnType<typeof createUser>>;

let t: TTestApp;
let admin: TUser;

const api = (user: TUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => call(t.app, method, url, { cookie: user?.cookie, body });

/** An administrator, signed in again after the role change so the session carries it. */
async function createAdmin(): Promise<TUser> {
  const account = await createUser(t.app, { firstName: 'Alex', lastName: 'Morgan' });
  await t.app.database.query(`update "user" set role = 'admin' where id = $1`, [account.userId]);
  const { cookie } = await signIn(t.app, account.email);
  return { ...account, cookie };
}

async function openTicket(user: TUser, body: Record<string, unknown> = {}) {
  const res = await api(user, 'POST', '/api/support/tickets', { subject: 'Invoice for March', category: 'billing', message: 'Where can I download my March invoice?', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const notificationsOf = (userId: string) =>
  t.app.database.query<{ type: string; link: string; message: string }>(`select type, link, message from notifications where user_id = $1 order by created_at`, [userId]);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createAdmin();
});
afterAll(() => t.close());

describe('a user’s tickets', () => {
  it('opens a ticket with the default priority and lists it, newest activity first', async () => {
    const user = await createUser(t.app);
    const first = await openTicket(user, { subject: 'Import question', category: 'technical', priority: 'high' });
    const second = await openTicket(user);
    expect(second).toMatchObject({ subject: 'Invoice for March', category: 'billing', status: 'open', priority: 'medium', userId: user.userId, replyCount: 0, lastReplyAt: null, lastReplyFromAdmin: null });
    expect(second.userEmail).toBe(user.email);
    expect(first.priority).toBe('high');

    const list = (await api(user, 'GET', '/api/support/tickets')).json();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);
    // A reply is activity: the older ticket moves up.
    expect((await api(user, 'POST', `/api/support/tickets/${first.id}/replies`, { message: 'One more detail.' })).statusCode).toBe(201);
    expect((await api(user, 'GET', '/api/support/tickets')).json().items[0]).toMatchObject({ id: first.id, replyCount: 1, lastReplyFromAdmin: false });
    const page = (await api(user, 'GET', '/api/support/tickets?page=2&pageSize=1&status=')).json();
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([second.id]);
  });

  it('reads a ticket with its replies oldest first; another user’s ticket is a 404, an admin may read any', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const ticket = await openTicket(owner);
    await api(owner, 'POST', `/api/support/tickets/${ticket.id}/replies`, { message: 'First' });
    await api(admin, 'POST', `/api/support/tickets/${ticket.id}/replies`, { message: 'Second' });
    const detail = (await api(owner, 'GET', `/api/support/tickets/${ticket.id}`)).json();
    expect(detail.replies.map((r: { message: string; fromAdmin: boolean; authorName: string }) => [r.message, r.fromAdmin, r.authorName])).toEqual([
      ['First', false, 'Ana O\'Neil-Smith'],
      ['Second', true, 'Alex Morgan'],
    ]);
    expect(detail).toMatchObject({ replyCount: 2, lastReplyFromAdmin: true });

    for (const res of [
      await api(other, 'GET', `/api/support/tickets/${ticket.id}`),
      await api(other, 'POST', `/api/support/tickets/${ticket.id}/replies`, { message: 'Not mine' }),
      await api(owner, 'GET', '/api/support/tickets/not-an-id'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await api(other, 'GET', '/api/support/tickets')).json().total).toBe(0);
    expect((await api(admin, 'GET', `/api/support/tickets/${ticket.id}`)).statusCode).toBe(200);
    const [{ n }] = await t.app.database.query<{ n: number }>(`select count(*)::int as n from support_ticket_replies where ticket_id = $1`, [ticket.id]);
    expect(n).toBe(2);
  });

  it('refuses a ticket without subject, category or message, and an unknown category or priority', async () => {
    const user = await createUser(t.app);
    const missing = await api(user, 'POST', '/api/support/tickets', { subject: '  ', message: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { subject: SUPPORT_MESSAGES.subjectRequired, category: SUPPORT_MESSAGES.categoryRequired, message: SUPPORT_MESSAGES.messageRequired },
    });
    const unknown = await api(user, 'POST', '/api/support/tickets', { subject: 'Hi', category: 'sales', message: 'Hello', priority: 'critical' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ category: SUPPORT_MESSAGES.categoryInvalid, priority: SUPPORT_MESSAGES.priorityInvalid });
    expect((await api(user, 'POST', '/api/support/tickets', { subject: 'x'.repeat(121), category: 'other', message: 'Hello' })).statusCode).toBe(400);
    expect((await api(user, 'POST', '/api/support/tickets', { subject: 'Hi', category: 'other', message: 'Hello', status: 'resolved' })).statusCode).toBe(400);
    expect((await api(user, 'GET', '/api/support/tickets?status=closed')).statusCode).toBe(400);
    expect((await api(user, 'GET', '/api/support/tickets')).json().total).toBe(0);
  });

  it('answers an empty reply with the spec’s message', async () => {
    const user = await createUser(t.app);
    const ticket = await openTicket(user);
    for (const body of [{ message: '' }, { message: '   \n ' }, {}]) {
      const res = await api(user, 'POST', `/api/support/tickets/${ticket.id}/replies`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', message: SUPPORT_MESSAGES.replyEmpty, fields: { message: SUPPORT_MESSAGES.replyEmpty } });
    }
  });

  it('asks a visitor without a session to log in', async () => {
    for (const [method, url] of [['GET', '/api/support/tickets'], ['POST', '/api/support/tickets']] as const) {
      const res = await api(null, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'unauthenticated', message: SUPPORT_MESSAGES.signInRequired });
    }
  });
});

describe('notifications', () => {
  it('a new ticket notifies every admin, an admin reply the owner, an owner reply the admins', async () => {
    const secondAdmin = await createAdmin();
    const owner = await createUser(t.app);
    await t.app.database.query(`update user_profiles set language = 'de' where user_id = $1`, [owner.userId]);
    const adminsBefore = (await notificationsOf(admin.userId)).length;
    const ticket = await openTicket(owner, { subject: 'Two-factor codes' });

    for (const staff of [admin, secondAdmin]) {
      const rows = await notificationsOf(staff.userId);
      expect(rows.at(-1)).toMatchObject({ type: 'support_ticket', link: `/admin?tab=tickets&ticket=${ticket.id}`, message: expect.stringContaining('Two-factor codes') });
    }
    expect(await notificationsOf(owner.userId)).toEqual([]);

    expect((await api(admin, 'POST', `/api/support/tickets/${ticket.id}/replies`, { message: 'Please resync the clock of your phone.' })).statusCode).toBe(201);
    const ownerRows = await notificationsOf(owner.userId);
    expect(ownerRows).toEqual([{ type: 'support_ticket_reply', link: `/messages?ticket=${ticket.id}`, message: 'Der Support hat auf Ihr Ticket „Two-factor codes“ geantwortet' }]);
    // The replying admin is not told about their own reply; the other admin is not notified of it either.
    expect((await notificationsOf(admin.userId)).length).toBe(adminsBefore + 1);

    expect((await api(owner, 'POST', `/api/support/tickets/${ticket.id}/replies`, { message: 'It works now, thanks!' })).statusCode).toBe(201);
    for (const staff of [admin, secondAdmin]) {
      const last = (await notificationsOf(staff.userId)).at(-1);
      expect(last).toMatchObject({ type: 'support_ticket', link: `/admin?tab=tickets&ticket=${ticket.id}`, message: expect.stringContaining('replied') });
    }
    await t.app.database.query(`update "user" set role = 'user' where id = $1`, [secondAdmin.userId]);
  });

  it('pushes support.updated to the owner’s open screens when the admin answers', async () => {
    const owner = await createUser(t.app);
    // Listening before the ticket exists: on PostgreSQL an event travels through NOTIFY, so the opening's
    // event could otherwise reach a socket opened just after it and be counted as the answer's.
    const live = await openSocket(t.app, owner.cookie);
    try {
      const ticket = await openTicket(owner);
      expect((await live.received('support.updated', 1)).map((e) => e.data)).toEqual([{ ticketId: ticket.id }]);
      await api(admin, 'POST', `/api/support/tickets/${ticket.id}/replies`, { message: 'On it.' });
      expect((await live.received('support.updated', 2)).map((e) => e.data)).toEqual([{ ticketId: ticket.id }, { ticketId: ticket.id }]);
      expect((await live.received('notification.created', 1))[0].data).toMatchObject({ type: 'support_ticket_reply' });
      await api(admin, 'PATCH', `/api/admin/tickets/${ticket.id}`, { status: 'resolved' });
      expect(await live.received('support.updated', 3)).toHaveLength(3);
    } finally {
      live.socket.close();
    }
  });
});

describe('admin tickets', () => {
  it('lists every user’s tickets with name and email, filtered by status, category and q', async () => {
    const ines = await createUser(t.app, { firstName: 'Inès', lastName: 'Duval' });
    const omar = await createUser(t.app, { firstName: 'Omar', lastName: 'Haddad' });
    const billing = await openTicket(ines, { subject: 'Refund for yearly plan' });
    const technical = await openTicket(omar, { subject: 'Calendar sync', category: 'technical' });

    const all = (await api(admin, 'GET', '/api/admin/tickets?pageSize=100')).json();
    expect(all.items.map((i: { id: string }) => i.id).slice(0, 2)).toEqual([technical.id, billing.id]);
    expect(all.items[0]).toMatchObject({ userName: 'Omar Haddad', userEmail: omar.email });

    const ids = async (query: string) => (await api(admin, 'GET', `/api/admin/tickets?${query}`)).json().items.map((i: { id: string }) => i.id);
    expect(await ids('category=technical&q=calendar')).toEqual([technical.id]);
    expect(await ids(`q=${encodeURIComponent(ines.email)}`)).toEqual([billing.id]);
    expect(await ids('q=INÈS')).toEqual([billing.id]);
    expect(await ids('q=100%25')).toEqual([]);

    const updated = await api(admin, 'PATCH', `/api/admin/tickets/${technical.id}`, { status: 'inprogress', priority: 'urgent' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'inprogress', priority: 'urgent' });
    expect(await ids('status=inprogress&q=Calendar')).toEqual([technical.id]);
    expect(await ids('status=open&q=Calendar')).toEqual([]);
    expect((await api(omar, 'GET', `/api/support/tickets/${technical.id}`)).json().status).toBe('inprogress');
  });

  it('refuses an unknown status, an empty change and an unknown ticket', async () => {
    const user = await createUser(t.app);
    const ticket = await openTicket(user);
    const bad = await api(admin, 'PATCH', `/api/admin/tickets/${ticket.id}`, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: SUPPORT_MESSAGES.statusInvalid });
    expect((await api(admin, 'PATCH', `/api/admin/tickets/${ticket.id}`, {})).statusCode).toBe(400);
    expect((await api(admin, 'GET', '/api/admin/tickets?status=closed')).statusCode).toBe(400);
    expect((await api(admin, 'GET', '/api/admin/tickets?category=sales')).statusCode).toBe(400);
    expect((await api(admin, 'PATCH', '/api/admin/tickets/3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a11', { status: 'resolved' })).statusCode).toBe(404);
    expect((await api(user, 'GET', `/api/support/tickets/${ticket.id}`)).json().status).toBe('open');
  });

  it('a reply of the owner reopens a resolved ticket; an admin’s reply does not', async () => {
    const user = await createUser(t.app);
    const ticket = await openTicket(user);
    await api(admin, 'PATCH', `/api/admin/tickets/${ticket.id}`, { status: 'resolved' });
    await api(admin, 'POST', `/api/support/tickets/${ticket.id}/replies`, { message: 'Closing this, write back if needed.' });
    expect((await api(user, 'GET', `/api/support/tickets/${ticket.id}`)).json().status).toBe('resolved');
    await api(user, 'POST', `/api/support/tickets/${ticket.id}/replies`, { message: 'It happened again.' });
    expect((await api(user, 'GET', `/api/support/tickets/${ticket.id}`)).json()).toMatchObject({ status: 'open', replyCount: 2 });
  });

  it('answer 401 without a session and 403 to a non-admin', async () => {
    const user = await createUser(t.app);
    const ticket = await openTicket(user);
    for (const [method, url] of [['GET', '/api/admin/tickets'], ['PATCH', `/api/admin/tickets/${ticket.id}`]] as const) {
      const body = method === 'PATCH' ? { status: 'resolved' } : undefined;
      expect((await api(null, method, url, body)).statusCode).toBe(401);
      const forbidden = await api(user, method, url, body);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('forbidden');
    }
    expect((await api(user, 'GET', `/api/support/tickets/${ticket.id}`)).json().status).toBe('open');
  });
});

describe('search', () => {
  it('finds the user’s own tickets by subject, message or reply, accents and case aside', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const ticket = await openTicket(user, { subject: 'Café invoices', message: 'The PDF of my last invoice shows the wrong address.' });
    await openTicket(other, { subject: 'Cafe invoices too' });
    await api(admin, 'POST', `/api/support/tickets/${ticket.id}/replies`, { message: 'We corrected the billing address on file.' });
    const messages = async (query: string) => (await api(user, 'POST', '/api/search', { query, filters: ['messages'] })).json().results.messages;

    expect(await messages('CAFE')).toEqual([{ id: ticket.id, label: 'Café invoices', description: 'Open · The PDF of my last invoice shows the wrong address.', url: `/messages?ticket=${ticket.id}` }]);
    expect((await messages('wrong address'))[0].id).toBe(ticket.id);
    expect((await messages('corrected the billing'))[0].description).toBe('Open · We corrected the billing address on file.');
    expect(await messages('nothing like this')).toEqual([]);
    expect(await messages('%')).toEqual([]);
  });
});
