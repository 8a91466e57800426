import { and, count, desc, eq, gte, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { commissions, hotLeadScores, prospects, teamMembers } from '../../db/schema/index.js';
import { INACTIVE_PROSPECT_STATUSES } from '../../../shared/prospects/prospects.constants.js';

/** The offline analyst's few bounded statements beside the dashboard's, calendar's and commissions' services. */

export interface TProspectBrief {
  id: string;
  firstName: string;
  name: string;
  status: string;
  leadScore: number;
  lastActivityAt: Date | null;
  lastContacted: Date | null;
}

const briefColumns = {
  id: prospects.id,
  firstName: prospects.firstName,
  name: sql<string>`${prospects.firstName} || ' ' || ${prospects.lastName}`,
  status: prospects.status,
  leadScore: prospects.leadScore,
  lastActivityAt: prospects.lastActivityAt,
  lastContacted: prospects.lastContacted,
};

const active = notInArray(prospects.status, [...INACTIVE_PROSPECT_STATUSES]);

/** The open prospects with the highest lead scores. */
export function topProspects(db: TExecutor, userId: string, limit: number): Promise<TProspectBrief[]> {
  return db
    .select(briefColumns)
    .from(prospects)
    .where(and(eq(prospects.userId, userId), active))
    .orderBy(desc(prospects.leadScore), sql`${prospects.lastActivityAt} desc nulls last`, prospects.id)
    .limit(limit);
}

/** The open prospects whose engagement scores highest (the hot-leads module's kept scores). */
export function hotLeads(db: TExecutor, userId: string, limit: number): Promise<(TProspectBrief & { score: number })[]> {
  return db
    .select({ ...briefColumns, score: hotLeadScores.score })
    .from(hotLeadScores)
    .innerJoin(prospects, and(eq(prospects.id, hotLeadScores.prospectId), eq(prospects.userId, userId)))
    .where(and(eq(hotLeadScores.userId, userId), active, sql`${hotLeadScores.score} > 0`))
    .orderBy(desc(hotLeadScores.score), sql`${hotLeadScores.lastEngagementAt} desc nulls last`, hotLeadScores.prospectId)
    .limit(limit);
}

/** Open prospects nobody contacted since `before` (or ever), the most promising first. */
export function staleProspects(db: TExecutor, userId: string, before: Date, limit: number): Promise<TProspectBrief[]> {
  return db
    .select(briefColumns)
    .from(prospects)
    .where(and(eq(prospects.userId, userId), active, or(isNull(prospects.lastContacted), lt(prospects.lastContacted, before))))
    .orderBy(desc(prospects.leadScore), prospects.id)
    .limit(limit);
}

export function prospectsInStatus(db: TExecutor, userId: string, status: string, limit: number): Promise<TProspectBrief[]> {
  return db.select(briefColumns).from(prospects).where(and(eq(prospects.userId, userId), eq(prospects.status, status))).orderBy(desc(prospects.leadScore), prospects.id).limit(limit);
}

/** Prospects whose first name is one of `words` (lower case): "draft a message for Maria". */
export function prospectsNamed(db: TExecutor, userId: string, words: string[], limit: number): Promise<TProspectBrief[]> {
  if (!words.length) return Promise.resolve([]);
  return db
    .select(briefColumns)
    .from(prospects)
    .where(and(eq(prospects.userId, userId), inArray(sql`lower(${prospects.firstName})`, words)))
    .orderBy(desc(prospects.leadScore), prospects.id)
    .limit(limit);
}

/** Team members by status, and how many joined since `since`. */
export async function teamFigures(db: TExecutor, userId: string, since: Date): Promise<{ byStatus: { status: string; n: number }[]; joined: number }> {
  const [byStatus, [joined]] = await Promise.all([
    db.select({ status: teamMembers.status, n: count() }).from(teamMembers).where(eq(teamMembers.userId, userId)).groupBy(teamMembers.status),
    db
      .select({ n: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, userId), gte(sql`coalesce(${teamMembers.joinDate}::timestamptz, ${teamMembers.createdAt})`, since))),
  ]);
  return { byStatus, joined: joined?.n ?? 0 };
}

/** The team members whose commissions between the dates (cancelled left out) add up highest. */
export function topEarners(db: TExecutor, userId: string, from: string, to: string, limit: number): Promise<{ name: string; cents: number; n: number }[]> {
  return db
    .select({ name: sql<string>`${teamMembers.firstName} || ' ' || ${teamMembers.lastName}`, cents: sql<number>`sum(${commissions.amountCents})::int`, n: count() })
    .from(commissions)
    .innerJoin(teamMembers, and(eq(teamMembers.id, commissions.teamMemberId), eq(teamMembers.userId, userId)))
    .where(and(eq(commissions.userId, userId), gte(commissions.date, from), lt(commissions.date, to), ne(commissions.status, 'cancelled')))
    .groupBy(teamMembers.id, teamMembers.firstName, teamMembers.lastName)
    .orderBy(desc(sql`sum(${commissions.amountCents})`), teamMembers.id)
    .limit(limit);
}

export async function countCommissionsBetween(db: TExecutor, userId: string, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(commissions)
    .where(and(eq(commissions.userId, userId), gte(commissions.date, from), lt(commissions.date, to), ne(commissions.status, 'cancelled')));
  return row?.n ?? 0;
}
