import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES } from '@shared/deals/deals.schema';
import { makeDeal } from '../test-fixtures';
import { changesOf, dealFormOf, emptyDealForm, validateDeal, withStage } from './deal-form';
import { centsToInput, inputToCents } from './money';

describe('the deal form', () => {
  it('takes dollars and sends cents', () => {
    expect(inputToCents('1200.5')).toBe(120_050);
    expect(inputToCents(' 0 ')).toBe(0);
    expect(inputToCents('')).toBeUndefined();
    expect(inputToCents('abc')).toBeNaN();
    expect(centsToInput(120_050)).toBe('1200.50');
    expect(centsToInput(120_000)).toBe('1200');
    const result = validateDeal({ ...emptyDealForm('proposal', '2026-04-30'), title: 'Kit', value: '1200.50' });
    expect(result).toMatchObject({ success: true, data: { title: 'Kit', valueCents: 120_050, probability: 50, stage: 'proposal', closeDate: '2026-04-30', startDate: null } });
  });

  it('names each missing field with the shared schema\'s message, under the form field', () => {
    const result = validateDeal({ ...emptyDealForm('proposal', ''), value: '-5', probability: '120' });
    expect(result).toEqual({
      success: false,
      errors: { title: DEAL_MESSAGES.titleRequired, value: DEAL_MESSAGES.valueInvalid, probability: DEAL_MESSAGES.probabilityRange, closeDate: DEAL_MESSAGES.closeDateRequired },
    });
    const early = validateDeal({ ...emptyDealForm('proposal', '2026-01-01'), title: 'Kit', value: '10', startDate: '2026-02-01' });
    expect(early).toEqual({ success: false, errors: { closeDate: DEAL_MESSAGES.closeBeforeStart } });
  });

  it('lets the probability follow the stage until it is typed, and fixes it in a closed stage', () => {
    const values = emptyDealForm('lead_generation', '2026-04-30');
    expect(values.probability).toBe('10');
    expect(withStage(values, 'negotiation').probability).toBe('70');
    const typed = { ...values, probability: '35', probabilityAuto: false };
    expect(withStage(typed, 'negotiation').probability).toBe('35');
    expect(withStage(typed, 'closed_won').probability).toBe('100');
    // A deal whose probability is its stage's usual one keeps following the stage.
    expect(dealFormOf(makeDeal({ probability: 20 })).probabilityAuto).toBe(true);
    expect(dealFormOf(makeDeal({ probability: 35 })).probabilityAuto).toBe(false);
  });

  it('sends only what an edit changed', () => {
    const deal = makeDeal();
    const before = validateDeal(dealFormOf(deal));
    const after = validateDeal({ ...dealFormOf(deal), title: 'Starter kit, two boxes', tags: ['kit', 'vip'] });
    if (!before.success || !after.success) throw new Error('the saved deal should pass the form');
    expect(changesOf(before.data, after.data)).toEqual({ title: 'Starter kit, two boxes', tags: ['kit', 'vip'] });
  });
});
