import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../src/server/db/client.js';
import { CALENDAR_MAX_ITEMS } from '../src/shared/calendar/calendar.schema.js';
import { calendarRangeSql, SERIAL } from '../src/server/modules/calendar/calendar.repository.js';
import { listening, rawOf, signIn } from './people.bench.js';
import { resultRow, timeMany } from './stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
export const CALENDAR_TARGET_P95_MS = { postgres: 30, pglite: 60 } as const;

/** The month view's grid around `month` months from now: Monday before the 1st to the Monday after the last day. */
export function monthGrid(monthsFromNow: number, now = new Date()): { from: Date; to: Date } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsFromNow, 1));
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  const from = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const to = new Date(next.getTime() + ((8 - next.getUTCDay()) % 7) * 86_400_000);
  return { from, to };
}

/**
 * GET /api/calendar for a month grid of the bench seller (20,000 tasks, 5,000 reminders), over
 * HTTP, beside its statements run straight on the driver: the premium check and the one range
 * query (in its transaction without parallel workers). Cycles through last month, this month and
 * next month.
 */
export async function benchCalendar(app: FastifyInstance, database: TDatabase, userId: string) {
  const address = await listening(app);
  const cookie = await signIn(address);
  const months = [-1, 0, 1].map((m) => monthGrid(m));
  const counts = (await database.query<{ tasks: number; reminders: number }>(
    'select (select count(*)::int from tasks where user_id = $1) as tasks, (select count(*)::int from follow_up_reminders where user_id = $1) as reminders',
    [userId],
  ))[0]!;
  let shown = 0;
  let i = 0;
  const http = async () => {
    const { from, to } = months[i++ % months.length]!;
    const url = `${address}/api/calendar?from=${from.toISOString()}&to=${to.toISOString()}`;
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    shown = Math.max(shown, ((await res.json()) as { items: unknown[] }).items.length);
  };
  const membership = rawOf(database, sql`select membership_tier, trial_ends_at from user_profiles where user_id = ${userId}`);
  const ranges = months.map((range) => calendarRangeSql(userId, range, { followUps: true, limit: CALENDAR_MAX_ITEMS + 1 }));
  let j = 0;
  // The same statements as the server: the premium check, then the range in its serial transaction.
  const raw = async () => {
    await membership();
    await database.db.transaction(async (tx) => {
      await tx.execute(SERIAL);
      await tx.execute(ranges[j++ % ranges.length]!);
    });
  };
  await timeMany(2 * months.length, http);
  await timeMany(2 * months.length, raw);
  const httpSamples = await timeMany(ITERATIONS, http);
  const rawSamples = await timeMany(ITERATIONS, raw);
  const label = `GET /api/calendar month (${counts.tasks} tasks, ${counts.reminders} reminders; ≤${shown} items)`;
  return [resultRow(database.kind, label, httpSamples, rawSamples, CALENDAR_TARGET_P95_MS[database.kind])];
}
