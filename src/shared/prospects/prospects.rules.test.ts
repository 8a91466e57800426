import { describe, expect, it } from 'vitest';
import { predictiveScore } from './prospects.rules.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const base = { status: 'interested' as const, leadScore: 50, interactionCount: 0, lastActivityAt: null, lastContacted: null };

describe('predictiveScore', () => {
  it('weighs lead score, status, interactions and recency', () => {
    expect(predictiveScore(base, NOW)).toBe(Math.round(0.4 * 50 + 0.3 * 55));
    expect(predictiveScore({ ...base, interactionCount: 25, lastActivityAt: '2026-03-08T09:00:00Z' }, NOW)).toBe(Math.round(20 + 16.5 + 15 + 15));
  });

  it('takes the newer of last activity and last contact', () => {
    const old = predictiveScore({ ...base, lastActivityAt: '2025-01-01T00:00:00Z' }, NOW);
    const recent = predictiveScore({ ...base, lastActivityAt: '2025-01-01T00:00:00Z', lastContacted: '2026-02-20T00:00:00Z' }, NOW);
    expect(recent).toBeGreaterThan(old);
  });

  it('is 100 once enrolled and 0 when not interested, whatever else', () => {
    expect(predictiveScore({ ...base, status: 'enrolled', leadScore: 0 }, NOW)).toBe(100);
    expect(predictiveScore({ ...base, status: 'not_interested', leadScore: 100, interactionCount: 9 }, NOW)).toBe(0);
  });

  it('stays within 0 to 100', () => {
    expect(predictiveScore({ ...base, status: 'demo_scheduled', leadScore: 100, interactionCount: 100, lastContacted: NOW.toISOString() }, NOW)).toBeLessThanOrEqual(100);
  });
});
