import { describe, expect, it } from 'vitest';
import { checkCompliance } from './compliance.rules.js';

const ids = (text: string) => checkCompliance(text).map((f) => f.ruleId);

describe('checkCompliance', () => {
  it('flags income claims with the phrase, its place and a safer wording', () => {
    const text = 'Hi Ana! Join my team and earn $10,000 a month. You could quit your job by summer.';
    const findings = checkCompliance(text);
    expect(findings.map((f) => [f.ruleId, f.phrase])).toEqual([
      ['income_amount', 'earn $10,000 a month'],
      ['quit_job', 'quit your job'],
    ]);
    expect(text.slice(findings[0].start, findings[0].end)).toBe('earn $10,000 a month');
    expect(findings[0]).toMatchObject({ category: 'income', language: 'en' });
    expect(findings[0].saferWording).toMatch(/results vary/);
  });

  it('flags health claims', () => {
    expect(ids('This tea cures arthritis and gives guaranteed weight loss.')).toEqual(['cures_disease', 'weight_loss']);
    expect(ids('Lose 10 kg in 2 weeks, and stop taking your medication.')).toEqual(['weight_loss', 'replace_medication']);
  });

  it('finds the claims in every language, with the wording in that language', () => {
    const cases: [string, string, string][] = [
      ['es', 'Gana 3000 € al mes y deja tu trabajo.', 'income_amount'],
      ['fr', 'Ce complément guérit le diabète.', 'cures_disease'],
      ['ru', 'Зарабатывайте 100 000 рублей в месяц!', 'income_amount'],
      ['ru', 'Этот чай излечивает всё.', 'cures_disease'],
      ['de', 'Verdiene 5000 € im Monat mit uns.', 'income_amount'],
      ['de', 'Kündige deinen Job noch heute.', 'quit_job'],
    ];
    for (const [language, text, ruleId] of cases) {
      const [first] = checkCompliance(text);
      expect(first, text).toMatchObject({ ruleId, language });
    }
  });

  it('leaves honest messages alone', () => {
    for (const text of [
      'Thanks for your time today! Here is the catalogue we talked about.',
      'Many of our members enjoy the products and some earn extra income; results vary.',
      'Je vous propose une cure de vitamines ? Non : un rendez-vous mardi.',
      'Hola, ¿te viene bien una llamada el jueves?',
      'Secured payments are handled by Stripe.',
    ]) {
      expect(checkCompliance(text), text).toEqual([]);
    }
  });

  it('keeps the longer of two overlapping matches', () => {
    const findings = checkCompliance('Guaranteed income and get rich quick.');
    expect(findings.map((f) => f.phrase)).toEqual(['Guaranteed income', 'get rich quick']);
  });
});
