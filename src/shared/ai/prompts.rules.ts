/**
 * The AI assistant's ready-made prompts and its prompt generator (spec 01 §2.8, §5.5, §9). Only
 * language-independent keys live here: the client resolves each key in the `ai` namespace
 * (`examples.<category>.<prompt>`, `generator.*`), so one rule serves the five languages.
 */

/** Spec 01 §9: six categories of four prompts each. */
export const PROMPT_CATEGORIES = [
  { id: 'salesAnalysis', prompts: ['conversionRates', 'pipelineBottlenecks', 'topProspects', 'monthlyTrend'] },
  { id: 'teamPerformance', prompts: ['topPerformers', 'needsCoaching', 'activityLevels', 'recruitmentProgress'] },
  { id: 'customerInsights', prompts: ['hotContacts', 'reengage', 'segments', 'followUpPriorities'] },
  { id: 'reportingAnalytics', prompts: ['weeklySummary', 'commissionReport', 'goalProgress', 'kpiOverview'] },
  { id: 'strategicPlanning', prompts: ['quarterPlan', 'growthStrategy', 'teamBuilding', 'timeManagement'] },
  { id: 'processOptimization', prompts: ['followUpCadence', 'automationIdeas', 'qualification', 'nextBestActions'] },
] as const;

export type TPromptCategory = (typeof PROMPT_CATEGORIES)[number];
export type TPromptCategoryId = TPromptCategory['id'];

/** The one category that makes sense without any CRM record connected (spec 01 §9). */
export const CATEGORY_WITHOUT_DATA: TPromptCategoryId = 'strategicPlanning';

/** Without connected data all categories but Strategic Planning are disabled. */
export function isCategoryAvailable(category: TPromptCategoryId, hasConnectedData: boolean): boolean {
  return hasConnectedData || category === CATEGORY_WITHOUT_DATA;
}

/** The `ai` namespace key of an example prompt's text. */
export function examplePromptKey(category: TPromptCategoryId, prompt: string): string {
  return `examples.${category}.${prompt}`;
}

export const PROMPT_TYPES = ['analysis', 'strategy', 'optimization', 'reporting', 'forecasting'] as const;
export type TPromptType = (typeof PROMPT_TYPES)[number];

export const DATA_FOCUSES = ['prospects', 'teamMembers', 'contacts', 'crm'] as const;
export type TDataFocus = (typeof DATA_FOCUSES)[number];

/** Focus areas the generator offers; optional. */
export const FOCUS_AREAS = ['conversion', 'engagement', 'retention', 'growth', 'productivity', 'revenue'] as const;
export type TFocusArea = (typeof FOCUS_AREAS)[number];

/** Characters of the free-text objective. */
export const PROMPT_OBJECTIVE_MAX = 300;

export interface TPromptGeneratorInput {
  type: TPromptType | '';
  dataFocus: TDataFocus | '';
  focusArea?: TFocusArea | '';
  /** The seller's own words, kept as written. */
  objective?: string;
}

/** One sentence of a generated prompt: an `ai` namespace key and its values (values that are keys are resolved too). */
export interface TPromptPiece {
  key: string;
  values?: Record<string, { key: string } | { text: string }>;
}

/** Spec 01 §5.5: generating needs a prompt type and a data focus. */
export function canGeneratePrompt(input: TPromptGeneratorInput): input is TPromptGeneratorInput & { type: TPromptType; dataFocus: TDataFocus } {
  return input.type !== '' && input.dataFocus !== '';
}

/**
 * The prompt as sentences to translate: what to do with which data, where to look closer, what the
 * seller wants to reach, and what the answer should deliver for that kind of prompt. Null while
 * the type or the data focus is missing.
 */
export function generatePrompt(input: TPromptGeneratorInput): TPromptPiece[] | null {
  if (!canGeneratePrompt(input)) return null;
  const data = { key: `generator.dataPhrase.${input.dataFocus}` };
  const pieces: TPromptPiece[] = [{ key: `generator.opening.${input.type}`, values: { data } }];
  if (input.focusArea) pieces.push({ key: 'generator.focusSentence', values: { area: { key: `generator.focusPhrase.${input.focusArea}` } } });
  const objective = input.objective?.trim().slice(0, PROMPT_OBJECTIVE_MAX);
  if (objective) pieces.push({ key: 'generator.objectiveSentence', values: { objective: { text: objective } } });
  pieces.push({ key: `generator.deliverable.${input.type}` });
  return pieces;
}
