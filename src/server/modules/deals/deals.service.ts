/**
 * Deals (spec 02 §3, §4): list, board with forecast, detail and history here; writes in
 * deal-write.service.ts; the pipeline's stage renames in deal-stages.service.ts.
 *
 * The status (active, pending, won, lost) is never stored: each answer reads it from the stage and
 * the close date against the owner's calendar date in her time zone (profile `timeZone`), and the
 * status filter says the same in SQL.
 */
import type { TDb } from '../../db/client.js';
import { BOARD_CARDS_PER_STAGE } from '../../../shared/deals/deals.constants.js';
import { isClosedStage, localToday, monthStart, pipelineStages } from '../../../shared/deals/deals.rules.js';
import type { TDeal, TDealActivity, TDealActivityQuery, TDealBoard, TDealFilters, TDealForecastMonth, TDealListQuery } from '../../../shared/deals/deals.schema.js';
import type { TPage } from '../../../shared/common/pagination.js';
import { notFound } from '../../lib/app-error.js';
import { pageOf } from '../../lib/list.js';
import { boardCardsStatement, boardTotalsStatement, dealFilter, dealOrder, findDeal, keptBoardTotalsStatement, listDeals, toDeal, type TDealDays } from './deal-query.repository.js';
import { dealSettings, listDealActivity } from './deals.repository.js';

export { createDeal, deleteDeal, updateDeal } from './deal-write.service.js';
export { applyPipelineChange } from './deal-stages.service.js';

async function ownerCalendar(db: TDb, userId: string): Promise<TDealDays & { stages: string[] }> {
  const settings = await dealSettings(db, userId);
  return { today: localToday(new Date(), settings.timeZone), timeZone: settings.timeZone, stages: pipelineStages(settings.pipelineStages) };
}

export async function listMyDeals(db: TDb, userId: string, query: TDealListQuery): Promise<TPage<TDeal>> {
  const calendar = await ownerCalendar(db, userId);
  const { rows, total } = await listDeals(db, dealFilter(userId, query, calendar), dealOrder(query.sort, calendar.stages), query);
  return pageOf(
    rows.map((r) => toDeal(r, calendar.today)),
    total,
    query,
  );
}

/** The forecast months of `today`: this month and the next, each [first day, first day of the month after). */
export function forecastRanges(today: string) {
  return { thisMonth: [monthStart(today), monthStart(today, 1)] as [string, string], nextMonth: [monthStart(today, 1), monthStart(today, 2)] as [string, string] };
}

/**
 * `GET /api/deals/board`: every stage of the owner's pipeline in order with its count, value,
 * weighted value and first cards, and the forecast of open deals closing this month and next
 * (months of the owner's time zone). Unfiltered (the first load) the totals come from the kept
 * per-stage, per-month rows; filtered, from one scan of the matching deals. The cards of every
 * column come from one statement, an indexed read of each column's first cards.
 */
export async function getDealBoard(db: TDb, userId: string, filters: TDealFilters): Promise<TDealBoard> {
  const calendar = await ownerCalendar(db, userId);
  const where = dealFilter(userId, filters, calendar);
  const ranges = forecastRanges(calendar.today);
  const filtered = Object.values(filters).some((value) => value !== undefined && !(Array.isArray(value) && value.length === 0));
  const totalsStatement = filtered ? boardTotalsStatement(db, where, ranges) : keptBoardTotalsStatement(db, userId, ranges);
  const [totals, cards] = await Promise.all([totalsStatement, boardCardsStatement(db, where, calendar.stages, BOARD_CARDS_PER_STAGE)]);
  const byStage = new Map(totals.map((t) => [t.stage, t]));
  const forecast = (month: string, pick: 'this' | 'next'): TDealForecastMonth => {
    const open = totals.filter((t) => !isClosedStage(t.stage));
    const sum = (key: 'Count' | 'Total' | 'Weighted') => open.reduce((n, t) => n + t[`${pick}${key}`], 0);
    return { month, count: sum('Count'), totalCents: sum('Total'), weightedCents: sum('Weighted') };
  };
  return {
    stages: calendar.stages.map((stage) => {
      const t = byStage.get(stage);
      const items = cards.filter((r) => r.deal.stage === stage).map((r) => toDeal(r, calendar.today));
      return { stage, count: t?.count ?? 0, totalCents: t?.total ?? 0, weightedCents: t?.weighted ?? 0, items };
    }),
    forecast: { thisMonth: forecast(ranges.thisMonth[0], 'this'), nextMonth: forecast(ranges.nextMonth[0], 'next') },
  };
}

export async function getDeal(db: TDb, userId: string, id: string): Promise<TDeal> {
  const [row, calendar] = await Promise.all([findDeal(db, userId, id), ownerCalendar(db, userId)]);
  if (!row) throw notFound('Deal');
  return toDeal(row, calendar.today);
}

/** `GET /api/deals/:id/activity`: the deal's history, newest first; 404 when the deal is not the owner's. */
export async function getDealActivity(db: TDb, userId: string, id: string, query: TDealActivityQuery): Promise<TPage<TDealActivity>> {
  const [deal, page] = await Promise.all([findDeal(db, userId, id), listDealActivity(db, userId, id, query)]);
  if (!deal) throw notFound('Deal');
  return pageOf(page.items, page.total, query);
}
