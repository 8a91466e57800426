import { describe, expect, it } from 'vitest';
import type { TFunnelBoard, TFunnelCard } from '@shared/funnel/funnel.schema';
import { FUNNEL_STAGES } from '@shared/prospects/prospects.schema';
import { boardTotal, formatTimeInStage, moveOnBoard } from './board';

const card = (id: string): TFunnelCard => ({ id, name: `P ${id}`, email: `${id}@ex.com`, companyName: null, status: 'interested', leadScore: 50, stageUpdatedAt: '2026-03-01T10:00:00.000Z', lastActivityAt: null });

function board(): TFunnelBoard {
  return { stages: FUNNEL_STAGES.map((stage) => ({ stage, count: 0, items: [] })).map((c) => (c.stage === 'interested' ? { ...c, count: 30, items: [card('a'), card('b')] } : c.stage === 'enrolled' ? { ...c, count: 1, items: [card('c')] } : c)) };
}

describe('moveOnBoard', () => {
  it('moves the card to the top of its new column with the move’s time, keeping both counts', () => {
    const next = moveOnBoard(board(), { card: card('b'), stage: 'interested' }, 'enrolled', '2026-03-05T09:00:00.000Z');
    const col = (stage: string) => next.stages.find((c) => c.stage === stage)!;
    expect(col('interested')).toMatchObject({ count: 29, items: [card('a')] });
    expect(col('enrolled').count).toBe(2);
    expect(col('enrolled').items.map((c) => c.id)).toEqual(['b', 'c']);
    expect(col('enrolled').items[0].stageUpdatedAt).toBe('2026-03-05T09:00:00.000Z');
    expect(boardTotal(next)).toBe(boardTotal(board()));
  });

  it('moves a card loaded past the first ones, and leaves a move to the same column alone', () => {
    const before = board();
    expect(moveOnBoard(before, { card: card('a'), stage: 'interested' }, 'interested', 'x')).toBe(before);
    const next = moveOnBoard(before, { card: card('z'), stage: 'interested' }, 'on_hold', '2026-03-05T09:00:00.000Z');
    expect(next.stages.find((c) => c.stage === 'interested')!.count).toBe(29);
    expect(next.stages.find((c) => c.stage === 'on_hold')!.items.map((c) => c.id)).toEqual(['z']);
  });
});

describe('formatTimeInStage', () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z');
  it('says how long in the largest whole unit, in the interface language', () => {
    expect(formatTimeInStage('2026-03-07T11:00:00.000Z', now, 'en')).toBe('3 days');
    expect(formatTimeInStage('2026-03-10T11:59:30.000Z', now, 'en')).toBe('0 minutes');
    expect(formatTimeInStage('2026-03-10T09:00:00.000Z', now, 'de')).toBe('3 Stunden');
    expect(formatTimeInStage('2025-12-01T12:00:00.000Z', now, 'ru')).toBe('3 месяца');
    // A clock a little behind the server's never says "-1 minutes".
    expect(formatTimeInStage('2026-03-10T12:00:30.000Z', now, 'en')).toBe('0 minutes');
  });
});
