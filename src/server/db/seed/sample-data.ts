import type { TDb } from '../client.js';
import { activities, commissions, contacts, goals, prospects, teamMembers } from '../schema/index.js';
import { PROSPECT_STATUSES, LEAD_SOURCES } from '../../../shared/prospects/prospects.constants.js';
import { CONTACT_STATUSES } from '../../../shared/contacts/contacts.constants.js';
import { TEAM_RANKS, TEAM_ROLES } from '../../../shared/team/team.constants.js';
import { COMMISSION_TYPES } from '../../../shared/commissions/commissions.constants.js';
import { ACTIVITY_OUTCOMES, ACTIVITY_PLATFORMS, ACTIVITY_TYPES } from '../../../shared/activities/activities.constants.js';

const FIRST = ['Ana', 'Ben', 'Carla', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Irina', 'Jonas', 'Keiko', 'Liam', 'Mia', 'Noah', 'Olga', 'Pablo', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Will', 'Ximena', 'Yusuf', 'Zoe'];
const LAST = ['Adams', 'Berger', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ivanova', 'Jensen', 'Kowalski', 'Laurent', 'Moreau', 'Novak', 'Olsen', 'Petrov', 'Rossi', 'Schmidt', 'Torres', 'Weber'];
const COMPANIES = ['Bright Home Goods', 'Vital Wellness Co', 'Pure Skin Studio', 'Green Leaf Nutrition', 'Nova Fitness', null, null];
const CITIES = ['Madrid', 'Lyon', 'Berlin', 'Austin', 'Toronto', 'Warsaw', 'Lisbon'];

/** A small deterministic generator: the same demo data on every machine. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export async function seedSampleData(db: TDb, userId: string): Promise<void> {
  const rand = rng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const person = (i: number) => {
    const firstName = FIRST[i % FIRST.length];
    const lastName = LAST[(i * 7) % LAST.length];
    return { firstName, lastName, email: `${firstName}.${lastName}${i}@example.com`.toLowerCase(), phone: `+1 555 01${String(i).padStart(2, '0')}` };
  };
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
  const isoDay = (d: Date) => d.toISOString().slice(0, 10);

  const prospectRows = await db
    .insert(prospects)
    .values(
      Array.from({ length: 36 }, (_, i) => ({
        userId,
        ...person(i),
        status: pick(PROSPECT_STATUSES),
        source: pick(LEAD_SOURCES),
        companyName: pick(COMPANIES),
        address: `${10 + i} ${pick(['Main St', 'Oak Ave', 'Calle Mayor', 'Rue de la Paix'])}, ${pick(CITIES)}`,
        leadScore: Math.floor(rand() * 100),
        interactionCount: Math.floor(rand() * 12),
        tags: rand() > 0.5 ? ['wellness'] : ['skincare', 'event'],
        lastContacted: daysAgo(Math.floor(rand() * 30)),
        createdAt: daysAgo(Math.floor(rand() * 90)),
      })),
    )
    .returning({ id: prospects.id });

  await db.insert(contacts).values(
    Array.from({ length: 30 }, (_, i) => ({
      userId,
      ...person(i + 40),
      status: pick(CONTACT_STATUSES),
      company: pick(COMPANIES),
      source: pick(LEAD_SOURCES),
      lastContacted: daysAgo(Math.floor(rand() * 60)),
    })),
  );

  // A three-level downline: 4 front-line members, each sponsoring a few, some of those one more.
  const members: { id: string }[] = [];
  for (let i = 0; i < 24; i++) {
    const sponsor = i < 4 ? null : members[i < 12 ? (i - 4) % 4 : 4 + ((i - 12) % 8)];
    const [row] = await db
      .insert(teamMembers)
      .values({
        userId,
        ...person(i + 80),
        rank: TEAM_RANKS[Math.max(0, 4 - Math.floor(i / 6) - (i % 2))],
        role: pick(TEAM_ROLES),
        status: rand() > 0.15 ? 'active' : 'inactive',
        joinDate: isoDay(daysAgo(30 + Math.floor(rand() * 600))),
        sponsorId: sponsor?.id ?? null,
      })
      .returning({ id: teamMembers.id });
    members.push(row);
  }

  await db.insert(commissions).values(
    Array.from({ length: 18 }, (_, i) => ({
      userId,
      teamMemberId: pick(members).id,
      prospectId: rand() > 0.5 ? pick(prospectRows).id : null,
      amountCents: 2_000 + Math.floor(rand() * 40_000),
      date: isoDay(daysAgo(i * 6)),
      type: pick(COMMISSION_TYPES),
      status: i < 4 ? 'pending' : 'paid',
    })),
  );

  await db.insert(goals).values([
    { userId, title: 'Enroll 10 new customers this quarter', type: 'prospects_enrolled', targetValue: 10, currentValue: 6, deadline: isoDay(daysAgo(-40)) },
    { userId, title: 'Make 200 calls', type: 'calls_made', targetValue: 200, currentValue: 148, deadline: isoDay(daysAgo(-12)) },
    { userId, title: 'Recruit 5 team members', type: 'team_members_recruited', targetValue: 5, currentValue: 2, deadline: isoDay(daysAgo(-60)) },
    { userId, title: 'Run 12 product demos', type: 'demos_scheduled', targetValue: 12, currentValue: 12, deadline: isoDay(daysAgo(5)) },
  ]);

  await db.insert(activities).values(
    Array.from({ length: 24 }, (_, i) => ({
      userId,
      prospectId: rand() > 0.3 ? pick(prospectRows).id : null,
      title: pick(['Intro call', 'Product demo', 'Follow-up message', 'Team training', 'Instagram story']),
      type: pick(ACTIVITY_TYPES),
      platform: pick(ACTIVITY_PLATFORMS),
      outcome: pick(ACTIVITY_OUTCOMES),
      status: i < 6 ? 'scheduled' : 'completed',
      completed: i >= 6,
      scheduledAt: daysAgo(i - 6),
      createdAt: daysAgo(i),
    })),
  );
}
