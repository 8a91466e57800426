import { describe, expect, it } from 'vitest';
import { FUNNEL_STAGES } from '../prospects/prospects.schema.js';
import { FUNNEL_END_STAGES, funnelStageOf, isEndStage, moveNeedsConfirmation } from './funnel.rules.js';
import { ZFunnelBoardQuery, ZFunnelMove } from './funnel.schema.js';

describe('funnel rules', () => {
  it('ends the funnel at enrolled and not interested', () => {
    expect(FUNNEL_END_STAGES).toEqual(['enrolled', 'not_interested']);
    expect(FUNNEL_STAGES.filter(isEndStage)).toEqual(['enrolled', 'not_interested']);
  });

  it('puts a prospect without a stage, or with an unknown one, in the first column', () => {
    expect(funnelStageOf(null)).toBe('new_prospect');
    expect(funnelStageOf('retired_stage')).toBe('new_prospect');
    expect(funnelStageOf('negotiation')).toBe('negotiation');
  });

  it('asks before a move into an end stage, not before staying there or any other move', () => {
    expect(moveNeedsConfirmation('proposal_sent', 'enrolled')).toBe(true);
    expect(moveNeedsConfirmation('enrolled', 'not_interested')).toBe(true);
    expect(moveNeedsConfirmation('enrolled', 'enrolled')).toBe(false);
    expect(moveNeedsConfirmation('enrolled', 'on_hold')).toBe(false);
    expect(moveNeedsConfirmation('contacted', 'interested')).toBe(false);
  });

  it('takes a move only to a known stage, and nothing else', () => {
    expect(ZFunnelMove.safeParse({ stage: 'interested' }).success).toBe(true);
    expect(ZFunnelMove.safeParse({ stage: 'won' }).success).toBe(false);
    expect(ZFunnelMove.safeParse({ stage: 'interested', status: 'enrolled' }).success).toBe(false);
  });

  it('reads a name search without its extra spaces', () => {
    expect(ZFunnelBoardQuery.parse({ q: '  ana   garcia ' })).toEqual({ q: 'ana garcia' });
  });
});
