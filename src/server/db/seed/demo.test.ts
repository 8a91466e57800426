import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../client.js';
import { activities, commissions, contacts, goals, prospects, taskComments, taskSubtasks, tasks, teamMembers, user } from '../schema/index.js';
import { createTestApp, type TTestApp } from '../../test/test-app.js';
import { downlineCounts } from '../../modules/team/downline.repository.js';
import { activityInconsistencies, OPEN_ACTIVITY_STATUSES, type TActivityStatus } from '../../../shared/activities/activities.consistency.js';
import type { TActivityType } from '../../../shared/activities/activities.constants.js';
import { leadScoreFitsStatus } from '../../../shared/prospects/lead-score.rules.js';
import type { TProspectStatus } from '../../../shared/prospects/prospects.constants.js';
import { qualifiedRank, type TRankQualifiers } from '../../../shared/team/rank.rules.js';
import { effectiveTaskStatus, occurrenceDue } from '../../../shared/tasks/tasks.rules.js';
import type { TTaskSettableStatus } from '../../../shared/tasks/tasks.constants.js';
import { WORK_HOURS_UTC } from './demo-clock.js';
import { seedDemoIfEmpty } from './demo.js';
import { DEMO_TIME_ZONE, bulkFollowUps } from './demo-follow-ups.js';
import { followUpReminders, notifications, userProfiles } from '../schema/index.js';
import { effectiveFollowUpStatus } from '../../../shared/follow-ups/follow-ups.rules.js';
import { bulkContacts, bulkDeals, bulkProspects, bulkTasks, bulkTeam, bulkTeamPlan } from './large-data.js';
import { dealActivity, deals, securityEvents, signInAddresses, systemAlerts, userSubscriptions } from '../schema/index.js';
import { countryOf } from '../../modules/security/country.js';
import { BUILT_IN_STAGES, STAGE_PROBABILITY } from '../../../shared/deals/deals.constants.js';
import { dealStatus, isClosedStage } from '../../../shared/deals/deals.rules.js';

let t: TTestApp;
let db: TDb;
let sellerId: string;
let adminId: string;
let seededAt: Date;

const idOf = async (email: string) => (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0].id;
const distinct = <T>(values: T[]) => new Set(values).size;

/** Every member's rank is the one its active downline earns, and recruits join after their sponsors. */
async function expectEarnedRanks(owner: string, qualifiers: TRankQualifiers) {
  const members = await db.select().from(teamMembers).where(eq(teamMembers.userId, owner));
  const counts = await downlineCounts(db, owner, members.map((m) => m.id), true);
  const wrong = members
    .map((m) => ({ id: m.id, rank: m.rank, earned: qualifiedRank({ directRecruits: counts.get(m.id)?.direct ?? 0, teamSize: counts.get(m.id)?.total ?? 0 }, qualifiers) }))
    .filter((m) => m.rank !== m.earned);
  expect(wrong).toEqual([]);
  const byId = new Map(members.map((m) => [m.id, m]));
  for (const m of members.filter((x) => x.sponsorId)) expect(m.joinDate! >= byId.get(m.sponsorId!)!.joinDate!).toBe(true);
  return members;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
  seededAt = new Date();
  expect(await seedDemoIfEmpty(t.app)).not.toBeNull();
  sellerId = await idOf('seller@upline.local');
  adminId = await idOf('admin@upline.local');
});

afterAll(async () => {
  await t.close();
});

