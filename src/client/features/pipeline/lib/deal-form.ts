import { format, formatISO, isValid } from 'date-fns';
import { FIELD_MESSAGES } from '@shared/common/fields';
import { isClosedStage, stageProbability } from '@shared/deals/deals.rules';
import { DEAL_MESSAGES, ZDealCreate, type TDeal, type TDealCreate, type TDealUpdate } from '@shared/deals/deals.schema';
import type { TComboOption } from '../../../components/ui/combobox';
import { errorsUnderFields, validateWith, type TValidation } from '../../../components/ui/use-schema-form';
import { centsToInput, inputToCents } from './money';

/** A contact as the picker offers it; the company fills the deal's when that is empty. */
export interface TContactOption extends TComboOption {
  company: string | null;
}

/** The form's own state: money and numbers as typed, people as chosen in their pickers. */
export interface TDealFormValues {
  title: string;
  /** Dollars as typed ("1200.50"). */
  value: string;
  probability: string;
  /** Whether the probability still follows the stage (the seller has not typed one). */
  probabilityAuto: boolean;
  stage: string;
  startDate: string;
  closeDate: string;
  assignedRep: TComboOption | null;
  contact: TContactOption | null;
  company: string;
  tags: string[];
  notes: string;
  /** The value of a datetime-local input, in the browser's time zone, or ''. */
  followUpAt: string;
}

export function emptyDealForm(stage: string, closeDate: string): TDealFormValues {
  return {
    title: '',
    value: '',
    probability: String(stageProbability(stage)),
    probabilityAuto: true,
    stage,
    startDate: '',
    closeDate,
    assignedRep: null,
    contact: null,
    company: '',
    tags: [],
    notes: '',
    followUpAt: '',
  };
}

function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

function isoOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  // Unreadable input goes on as typed, for the schema to refuse.
  return isValid(date) ? formatISO(date) : local;
}

export function dealFormOf(deal: TDeal): TDealFormValues {
  return {
    title: deal.title,
    value: centsToInput(deal.valueCents),
    probability: String(deal.probability),
    // A probability still at its stage's usual value keeps following the stage.
    probabilityAuto: deal.probability === stageProbability(deal.stage),
    stage: deal.stage,
    startDate: deal.startDate ?? '',
    closeDate: deal.closeDate,
    assignedRep: deal.assignedRep,
    contact: deal.contact ? { id: deal.contact.id, name: `${deal.contact.firstName} ${deal.contact.lastName}`.trim(), company: deal.contact.company } : null,
    company: deal.company ?? '',
    tags: deal.tags,
    notes: deal.notes ?? '',
    followUpAt: localInputOf(deal.followUpAt),
  };
}

/** The values once the stage changes: a probability left to the stage follows it; a closed stage fixes it. */
export function withStage(values: TDealFormValues, stage: string): TDealFormValues {
  const follows = values.probabilityAuto || isClosedStage(stage);
  return { ...values, stage, probability: follows ? String(stageProbability(stage)) : values.probability };
}

function probabilityOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

function bodyOf(values: TDealFormValues) {
  return {
    title: values.title,
    valueCents: inputToCents(values.value),
    probability: probabilityOf(values.probability),
    stage: values.stage,
    startDate: values.startDate || null,
    closeDate: values.closeDate,
    assignedRepId: values.assignedRep?.id ?? null,
    contactId: values.contact?.id ?? null,
    company: values.company,
    tags: values.tags,
    notes: values.notes,
    followUpAt: isoOf(values.followUpAt),
  };
}

/** Body fields whose errors show under another form field. */
const FORM_FIELD_OF: Record<string, keyof TDealFormValues> = {
  valueCents: 'value',
  assignedRepId: 'assignedRep',
  contactId: 'contact',
};

/** Errors keyed by body field (from the schema or the API), keyed by form field instead. */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  return errorsUnderFields(fields, FORM_FIELD_OF);
}

/** The request body, checked by the same schema the API parses with. */
export function validateDeal(values: TDealFormValues): TValidation<TDealCreate> {
  const result = validateWith(ZDealCreate, bodyOf(values));
  return result.success ? result : { success: false, errors: formErrorsOf(result.errors) };
}

/** What an edit changed, so a PATCH leaves the rest as it is. */
export function changesOf(before: TDealCreate, after: TDealCreate): TDealUpdate {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value ?? null) !== JSON.stringify(before[key as keyof TDealCreate] ?? null)) changes[key] = value;
  }
  return changes as TDealUpdate;
}

/** The `pipeline:validation.*` key of each English message the schema or the API may send. */
const VALIDATION_KEYS: Record<string, string> = {
  [DEAL_MESSAGES.titleRequired]: 'titleRequired',
  [DEAL_MESSAGES.valueRequired]: 'valueRequired',
  [DEAL_MESSAGES.valueInvalid]: 'valueInvalid',
  [DEAL_MESSAGES.stageRequired]: 'stageRequired',
  [DEAL_MESSAGES.stageUnknown]: 'stageUnknown',
  [DEAL_MESSAGES.probabilityRange]: 'probabilityRange',
  [DEAL_MESSAGES.closeDateRequired]: 'closeDateRequired',
  [DEAL_MESSAGES.closeBeforeStart]: 'closeBeforeStart',
  'Enter a valid date': 'dateInvalid',
  'At most 20 tags': 'tooManyTags',
  [FIELD_MESSAGES.tooLong]: 'tooLong',
  [FIELD_MESSAGES.dateInvalid]: 'dateInvalid',
  [FIELD_MESSAGES.dateTimeInvalid]: 'dateTimeInvalid',
  [FIELD_MESSAGES.idInvalid]: 'choiceInvalid',
};

export function dealValidationKey(message: string): string | undefined {
  return VALIDATION_KEYS[message];
}
