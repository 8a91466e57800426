import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { createSecondInstance, createTestApp, call, type TTestApp } from '../test/test-app.js';
import { createUser, signIn } from '../test/accounts.js';
import { created } from '../test/records.js';

/** Opens a socket to a listening app; resolves once the server said "ready". */
async function connect(app: FastifyInstance, cookie?: string) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: cookie ? { cookie } : {} });
  const messages: { type: string; data: unknown }[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  await new Promise<void>((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
    const wait = setInterval(() => {
      if (messages.some((m) => m.type === 'ready')) {
        clearInterval(wait);
        resolve();
      }
    }, 10);
  });
  const next = (type: string, timeoutMs = 5000) =>
    new Promise<{ type: string; data: any }>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        const found = messages.find((m) => m.type === type);
        if (found) {
          clearInterval(poll);
          messages.splice(messages.indexOf(found), 1);
          resolve(found as { type: string; data: any });
        } else if (Date.now() - started > timeoutMs) {
          clearInterval(poll);
          reject(new Error(`no ${type} within ${timeoutMs} ms`));
        }
      }, 10);
    });
  return { socket, next, messages };
}

async function achieveGoal(app: FastifyInstance, cookie: string) {
  const goal = await created(app, cookie, '/api/goals', { title: 'Live goal', targetValue: 1 });
  await call(app, 'POST', `/api/goals/${goal.id}/progress`, { cookie, body: { increment: 1 } });
}

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('realtime socket', () => {
  it('refuses a socket without a session', async () => {
    await expect(connect(t.app)).rejects.toThrow('HTTP 401');
  });

  it("pushes a user's new notification to that user only", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const mine = await connect(t.app, owner.cookie);
    const theirs = await connect(t.app, other.cookie);
    await achieveGoal(t.app, owner.cookie);
    const event = await mine.next('notification.created');
    expect(event.data).toMatchObject({ type: 'achievement', message: 'Goal achieved: Live goal', isRead: false });
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.messages.filter((m) => m.type.startsWith('notification'))).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });
});

describe('admin events', () => {
  it('tells every connected user of a changed alert, and a banned user until when and why before closing', async () => {
    const admin = await createUser(t.app);
    await t.app.database.query(`update "user" set role = 'admin' where id = $1`, [admin.userId]);
    const { cookie } = await signIn(t.app, admin.email, admin.password);
    const user = await createUser(t.app);
    const open = await connect(t.app, user.cookie);

    await call(t.app, 'POST', '/api/admin/alerts', { cookie, body: { content: 'Heads up', type: 'warning' } });
    await open.next('alerts.changed');

    const closed = new Promise<number>((resolve) => open.socket.once('close', (code) => resolve(code)));
    const ban = await call(t.app, 'POST', `/api/admin/users/${user.userId}/ban`, { cookie, body: { reason: 'Spam', days: 3 } });
    expect(ban.statusCode).toBe(200);
    const told = await open.next('session.ended');
    expect(told.data).toMatchObject({ reason: 'banned', banReason: 'Spam' });
    expect(new Date(told.data.bannedUntil).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect(await closed).toBe(4401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('a notification written through instance A reaches a socket held by instance B', async () => {
    const second = await createSecondInstance(t);
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const u = await createUser(t.app);
      const onB = await connect(second.app, u.cookie);
      await achieveGoal(t.app, u.cookie);
      const event = await onB.next('notification.created');
      expect(event.data.message).toBe('Goal achieved: Live goal');
      onB.socket.close();
    } finally {
      await second.close();
    }
  });
});