describe('demo seed', () => {
  it('logs activities whose platform, outcome, status and time agree', async () => {
    const rows = await db.select().from(activities).where(eq(activities.userId, sellerId));
    const problems = rows.flatMap((a) =>
      activityInconsistencies({ ...a, type: a.type as TActivityType, status: a.status as TActivityStatus }, seededAt).map((p) => `${a.title}: ${p}`),
    );
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThan(40);
    for (const a of rows) expect(a.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    // A completed activity was logged when it happened, not before.
    for (const a of rows.filter((x) => x.status === 'completed')) expect(a.createdAt.getTime()).toBeGreaterThanOrEqual(a.scheduledAt!.getTime());
  });

  it('spreads activities over working hours, priorities, types and statuses', async () => {
    const rows = await db.select().from(activities).where(eq(activities.userId, sellerId));
    const timed = rows.filter((a) => a.scheduledAt).map((a) => a.scheduledAt!);
    expect(distinct(timed.map((d) => d.getUTCHours()))).toBeGreaterThanOrEqual(8);
    expect(distinct(timed.map((d) => d.getUTCMinutes()))).toBeGreaterThanOrEqual(6);
    for (const d of timed) expect(d.getUTCHours() >= WORK_HOURS_UTC.first && d.getUTCHours() <= WORK_HOURS_UTC.last).toBe(true);
    expect(distinct(rows.map((a) => a.priority))).toBe(4);
    expect(distinct(rows.map((a) => a.type))).toBeGreaterThanOrEqual(7);
    expect([...new Set(rows.map((a) => a.status))].sort()).toEqual(['cancelled', 'completed', 'overdue', 'pending', 'scheduled']);
    // The last few months: nothing older than about four months, nothing planned beyond two weeks.
    for (const d of timed) expect(Math.abs(d.getTime() - seededAt.getTime())).toBeLessThan(130 * 86_400_000);
  });

  it('scores prospects by status and tells each one story with its activities', async () => {
    const rows = await db.select().from(prospects).where(eq(prospects.userId, sellerId));
    const acts = await db.select().from(activities).where(eq(activities.userId, sellerId));
    expect(rows.filter((p) => !leadScoreFitsStatus(p.leadScore, p.status as TProspectStatus)).map((p) => `${p.status} ${p.leadScore}`)).toEqual([]);
    expect(distinct(rows.map((p) => p.status))).toBe(7);
    for (const p of rows) {
      const own = acts.filter((a) => a.prospectId === p.id);
      const done = own.filter((a) => a.status === 'completed');
      const open = own.filter((a) => OPEN_ACTIVITY_STATUSES.includes(a.status as TActivityStatus));
      const last = done.length ? Math.max(...done.map((a) => a.scheduledAt!.getTime())) : null;
      expect(p.lastContacted?.getTime() ?? null).toBe(last);
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(p.lastContacted?.getTime() ?? seededAt.getTime());
      expect(p.interactionCount).toBeGreaterThanOrEqual(done.length);
      expect(done.some((a) => a.outcome === 'sale_closed')).toBe(p.status === 'enrolled');
      if (p.status === 'demo_scheduled') expect(open.some((a) => a.type === 'demo' && a.status === 'scheduled')).toBe(true);
      if (p.status === 'not_interested') expect(open).toEqual([]);
    }
  });

  it('gives each team member the rank its active downline qualifies for', async () => {
    const members = await expectEarnedRanks(sellerId, t.app.config.rankQualifiers);
    expect(members.length).toBeGreaterThanOrEqual(20);
    expect(distinct(members.map((m) => m.rank))).toBeGreaterThanOrEqual(3);
    expect(distinct(members.map((m) => m.status))).toBeGreaterThanOrEqual(3);
    for (const m of members) expect(m.joinDate! <= seededAt.toISOString().slice(0, 10)).toBe(true);
  });

  it('earns commissions and tracks goals from the same story', async () => {
    const today = seededAt.toISOString().slice(0, 10);
    const rows = await db.select().from(commissions).where(eq(commissions.userId, sellerId));
    const enrolled = (await db.select().from(prospects).where(eq(prospects.userId, sellerId))).filter((p) => p.status === 'enrolled');
    expect(rows.filter((c) => c.type === 'product_sale').map((c) => c.prospectId).sort()).toEqual(enrolled.map((p) => p.id).sort());
    for (const c of rows) expect(c.date <= today).toBe(true);
    const newestPaid = rows.filter((c) => c.status === 'paid').map((c) => c.date).sort().at(-1)!;
    for (const c of rows.filter((x) => x.status === 'pending')) expect(c.date > newestPaid).toBe(true);
    const enrolGoal = (await db.select().from(goals).where(eq(goals.userId, sellerId))).find((g) => g.type === 'prospects_enrolled')!;
    expect(enrolGoal.currentValue).toBeLessThanOrEqual(enrolled.length);
  });

  it('gives the seller a to-do list of every status, linked to her own people, with two recurring series', async () => {
    const rows = await db.select().from(tasks).where(eq(tasks.userId, sellerId));
    const now = new Date();
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect([...new Set(rows.map((r) => effectiveTaskStatus(r.status as TTaskSettableStatus, r.dueAt, now)))].sort()).toEqual(['archived', 'completed', 'inProgress', 'overdue', 'pending', 'scheduled']);
    for (const r of rows) {
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(r.completedAt !== null, r.title).toBe(r.status === 'completed');
      if (r.completedAt) expect(r.completedAt >= r.createdAt && r.completedAt <= now, r.title).toBe(true);
    }
    for (const recurrence of ['weekly', 'monthly'] as const) {
      const occurrences = rows.filter((r) => r.recurrence === recurrence).sort((a, b) => a.occurrence - b.occurrence);
      expect(occurrences.length).toBeGreaterThanOrEqual(2);
      expect(occurrences.filter((r) => r.status !== 'completed')).toHaveLength(1);
      occurrences.forEach((r, i) => {
        expect(r).toMatchObject({ seriesId: occurrences[0].id, occurrence: i, previousId: i ? occurrences[i - 1].id : null });
        expect(r.dueAt).toEqual(occurrenceDue(occurrences[0].seriesAnchorAt!, recurrence, i, 'UTC'));
      });
      expect(occurrences.at(-1)!.dueAt!.getTime()).toBeGreaterThan(now.getTime());
    }
    const own = new Set(
      (await Promise.all([prospects, contacts, teamMembers].map((table) => db.select({ id: table.id }).from(table).where(eq(table.userId, sellerId))))).flat().map((r) => r.id),
    );
    const links = rows.flatMap((r) => [r.prospectId, r.contactId, r.teamMemberId, r.assigneeId]).filter((id): id is string => id !== null);
    expect(links.length).toBeGreaterThanOrEqual(12);
    expect(links.filter((id) => !own.has(id))).toEqual([]);
    const subtasks = await db.select().from(taskSubtasks).where(eq(taskSubtasks.userId, sellerId));
    expect(distinct(subtasks.map((s) => s.done))).toBe(2);
    const comments = await db.select().from(taskComments).where(eq(taskComments.userId, sellerId));
    expect(comments.length).toBeGreaterThanOrEqual(3);
    for (const c of comments) expect(c.authorId).toBe(sellerId);
  });
});

describe('large seed generators', () => {
  it('plans a tree whose sponsors come first, with ranks earned and spread out', () => {
    const plan = bulkTeamPlan(20_000);
    expect(plan.every((m, i) => m.sponsor === null || m.sponsor < i)).toBe(true);
    expect(distinct(plan.map((m) => m.rank))).toBeGreaterThanOrEqual(5);
  });

  it('writes prospects scored by status and a team whose ranks qualify, at a small scale', async () => {
    await bulkProspects(db, adminId, 140);
    await bulkTeam(db, adminId, 400, t.app.config.rankQualifiers);
    const rows = await db.select({ status: prospects.status, leadScore: prospects.leadScore }).from(prospects).where(eq(prospects.userId, adminId));
    expect(rows).toHaveLength(140);
    expect(rows.filter((p) => !leadScoreFitsStatus(p.leadScore, p.status as TProspectStatus))).toEqual([]);
    const members = await expectEarnedRanks(adminId, t.app.config.rankQualifiers);
    expect(members).toHaveLength(400);
    expect(distinct(members.map((m) => m.rank))).toBeGreaterThanOrEqual(3);
  });

  it('writes tasks of every column linked to the owner’s people, with subtasks and comments, at a small scale', async () => {
    await bulkTasks(db, adminId, 400);
    const rows = await db.select().from(tasks).where(eq(tasks.userId, adminId));
    const now = new Date();
    expect(rows).toHaveLength(400);
    expect([...new Set(rows.map((r) => effectiveTaskStatus(r.status as TTaskSettableStatus, r.dueAt, now)))].sort()).toEqual(['archived', 'completed', 'inProgress', 'overdue', 'pending', 'scheduled']);
    for (const r of rows) expect(r.completedAt !== null).toBe(r.status === 'completed');
    expect(rows.filter((r) => r.prospectId).length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.teamMemberId).length).toBeGreaterThan(50);
    expect((await db.select().from(taskSubtasks).where(eq(taskSubtasks.userId, adminId))).length).toBeGreaterThan(100);
    expect((await db.select().from(taskComments).where(eq(taskComments.userId, adminId))).length).toBeGreaterThan(10);
  });
});

