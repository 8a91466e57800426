import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../client.js';
import { prospectEngagement, prospects } from '../schema/index.js';
import type { TEngagementKind } from '../../../shared/hot-leads/hot-leads.rules.js';
import type { TProspectStatus } from '../../../shared/prospects/prospects.constants.js';
import { refreshHotLeads } from '../../modules/hot-leads/hot-leads.service.js';
import { demoRandom, type TDemoRandom } from './demo-clock.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * What each kind of prospect did with the seller's emails: how many she got, the [min, max] share
 * she opened and clicked, the minutes she spent on the seller's pages in all, and the chance she
 * got no email at all. The further along the funnel, the more she opened, clicked and read. A cold
 * lead got a short sequence she never opened; a lost one opened a little and then stopped.
 */
const HABITS: Record<TProspectStatus, { sends: [number, number]; openShare: [number, number]; clickShare: [number, number]; pageMinutes: [number, number]; noEmail?: number }> = {
  cold_lead: { sends: [3, 5], openShare: [0, 0], clickShare: [0, 0], pageMinutes: [0, 0], noEmail: 0.4 },
  warm_prospect: { sends: [2, 4], openShare: [0.4, 0.8], clickShare: [0, 0.3], pageMinutes: [0, 2] },
  interested: { sends: [3, 5], openShare: [0.6, 1], clickShare: [0.3, 0.6], pageMinutes: [1, 4] },
  demo_scheduled: { sends: [3, 5], openShare: [0.8, 1], clickShare: [0.5, 1], pageMinutes: [3, 7] },
  follow_up: { sends: [3, 6], openShare: [0.5, 0.9], clickShare: [0.2, 0.5], pageMinutes: [1, 3] },
  enrolled: { sends: [4, 6], openShare: [0.8, 1], clickShare: [0.5, 0.8], pageMinutes: [4, 9] },
  not_interested: { sends: [3, 4], openShare: [0.25, 0.5], clickShare: [0, 0], pageMinutes: [0, 0] },
};

type TEvent = typeof prospectEngagement.$inferInsert;

const between = (r: TDemoRandom, [min, max]: [number, number]) => min + r.next() * (max - min);

/** One prospect's emails and what she did with each, between her arrival and a little before now. */
function eventsOf(r: TDemoRandom, userId: string, prospect: { id: string; status: TProspectStatus; createdAt: Date }, now: Date): TEvent[] {
  const habit = HABITS[prospect.status];
  if (habit.noEmail && r.chance(habit.noEmail)) return [];
  const sends = r.int(...habit.sends);
  const opens = Math.round(sends * between(r, habit.openShare));
  const clicks = Math.min(opens, Math.round(sends * between(r, habit.clickShare)));
  const first = prospect.createdAt.getTime() + DAY;
  const last = now.getTime() - 3 * 3_600_000;
  const span = Math.max(last - first, DAY);
  const events: TEvent[] = [];
  const event = (kind: TEngagementKind, at: number, seconds = 0) => events.push({ userId, prospectId: prospect.id, kind, seconds, occurredAt: new Date(Math.min(at, last)) });
  for (let k = 0; k < sends; k++) {
    // Emails a few days apart; an open within hours, a click within minutes of the open.
    const sentAt = first + (span * (k + r.next() * 0.5)) / sends;
    event('sent', sentAt);
    if (k >= sends - opens) {
      const openedAt = sentAt + r.int(20, 600) * MINUTE;
      event('open', openedAt);
      if (k >= sends - clicks) {
        const clickedAt = openedAt + r.int(1, 15) * MINUTE;
        event('click', clickedAt);
        const minutes = between(r, habit.pageMinutes) / Math.max(1, clicks);
        if (minutes > 0) event('page_time', clickedAt + MINUTE, Math.max(20, Math.round(minutes * 60)));
      }
    }
  }
  return events;
}

/**
 * The demo seller's engagement: email sends, opens, clicks and minutes on her pages that follow
 * each prospect's place in the funnel, then her scores computed by the same refresh the screen
 * and the scheduler run.
 */
export async function seedDemoHotLeads(db: TDb, userId: string, now = new Date()): Promise<void> {
  const r = demoRandom(1313);
  const list = await db
    .select({ id: prospects.id, status: prospects.status, createdAt: prospects.createdAt })
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .orderBy(asc(prospects.createdAt), asc(prospects.id));
  const events = list.flatMap((p) => eventsOf(r, userId, { ...p, status: p.status as TProspectStatus }, now));
  if (events.length) await db.insert(prospectEngagement).values(events);
  await refreshHotLeads(db, userId, now);
}
