import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { asc, eq, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../client.js';
import { contacts, followUpReminders, prospects, userProfiles } from '../schema/index.js';
import type { TFollowUpRules } from '../../../shared/follow-ups/follow-ups.rules.js';
import type { TProspectStatus } from '../../../shared/prospects/prospects.constants.js';
import { runFollowUpRules } from '../../modules/scheduler/scheduler.service.js';
import { ruleNote } from '../../modules/scheduler/scheduler.messages.js';

/** The demo seller lives in Valencia (the demo clock's working hours are hers). */
export const DEMO_TIME_ZONE = 'Europe/Madrid';
/** She set her "no contact" rule to three weeks: a cold lead may rest a little longer than the default. */
const DEMO_RULES: TFollowUpRules = { noContact: { enabled: true, days: 21 }, birthday: { enabled: true, days: 3 }, cadence: { enabled: true } };
/** Cadences a seller picks, in days: the demo gives each of her customers the largest one already reached. */
const CADENCES = [7, 14, 21, 30, 45, 60, 90];
const DAY = 86_400_000;

type TReminder = typeof followUpReminders.$inferInsert;

/** Local wall time in the seller's zone, `days` from today (negative: ago). */
function localClock(now: Date) {
  const today = startOfDay(new TZDate(now.getTime(), DEMO_TIME_ZONE));
  const at = (days: number, hour: number, minute = 0) => {
    const d = addDays(today, days);
    return new Date(new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), hour, minute, DEMO_TIME_ZONE).getTime());
  };
  /** A month-day `days` from today, on a birth year. */
  const birthday = (days: number, year: number) => {
    const d = addDays(today, days);
    return `${year}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  /** Later today, however late the seeding runs (at worst a quarter before midnight). */
  const laterToday = (hours: number) => new Date(Math.min(now.getTime() + hours * 3_600_000, addDays(today, 1).getTime() - 15 * 60_000));
  return { at, birthday, laterToday };
}

async function demoPeople(db: TExecutor, userId: string) {
  const all = await db
    .select({ id: prospects.id, status: prospects.status, touch: sql<Date>`greatest(${prospects.lastContacted}, ${prospects.lastActivityAt}, ${prospects.createdAt})`.mapWith(prospects.createdAt) })
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .orderBy(asc(prospects.createdAt), asc(prospects.id));
  const byStatus = (status: TProspectStatus) => all.filter((p) => p.status === status);
  const people = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.createdAt), asc(contacts.id));
  return { byStatus, contacts: people };
}

/**
 * The demo seller's follow-ups: reminders she wrote herself (due today, ahead, missed, done), her
 * rules' history, birthdays and stay-in-touch cadences on a few people, then one pass of the real
 * rules, so the automatic reminders are exactly what the scheduler would have made.
 */
export async function seedDemoFollowUps(db: TDb, userId: string, now = new Date()): Promise<void> {
  const { at, birthday, laterToday } = localClock(now);
  await db.update(userProfiles).set({ timeZone: DEMO_TIME_ZONE, followUpRules: DEMO_RULES }).where(eq(userProfiles.userId, userId));
  const people = await demoPeople(db, userId);
  const [warm, warm2] = people.byStatus('warm_prospect');
  const [interested, interested2] = people.byStatus('interested');
  const [demo] = people.byStatus('demo_scheduled');
  const [followUp, followUp2] = people.byStatus('follow_up');
  const [cold] = people.byStatus('cold_lead');
  const enrolled = people.byStatus('enrolled');

  // Birthdays: one prospect in three days and one contact tomorrow (the rule reminds of both), a
  // contact next week (not yet), and a prospect whose birthday passed, wished on time.
  await db.update(prospects).set({ birthday: birthday(3, 1988) }).where(eq(prospects.id, warm2.id));
  await db.update(prospects).set({ birthday: birthday(-20, 1979) }).where(eq(prospects.id, interested2.id));
  await db.update(contacts).set({ birthday: birthday(1, 1991) }).where(eq(contacts.id, people.contacts[0].id));
  await db.update(contacts).set({ birthday: birthday(6, 1984) }).where(eq(contacts.id, people.contacts[1].id));

  // Her first customers get a stay-in-touch cadence: the largest one they have already reached.
  for (const customer of enrolled.slice(0, 3)) {
    const silentDays = Math.floor((now.getTime() - customer.touch.getTime()) / DAY);
    const days = [...CADENCES].reverse().find((n) => n <= silentDays + 1) ?? CADENCES[0];
    await db.update(prospects).set({ stayInTouchDays: days }).where(eq(prospects.id, customer.id));
  }

  const note = (rule: 'no_contact' | 'birthday', day: Date, withYear = true) =>
    ruleNote('en', rule).replace('{{date}}', new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: DEMO_TIME_ZONE, ...(withYear && { year: 'numeric' }) }).format(day));
  const manual = (prospectId: string, dueAt: Date, notes: string, done?: Date): TReminder => ({
    userId,
    prospectId,
    dueAt,
    notes,
    type: 'manual',
    status: done ? 'done' : 'pending',
    completedAt: done ?? null,
    // Whatever fell due before today was notified at its time.
    notifiedAt: dueAt < now ? dueAt : null,
    createdAt: new Date(Math.min(dueAt.getTime(), now.getTime()) - 3 * DAY),
    updatedAt: done ?? new Date(Math.min(dueAt.getTime(), now.getTime()) - 3 * DAY),
  });
  const rows: TReminder[] = [
    manual(interested.id, at(6, 10), 'Call back after her holiday'),
    manual(warm.id, laterToday(2), 'Send the price list she asked for'),
    manual(demo.id, laterToday(3), 'Confirm the demo time and send the video link'),
    manual(cold.id, at(2, 18), 'Invite to the Thursday webinar'),
    manual(followUp.id, at(-2, 11), 'Ask how the samples went'),
    manual(interested2.id, at(-5, 17), 'Share the starter kit video', at(-5, 17, 40)),
    // A customer without a cadence: a done reminder counts as a contact for the cadence rule.
    manual(enrolled[3].id, at(-9, 12), 'Check her first order arrived', at(-9, 12, 25)),
    // The rules' history: a silence she answered, a birthday she wished, with the notes the rules write.
    { ...manual(followUp2.id, at(-25, 9), note('no_contact', at(-46, 12)), at(-25, 11)), type: 'auto', rule: 'no_contact' },
    { ...manual(interested2.id, at(-23, 9), note('birthday', at(-20, 12), false), at(-23, 9, 30)), type: 'auto', rule: 'birthday' },
  ];
  await db.insert(followUpReminders).values(rows);
  await runFollowUpRules(db, now);
}

const BULK_NOTES = `array['Call back about the order','Send the new catalogue','Ask for a referral','Invite to the webinar','Check in after the samples']`;

/**
 * The bench seller's reminders, one per prospect of her first `count`: due between a year ago and
 * two months ahead, three in four of the past ones done (the others missed, notified at their
 * time), every tenth automatic.
 */
export async function bulkFollowUps(db: TExecutor, userId: string, count: number) {
  await db.execute(sql`
    insert into follow_up_reminders (user_id, prospect_id, due_at, notes, type, rule, status, completed_at, notified_at, created_at, updated_at)
    select ${userId}, p.id, d.due, (${sql.raw(BULK_NOTES)})[1 + p.g % 5],
      case when p.g % 10 = 0 then 'auto' else 'manual' end,
      case when p.g % 10 = 0 then (array['no_contact','birthday','cadence'])[1 + (p.g / 10) % 3] end,
      case when d.due < now() and p.g % 4 <> 0 then 'done' else 'pending' end,
      case when d.due < now() and p.g % 4 <> 0 then d.due + interval '1 hour' end,
      case when d.due < now() then d.due end,
      least(now(), d.due - interval '3 days'), least(now(), d.due - interval '3 days')
    from (select id, row_number() over (order by id)::int as g from prospects where user_id = ${userId} order by id limit ${count}) p
    cross join lateral (select date_trunc('day', now()) + ((p.g * 7919) % 425 - 365) * interval '1 day' + (8 + p.g % 11) * interval '1 hour' + (p.g % 4) * interval '15 minutes' as due) d`);
}
