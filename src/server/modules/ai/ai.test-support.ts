import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { makeAdmin } from '../admin/admin.test-support.js';
import { userOn, type TTestUser } from '../follow-ups/follow-ups.test-support.js';

export { makeAdmin, userOn, type TTestUser };

/** An administrator (who may always chat), signed in. */
export async function adminUser(app: FastifyInstance): Promise<TTestUser> {
  return makeAdmin(app, await userOn(app, 'free'));
}

/** Sets the user's stored allowance straight in the table. */
export async function setQuota(app: FastifyInstance, userId: string, values: { additional?: number; used?: number; cycleEnd?: Date | null }): Promise<void> {
  await app.database.query(
    `insert into user_subscriptions (user_id, additional_messages, messages_used, billing_cycle_end) values ($1, $2, $3, $4)
     on conflict (user_id) do update set additional_messages = $2, messages_used = $3, billing_cycle_end = $4`,
    [userId, values.additional ?? 0, values.used ?? 0, values.cycleEnd === undefined ? new Date(Date.now() + 10 * 86_400_000).toISOString() : values.cycleEnd?.toISOString() ?? null],
  );
}

export async function usedOf(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.database.query<{ messages_used: number }>('select messages_used from user_subscriptions where user_id = $1', [userId]);
  return row?.messages_used ?? 0;
}

/** A stored chat written straight into the tables, `minutesAgo` old. */
export async function insertChat(app: FastifyInstance, userId: string, title: string, minutesAgo = 0): Promise<string> {
  const id = randomUUID();
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await app.database.query('insert into ai_chat_sessions (id, user_id, title, created_at, updated_at) values ($1, $2, $3, $4, $4)', [id, userId, title, at]);
  await app.database.query(`insert into ai_chat_messages (session_id, user_id, role, content, created_at) values ($1, $2, 'user', $3, $4)`, [id, userId, `About ${title}`, at]);
  return id;
}

/** The events of a `text/event-stream` body, in order. */
export function sseEvents(body: string): { event: string; data: any }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: data ? JSON.parse(data) : null };
    });
}

/** The answer's text: its deltas joined. */
export const answerOf = (events: { event: string; data: any }[]) => events.filter((e) => e.event === 'delta').map((e) => e.data.delta).join('');