describe('large deals', () => {
  it('writes deals of every stage about the owner’s contacts, closed ones closed with their history, at a small scale', async () => {
    const owner = await idOf('admin@upline.local');
    await bulkContacts(db, owner, 300, 70_000);
    await bulkDeals(db, owner, 350);
    const rows = await db.select().from(deals).where(eq(deals.userId, owner));
    const history = await db.select().from(dealActivity).where(eq(dealActivity.userId, owner));
    const own = new Map((await db.select().from(contacts).where(eq(contacts.userId, owner))).map((c) => [c.id, c]));
    expect(rows).toHaveLength(350);
    expect([...new Set(rows.map((d) => d.stage))].sort()).toEqual([...BUILT_IN_STAGES].sort());
    for (const d of rows) {
      expect(d.probability).toBe(STAGE_PROBABILITY[d.stage as (typeof BUILT_IN_STAGES)[number]]);
      expect(d.valueCents >= 15_000 && d.valueCents <= 1_200_000).toBe(true);
      expect(d.startDate! <= d.closeDate).toBe(true);
      expect(d.actualCloseAt !== null).toBe(isClosedStage(d.stage));
      if (d.contactId) expect(d.company).toBe(own.get(d.contactId)!.company);
      expect(history.filter((h) => h.dealId === d.id)).toHaveLength(d.version);
    }
    expect(rows.filter((d) => d.contactId).length).toBeGreaterThan(100);
    const [{ sum }] = await t.app.database.query<{ sum: number }>(`select sum(rows)::int as sum from search_terms where user_id = $1 and kind = 'deals'`, [owner]);
    expect(sum).toBe(rows.length + rows.filter((d) => d.company !== null).length);
  });
});

