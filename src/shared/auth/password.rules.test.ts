import { describe, expect, it } from 'vitest';
import { passwordPolicyMessage, unmetPasswordRules } from './password.rules.js';

describe('password policy', () => {
  it('lists every unmet rule in policy order', () => {
    expect(unmetPasswordRules('')).toEqual(['minLength', 'uppercase', 'lowercase', 'number', 'special']);
    expect(unmetPasswordRules('abcdefgh')).toEqual(['uppercase', 'number', 'special']);
    expect(unmetPasswordRules('Abcdef1!')).toEqual([]);
  });

  it('counts letters and digits of any script, and anything else as special', () => {
    expect(unmetPasswordRules('Пароль12')).toEqual(['special']);
    expect(unmetPasswordRules('Éclair 9x')).toEqual([]);
  });

  it('joins the exact messages of the spec', () => {
    expect(passwordPolicyMessage('abc')).toBe(
      'Password must be at least 8 characters long, must contain at least one uppercase letter, must contain at least one number, must contain at least one special character',
    );
    expect(passwordPolicyMessage('Str0ng!Pass')).toBeNull();
  });
});
