import type { TPage } from '@shared/common/pagination';
import type { TProspect } from '@shared/prospects/prospects.schema';

export function makeProspect(overrides: Partial<TProspect> = {}): TProspect {
  const firstName = overrides.firstName ?? 'Lena';
  const lastName = overrides.lastName ?? 'Fischer';
  return {
    id: '3f1c9a52-7d1e-4c8e-9a7b-0b6f2d8e4a11',
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: 'lena@example.com',
    phone: '+49 30 1234567',
    status: 'warm_prospect',
    source: 'referral',
    notes: null,
    industry: null,
    companyName: 'Fischer Wellness',
    address: null,
    birthday: null,
    stayInTouchDays: null,
    socialMedia: {},
    leadScore: 60,
    tags: [],
    interactionCount: 0,
    lastActivityAt: null,
    lastContacted: null,
    funnelStage: null,
    stageUpdatedAt: null,
    predictiveScore: 41,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(items: T[], total = items.length, page = 1, pageSize = 20): TPage<T> {
  return { items, total, page, pageSize };
}