describe('demo follow-ups', () => {
  it('gives the seller reminders of every kind, rule and status, about her own people, in her time zone', async () => {
    const now = new Date();
    const rows = await db.select().from(followUpReminders).where(eq(followUpReminders.userId, sellerId));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const own = new Set((await Promise.all([prospects, contacts].map((table) => db.select({ id: table.id }).from(table).where(eq(table.userId, sellerId))))).flat().map((r) => r.id));
    for (const r of rows) {
      expect(own.has((r.prospectId ?? r.contactId)!)).toBe(true);
      expect(r.notes?.length, r.id).toBeGreaterThan(10);
      expect(r.rule === null, `${r.type} ${r.rule}`).toBe(r.type === 'manual');
      expect(r.completedAt !== null).toBe(r.status === 'done');
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect([...new Set(rows.map((r) => effectiveFollowUpStatus(r.status as 'pending' | 'done', r.dueAt, now)))].sort()).toEqual(['done', 'missed', 'pending']);
    expect([...new Set(rows.filter((r) => r.type === 'auto').map((r) => r.rule))].sort()).toEqual(['birthday', 'cadence', 'no_contact']);
    expect(rows.some((r) => r.type === 'auto' && r.contactId)).toBe(true);
    const open = rows.filter((r) => r.type === 'auto' && r.status === 'pending').map((r) => `${r.prospectId ?? r.contactId}:${r.rule}`);
    expect(new Set(open).size).toBe(open.length);
    // A couple due later today, in Valencia.
    const [profile] = await db.select({ timeZone: userProfiles.timeZone }).from(userProfiles).where(eq(userProfiles.userId, sellerId));
    expect(profile!.timeZone).toBe(DEMO_TIME_ZONE);
    const localDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIME_ZONE }).format(d);
    expect(rows.filter((r) => r.type === 'manual' && r.status === 'pending' && localDay(r.dueAt) === localDay(now)).length).toBeGreaterThanOrEqual(2);
    const cadences = (await db.select({ days: prospects.stayInTouchDays }).from(prospects).where(eq(prospects.userId, sellerId))).filter((p) => p.days !== null);
    expect(cadences.length).toBeGreaterThanOrEqual(2);
    const birthdays = (await db.select({ birthday: contacts.birthday }).from(contacts).where(eq(contacts.userId, sellerId))).filter((c) => c.birthday !== null);
    expect(birthdays.length).toBeGreaterThanOrEqual(2);
  });

  it('writes the bench seller’s reminders, done, missed and ahead, at a small scale', async () => {
    const owner = await idOf('admin@upline.local');
    await bulkProspects(db, owner, 300, 50_000);
    await db.delete(followUpReminders).where(eq(followUpReminders.userId, owner));
    await bulkFollowUps(db, owner, 200);
    const rows = await db.select().from(followUpReminders).where(eq(followUpReminders.userId, owner));
    const now = Date.now();
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.prospectId)).size).toBe(200);
    expect(rows.filter((r) => r.type === 'auto')).toHaveLength(20);
    expect(rows.filter((r) => r.status === 'done').every((r) => r.dueAt.getTime() < now && r.completedAt)).toBe(true);
    expect(rows.filter((r) => r.dueAt.getTime() < now).every((r) => r.notifiedAt)).toBe(true);
    expect(rows.filter((r) => r.dueAt.getTime() > now).every((r) => r.status === 'pending' && !r.notifiedAt)).toBe(true);
    expect(rows.some((r) => r.status === 'pending' && r.dueAt.getTime() < now)).toBe(true);
  });
});

