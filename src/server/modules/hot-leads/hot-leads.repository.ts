import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { hotLeadRefreshState, hotLeadScores, prospectEngagement, prospects } from '../../db/schema/index.js';
import type { TEngagementEvent, THotLeadListQuery } from '../../../shared/hot-leads/hot-leads.schema.js';
import {
  HOT_LEAD_CLICK_OUTCOMES,
  HOT_LEAD_IGNORED_ACTIVITY_STATUS,
  HOT_LEAD_PAGE_TIME_TARGET_SECONDS,
  HOT_LEAD_SEND_ACTIVITY_TYPES,
  HOT_LEAD_WEIGHTS,
  type TEngagementKind,
} from '../../../shared/hot-leads/hot-leads.rules.js';
import { escapeLike, offsetOf, readPage } from '../../lib/list.js';
import { queryRows } from '../../lib/sql.js';
import { featureSql } from '../limits/membership.sql.js';

/** A constant of the shared rules written into the statement (never user input). */
const constant = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`Not a finite constant: ${value}`);
  return sql.raw(String(value));
};
const textList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** Records an event on one of the owner's prospects, in one statement; null when the prospect is not hers. */
export async function insertEngagement(db: TExecutor, userId: string, values: { prospectId: string; kind: TEngagementKind; seconds: number; occurredAt: Date }): Promise<TEngagementEvent | null> {
  const [row] = await queryRows<{ id: string; prospect_id: string; kind: TEngagementKind; seconds: number; occurred_at: string | Date }>(db, sql`
    insert into ${prospectEngagement} (user_id, prospect_id, kind, seconds, occurred_at)
    select p.user_id, p.id, ${values.kind}, ${values.seconds}, ${values.occurredAt.toISOString()}::timestamptz
    from ${prospects} p where p.id = ${values.prospectId} and p.user_id = ${userId}
    returning id, prospect_id, kind, seconds, occurred_at`);
  return row ? { id: row.id, prospectId: row.prospect_id, kind: row.kind, seconds: row.seconds, occurredAt: new Date(row.occurred_at).toISOString() } : null;
}

/**
 * Every scored prospect of the owner with its parts and score, by the shared rules
 * (shared/hot-leads/hot-leads.rules.ts), in one statement: the owner's engagement events and
 * counted activities as one stream of facts, grouped once by prospect (one aggregate keeps the
 * planner's estimates sane, where a full join of two aggregates made them explode). Rates are
 * exact decimals; the score is rounded to 9 decimals then half up, as `hotLeadScore` does.
 * Prospects with neither events nor counted activities are absent.
 */
export function freshScoresQuery(userId: string): SQL {
  const { open, click, time } = HOT_LEAD_WEIGHTS;
  return sql`
    with facts as (
      select e.prospect_id,
        (e.kind = 'sent')::int as sends,
        (e.kind = 'open')::int as opens,
        (e.kind = 'click')::int as clicks,
        case when e.kind = 'page_time' then e.seconds else 0 end as seconds,
        e.occurred_at as at
      from prospect_engagement e
      where e.user_id = ${userId}
      union all
      select a.prospect_id,
        (a.type in (${textList(HOT_LEAD_SEND_ACTIVITY_TYPES)}))::int,
        0,
        coalesce(a.outcome in (${textList(HOT_LEAD_CLICK_OUTCOMES)}), false)::int,
        0,
        a.created_at
      from activities a
      where a.user_id = ${userId} and a.prospect_id is not null and a.status <> ${HOT_LEAD_IGNORED_ACTIVITY_STATUS}
    ), tally as (
      select prospect_id, sum(sends) as sends, sum(opens) as opens, sum(clicks) as clicks, sum(seconds) as seconds, count(*) as interactions, max(at) as last_at
      from facts
      group by prospect_id
    ), parts as (
      select t.prospect_id, t.interactions, t.last_at,
        case when t.sends > 0 then least(1, t.opens::numeric / t.sends) else 0 end as open_rate,
        case when t.sends > 0 then least(1, t.clicks::numeric / t.sends) else 0 end as click_rate,
        least(1, t.seconds::numeric / ${constant(HOT_LEAD_PAGE_TIME_TARGET_SECONDS)}) as time_score
      from tally t
      join prospects p on p.id = t.prospect_id and p.user_id = ${userId}
    )
    select prospect_id, open_rate, click_rate, time_score, interactions, last_at,
      round(round(100 * (${constant(open)} * open_rate + ${constant(click)} * click_rate + ${constant(time)} * time_score), 9))::int as score
    from parts`;
}

/**
 * Rewrites the owner's scores in one statement: an upsert of every new or changed score, and the
 * removal of the rows of prospects left with nothing to score (their activities deleted or
 * cancelled). Unchanged scores are left out before the upsert, which would otherwise lock (and
 * so write) each row it compares: a periodic refresh of 100,000 prospects after a few new events
 * writes a few rows. A row's `refreshed_at` therefore says when its numbers last changed; the
 * owner's refresh time is kept in hot_lead_refresh_state. Data-modifying CTEs run whether or not
 * the query reads them. Answers how many prospects carry a score now.
 */
