import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { FUNNEL_STAGES } from '../../../shared/prospects/prospects.schema.js';
import { ENROLLED, FUNNEL_DROP_STAGES, FUNNEL_PROGRESS_STAGES, type TFunnelStageCounts } from '../../../shared/detailed-reports/detailed-reports.rules.js';
import type { TFunnelStage } from '../../../shared/funnel/funnel.rules.js';
import { FUNNEL_DEFAULT_STAGE } from '../../../shared/funnel/funnel.rules.js';
import type { TLanguage } from '../../../shared/profile/profile.schema.js';
import { queryRows } from '../../lib/sql.js';

/** Instants [from, to): `from` null means since the first record. */
export interface TInstants {
  from: Date | null;
  to: Date;
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const since = (column: SQL, from: Date | null) => (from ? sql`and ${column} >= ${from.toISOString()}::timestamptz` : sql``);

/** The settings a report is read with: the seller's time zone and language. */
export async function readReportSettings(db: TExecutor, userId: string): Promise<{ timeZone: string; language: TLanguage }> {
  const [row] = await queryRows<{ time_zone: string; language: TLanguage }>(db, sql`select time_zone, language from user_profiles where user_id = ${userId}`);
  return { timeZone: row?.time_zone ?? 'UTC', language: row?.language ?? 'en' };
}

/** Prospects added in the range per source, and how many of them are enrolled (status or funnel stage). */
export function sourceCounts(db: TExecutor, userId: string, range: TInstants) {
  return queryRows<{ source: string; prospects: number; enrolled: number }>(db, sql`
    select coalesce(p.source, 'unknown') as source, count(*)::int as prospects,
      count(*) filter (where p.status = ${ENROLLED} or p.funnel_stage = ${ENROLLED})::int as enrolled
    from prospects p
    where p.user_id = ${userId} and p.created_at < ${range.to.toISOString()}::timestamptz ${since(sql`p.created_at`, range.from)}
    group by 1`);
}

/**
 * Per funnel stage, for the prospects added in the range, in one statement: how many stand in it
 * now; how many went no further along the way to enrolment (their furthest stage, from the
 * stage history and where they stand), and of those how many now stand in a drop stage; and the
 * median of the finished stays in it (a stay ends at the prospect's next stage change).
 * A prospect without a stage stands in the first one, as on the tracker's board.
 */
export async function funnelCounts(db: TExecutor, userId: string, range: TInstants): Promise<TFunnelStageCounts[]> {
  const progress = textArray(FUNNEL_PROGRESS_STAGES);
  const rows = await queryRows<{ stage: TFunnelStage; current: number; furthest: number; drop_off: number; median_days: number | string | null; stays: number }>(db, sql`
    with cohort as (
      select p.id, coalesce(p.funnel_stage, ${FUNNEL_DEFAULT_STAGE}) as stage
      from prospects p
      where p.user_id = ${userId} and p.created_at < ${range.to.toISOString()}::timestamptz ${since(sql`p.created_at`, range.from)}
    ), visits as (
      select c.prospect_id, c.to_value as stage,
        extract(epoch from (lead(c.changed_at) over (partition by c.prospect_id order by c.changed_at, c.id) - c.changed_at)) / 86400.0 as days
      from prospect_stage_changes c
      join cohort k on k.id = c.prospect_id
      where c.field = 'funnel_stage'
    ), reach as (
      select prospect_id, max(array_position(${progress}, stage)) as at from visits group by prospect_id
    ), furthest as (
      select k.stage, greatest(array_position(${progress}, k.stage), r.at, 1) as at
      from cohort k left join reach r on r.prospect_id = k.id
    ), now_in as (
      select stage, count(*)::int as n from cohort group by stage
    ), far as (
      select (${progress})[at] as stage, count(*)::int as n,
        count(*) filter (where stage = any(${textArray(FUNNEL_DROP_STAGES)}))::int as dropped
      from furthest group by at
    ), med as (
      select stage, count(*)::int as stays, percentile_cont(0.5) within group (order by days) as median
      from visits where days is not null and stage is not null group by stage
    )
    select s.stage, coalesce(n.n, 0) as current, coalesce(f.n, 0) as furthest, coalesce(f.dropped, 0) as drop_off,
      m.median as median_days, coalesce(m.stays, 0) as stays
    from unnest(${textArray(FUNNEL_STAGES)}) as s(stage)
    left join now_in n on n.stage = s.stage
    left join far f on f.stage = s.stage
    left join med m on m.stage = s.stage`);
  return rows.map((r) => ({
    stage: r.stage,
    current: r.current,
    furthest: r.furthest,
    dropOff: r.drop_off,
    medianDays: r.median_days === null ? null : Number(r.median_days),
    stays: r.stays,
  }));
}

/** Activities that took place (or were planned) in the range, per type and outcome. */
export function activityCounts(db: TExecutor, userId: string, range: TInstants) {
  const when = sql`coalesce(a.scheduled_at, a.created_at)`;
  return queryRows<{ type: string; outcome: string | null; total: number; completed: number; cancelled: number }>(db, sql`
    select a.type, a.outcome, count(*)::int as total,
      count(*) filter (where a.status = 'completed')::int as completed,
      count(*) filter (where a.status = 'cancelled')::int as cancelled
    from activities a
    where a.user_id = ${userId} and ${when} < ${range.to.toISOString()}::timestamptz ${since(when, range.from)}
    group by a.type, a.outcome`);
}

/** Commission sums per month (YYYY-MM), type and status, dated within the days given (both included). */
export async function commissionSums(db: TExecutor, userId: string, days: { from: string; to: string }) {
  const rows = await queryRows<{ month: string; type: string; status: string; cents: string | number; n: number }>(db, sql`
    select to_char(c.date, 'YYYY-MM') as month, c.type, c.status, sum(c.amount_cents)::bigint as cents, count(*)::int as n
    from commissions c
    where c.user_id = ${userId} and c.date between ${days.from}::date and ${days.to}::date
    group by 1, 2, 3`);
  return rows.map((r) => ({ ...r, cents: Number(r.cents) }));
}

/** The first day the seller has a commission on, up to `to` (null: none). */
export async function firstCommissionDay(db: TExecutor, userId: string, to: string): Promise<string | null> {
  const [row] = await queryRows<{ first: string | null }>(db, sql`
    select to_char(min(c.date), 'YYYY-MM-DD') as first from commissions c where c.user_id = ${userId} and c.date <= ${to}::date`);
  return row?.first ?? null;
}
