import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { goals, prospects, userProfiles } from '../../db/schema/index.js';
import { CLOSED_WON } from '../../../shared/deals/deals.constants.js';
import { queryRows } from '../../lib/sql.js';

export async function countProspectsByStatus(db: TDb, userId: string): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: prospects.status, count: count() })
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .groupBy(prospects.status);
}

export async function listOpenGoals(db: TDb, userId: string, limit: number) {
  return db
    .select({ id: goals.id, title: goals.title, currentValue: goals.currentValue, targetValue: goals.targetValue, deadline: goals.deadline })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.isArchived, false)))
    .orderBy(sql`${goals.deadline} asc nulls last`, asc(goals.title))
    .limit(limit);
}

/** The person whose referral link brought this user in: their sponsor. */
export async function findSponsor(db: TDb, userId: string): Promise<{ name: string; email: string; phone: string | null } | null> {
  const me = await db.select({ sponsorId: userProfiles.pendingReferredBy }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  const sponsorId = me[0]?.sponsorId;
  if (!sponsorId) return null;
  const rows = await db
    .select({ name: userProfiles.name, email: userProfiles.email, phone: userProfiles.phone })
    .from(userProfiles)
    .where(eq(userProfiles.userId, sponsorId))
    .limit(1);
  return rows[0] ?? null;
}

/** One stage's deals, as the dashboard sums them; `won*` only for deals closed won this month. */
export interface TDealStageTotals {
  stage: string;
  count: number;
  totalCents: number;
  weightedCents: number;
  wonCount: number;
  wonCents: number;
}

/** PostgreSQL's "time zone not recognized": its tz database can lag the one the profile was checked with. */
function isUnknownZone(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (e?.code === '22023' && /time zone/i.test(String(e.message))) return true;
  return e?.cause ? isUnknownZone(e.cause) : false;
}

/**
 * The owner's saved pipeline stages and her deals summed per stage, in one statement. "This month"
 * starts on the first in her profile's time zone (UTC when PostgreSQL does not know that zone, at
 * the cost of a second try); a won deal counts by when it was closed, or by its close date when
 * that moment was never recorded. Weighted values round per deal, as the shared rule does.
 */
export async function sumDealsByStage(db: TDb, userId: string, now: Date): Promise<{ savedStages: string[]; stages: TDealStageTotals[] }> {
  try {
    return await readDealTotals(db, userId, now);
  } catch (error) {
    if (!isUnknownZone(error)) throw error;
    return readDealTotals(db, userId, now, 'UTC');
  }
}

async function readDealTotals(db: TDb, userId: string, now: Date, zone?: string): Promise<{ savedStages: string[]; stages: TDealStageTotals[] }> {
  const [row] = await queryRows<{ pipeline_stages: string[]; stages: TDealStageTotals[] }>(
    db,
    sql`
      with profile as (
        select pipeline_stages, coalesce(${zone ?? null}::text, time_zone) as time_zone from user_profiles where user_id = ${userId}
      ), owner as (
        select pipeline_stages, time_zone, date_trunc('month', ${now.toISOString()}::timestamptz at time zone time_zone) as month from profile
      ), bounds as (
        select pipeline_stages, month::date as first_day, (month + interval '1 month')::date as next_first_day,
          month at time zone time_zone as month_start, (month + interval '1 month') at time zone time_zone as month_end
        from owner
      )
      select b.pipeline_stages, coalesce((
        select json_agg(s) from (
          select stage, count(*)::int as "count", sum(value_cents)::float8 as "totalCents",
            sum(round(value_cents * probability / 100.0))::float8 as "weightedCents",
            (count(*) filter (where won))::int as "wonCount", coalesce(sum(value_cents) filter (where won), 0)::float8 as "wonCents"
          from (
            select stage, value_cents, probability, stage = ${CLOSED_WON} and case
                when actual_close_at is not null then actual_close_at >= b.month_start and actual_close_at < b.month_end
                else close_date >= b.first_day and close_date < b.next_first_day end as won
            from deals where user_id = ${userId}
          ) d
          group by stage
        ) s), '[]'::json) as stages
      from bounds b`,
  );
  return { savedStages: row?.pipeline_stages ?? [], stages: row?.stages ?? [] };
}
