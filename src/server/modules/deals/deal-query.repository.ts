import { and, arrayOverlaps, asc, eq, getTableColumns, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.js';
import { contacts, dealStageTotals, deals, teamMembers } from '../../db/schema/index.js';
import { CLOSED_LOST, CLOSED_STAGES, CLOSED_WON, type TDealStatus } from '../../../shared/deals/deals.constants.js';
import { LAST_STORABLE_DAY } from '../../../shared/common/fields.js';
import { dayStartIn, dealStatus, nextDay, weightedCents } from '../../../shared/deals/deals.rules.js';
import type { TDeal, TDealFilters, TDealListQuery } from '../../../shared/deals/deals.schema.js';
import { escapeLike, listTextOf, isoOrNull, readPage, SUBSTRING_MIN_LENGTH } from '../../lib/list.js';

export type TDealRow = typeof deals.$inferSelect;

const rep = alias(teamMembers, 'deal_rep');

/** A deal with what its card shows: the contact's name and company, the rep's name. */
const selection = {
  deal: deals,
  contactFirstName: contacts.firstName,
  contactLastName: contacts.lastName,
  contactCompany: contacts.company,
  repName: sql<string | null>`${rep.firstName} || ' ' || ${rep.lastName}`,
};
export type TJoinedDeal = { deal: TDealRow; contactFirstName: string | null; contactLastName: string | null; contactCompany: string | null; repName: string | null };

const joined = (db: TExecutor) => db.select(selection).from(deals).leftJoin(contacts, eq(contacts.id, deals.contactId)).leftJoin(rep, eq(rep.id, deals.assignedRepId));

/** `today` is the owner's calendar date: the status reads it (dealStatus). */
export function toDeal(row: TJoinedDeal, today: string): TDeal {
  const d = row.deal;
  return {
    id: d.id,
    title: d.title,
    valueCents: d.valueCents,
    probability: d.probability,
    weightedCents: weightedCents(d.valueCents, d.probability),
    stage: d.stage,
    status: dealStatus(d.stage, d.closeDate, today),
    startDate: d.startDate,
    closeDate: d.closeDate,
    actualCloseAt: isoOrNull(d.actualCloseAt),
    assignedRep: d.assignedRepId && row.repName ? { id: d.assignedRepId, name: row.repName } : null,
    contact: d.contactId && row.contactFirstName !== null ? { id: d.contactId, firstName: row.contactFirstName, lastName: row.contactLastName ?? '', company: row.contactCompany } : null,
    company: d.company,
    tags: d.tags,
    notes: d.notes,
    followUpAt: isoOrNull(d.followUpAt),
    stageChangedAt: d.stageChangedAt.toISOString(),
    version: d.version,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** Closed stages as literals: the status filter reads the same as dealStatus. */
const CLOSED_LIST = sql.raw(CLOSED_STAGES.map((s) => `'${s}'`).join(', '));
const IS_OPEN = sql`${deals.stage} not in (${CLOSED_LIST})`;

/** The status in SQL with dealStatus's meaning: an open deal past its close date (in the owner's days) is pending. */
function statusFilter(status: TDealStatus, today: string): SQL | undefined {
  switch (status) {
    case 'won':
      return eq(deals.stage, CLOSED_WON);
    case 'lost':
      return eq(deals.stage, CLOSED_LOST);
    case 'pending':
      return and(IS_OPEN, lt(deals.closeDate, today));
    case 'active':
      return and(IS_OPEN, gte(deals.closeDate, today));
  }
}

/** What `q` searches: the stored `list_text` of the title and company (migration 0037), with its trigram index. */
const DEAL_Q_TEXT = listTextOf(deals);

/** 3+ characters: a substring of the title or company; 1 or 2: the start of either (lists' rule, lib/list.ts). */
function textFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (q.includes('\x1f')) return sql`false`;
  if ([...q].length < SUBSTRING_MIN_LENGTH) {
    const prefix = `${escapeLike(q)}%`;
    return sql`(lower(${deals.title}) like lower(${prefix}) or lower(${deals.company}) like lower(${prefix}))`;
  }
  return sql`${DEAL_Q_TEXT} like lower(${`%${escapeLike(q)}%`})`;
}

/** The owner's calendar: the status reads `today`, the created-date range her days. */
export interface TDealDays {
  today: string;
  timeZone: string;
}

/** The filters of the list, the board and the forecast. Date ranges are inclusive days. */
export function dealFilter(userId: string, filters: TDealFilters, days: TDealDays): SQL | undefined {
  return and(
    eq(deals.userId, userId),
    filters.stage ? eq(deals.stage, filters.stage) : undefined,
    filters.status ? statusFilter(filters.status, days.today) : undefined,
    filters.tags?.length ? arrayOverlaps(deals.tags, filters.tags) : undefined,
    filters.createdFrom ? gte(deals.createdAt, dayStartIn(filters.createdFrom, days.timeZone)) : undefined,
    // Every deal was created by the end of the last storable day, which has no day after it.
    filters.createdTo && filters.createdTo < LAST_STORABLE_DAY ? lt(deals.createdAt, dayStartIn(nextDay(filters.createdTo), days.timeZone)) : undefined,
    filters.closeFrom ? gte(deals.closeDate, filters.closeFrom) : undefined,
    filters.closeTo ? lte(deals.closeDate, filters.closeTo) : undefined,
    filters.contactId ? eq(deals.contactId, filters.contactId) : undefined,
    textFilter(filters.q),
  );
}

/**
 * The order of a board column, and of a list filtered to a stage by default: written as the index
 * deals_owner_stage_idx holds it (`DESC NULLS LAST`), or the planner sorts every deal of the stage.
 */
const STAGE_CHANGED_DESC = [sql`${deals.stageChangedAt} desc nulls last`, asc(deals.id)];

/** ORDER BY of the list: every order ends on the id, so pages never overlap. `stage` follows the pipeline. */
export function dealOrder(sort: TDealListQuery['sort'], pipeline: readonly string[]): SQL[] {
  const dir = sql.raw(sort.direction);
  const by = (expression: SQL) => [sql`${expression} ${dir}`, asc(deals.id)];
  switch (sort.field) {
    case 'createdAt':
      return by(sql`${deals.createdAt}`);
    case 'updatedAt':
      return by(sql`${deals.updatedAt}`);
    case 'closeDate':
      return by(sql`${deals.closeDate}`);
    case 'title':
      return by(sql`lower(${deals.title})`);
    case 'value':
      return by(sql`${deals.valueCents}`);
    case 'probability':
      return by(sql`${deals.probability}`);
    case 'stageChangedAt':
      return sort.direction === 'desc' ? STAGE_CHANGED_DESC : by(sql`${deals.stageChangedAt}`);
    case 'stage': {
      const order = sql`array_position(array[${sql.join(pipeline.map((s) => sql`${s}`), sql`, `)}]::text[], ${deals.stage})`;
      return [sql`${order} ${dir} nulls last`, ...STAGE_CHANGED_DESC];
    }
  }
}

/** The list page and its total as two statements (the bench runs them raw, side by side). */
export function dealListStatements(db: TExecutor, where: SQL | undefined, order: SQL[]) {
  return { select: joined(db).where(where).$dynamic(), order };
}

export async function listDeals(db: TExecutor, where: SQL | undefined, order: SQL[], page: { page: number; pageSize: number }) {
  const { select } = dealListStatements(db, where, order);
  return readPage(db, { table: deals, where, select, order }, page);
}

/**
 * The first `limit` cards of every column, newest in the stage first, in one statement: per stage
 * a read of `limit` entries of deals_owner_stage_idx (a lateral join), then the contact and rep of
 * those cards only. PGlite runs one statement at a time, so one beats one per column.
 */
export function boardCardsStatement(db: TExecutor, where: SQL | undefined, stages: string[], limit: number) {
  const column = sql.raw('board_column');
  const cards = db
    .select()
    .from(deals)
    .where(and(where, sql`${deals.stage} = ${column}.stage`))
    .orderBy(...STAGE_CHANGED_DESC)
    .limit(limit)
    .as('card');
  const deal = Object.fromEntries(Object.keys(getTableColumns(deals)).map((key) => [key, cards[key as keyof typeof cards]])) as unknown as typeof deals._.columns;
  return db
    .select({ deal, contactFirstName: contacts.firstName, contactLastName: contacts.lastName, contactCompany: contacts.company, repName: sql<string | null>`${rep.firstName} || ' ' || ${rep.lastName}` })
    .from(sql`unnest(array[${sql.join(stages.map((stage) => sql`${stage}`), sql`, `)}]::text[]) with ordinality as ${column}(stage, position)`)
    .crossJoinLateral(cards)
    .leftJoin(contacts, eq(contacts.id, cards.contactId))
    .leftJoin(rep, eq(rep.id, cards.assignedRepId))
    .orderBy(sql`${column}.position`, sql`${cards.stageChangedAt} desc nulls last`, asc(cards.id));
}

/** Forecast months as [from, to) close dates (first days of months). */
export interface TForecastRanges {
  thisMonth: [string, string];
  nextMonth: [string, string];
}

/** A deal's weighted value rounded half up, as weightedCents; the same expression as the triggers of migration 0026. */
const weighted = sql`(${deals.valueCents} * ${deals.probability} + 50) / 100`;

interface TSums {
  count: SQL<number>;
  total: SQL<number>;
  weighted: SQL<number>;
}

/** The columns of a totals statement: per stage, all its deals, and those closing in each forecast month. */
const totalsOf = (all: TSums, thisMonth: TSums, nextMonth: TSums) => ({
  count: all.count,
  total: all.total,
  weighted: all.weighted,
  thisCount: thisMonth.count,
  thisTotal: thisMonth.total,
  thisWeighted: thisMonth.weighted,
  nextCount: nextMonth.count,
  nextTotal: nextMonth.total,
  nextWeighted: nextMonth.weighted,
});

/**
 * Per stage of the filtered deals: count, value and weighted value, and the same for the deals
 * closing in each forecast month (the caller keeps the open stages of those). One scan of the
 * matching deals answers the columns' headers and the forecast.
 */
export function boardTotalsStatement(db: TExecutor, where: SQL | undefined, ranges: TForecastRanges) {
  const sums = (range?: [string, string]): TSums => {
    const f = range ? sql` filter (where ${deals.closeDate} >= ${range[0]} and ${deals.closeDate} < ${range[1]})` : sql``;
    return {
      count: sql<number>`count(*)${f}`.mapWith(Number),
      total: sql<number>`coalesce(sum(${deals.valueCents})${f}, 0)`.mapWith(Number),
      weighted: sql<number>`coalesce(sum(${weighted})${f}, 0)`.mapWith(Number),
    };
  };
  return db
    .select({ stage: deals.stage, ...totalsOf(sums(), sums(ranges.thisMonth), sums(ranges.nextMonth)) })
    .from(deals)
    .where(where)
    .groupBy(deals.stage);
}

/**
 * The same answer as boardTotalsStatement for the owner's unfiltered deals, from the totals the
 * triggers keep per stage and close month (deal_stage_totals, migration 0026).
 */
export function keptBoardTotalsStatement(db: TExecutor, userId: string, ranges: TForecastRanges) {
  const t = dealStageTotals;
  const sums = (range?: [string, string]): TSums => {
    const f = range ? sql` filter (where ${t.closeMonth} >= ${range[0]} and ${t.closeMonth} < ${range[1]})` : sql``;
    return {
      count: sql<number>`coalesce(sum(${t.deals})${f}, 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${t.totalCents})${f}, 0)`.mapWith(Number),
      weighted: sql<number>`coalesce(sum(${t.weightedCents})${f}, 0)`.mapWith(Number),
    };
  };
  return db
    .select({ stage: t.stage, ...totalsOf(sums(), sums(ranges.thisMonth), sums(ranges.nextMonth)) })
    .from(t)
    .where(eq(t.userId, userId))
    .groupBy(t.stage);
}

/** The owner's deal as the API shows it, its row locked until the transaction ends: parallel updates of one deal queue here. */
export const lockDealStatement = (db: TExecutor, userId: string, id: string) =>
  joined(db)
    .where(and(eq(deals.userId, userId), eq(deals.id, id)))
    .for('update', { of: deals });

export async function lockDeal(db: TExecutor, userId: string, id: string): Promise<TJoinedDeal | null> {
  const rows = await lockDealStatement(db, userId, id);
  return rows[0] ?? null;
}

export const findDealStatement = (db: TExecutor, userId: string, id: string) => joined(db).where(and(eq(deals.userId, userId), eq(deals.id, id))).limit(1);

export async function findDeal(db: TExecutor, userId: string, id: string): Promise<TJoinedDeal | null> {
  const rows = await findDealStatement(db, userId, id);
  return rows[0] ?? null;
}
