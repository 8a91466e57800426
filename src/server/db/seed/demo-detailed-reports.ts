import type { TDb } from '../client.js';
import { commissions } from '../schema/index.js';
import { demoClock } from './demo-clock.js';

/**
 * What the detailed reports need beyond the story's sales and team bonuses, so that every kind of
 * commission and status shows up: a quarterly performance bonus, and commissions on workshop
 * tickets the seller resold, one of them cancelled with its workshop.
 */
export async function seedDemoDetailedReports(db: TDb, userId: string, now = new Date()): Promise<void> {
  const clock = demoClock(now);
  await db.insert(commissions).values([
    { userId, amountCents: 15_000, date: clock.day(-40), type: 'performance_bonus', status: 'paid', notes: 'Quarterly performance bonus: team volume over target' },
    { userId, amountCents: 3_500, date: clock.day(-55), type: 'other', status: 'paid', notes: 'Commission on a wellness workshop ticket' },
    { userId, amountCents: 3_500, date: clock.day(-25), type: 'other', status: 'cancelled', notes: 'Commission on a wellness workshop ticket: the workshop was cancelled' },
    { userId, amountCents: 6_000, date: clock.day(-70), type: 'team_bonus', status: 'cancelled', notes: 'Team bonus reversed: the qualifying order was returned' },
  ]);
}
