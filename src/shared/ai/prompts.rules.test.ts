import { describe, expect, it } from 'vitest';
import {
  canGeneratePrompt,
  DATA_FOCUSES,
  examplePromptKey,
  generatePrompt,
  isCategoryAvailable,
  PROMPT_CATEGORIES,
  PROMPT_OBJECTIVE_MAX,
  PROMPT_TYPES,
} from './prompts.rules';

describe('example prompts', () => {
  it('has the six categories of spec 01 §9 with four distinct prompts each', () => {
    expect(PROMPT_CATEGORIES.map((c) => c.id)).toEqual([
      'salesAnalysis',
      'teamPerformance',
      'customerInsights',
      'reportingAnalytics',
      'strategicPlanning',
      'processOptimization',
    ]);
    for (const category of PROMPT_CATEGORIES) {
      expect(new Set(category.prompts).size).toBe(4);
    }
    expect(examplePromptKey('salesAnalysis', 'topProspects')).toBe('examples.salesAnalysis.topProspects');
  });

  it('disables every category but Strategic Planning without connected data', () => {
    const available = PROMPT_CATEGORIES.filter((c) => isCategoryAvailable(c.id, false)).map((c) => c.id);
    expect(available).toEqual(['strategicPlanning']);
    expect(PROMPT_CATEGORIES.every((c) => isCategoryAvailable(c.id, true))).toBe(true);
  });
});

describe('prompt generator', () => {
  it('offers the prompt types and data focuses of spec 01 §9', () => {
    expect(PROMPT_TYPES).toEqual(['analysis', 'strategy', 'optimization', 'reporting', 'forecasting']);
    expect(DATA_FOCUSES).toEqual(['prospects', 'teamMembers', 'contacts', 'crm']);
  });

  it('needs a prompt type and a data focus', () => {
    expect(canGeneratePrompt({ type: '', dataFocus: 'crm' })).toBe(false);
    expect(canGeneratePrompt({ type: 'analysis', dataFocus: '' })).toBe(false);
    expect(generatePrompt({ type: 'analysis', dataFocus: '' })).toBeNull();
    expect(canGeneratePrompt({ type: 'analysis', dataFocus: 'crm' })).toBe(true);
  });

  it('builds the minimal prompt from the type and the data focus', () => {
    expect(generatePrompt({ type: 'forecasting', dataFocus: 'prospects' })).toEqual([
      { key: 'generator.opening.forecasting', values: { data: { key: 'generator.dataPhrase.prospects' } } },
      { key: 'generator.deliverable.forecasting' },
    ]);
  });

  it('adds the focus area and the objective, trimmed and bounded, in order', () => {
    const pieces = generatePrompt({ type: 'strategy', dataFocus: 'teamMembers', focusArea: 'retention', objective: `  ${'x'.repeat(400)} ` });
    expect(pieces?.map((p) => p.key)).toEqual([
      'generator.opening.strategy',
      'generator.focusSentence',
      'generator.objectiveSentence',
      'generator.deliverable.strategy',
    ]);
    expect(pieces?.[1].values).toEqual({ area: { key: 'generator.focusPhrase.retention' } });
    expect(pieces?.[2].values).toEqual({ objective: { text: 'x'.repeat(PROMPT_OBJECTIVE_MAX) } });
  });

  it('leaves out a blank objective', () => {
    expect(generatePrompt({ type: 'reporting', dataFocus: 'crm', focusArea: '', objective: '   ' })?.map((p) => p.key)).toEqual([
      'generator.opening.reporting',
      'generator.deliverable.reporting',
    ]);
  });
});
