import { describe, expect, it } from 'vitest';
import { describeChange, type THistoryFormat } from './history';

const format: THistoryFormat = {
  stage: (stage) => ({ qualification: 'Qualification', proposal: 'Proposal' })[stage] ?? stage,
  money: (cents) => `$${(cents / 100).toLocaleString('en')}`,
  percent: (value) => `${value}%`,
  day: (day) => `day ${day}`,
  moment: (iso) => `at ${iso}`,
};

describe('describeChange', () => {
  it('shows stages, money, probability and dates readable', () => {
    expect(describeChange('stage', { from: 'qualification', to: 'proposal' }, format)).toEqual({ field: 'stage', kind: 'values', from: 'Qualification', to: 'Proposal' });
    expect(describeChange('valueCents', { from: 120_000, to: 150_000 }, format)).toEqual({ field: 'value', kind: 'values', from: '$1,200', to: '$1,500' });
    expect(describeChange('probability', { from: 20, to: 50 }, format)).toMatchObject({ from: '20%', to: '50%' });
    expect(describeChange('closeDate', { from: '2026-03-01', to: null }, format)).toMatchObject({ field: 'closeDate', from: 'day 2026-03-01', to: null });
    expect(describeChange('tags', { from: [], to: ['kit', 'vip'] }, format)).toMatchObject({ from: null, to: '#kit #vip' });
  });

  it('says a contact or rep changed rather than showing ids, and names them when the entry carries names', () => {
    const a = '6c1d9b20-2e3f-4a5b-8c6d-000000000001';
    const b = '6c1d9b20-2e3f-4a5b-8c6d-000000000002';
    expect(describeChange('contactId', { from: a, to: b }, format)).toEqual({ field: 'contact', kind: 'changed' });
    expect(describeChange('contactId', { from: null, to: b }, format)).toEqual({ field: 'contact', kind: 'changed' });
    expect(describeChange('assignedRepId', { from: a, to: null }, format)).toEqual({ field: 'assignedRep', kind: 'cleared' });
    expect(describeChange('assignedRep', { from: { id: a, name: 'Ana' }, to: { id: b, name: 'Luis' } }, format)).toEqual({ field: 'assignedRep', kind: 'values', from: 'Ana', to: 'Luis' });
  });

  it('says notes changed without repeating them', () => {
    expect(describeChange('notes', { from: 'old', to: 'a long new note' }, format)).toEqual({ field: 'notes', kind: 'changed' });
  });
});
