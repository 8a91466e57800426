import { describe, expect, it } from 'vitest';
import { DEAL_ID, DEAL_ID_2, makeBoard, makeDeal } from '../test-fixtures';
import { columnCards, findOnBoard, movedDeal, moveOnBoard } from './board';

describe('moving a deal on the board', () => {
  const deal = makeDeal({ valueCents: 100_000, probability: 20 });
  const other = makeDeal({ id: DEAL_ID_2, stage: 'proposal', valueCents: 50_000, probability: 50 });

  it('takes the stage, its usual probability and the status that follows', () => {
    const moved = movedDeal(deal, 'proposal', '2026-03-10', new Date('2026-03-10T12:00:00Z'));
    expect(moved).toMatchObject({ stage: 'proposal', probability: 50, weightedCents: 50_000, status: 'active', stageChangedAt: '2026-03-10T12:00:00.000Z' });
    expect(movedDeal(deal, 'closed_won', '2026-03-10')).toMatchObject({ probability: 100, status: 'won' });
    expect(movedDeal(deal, 'closed_lost', '2026-03-10')).toMatchObject({ probability: 0, weightedCents: 0, status: 'lost' });
    expect(movedDeal(makeDeal({ closeDate: '2026-03-01' }), 'contacted', '2026-03-10').status).toBe('pending');
    // A stage of the owner's naming starts deals at 25%.
    expect(movedDeal(deal, 'Demo call', '2026-03-10').probability).toBe(25);
  });

  it('leaves its column (count and sums included) and heads the new one', () => {
    const board = makeBoard([deal, other]);
    const next = moveOnBoard(board, deal, movedDeal(deal, 'proposal', '2026-03-10'));
    const column = (stage: string) => next.stages.find((c) => c.stage === stage)!;
    expect(column('qualification')).toMatchObject({ count: 0, totalCents: 0, weightedCents: 0, items: [] });
    expect(column('proposal').count).toBe(2);
    expect(column('proposal').totalCents).toBe(150_000);
    expect(column('proposal').weightedCents).toBe(75_000);
    expect(column('proposal').items.map((d) => d.id)).toEqual([DEAL_ID, DEAL_ID_2]);
    expect(findOnBoard(next, DEAL_ID)?.stage).toBe('proposal');
  });

  it('counts a card loaded past the first ones out of its column though it is not among the items', () => {
    const board = makeBoard([other], { qualification: 30 });
    const next = moveOnBoard(board, deal, movedDeal(deal, 'proposal', '2026-03-10'));
    expect(next.stages.find((c) => c.stage === 'qualification')!.count).toBe(29);
  });

  it('shows a column\'s further cards once each, leaving out those moved away since', () => {
    const first = [deal];
    const more = [deal, other, makeDeal({ id: 'x', stage: 'qualification' })];
    expect(columnCards(first, more, 'qualification').map((d) => d.id)).toEqual([DEAL_ID, 'x']);
  });
});
