import { randomUUID } from 'node:crypto';
import type { TDb } from '../client.js';
import { activities, commissions, contacts, goals, prospects, teamMembers } from '../schema/index.js';
import { LEAD_SOURCES } from '../../../shared/prospects/prospects.constants.js';
import type { TContactStatus } from '../../../shared/contacts/contacts.constants.js';
import type { TRankQualifiers } from '../../../shared/team/rank.rules.js';
import { demoClock, demoRandom, type TDemoClock, type TDemoRandom } from './demo-clock.js';
import { demoStory, type TStoryActivity, type TStoryProspect } from './demo-story.js';
import { demoTeam, type TDemoMember } from './demo-team.js';
import { seedDemoTasks } from './demo-tasks.js';
import { seedDemoDeals } from './demo-deals.js';

const FIRST = ['Ana', 'Ben', 'Carla', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Irina', 'Jonas', 'Keiko', 'Liam', 'Mia', 'Noah', 'Olga', 'Pablo', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Will', 'Ximena', 'Yusuf', 'Zoe'];
const LAST = ['Adams', 'Berger', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ivanova', 'Jensen', 'Kowalski', 'Laurent', 'Moreau', 'Novak', 'Olsen', 'Petrov', 'Rossi', 'Schmidt', 'Torres', 'Weber'];
const COMPANIES = ['Bright Home Goods', 'Vital Wellness Co', 'Pure Skin Studio', 'Green Leaf Nutrition', 'Nova Fitness', null, null];
const CITIES = ['Madrid', 'Lyon', 'Berlin', 'Austin', 'Toronto', 'Warsaw', 'Lisbon'];
/** How long ago a contact of each status was last spoken to, in days. */
const CONTACT_RECENCY: Record<TContactStatus, [number, number]> = { hot: [1, 7], warm: [5, 30], customer: [3, 45], cold: [40, 120] };

function person(i: number) {
  const firstName = FIRST[i % FIRST.length];
  const lastName = LAST[(i * 7) % LAST.length];
  return { firstName, lastName, email: `${firstName}.${lastName}${i}@example.com`.toLowerCase(), phone: `+1 555 01${String(i).padStart(2, '0')}` };
}

export interface TSampleDataOptions {
  rankQualifiers: TRankQualifiers;
  /** The seeding moment: everything done lies before it, everything planned after. */
  now?: Date;
}

/** The demo seller's last few months: prospects along the funnel, what she did, her team and earnings. */
export async function seedSampleData(db: TDb, userId: string, options: TSampleDataOptions): Promise<void> {
  const r = demoRandom(42);
  const clock = demoClock(options.now ?? new Date());
  const story = demoStory(r, clock, FIRST);
  const prospectIds = await insertProspects(db, userId, r, story.prospects);
  await insertContacts(db, userId, r, clock);
  const team = demoTeam(r, clock, options.rankQualifiers);
  const memberIds = team.map(() => randomUUID());
  await db.insert(teamMembers).values(
    team.map((m, i) => ({
      id: memberIds[i],
      userId,
      ...person(i + 80),
      rank: m.rank,
      role: m.role,
      status: m.status,
      joinDate: m.joinDate,
      sponsorId: m.sponsor === null ? null : memberIds[m.sponsor],
      createdAt: m.createdAt,
      updatedAt: m.createdAt,
    })),
  );
  await db.insert(activities).values(
    story.activities.map((a) => ({ ...a, userId, prospectId: a.prospect === null ? null : prospectIds[a.prospect], updatedAt: a.createdAt })),
  );
  await insertCommissions(db, userId, r, clock, story.activities, prospectIds, team, memberIds);
  await insertGoals(db, userId, clock, story.activities, team);
  await seedDemoTasks(db, userId, clock);
  await seedDemoDeals(db, userId, clock);
}

async function insertProspects(db: TDb, userId: string, r: TDemoRandom, list: TStoryProspect[]): Promise<string[]> {
  const rows = await db
    .insert(prospects)
    .values(
      list.map((p, i) => ({
        userId,
        ...person(i),
        ...p,
        companyName: r.pick(COMPANIES),
        address: `${10 + i} ${r.pick(['Main St', 'Oak Ave', 'Calle Mayor', 'Rue de la Paix'])}, ${r.pick(CITIES)}`,
      })),
    )
    .returning({ id: prospects.id });
  return rows.map((row) => row.id);
}

async function insertContacts(db: TDb, userId: string, r: TDemoRandom, clock: TDemoClock): Promise<void> {
  const statuses: TContactStatus[] = ['cold', 'warm', 'warm', 'hot', 'customer', 'customer'];
  await db.insert(contacts).values(
    Array.from({ length: 30 }, (_, i) => {
      const status = r.pick(statuses);
      const createdAt = clock.at(-r.int(130, 400), r.int(7, 18), r.int(0, 59));
      return {
        userId,
        ...person(i + 40),
        status,
        company: r.pick(COMPANIES),
        source: r.pick(LEAD_SOURCES),
        lastContacted: clock.at(-r.int(...CONTACT_RECENCY[status]), r.int(7, 18), r.int(0, 59)),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

/** Earnings that follow the story: a sale per enrolment, a bonus per recent recruit, a monthly team bonus. */
async function insertCommissions(db: TDb, userId: string, r: TDemoRandom, clock: TDemoClock, story: TStoryActivity[], prospectIds: string[], team: TDemoMember[], memberIds: string[]) {
  const recentDays = 14;
  const ago = (day: string) => Math.round((Date.parse(clock.day(0)) - Date.parse(day)) / 86_400_000);
  const status = (day: string) => (ago(day) <= recentDays ? 'pending' : 'paid');
  const rows: (typeof commissions.$inferInsert)[] = [];
  for (const sale of story.filter((a) => a.outcome === 'sale_closed' && a.prospect !== null && a.scheduledAt)) {
    const date = sale.scheduledAt!.toISOString().slice(0, 10);
    rows.push({ userId, prospectId: prospectIds[sale.prospect!], amountCents: r.int(40, 180) * 100, date, type: 'product_sale', status: status(date), notes: 'Starter kit order' });
  }
  team.forEach((m, i) => {
    if (ago(m.joinDate) <= 120) rows.push({ userId, teamMemberId: memberIds[i], amountCents: 2_500, date: m.joinDate, type: 'recruitment_bonus', status: status(m.joinDate) });
  });
  for (const month of [0, 1, 2, 3]) {
    const date = clock.day(-month * 30 - 3);
    rows.push({ userId, teamMemberId: memberIds[month % 3], amountCents: r.int(60, 250) * 100, date, type: 'team_bonus', status: status(date), notes: 'Monthly team volume bonus' });
  }
  await db.insert(commissions).values(rows);
}

async function insertGoals(db: TDb, userId: string, clock: TDemoClock, story: TStoryActivity[], team: TDemoMember[]) {
  const done = (type: string, sinceDays: number) => story.filter((a) => a.type === type && a.status === 'completed' && a.scheduledAt! >= clock.at(-sinceDays, 0, 0)).length;
  const enrolled = story.filter((a) => a.outcome === 'sale_closed' && a.scheduledAt! >= clock.at(-90, 0, 0)).length;
  const recruited = team.filter((m) => m.joinDate >= clock.day(-90)).length;
  await db.insert(goals).values([
    { userId, title: 'Enroll 8 new customers this quarter', type: 'prospects_enrolled', targetValue: 8, currentValue: enrolled, deadline: clock.day(40) },
    { userId, title: 'Make 30 calls this month', type: 'calls_made', targetValue: 30, currentValue: done('call', 30), deadline: clock.day(12) },
    { userId, title: 'Recruit 10 team members this quarter', type: 'team_members_recruited', targetValue: 10, currentValue: recruited, deadline: clock.day(60) },
    { userId, title: 'Run 15 product demos in two months', type: 'demos_scheduled', targetValue: 15, currentValue: done('demo', 60), deadline: clock.day(5) },
  ]);
}
