import type { TFunnelBoard, TFunnelCard } from '@shared/funnel/funnel.schema';
import type { TFunnelStage } from '@shared/funnel/funnel.rules';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { FUNNEL_STAGES } from '@shared/prospects/prospects.schema';

export const ANA_ID = '3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a11';
export const BEN_ID = '3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a12';

export function makeCard(overrides: Partial<TFunnelCard> = {}): TFunnelCard {
  return { id: ANA_ID, name: 'Ana Adams', email: 'ana@example.com', companyName: 'Pure Skin Studio', status: 'interested', leadScore: 62, stageUpdatedAt: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString(), lastActivityAt: null, ...overrides };
}

/** A board with the given cards in their stages; counts are the cards unless given. */
export function makeBoard(cards: Partial<Record<TFunnelStage, TFunnelCard[]>>, counts: Partial<Record<TFunnelStage, number>> = {}): TFunnelBoard {
  return { stages: FUNNEL_STAGES.map((stage) => ({ stage, count: counts[stage] ?? cards[stage]?.length ?? 0, items: cards[stage] ?? [] })) };
}

export function makeProspect(overrides: Partial<TProspect> = {}): TProspect {
  return {
    id: ANA_ID,
    firstName: 'Ana',
    lastName: 'Adams',
    name: 'Ana Adams',
    email: 'ana@example.com',
    phone: '+1 555 0100',
    status: 'interested',
    source: 'referral',
    notes: null,
    industry: null,
    companyName: 'Pure Skin Studio',
    address: null,
    birthday: null,
    socialMedia: {},
    leadScore: 62,
    tags: [],
    interactionCount: 2,
    lastActivityAt: null,
    lastContacted: null,
    funnelStage: 'interested',
    stageUpdatedAt: '2026-03-04T12:00:00.000Z',
    stayInTouchDays: null,
    predictiveScore: 40,
    createdAt: '2026-02-20T09:00:00.000Z',
    updatedAt: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}
