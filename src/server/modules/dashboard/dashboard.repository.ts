import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { goals, prospects, userProfiles } from '../../db/schema/index.js';
import { CLOSED_WON } from '../../../shared/deals/deals.constants.js';
import type { TMembershipState } from '../../../shared/membership/membership.rules.js';
import { membershipColumns, membershipState } from '../limits/limits.repository.js';
import { queryRows } from '../../lib/sql.js';

export function prospectsByStatus(db: TExecutor, userId: string) {
  return db
    .select({ status: prospects.status, count: count() })
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .groupBy(prospects.status)
    .$dynamic();
}

export function openGoals(db: TExecutor, userId: string, limit: number) {
  return db
    .select({ id: goals.id, title: goals.title, currentValue: goals.currentValue, targetValue: goals.targetValue, deadline: goals.deadline })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.isArchived, false)))
    .orderBy(sql`${goals.deadline} asc nulls last`, asc(goals.title))
    .limit(limit)
    .$dynamic();
}

export interface TDashboardOwner {
  timeZone: string;
  membership: TMembershipState;
}

/** The dashboard's agenda depends on these: the owner's time zone and plan. */
export async function readDashboardOwner(db: TExecutor, userId: string): Promise<TDashboardOwner> {
  const [row] = await db
    .select({ timeZone: userProfiles.timeZone, ...membershipColumns })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return { timeZone: row?.timeZone ?? 'UTC', membership: membershipState(row) };
}

/** The person whose referral link brought this user in. */
export type TDashboardSponsor = { name: string; email: string; phone: string | null };

/** Her sponsor as a json scalar (null without one), for the dashboard's one statement. */
export function sponsorSql(userId: string): SQL {
  return sql`(select json_build_object('name', s.name, 'email', s.email, 'phone', s.phone)
    from ${userProfiles} me join ${userProfiles} s on s.user_id = me.pending_referred_by where me.user_id = ${userId})`;
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
export function isUnknownZone(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (e?.code === '22023' && /time zone/i.test(String(e.message))) return true;
  return e?.cause ? isUnknownZone(e.cause) : false;
}

/** One row: the owner's saved stages and her deals' totals per stage (json). */
export type TDealTotalsRow = { pipeline_stages: string[]; stages: TDealStageTotals[] };

export const dealTotalsOf = (row: TDealTotalsRow | undefined) => ({ savedStages: row?.pipeline_stages ?? [], stages: row?.stages ?? [] });

/**
 * The owner's saved pipeline stages and her deals summed per stage (one row, `TDealTotalsRow`).
 * "This month" starts on the first in her profile's time zone, or in `zone` when given (UTC when
 * PostgreSQL does not know her zone: see `isUnknownZone`); a won deal counts by when it was
 * closed, or by its close date when that moment was never recorded. Weighted values round per
 * deal, as the shared rule does.
 */
export function dealTotalsSql(userId: string, now: Date, zone?: string): SQL {
  return sql`
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
      from bounds b`;
}

