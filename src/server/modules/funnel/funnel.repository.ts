import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { prospectStageChanges } from '../../db/schema/index.js';
import type { TProspectStatus } from '../../../shared/prospects/prospects.constants.js';
import { FUNNEL_STAGES } from '../../../shared/prospects/prospects.schema.js';
import { FUNNEL_DEFAULT_STAGE, type TFunnelStage } from '../../../shared/funnel/funnel.rules.js';
import type { TFunnelCard, TFunnelEvent } from '../../../shared/funnel/funnel.schema.js';
import { escapeLike } from '../../lib/list.js';
import { queryRows } from '../../lib/sql.js';

/**
 * A prospect's column and since when it stands there. Both must stay the expressions of the index
 * prospects_owner_funnel_idx (migration 0027_funnel_tracker), which answers the counts and the
 * first cards of every column.
 */
const STAGE = sql.raw(`coalesce(p.funnel_stage, '${FUNNEL_DEFAULT_STAGE}')`);
const SINCE = sql.raw('coalesce(p.stage_updated_at, p.created_at)');

const CARD_COLUMNS = sql.raw('p.id, p.first_name, p.last_name, p.email, p.company_name, p.status, p.lead_score, p.last_activity_at');

interface TCardRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string | null;
  status: string;
  lead_score: number;
  since: Date | string;
  last_activity_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toCard(row: TCardRow): TFunnelCard {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    companyName: row.company_name,
    status: row.status as TProspectStatus,
    leadScore: Number(row.lead_score),
    stageUpdatedAt: iso(row.since),
    lastActivityAt: row.last_activity_at === null ? null : iso(row.last_activity_at),
  };
}

/**
 * Prospects whose full name holds `q` (accents and case aside), through the trigram index
 * prospects_search_trgm (migration 0007) once `q` has three characters.
 */
function nameMatch(q: string | undefined): SQL {
  if (!q) return sql``;
  return sql`and upline_fold(p.first_name || ' ' || p.last_name) like '%' || upline_fold(${escapeLike(q)}) || '%'`;
}

/** Per stage, how many of the owner's prospects (whose name holds `q`) stand there; empty stages are absent. */
export function countByStageSql(userId: string, q: string | undefined): SQL {
  return sql`select ${STAGE} as stage, count(*)::int as n from prospects p where p.user_id = ${userId} ${nameMatch(q)} group by 1`;
}

export async function countByStage(db: TExecutor, userId: string, q: string | undefined): Promise<Map<string, number>> {
  const rows = await queryRows<{ stage: string; n: number }>(db, countByStageSql(userId, q));
  return new Map(rows.map((row) => [row.stage, Number(row.n)]));
}

/** The first `limit` cards of every stage, newest arrival first, in one statement: one index range per stage. */
export function firstCardsSql(userId: string, q: string | undefined, limit: number): SQL {
  const stages = sql.join(
    FUNNEL_STAGES.map((stage) => sql`(${stage})`),
    sql`, `,
  );
  return sql`select s.stage, c.* from (values ${stages}) as s(stage)
    cross join lateral (
      select ${CARD_COLUMNS}, ${SINCE} as since from prospects p
      where p.user_id = ${userId} and ${STAGE} = s.stage ${nameMatch(q)}
      order by ${SINCE} desc, p.id desc
      limit ${limit}
    ) c`;
}

export async function firstCardsByStage(db: TExecutor, userId: string, q: string | undefined, limit: number): Promise<Map<TFunnelStage, TFunnelCard[]>> {
  const rows = await queryRows<TCardRow & { stage: TFunnelStage }>(db, firstCardsSql(userId, q, limit));
  const byStage = new Map<TFunnelStage, TFunnelCard[]>();
  for (const row of rows) {
    const list = byStage.get(row.stage) ?? [];
    list.push(toCard(row));
    byStage.set(row.stage, list);
  }
  return byStage;
}

/** One page of a stage's cards in the board's order, and how many the stage holds. */
export async function stageCardsPage(db: TExecutor, userId: string, options: { stage: TFunnelStage; q: string | undefined; limit: number; offset: number }) {
  const where = sql`p.user_id = ${userId} and ${STAGE} = ${options.stage} ${nameMatch(options.q)}`;
  const [rows, [total]] = await Promise.all([
    queryRows<TCardRow>(db, sql`select ${CARD_COLUMNS}, ${SINCE} as since from prospects p where ${where} order by ${SINCE} desc, p.id desc limit ${options.limit} offset ${options.offset}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from prospects p where ${where}`),
  ]);
  return { items: rows.map(toCard), total: Number(total?.n ?? 0) };
}

/** The newest `limit` funnel-stage changes of a prospect, newest first (index on prospect_id, changed_at). */
export async function funnelEvents(db: TExecutor, userId: string, prospectId: string, limit: number): Promise<TFunnelEvent[]> {
  const rows = await db
    .select()
    .from(prospectStageChanges)
    .where(and(eq(prospectStageChanges.prospectId, prospectId), eq(prospectStageChanges.userId, userId), eq(prospectStageChanges.field, 'funnel_stage')))
    .orderBy(desc(prospectStageChanges.changedAt), desc(prospectStageChanges.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, from: row.fromValue as TFunnelStage | null, to: row.toValue as TFunnelStage | null, at: row.changedAt.toISOString() }));
}
