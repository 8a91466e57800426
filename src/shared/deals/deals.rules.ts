import { TZDate } from '@date-fns/tz';
import { isValidTimeZone } from '../common/time-zone.js';
import { BUILT_IN_STAGES, CLOSED_LOST, CLOSED_STAGES, CLOSED_WON, CUSTOM_STAGE_PROBABILITY, DEFAULT_OPEN_STAGES, STAGE_PROBABILITY, type TDealStatus } from './deals.constants.js';

/**
 * The owner's pipeline in board order: their own open stages (the defaults while they have none)
 * followed by the two closed stages. A saved list that names a closed stage does not repeat it.
 */
export function pipelineStages(saved: readonly string[]): string[] {
  const open = saved.filter((stage) => !isClosedStage(stage));
  return [...(open.length > 0 ? open : DEFAULT_OPEN_STAGES), ...CLOSED_STAGES];
}

export function isClosedStage(stage: string): boolean {
  return (CLOSED_STAGES as readonly string[]).includes(stage);
}

export function isBuiltInStage(stage: string): stage is (typeof BUILT_IN_STAGES)[number] {
  return (BUILT_IN_STAGES as readonly string[]).includes(stage);
}

/**
 * won and lost follow the closed stages; an open deal whose close date has passed is pending (the
 * outcome is owed); any other open deal is active. `today` is the owner's calendar date.
 */
export function dealStatus(stage: string, closeDate: string, today: string): TDealStatus {
  if (stage === CLOSED_WON) return 'won';
  if (stage === CLOSED_LOST) return 'lost';
  return closeDate < today ? 'pending' : 'active';
}

/** The probability a deal takes on entering a stage when none is given (closed stages always). */
export function stageProbability(stage: string): number {
  return isBuiltInStage(stage) ? STAGE_PROBABILITY[stage] : CUSTOM_STAGE_PROBABILITY;
}

/** value × probability, in whole cents. */
export function weightedCents(valueCents: number, probability: number): number {
  return Math.round((valueCents * probability) / 100);
}

/** The probability a deal holds in `stage`: fixed in a closed stage, else the one given, else `kept`, else the stage's usual one. */
export function probabilityIn(stage: string, given: number | undefined, kept?: number): number {
  if (stage === CLOSED_WON) return 100;
  if (stage === CLOSED_LOST) return 0;
  return given ?? kept ?? stageProbability(stage);
}

/** The API fields a deal's history records (`deal_activity.details`), each as the API writes it. */
export const DEAL_HISTORY_FIELDS = ['title', 'valueCents', 'probability', 'stage', 'startDate', 'closeDate', 'assignedRepId', 'contactId', 'company', 'tags', 'notes', 'followUpAt'] as const;
export type TDealHistoryField = (typeof DEAL_HISTORY_FIELDS)[number];

/** A deal's own fields as the API names them; `followUpAt` an ISO instant as `toISOString` writes it. */
export interface TDealFields {
  title: string;
  valueCents: number;
  probability: number;
  stage: string;
  startDate: string | null;
  closeDate: string;
  assignedRepId: string | null;
  contactId: string | null;
  company: string | null;
  tags: string[];
  notes: string | null;
  followUpAt: string | null;
}

const sameValue = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b);

/** Each field whose value differs, as `{field: {from, to}}`; empty when nothing changed. */
export function dealChanges(before: TDealFields, after: TDealFields): Partial<Record<TDealHistoryField, { from: unknown; to: unknown }>> {
  const changes: Partial<Record<TDealHistoryField, { from: unknown; to: unknown }>> = {};
  for (const field of DEAL_HISTORY_FIELDS) {
    if (!sameValue(before[field], after[field])) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}

/** The calendar date at `now` in `timeZone` (UTC for a zone this runtime does not know), YYYY-MM-DD. */
export function localToday(now: Date, timeZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The first day of the month of `day` (YYYY-MM-DD), or of the `monthsAhead`-th month after it. */
export function monthStart(day: string, monthsAhead = 0): string {
  const [year, month] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + monthsAhead;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The instant a calendar day (YYYY-MM-DD) begins in `timeZone`. */
export function dayStartIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  return new Date(new TZDate(year, month - 1, date, 0, 0, zone).getTime());
}

/** The day after a calendar day (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** What a create or a PATCH names of a deal's fields (`undefined`: left as it is). */
export type TDealInput = Partial<TDealFields>;

/**
 * A deal's fields after an input: what it names replaces what was. The probability follows the
 * stage: fixed in a closed stage; on entering an open stage the one given, else the stage's usual
 * one (stageProbability); otherwise the one given or kept. A deal without a company takes its
 * new contact's (`contactCompany`, when the input names a contact).
 */
export function applyDealInput(before: TDealFields, input: TDealInput, contactCompany?: string | null): TDealFields {
  const pick = <K extends keyof TDealFields>(field: K): TDealFields[K] => (input[field] === undefined ? before[field] : (input[field] as TDealFields[K]));
  // An instant may come with any offset; history and comparisons read it as toISOString writes it.
  const stage = pick('stage');
  const next: TDealFields = {
    title: pick('title'),
    valueCents: pick('valueCents'),
    probability: probabilityIn(stage, input.probability, stage === before.stage ? before.probability : undefined),
    stage,
    startDate: pick('startDate'),
    closeDate: pick('closeDate'),
    assignedRepId: pick('assignedRepId'),
    contactId: pick('contactId'),
    company: pick('company'),
    tags: pick('tags'),
    notes: pick('notes'),
    followUpAt: input.followUpAt === undefined ? before.followUpAt : input.followUpAt === null ? null : new Date(input.followUpAt).toISOString(),
  };
  if (!next.company && next.contactId && next.contactId !== before.contactId && contactCompany) next.company = contactCompany;
  return next;
}

/** A new deal's starting point: `applyDealInput(EMPTY_DEAL, input)` gives its fields. */
export const EMPTY_DEAL: TDealFields = {
  title: '',
  valueCents: 0,
  probability: 0,
  stage: '',
  startDate: null,
  closeDate: '',
  assignedRepId: null,
  contactId: null,
  company: null,
  tags: [],
  notes: null,
  followUpAt: null,
};