describe('demo deals', () => {
  it('gives the seller a pipeline over every default stage, about her own contacts, in believable values and dates', async () => {
    const rows = await db.select().from(deals).where(eq(deals.userId, sellerId));
    const people = new Map((await db.select().from(contacts).where(eq(contacts.userId, sellerId))).map((c) => [c.id, c]));
    const today = seededAt.toISOString().slice(0, 10);
    const nextMonth = new Date(Date.UTC(seededAt.getUTCFullYear(), seededAt.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect([...new Set(rows.map((d) => d.stage))].sort()).toEqual([...BUILT_IN_STAGES].sort());
    for (const d of rows) {
      expect(d.probability, d.title).toBe(STAGE_PROBABILITY[d.stage as (typeof BUILT_IN_STAGES)[number]]);
      expect(d.valueCents >= 15_000 && d.valueCents <= 1_200_000 && Number.isInteger(d.valueCents), d.title).toBe(true);
      const contact = people.get(d.contactId!);
      expect(contact, d.title).toBeDefined();
      expect(d.company, d.title).toBe(contact!.company);
      expect(d.startDate! <= d.closeDate, d.title).toBe(true);
      expect(d.createdAt <= d.stageChangedAt && d.stageChangedAt <= d.updatedAt && d.updatedAt.getTime() <= Date.now(), d.title).toBe(true);
      expect(d.actualCloseAt !== null, d.title).toBe(isClosedStage(d.stage));
      if (d.actualCloseAt) expect(d.actualCloseAt, d.title).toEqual(d.stageChangedAt);
      if (d.followUpAt) expect(d.followUpAt.getTime(), d.title).toBeGreaterThan(Date.now());
      expect(d.tags.length, d.title).toBeGreaterThan(0);
    }
    const statuses = rows.map((d) => dealStatus(d.stage, d.closeDate, today));
    expect(statuses.filter((s) => s === 'pending').length).toBeGreaterThanOrEqual(1);
    expect(rows.some((d) => !isClosedStage(d.stage) && d.closeDate.startsWith(nextMonth))).toBe(true);
    expect(rows.filter((d) => d.followUpAt).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((d) => d.notes).length).toBeGreaterThanOrEqual(8);
  });

  it('tells each deal’s story in its history: created, then updates in time order ending in its stage, value and version', async () => {
    const rows = await db.select().from(deals).where(eq(deals.userId, sellerId));
    const history = await db.select().from(dealActivity).where(eq(dealActivity.userId, sellerId));
    for (const d of rows) {
      const own = history.filter((h) => h.dealId === d.id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(own[0], d.title).toMatchObject({ action: 'created', details: {}, createdAt: d.createdAt });
      const updates = own.slice(1);
      expect(updates.every((h) => h.action === 'update' && Object.keys(h.details).length > 0), d.title).toBe(true);
      expect(new Set(own.map((h) => h.createdAt.getTime())).size, d.title).toBe(own.length);
      expect(d.version, d.title).toBe(1 + updates.length);
      expect(own.at(-1)!.createdAt, d.title).toEqual(d.updatedAt);
      // Replaying the changes from the first one's "from" lands on the deal as it is.
      let stage = (updates.find((h) => h.details.stage)?.details.stage.from as string | undefined) ?? d.stage;
      for (const h of updates.filter((x) => x.details.stage)) {
        expect(h.details.stage.from, d.title).toBe(stage);
        stage = h.details.stage.to as string;
        if (h.details.probability) expect(h.details.probability.to, d.title).toBe(STAGE_PROBABILITY[stage as (typeof BUILT_IN_STAGES)[number]]);
      }
      expect(stage, d.title).toBe(d.stage);
      const lastMove = updates.filter((h) => h.details.stage).at(-1);
      expect(d.stageChangedAt, d.title).toEqual(lastMove?.createdAt ?? d.createdAt);
      const values = updates.filter((h) => h.details.valueCents);
      if (values.length) expect(values.at(-1)!.details.valueCents.to, d.title).toBe(d.valueCents);
    }
    expect(history.filter((h) => h.details.valueCents).length).toBeGreaterThanOrEqual(2);
  });
});

describe('demo referrals and billing', () => {
  it('links the seller’s newest members to their accounts, with payments and her 25 % of each', async () => {
    const { referralOverview } = await import('../../modules/referral/referral.service.js');
    const overview = await referralOverview({ db, config: t.app.config }, sellerId);
    expect(overview.referredTotal).toBe(5);
    expect(new Set(overview.referred.map((r) => r.membershipTier))).toEqual(new Set(['premium', 'trial', 'free']));
    expect(overview.referred.every((r) => r.teamMemberId)).toBe(true);
    const linked = await db.select({ id: teamMembers.id, linkedUserId: teamMembers.linkedUserId }).from(teamMembers).where(eq(teamMembers.userId, sellerId));
    expect(linked.filter((m) => m.linkedUserId)).toHaveLength(5);
    expect(overview.earnings.count).toBeGreaterThanOrEqual(3);
    for (const e of overview.earnings.items) expect(e.commissionCents).toBe(Math.round(e.purchaseCents / 4));
    expect(overview.earnings.totalCents).toBe(overview.earnings.items.reduce((sum, e) => sum + e.commissionCents, 0));
    // Premium members paid until now: their access runs past today.
    for (const r of overview.referred.filter((x) => x.membershipTier === 'premium')) expect(r.premium).toBe(true);
    const { subscriptionState, listPurchases } = await import('../../modules/billing/billing.service.js');
    expect((await subscriptionState(db, sellerId)).additionalMessages).toBe(500);
    expect((await listPurchases(db, sellerId, { page: 1, pageSize: 20 })).items).toEqual([expect.objectContaining({ product: 'messages_500', status: 'succeeded', amountCents: 4000 })]);
  });
});

describe('demo support', () => {
  it('gives the seller a resolved billing thread, a technical one in progress and an unanswered idea', async () => {
    const { listMyTickets, getTicket } = await import('../../modules/support/support.service.js');
    const { items } = await listMyTickets(db, sellerId, { page: 1, pageSize: 20 });
    expect(items.map((i) => [i.category, i.status])).toEqual([['feature_request', 'open'], ['technical', 'inprogress'], ['billing', 'resolved']]);
    const billing = await getTicket(db, { id: sellerId, name: 'Maria Lopez', role: 'user' }, items[2]!.id);
    expect(billing.replies.map((r) => r.fromAdmin)).toEqual([true, false]);
    expect(billing.replies[0]!.authorName).toBe('Alex Morgan');
    const [reply] = await db.select().from(notifications).where(and(eq(notifications.userId, sellerId), eq(notifications.type, 'support_ticket_reply')));
    expect(reply?.link).toBe(`/messages?ticket=${items[1]!.id}`);
    const [opened] = await db.select().from(notifications).where(and(eq(notifications.userId, adminId), eq(notifications.type, 'support_ticket')));
    expect(opened?.link).toBe(`/admin?tab=tickets&ticket=${items[0]!.id}`);
  });
});

describe('demo AI chats', () => {
  it('keeps two chats of the seller, answered by the offline analyst from her own figures, counted in her allowance', async () => {
    const { listSessions, getSession } = await import('../../modules/ai/sessions.service.js');
    const { getDashboardSummary } = await import('../../modules/dashboard/dashboard.service.js');
    const chats = await listSessions(db, sellerId);
    expect(chats.map((c) => [c.title, c.messageCount])).toEqual([['What should I do next?', 2], ['Summarize my pipeline', 2]]);
    const pipeline = await getSession(db, sellerId, chats[1]!.id);
    const active = (await getDashboardSummary(db, sellerId)).quickStats.activeProspects;
    expect(pipeline.messages[1]).toMatchObject({ role: 'assistant', provider: 'offline' });
    expect(pipeline.messages[1]!.content).toContain(`Active prospects: **${active}**`);
    const [allowance] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, sellerId));
    expect(allowance).toMatchObject({ additionalMessages: 500, messagesUsed: 2 });
    expect(allowance!.billingCycleEnd!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('demo admin data', () => {
  it('has one live alert and a suspicious-activity log whose places agree with the addresses', async () => {
    const alerts = await db.select().from(systemAlerts);
    expect(alerts.filter((a) => a.active)).toHaveLength(1);
    const events = await db.select().from(securityEvents);
    expect(new Set(events.map((e) => e.kind)).size).toBeGreaterThanOrEqual(4);
    for (const event of events) {
      if (event.ipAddress) expect(countryOf(event.ipAddress), event.ipAddress).toBe(event.country);
      if (event.userId) expect(event.userId).toBe(sellerId);
    }
    const newCountry = events.find((e) => e.kind === 'new_country')!;
    const known = await db.select().from(signInAddresses).where(eq(signInAddresses.userId, sellerId));
    expect(known.map((k) => k.ipAddress)).toContain(newCountry.ipAddress);
    expect(newCountry.details.knownCountries).toEqual(known.filter((k) => k.ipAddress !== newCountry.ipAddress).map((k) => k.country));
  });
});
