import { DEFAULT_OPEN_STAGES, CLOSED_STAGES } from '@shared/deals/deals.constants';
import { weightedCents } from '@shared/deals/deals.rules';
import type { TDeal, TDealActivity, TDealBoard } from '@shared/deals/deals.schema';

export const DEAL_ID = '5b0c8a10-1d2e-4f3a-9b4c-000000000001';
export const DEAL_ID_2 = '5b0c8a10-1d2e-4f3a-9b4c-000000000002';
export const DEAL_ID_3 = '5b0c8a10-1d2e-4f3a-9b4c-000000000003';
export const CONTACT_ID = '6c1d9b20-2e3f-4a5b-8c6d-000000000001';

export function makeDeal(overrides: Partial<TDeal> = {}): TDeal {
  const deal: TDeal = {
    id: DEAL_ID,
    title: 'Starter kit for Maria',
    valueCents: 120_000,
    probability: 20,
    weightedCents: 24_000,
    stage: 'qualification',
    status: 'active',
    startDate: null,
    closeDate: '2099-03-31',
    actualCloseAt: null,
    assignedRep: null,
    contact: { id: CONTACT_ID, firstName: 'Maria', lastName: 'Diaz', company: 'Diaz Wellness' },
    company: null,
    tags: ['kit'],
    notes: null,
    followUpAt: null,
    stageChangedAt: '2026-03-01T09:00:00.000Z',
    version: 3,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
  return { ...deal, weightedCents: overrides.weightedCents ?? weightedCents(deal.valueCents, deal.probability) };
}

/** The board of these deals, in the default pipeline, with each column's figures summed from them (or `counts`). */
export function makeBoard(deals: TDeal[], counts: Record<string, number> = {}): TDealBoard {
  const stages = [...DEFAULT_OPEN_STAGES, ...CLOSED_STAGES].map((stage) => {
    const items = deals.filter((deal) => deal.stage === stage);
    return {
      stage,
      count: counts[stage] ?? items.length,
      totalCents: items.reduce((sum, deal) => sum + deal.valueCents, 0),
      weightedCents: items.reduce((sum, deal) => sum + deal.weightedCents, 0),
      items,
    };
  });
  return {
    stages,
    forecast: {
      thisMonth: { month: '2026-03-01', count: 1, totalCents: 120_000, weightedCents: 24_000 },
      nextMonth: { month: '2026-04-01', count: 0, totalCents: 0, weightedCents: 0 },
    },
  };
}

export function makeActivity(overrides: Partial<TDealActivity> = {}): TDealActivity {
  return { id: 'a1', action: 'update', details: {}, createdAt: '2026-03-02T10:00:00.000Z', ...overrides };
}

export const page = <T,>(items: T[], total = items.length, pageNumber = 1, pageSize = 24) => ({ items, total, page: pageNumber, pageSize });
