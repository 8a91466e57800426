import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { TDb } from '../client.js';
import { activities, customTeamMembers, goals, teamGoals, teamMembers, userDefinedTeams } from '../schema/index.js';
import { demoClock, demoRandom } from './demo-clock.js';

const DAY = 86_400_000;

/**
 * How busy each member with their own account is, newest member first: activities a week over the
 * last 90 days, and the day they stopped (null: still going). The last one never logs anything.
 */
const PACE: readonly { perWeek: number; stoppedDaysAgo: number | null }[] = [
  { perWeek: 4, stoppedDaysAgo: null },
  { perWeek: 3, stoppedDaysAgo: null },
  { perWeek: 2, stoppedDaysAgo: null },
  { perWeek: 2, stoppedDaysAgo: 40 },
  { perWeek: 0, stoppedDaysAgo: null },
];
const TYPES = ['call', 'call', 'email', 'meeting', 'social_media_post', 'follow_up', 'presentation'] as const;
const OWN_GOALS = [
  { title: 'Sign 5 new customers this month', type: 'prospects_enrolled', targetValue: 5, currentValue: 3, deadlineDays: 18 },
  { title: 'Make 40 calls', type: 'calls_made', targetValue: 40, currentValue: 22, deadlineDays: 25 },
  { title: 'Recruit my first partner', type: 'team_members_recruited', targetValue: 1, currentValue: 0, deadlineDays: 45 },
] as const;

/**
 * The demo seller's team analytics: what the members who joined with her link log in their own
 * accounts (and their own goals), and three team goals set against her real downline: one on
 * track, one behind, one done; and two custom teams to segment by. Runs after the referral seed,
 * which links those accounts.
 */
export async function seedDemoTeamGoals(db: TDb, sellerId: string, now = new Date()): Promise<void> {
  const r = demoRandom(7);
  const clock = demoClock(now);
  const linked = await db
    .select({ accountId: teamMembers.linkedUserId, joinDate: teamMembers.joinDate })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, sellerId), isNotNull(teamMembers.linkedUserId)))
    .orderBy(asc(teamMembers.joinDate));
  const rows: (typeof activities.$inferInsert)[] = [];
  for (const [i, member] of linked.reverse().entries()) {
    const pace = PACE[i % PACE.length]!;
    const joinedAgo = Math.floor((now.getTime() - Date.parse(`${member.joinDate}T00:00:00Z`)) / DAY);
    const first = Math.min(90, joinedAgo);
    const last = pace.stoppedDaysAgo ?? 0;
    const count = Math.round(((first - last) / 7) * pace.perWeek);
    for (let n = 0; n < count; n++) {
      const at = clock.at(-r.int(last, Math.max(last, first - 1)), r.int(8, 18), r.int(0, 59));
      if (at > now) continue;
      const type = r.pick(TYPES);
      rows.push({ userId: member.accountId!, title: `${type.replaceAll('_', ' ')} with a prospect`, type, status: 'completed', completed: true, scheduledAt: at, createdAt: at, updatedAt: at });
    }
    const own = OWN_GOALS[i];
    if (own && pace.perWeek > 0) {
      const { deadlineDays, ...goal } = own;
      await db.insert(goals).values({ userId: member.accountId!, ...goal, deadline: clock.day(deadlineDays) });
    }
  }
  if (rows.length) await db.insert(activities).values(rows);

  // Targets follow from the records, so each goal stands where its story says.
  const today = clock.day(0);
  const since = (days: number) => clock.day(-days);
  const joinedDay = (m: { joinDate: string | null }) => m.joinDate ?? today;
  const members = await db.select({ status: teamMembers.status, joinDate: teamMembers.joinDate }).from(teamMembers).where(eq(teamMembers.userId, sellerId));
  const team = members.filter((m) => m.status !== 'terminated');
  const sizeNow = team.length;
  const sizeBefore = team.filter((m) => joinedDay(m) < since(60)).length;
  const joined90 = team.filter((m) => joinedDay(m) >= since(90)).length;
  const activities45 = rows.filter((a) => a.createdAt! >= new Date(`${since(45)}T00:00:00Z`)).length;

  await db.insert(teamGoals).values([
    // Half-way through 90 days with more than half done: on track.
    {
      userId: sellerId,
      title: 'Team activities this quarter',
      metric: 'team_activities',
      targetValue: Math.max(2, Math.ceil(activities45 * 1.6)),
      startDate: since(45),
      deadline: clock.day(45),
    },
    // Two thirds of the way, but the team has not grown by two thirds of the gap: behind.
    {
      userId: sellerId,
      title: `Grow the team to ${Math.max(sizeNow + 1, Math.ceil((3 * sizeNow - sizeBefore) / 2) + 2)} members`,
      metric: 'team_size',
      targetValue: Math.max(sizeNow + 1, Math.ceil((3 * sizeNow - sizeBefore) / 2) + 2),
      startDate: since(60),
      deadline: clock.day(30),
    },
    // Reached already.
    joined90 > 0
      ? { userId: sellerId, title: `Welcome ${joined90} new members`, metric: 'new_members', targetValue: joined90, startDate: since(90), deadline: clock.day(10) }
      : { userId: sellerId, title: 'Hold two team trainings', metric: 'custom', targetValue: 2, currentValue: 2, startDate: since(60), deadline: clock.day(10) },
  ]);
  await seedDemoCustomTeams(db, sellerId);
}

/** Her ranked members meet as a leadership circle; the newest associates form the spring launch crew. */
async function seedDemoCustomTeams(db: TDb, sellerId: string): Promise<void> {
  const leaders = await db.select({ id: teamMembers.id }).from(teamMembers).where(and(eq(teamMembers.userId, sellerId), ne(teamMembers.rank, 'associate')));
  const newest = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, sellerId), eq(teamMembers.rank, 'associate')))
    .orderBy(desc(teamMembers.joinDate))
    .limit(6);
  for (const [teamName, description, members] of [
    ['Leadership circle', 'Ranked members: monthly call on coaching their own recruits', leaders],
    ['Spring launch crew', 'Newest partners working the spring product launch together', newest],
  ] as const) {
    if (members.length === 0) continue;
    const [team] = await db.insert(userDefinedTeams).values({ userId: sellerId, teamName, description }).returning({ id: userDefinedTeams.id });
    await db.insert(customTeamMembers).values(members.map((m) => ({ userId: sellerId, teamId: team!.id, teamMemberId: m.id })));
  }
}
