import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, call, type TTestApp } from '../test/test-app.js';
import { createUser } from '../test/accounts.js';
import { created } from '../test/records.js';
import { patchDeal, postDeal } from '../modules/deals/deals.test-support.js';
import type { TRealtimeEvent } from './realtime.js';

/**
 * A write's event leaves before its answer: an instance killed between acknowledging a write and
 * publishing would leave the owner's other tabs stale with nothing to tell them (the scale-out
 * rehearsal lost events that way). The publish here is slowed down, so an event sent after the
 * answer is not yet recorded when the answer arrives.
 */
let t: TTestApp;
let cookie: string;
const published: TRealtimeEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createUser(t.app)).cookie;
  t.app.realtime.publish = async (event) => {
    await delay(150);
    published.push(event);
  };
});
afterAll(() => t?.close());

it('publishes a task write before answering it', async () => {
  const task = await created<{ id: string }>(t.app, cookie, '/api/tasks', { title: 'Call Marie back' });
  expect(published.map((e) => e.type)).toEqual(['task.updated']);
  const res = await call(t.app, 'PATCH', `/api/tasks/${task.id}`, { cookie, body: { title: 'Call Marie back at 5' } });
  expect(res.statusCode).toBe(200);
  expect(published.at(-1)).toMatchObject({ type: 'task.updated', data: { id: task.id } });
  expect(published).toHaveLength(2);
});

it('publishes a deal write before answering it', async () => {
  published.length = 0;
  const deal = await postDeal(t.app, cookie);
  expect(published).toMatchObject([{ type: 'deal.updated', data: { id: deal.id } }]);
  const res = await patchDeal(t.app, cookie, deal.id, { title: 'Starter kits for the Lyon and Nice teams' });
  expect(res.statusCode).toBe(200);
  expect(published).toHaveLength(2);
});