export async function refreshOwnerScores(db: TExecutor, userId: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ refreshed: number }>(db, sql`
    with fresh as materialized (${freshScoresQuery(userId)}),
    changed as (
      select f.* from fresh f
      left join hot_lead_scores h on h.prospect_id = f.prospect_id
      where h.prospect_id is null
        or (h.score, h.open_rate, h.click_rate, h.time_on_page_score, h.interaction_count, h.last_engagement_at)
          is distinct from (f.score, f.open_rate::real, f.click_rate::real, f.time_score::real, f.interactions::int, f.last_at)
    ), upserted as (
      insert into hot_lead_scores as h (prospect_id, user_id, score, open_rate, click_rate, time_on_page_score, interaction_count, last_engagement_at, refreshed_at)
      select c.prospect_id, ${userId}, c.score, c.open_rate, c.click_rate, c.time_score, c.interactions, c.last_at, ${now.toISOString()}::timestamptz
      from changed c
      -- In key order: the primary key's pages are visited once each, not at random.
      order by c.prospect_id
      on conflict (prospect_id) do update set
        score = excluded.score, open_rate = excluded.open_rate, click_rate = excluded.click_rate,
        time_on_page_score = excluded.time_on_page_score, interaction_count = excluded.interaction_count,
        last_engagement_at = excluded.last_engagement_at, refreshed_at = excluded.refreshed_at
      where h.user_id = excluded.user_id
    ), removed as (
      delete from hot_lead_scores h
      where h.user_id = ${userId} and not exists (select 1 from fresh f where f.prospect_id = h.prospect_id)
    )
    select count(*)::int as refreshed from fresh`);
  return Number(row.refreshed);
}

const fullName = sql<string>`trim(${prospects.firstName} || ' ' || ${prospects.lastName})`;

/** `q` matches the prospect's name; the scored rows are one owner's, so no index is needed behind it. */
function nameFilter(userId: string, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return sql`exists (select 1 from ${prospects} p where p.id = ${hotLeadScores.prospectId} and p.user_id = ${userId} and (p.first_name || ' ' || p.last_name) ilike ${`%${escapeLike(q)}%`})`;
}

/** One page of the owner's scores; the exact total of the filter only when `count` (else 0). */
export async function listHotLeadRows(db: TExecutor, userId: string, query: THotLeadListQuery, options: { count: boolean }) {
  const where = and(eq(hotLeadScores.userId, userId), query.minScore !== undefined ? gte(hotLeadScores.score, query.minScore) : undefined, nameFilter(userId, query.q));
  const select = db
    .select({
      score: hotLeadScores,
      name: fullName,
      email: prospects.email,
      status: prospects.status,
      lastActivityAt: prospects.lastActivityAt,
      lastContacted: prospects.lastContacted,
    })
    .from(hotLeadScores)
    .innerJoin(prospects, eq(prospects.id, hotLeadScores.prospectId))
    .where(where)
    .$dynamic();
  // Exactly the order of hot_lead_scores_owner_rank_idx (nulls last included), so a page reads only its rows.
  const order = [sql`${hotLeadScores.score} desc nulls last`, sql`${hotLeadScores.lastEngagementAt} desc nulls last`, asc(hotLeadScores.prospectId)];
  if (options.count) return readPage(db, { table: hotLeadScores, where, select, order }, query);
  return { rows: await select.orderBy(...order).limit(query.pageSize).offset(offsetOf(query)), total: 0 };
}

export type THotLeadRow = Awaited<ReturnType<typeof listHotLeadRows>>['rows'][number];

export interface TRefreshState {
  changes: number;
  refreshedChanges: number;
  refreshedAt: Date | null;
  scored: number;
}

export async function readRefreshState(db: TExecutor, userId: string): Promise<TRefreshState> {
  const rows = await db
    .select({ changes: hotLeadRefreshState.changes, refreshedChanges: hotLeadRefreshState.refreshedChanges, refreshedAt: hotLeadRefreshState.refreshedAt, scored: hotLeadRefreshState.scored })
    .from(hotLeadRefreshState)
    .where(eq(hotLeadRefreshState.userId, userId));
  return rows[0] ?? { changes: 0, refreshedChanges: 0, refreshedAt: null, scored: 0 };
}

/** Records a refresh that saw every change up to `changes` and left `scored` scores; a later change keeps the owner stale. */
export async function markRefreshed(db: TExecutor, userId: string, values: { changes: number; scored: number; now: Date }): Promise<void> {
  const { changes, scored, now } = values;
  await db
    .insert(hotLeadRefreshState)
    .values({ userId, changes, refreshedChanges: changes, refreshedAt: now, scored })
    .onConflictDoUpdate({
      target: hotLeadRefreshState.userId,
      set: { refreshedChanges: sql`greatest(${hotLeadRefreshState.refreshedChanges}, ${changes})`, refreshedAt: now, scored },
    });
}

/** One advisory lock per owner's scores (two integers: this feature's namespace, the owner). */
const ownerLockKey = (userId: string) => sql`hashtext('upline.hot_leads'), hashtext(${userId})`;

/** Waits for the owner's refresh lock, held until the transaction ends. */
export async function lockOwnerScores(db: TExecutor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ownerLockKey(userId)})`);
}

/** Takes the owner's refresh lock if no other transaction holds it (another instance refreshing her). */
export async function tryLockOwnerScores(db: TExecutor, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(db, sql`select pg_try_advisory_xact_lock(${ownerLockKey(userId)}) as locked`);
  return row.locked;
}

/** The next `batch` owners after `after` with premium access whose scores are stale. */
export async function staleOwners(db: TExecutor, now: Date, after: string, batch: number): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(db, sql`
    select s.user_id from hot_lead_refresh_state s
    join user_profiles up on up.user_id = s.user_id
    where s.changes > s.refreshed_changes and s.user_id > ${after} and ${featureSql(sql.raw('up'), 'SMART_LEAD_SCORING', now)}
    order by s.user_id limit ${batch}`);
  return rows.map((r) => r.user_id);
}
