import type { FastifyInstance } from 'fastify';
import { createUser } from '../../test/accounts.js';
import { created, personBody } from '../../test/records.js';

export type TTestUser = Awaited<ReturnType<typeof createUser>>;

/** A signed-in user on the given plan: premium, a running or an ended trial, or free. */
export async function userOn(app: FastifyInstance, plan: 'premium' | 'trial' | 'expired_trial' | 'free', overrides: Record<string, unknown> = {}): Promise<TTestUser> {
  const u = await createUser(app, overrides);
  if (plan === 'premium') await app.database.query(`update user_profiles set membership_tier = 'premium' where user_id = $1`, [u.userId]);
  if (plan === 'trial') await app.database.query(`update user_profiles set membership_tier = 'trial', trial_ends_at = now() + interval '3 days' where user_id = $1`, [u.userId]);
  if (plan === 'expired_trial') await app.database.query(`update user_profiles set membership_tier = 'trial', trial_ends_at = now() - interval '1 day' where user_id = $1`, [u.userId]);
  return u;
}

export const prospectOf = (app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}) =>
  created<{ id: string; name: string }>(app, cookie, '/api/prospects', personBody(overrides));

export const inHours = (hours: number, from = Date.now()) => new Date(from + hours * 3_600_000).toISOString();
export const DAY_MS = 86_400_000;

/** A reminder written straight into the table (a past due time, an automatic one) the API would refuse to create. */
export async function insertReminder(
  app: FastifyInstance,
  values: { userId: string; prospectId?: string | null; contactId?: string | null; dueAt: Date | string; type?: 'manual' | 'auto'; rule?: string | null; status?: 'pending' | 'done'; notes?: string | null; notifiedAt?: Date | null; completedAt?: Date | null },
): Promise<string> {
  const [row] = await app.database.query<{ id: string }>(
    `insert into follow_up_reminders (user_id, prospect_id, contact_id, due_at, type, rule, status, notes, notified_at, completed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      values.userId,
      values.prospectId ?? null,
      values.contactId ?? null,
      new Date(values.dueAt).toISOString(),
      values.type ?? 'manual',
      values.rule ?? null,
      values.status ?? 'pending',
      values.notes ?? null,
      values.notifiedAt?.toISOString() ?? null,
      values.completedAt?.toISOString() ?? null,
    ],
  );
  return row!.id;
}

/** A socket on a listening app that keeps every event it receives (resolves once the server said "ready"). */
export async function openSocket(app: FastifyInstance, cookie: string) {
  const { default: WebSocket } = await import('ws');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
  const events: { type: string; data: any }[] = [];
  socket.on('message', (raw) => events.push(JSON.parse(String(raw))));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    const wait = setInterval(() => {
      if (events.some((e) => e.type === 'ready')) {
        clearInterval(wait);
        resolve();
      }
    }, 10);
  });
  /** The events of `type` once there are `count` of them (or what came within the time). */
  const received = async (type: string, count: number, timeoutMs = 5000) => {
    const started = Date.now();
    while (events.filter((e) => e.type === type).length < count && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 20));
    return events.filter((e) => e.type === type);
  };
  return { socket, events, received };
}
