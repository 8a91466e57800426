import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../src/server/db/client.js';
import { runSchedulerTick, SCHEDULER_BATCH_DEFAULT } from '../src/server/modules/scheduler/scheduler.service.js';
import { notifyDueFollowUps } from '../src/server/modules/scheduler/scheduler.repository.js';
import { notificationTemplates } from '../src/server/modules/scheduler/scheduler.messages.js';

const DUE = Number(process.env.BENCH_SCHEDULER_DUE ?? 10_000);
export const SCHEDULER_TARGET_MS = 10_000;
const NOTE = 'bench: due reminder';

/** `DUE` reminders of the bench seller that fell due in the last hour and were never notified. */
async function seedDue(database: TDatabase, userId: string) {
  await database.query(
    `insert into follow_up_reminders (user_id, prospect_id, due_at, notes)
     select $1, p.id, now() - (p.g % 3600) * interval '1 second', $3
     from (select id, row_number() over (order by id desc)::int as g from prospects where user_id = $1 order by id desc limit $2) p`,
    [userId, DUE, NOTE],
  );
}

/** Every bench reminder notified, and how many of them got more than one notification. */
async function outcome(database: TDatabase, userId: string) {
  const [row] = await database.query<{ unnotified: number; notifications: number; twice: number }>(
    `select
       (select count(*)::int from follow_up_reminders where user_id = $1 and notes = $2 and notified_at is null) as unnotified,
       (select count(*)::int from notifications n join follow_up_reminders r on n.link = '/follow-ups?reminder=' || r.id where r.user_id = $1 and r.notes = $2) as notifications,
       (select count(*)::int from (select n.link from notifications n join follow_up_reminders r on n.link = '/follow-ups?reminder=' || r.id
          where r.user_id = $1 and r.notes = $2 group by n.link having count(*) > 1) d) as twice`,
    [userId, NOTE],
  );
  return row!;
}

/** Removes the bench reminders and their notifications, so the next run starts clean. */
async function clear(database: TDatabase, userId: string) {
  await database.query(`delete from notifications n using follow_up_reminders r where n.link = '/follow-ups?reminder=' || r.id and r.user_id = $1 and r.notes = $2`, [userId, NOTE]);
  await database.query('delete from follow_up_reminders where user_id = $1 and notes = $2', [userId, NOTE]);
}

/**
 * The scheduler turning `DUE` due reminders into notifications: full ticks (rules included) on
 * every instance given, at once, until none is left; beside it the raw claim statement alone, on
 * one connection. Checks that each reminder was notified exactly once.
 */
export async function benchScheduler(database: TDatabase, userId: string, instances: FastifyInstance[]) {
  await clear(database, userId);
  await seedDue(database, userId);
  const now = new Date();
  const started = performance.now();
  const results = await Promise.all(instances.map((app) => runSchedulerTick({ db: app.db, realtime: app.realtime }, { now })));
  const elapsed = performance.now() - started;
  const check = await outcome(database, userId);
  const claimed = results.map((r) => r.followUpsClaimed);

  await clear(database, userId);
  await seedDue(database, userId);
  const templates = JSON.stringify(notificationTemplates());
  const rawStarted = performance.now();
  let claimedRaw = SCHEDULER_BATCH_DEFAULT;
  while (claimedRaw === SCHEDULER_BATCH_DEFAULT) claimedRaw = (await notifyDueFollowUps(database.db, now, SCHEDULER_BATCH_DEFAULT, templates)).claimed;
  const rawElapsed = performance.now() - rawStarted;
  await clear(database, userId);

  const exact = check.unnotified === 0 && check.notifications === DUE && check.twice === 0;
  return [
    {
      database: database.kind,
      case: `scheduler: ${DUE} due reminders, ${instances.length} instance${instances.length > 1 ? 's' : ''} at once (claimed ${claimed.join(' + ')})`,
      'total ms': elapsed.toFixed(0),
      'raw SQL total ms': rawElapsed.toFixed(0),
      'ratio total/raw': (elapsed / rawElapsed).toFixed(2),
      'notified twice': check.twice,
      target: `≤ ${SCHEDULER_TARGET_MS} ms, each once: ${elapsed <= SCHEDULER_TARGET_MS && exact ? 'met' : 'MISSED'}${exact ? '' : ` (${check.notifications} notifications, ${check.unnotified} left)`}`,
    },
  ];
}
