import { describe, expect, it } from 'vitest';
import { RANK_QUALIFIERS_DEFAULT, nextRankOf, qualifiedRank, rankProgress } from './rank.rules.js';

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

describe('qualified rank', () => {
  it('is the highest rank climbed in order whose needs are met', () => {
    expect(qualifiedRank({ directRecruits: 0, teamSize: 0 })).toBe('associate');
    expect(qualifiedRank({ directRecruits: 2, teamSize: 2 })).toBe('associate');
    expect(qualifiedRank({ directRecruits: 2, teamSize: 3 })).toBe('bronze');
    expect(qualifiedRank({ directRecruits: 3, teamSize: 40 })).toBe('silver');
    expect(qualifiedRank({ directRecruits: 12, teamSize: 5000 })).toBe('royal_crown_diamond');
  });

  it('follows overridden qualifiers', () => {
    const qualifiers = { ...RANK_QUALIFIERS_DEFAULT, bronze: { directRecruits: 1, teamSize: 1 } };
    expect(qualifiedRank({ directRecruits: 1, teamSize: 1 }, qualifiers)).toBe('bronze');
  });
});
