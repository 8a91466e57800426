import { describe, expect, it } from 'vitest';
import { nextRankOf, rankProgress } from './rank.rules.js';

describe('rank progress', () => {
  it('names the next rank, none after the top', () => {
    expect(nextRankOf('associate')).toBe('bronze');
    expect(nextRankOf('royal_crown_diamond')).toBeNull();
  });

  it('is the least-met requirement of the next rank', () => {
    const p = rankProgress('bronze', { directRecruits: 3, teamSize: 5 });
    expect(p.nextRank).toBe('silver');
    expect(p.requirements).toEqual([
      { key: 'directRecruits', required: 3, current: 3 },
      { key: 'teamSize', required: 10, current: 5 },
    ]);
    expect(p.progressPercent).toBe(50);
  });

  it('is complete at the top rank', () => {
    expect(rankProgress('royal_crown_diamond', { directRecruits: 0, teamSize: 0 }).progressPercent).toBe(100);
  });
});
