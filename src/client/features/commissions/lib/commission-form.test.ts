import { describe, expect, it } from 'vitest';
import { centsOf, emptyCommissionForm, validateCommission } from './commission-form';

describe('centsOf', () => {
  it('reads dot, comma and grouped amounts exactly', () => {
    expect(centsOf('125')).toBe(12_500);
    expect(centsOf('125.5')).toBe(12_550);
    expect(centsOf('0,07')).toBe(7);
    expect(centsOf('1 250.99')).toBe(125_099);
    expect(centsOf('19.99')).toBe(1_999);
  });

  it('answers undefined when empty and NaN for anything that is not money', () => {
    expect(centsOf('  ')).toBeUndefined();
    expect(Number.isNaN(centsOf('12.345'))).toBe(true);
    expect(Number.isNaN(centsOf('-5'))).toBe(true);
    expect(Number.isNaN(centsOf('abc'))).toBe(true);
  });
});

describe('validateCommission', () => {
  it('keys the schema messages by form field', () => {
    const result = validateCommission({ ...emptyCommissionForm(), amount: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.amount).toBe('Amount is required');
    expect(result.errors.teamMember).toBeDefined();
  });

  it('sends the amount as integer cents', () => {
    const result = validateCommission({
      ...emptyCommissionForm(),
      amount: '49,90',
      date: '2026-03-01',
      teamMember: { id: '0b6f9c1e-2f4a-4c55-9d3e-1a2b3c4d5e6f', name: 'Leo' },
    });
    expect(result).toMatchObject({ success: true, data: { amountCents: 4_990, date: '2026-03-01', teamMemberId: '0b6f9c1e-2f4a-4c55-9d3e-1a2b3c4d5e6f', prospectId: null } });
  });
});
