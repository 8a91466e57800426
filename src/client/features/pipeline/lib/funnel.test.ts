import { describe, expect, it } from 'vitest';
import { makeBoard } from '../test-fixtures';
import { funnelOf } from './funnel';

describe('funnelOf', () => {
  it('counts each step as the deals that reached it, with the share that went on, won and lost apart', () => {
    const board = makeBoard([], { lead_generation: 4, qualification: 3, contacted: 0, proposal: 2, negotiation: 1, closed_won: 2, closed_lost: 5 });
    const funnel = funnelOf(board);
    expect(funnel.steps.map((s) => [s.stage, s.count, s.reached, s.conversion])).toEqual([
      ['lead_generation', 4, 12, 67],
      ['qualification', 3, 8, 63],
      ['contacted', 0, 5, 100],
      ['proposal', 2, 5, 60],
      ['negotiation', 1, 3, 67],
    ]);
    expect(funnel.won.count).toBe(2);
    expect(funnel.lost.count).toBe(5);
    expect(funnel.winRate).toBe(29);
  });

  it('has no conversion where nothing reached a step and no win rate while nothing is closed', () => {
    const funnel = funnelOf(makeBoard([]));
    expect(funnel.steps.every((s) => s.reached === 0 && s.conversion === null)).toBe(true);
    expect(funnel.winRate).toBeNull();
  });
});
