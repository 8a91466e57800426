import { describe, expect, it } from 'vitest';
import { ZEngagementCreate } from './hot-leads.schema.js';
import {
  HOT_LEAD_PAGE_TIME_TARGET_SECONDS,
  HOT_LEAD_WEIGHTS,
  explainHotLeadScore,
  hotLeadBand,
  hotLeadParts,
  hotLeadScore,
  tallyHotLead,
  type TActivityFact,
  type TEngagementFact,
} from './hot-leads.rules.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 9, minute));
const event = (kind: TEngagementFact['kind'], minute = 0, seconds = 0): TEngagementFact => ({ kind, seconds, occurredAt: at(minute) });
const activity = (fields: Partial<TActivityFact> = {}): TActivityFact => ({ type: 'call', outcome: null, status: 'completed', createdAt: at(0), ...fields });
const scoreOf = (counts: { sends: number; opens: number; clicks: number; pageSeconds: number }) => hotLeadScore(hotLeadParts(counts));

describe('hot-lead score', () => {
  it('weighs open rate 40 %, click rate 40 %, time on page 20 %', () => {
    expect(HOT_LEAD_WEIGHTS.open + HOT_LEAD_WEIGHTS.click + HOT_LEAD_WEIGHTS.time).toBeCloseTo(1, 12);
    expect(scoreOf({ sends: 4, opens: 4, clicks: 4, pageSeconds: HOT_LEAD_PAGE_TIME_TARGET_SECONDS })).toBe(100);
    expect(scoreOf({ sends: 4, opens: 4, clicks: 0, pageSeconds: 0 })).toBe(40);
    expect(scoreOf({ sends: 4, opens: 0, clicks: 4, pageSeconds: 0 })).toBe(40);
    expect(scoreOf({ sends: 0, opens: 0, clicks: 0, pageSeconds: HOT_LEAD_PAGE_TIME_TARGET_SECONDS })).toBe(20);
    // 2/4 opened, 1/4 clicked, 150 s of 300: 20 + 10 + 10.
    expect(scoreOf({ sends: 4, opens: 2, clicks: 1, pageSeconds: 150 })).toBe(40);
  });

  it('is 0 for rates without sends, and clamps each part to 0..1', () => {
    expect(hotLeadParts({ sends: 0, opens: 3, clicks: 2, pageSeconds: 0 })).toEqual({ openRate: 0, clickRate: 0, timeOnPageScore: 0 });
    // More opens than sends (a forwarded email) still earns the open share once.
    expect(hotLeadParts({ sends: 2, opens: 5, clicks: 3, pageSeconds: 9_000 })).toEqual({ openRate: 1, clickRate: 1, timeOnPageScore: 1 });
    expect(hotLeadScore({ openRate: 7, clickRate: -1, timeOnPageScore: Number.NaN })).toBe(40);
  });

  it('rounds half up, past floating-point noise', () => {
    // 1/8 opened: 40 × 0.125 = 5; 1/8 clicked: 5; 7.5 s → 0.5 pt: exactly 10.5 → 11.
    expect(scoreOf({ sends: 8, opens: 1, clicks: 1, pageSeconds: 7.5 })).toBe(11);
    // 0.4 × 0.35 × 100 is 13.999999999999998 in binary floating point; exactly 14.
    expect(hotLeadScore({ openRate: 0.35, clickRate: 0, timeOnPageScore: 0 })).toBe(14);
    // 1/3 opened: 13.33… → 13; 2/3: 26.67 → 27.
    expect(scoreOf({ sends: 3, opens: 1, clicks: 0, pageSeconds: 0 })).toBe(13);
    expect(scoreOf({ sends: 3, opens: 2, clicks: 0, pageSeconds: 0 })).toBe(27);
  });

  it('explains each part in points', () => {
    expect(explainHotLeadScore({ openRate: 0.5, clickRate: 0.25, timeOnPageScore: 1 })).toEqual({ open: 20, click: 10, time: 20 });
    expect(explainHotLeadScore({ openRate: 1 / 3, clickRate: 0, timeOnPageScore: 0.5 })).toEqual({ open: 13.3, click: 0, time: 10 });
  });

  it('bands scores: hot from 70, warm from 40, cool below', () => {
    expect([100, 70, 69, 40, 39, 0].map(hotLeadBand)).toEqual(['hot', 'hot', 'warm', 'warm', 'cool', 'cool']);
  });
});

describe('tallying a prospect', () => {
  it('counts sends, opens, clicks and page time from events and activities', () => {
    const tally = tallyHotLead(
      [event('sent', 1), event('sent', 2), event('open', 3), event('click', 4), event('page_time', 5, 120), event('page_time', 6, 60)],
      [
        activity({ type: 'email', createdAt: at(7) }),
        activity({ type: 'email_sent', outcome: 'positive_interaction', createdAt: at(8) }),
        activity({ type: 'call', outcome: 'demo_booked', createdAt: at(9) }),
        activity({ type: 'demo', outcome: 'sale_closed', createdAt: at(10) }),
        activity({ type: 'call', outcome: 'no_answer', createdAt: at(11) }),
      ],
    );
    expect(tally).toEqual({ sends: 4, opens: 1, clicks: 4, pageSeconds: 180, interactionCount: 11, lastEngagementAt: at(11) });
  });

  it('ignores cancelled activities entirely', () => {
    const tally = tallyHotLead([event('open', 1)], [activity({ type: 'email', outcome: 'positive_interaction', status: 'cancelled', createdAt: at(30) })]);
    expect(tally).toEqual({ sends: 0, opens: 1, clicks: 0, pageSeconds: 0, interactionCount: 1, lastEngagementAt: at(1) });
  });

  it('has no last engagement without anything recorded', () => {
    expect(tallyHotLead([], [])).toEqual({ sends: 0, opens: 0, clicks: 0, pageSeconds: 0, interactionCount: 0, lastEngagementAt: null });
  });
});

describe('recording engagement', () => {
  it('requires seconds for page time, and refuses them for the other kinds', () => {
    expect(ZEngagementCreate.safeParse({ kind: 'page_time', seconds: 90 }).success).toBe(true);
    expect(ZEngagementCreate.safeParse({ kind: 'open' }).success).toBe(true);
    expect(ZEngagementCreate.safeParse({ kind: 'open', seconds: 0 }).success).toBe(true);
    for (const body of [{ kind: 'page_time' }, { kind: 'page_time', seconds: 0 }, { kind: 'page_time', seconds: 86_401 }, { kind: 'page_time', seconds: 1.5 }, { kind: 'click', seconds: 5 }]) {
      const result = ZEngagementCreate.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(['seconds']);
    }
  });

  it('takes a past time, refuses one ahead and unknown kinds or fields', () => {
    expect(ZEngagementCreate.safeParse({ kind: 'sent', occurredAt: '2026-01-10T09:00:00Z' }).success).toBe(true);
    expect(ZEngagementCreate.safeParse({ kind: 'sent', occurredAt: new Date(Date.now() + 3_600_000).toISOString() }).success).toBe(false);
    expect(ZEngagementCreate.safeParse({ kind: 'sent', occurredAt: 'yesterday' }).success).toBe(false);
    expect(ZEngagementCreate.safeParse({ kind: 'visit' }).success).toBe(false);
    expect(ZEngagementCreate.safeParse({ kind: 'open', score: 100 }).success).toBe(false);
  });
});
