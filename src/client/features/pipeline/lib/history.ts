/** How the history shows values: the screen passes formatters in the interface language. */
export interface THistoryFormat {
  stage: (stage: string) => string;
  money: (cents: number) => string;
  percent: (value: number) => string;
  day: (day: string) => string;
  moment: (iso: string) => string;
}

/** One changed field: its values before and after, or only that it changed (ids, long notes). */
export type TChangeLine =
  | { field: string; kind: 'values'; from: string | null; to: string | null }
  | { field: string; kind: 'changed' | 'cleared' };

/** Body and column names of one field, shown under one name. */
const FIELD_ALIASES: Record<string, string> = {
  valueCents: 'value',
  value_cents: 'value',
  assignedRepId: 'assignedRep',
  assigned_rep_id: 'assignedRep',
  contactId: 'contact',
  contact_id: 'contact',
  startDate: 'startDate',
  start_date: 'startDate',
  closeDate: 'closeDate',
  close_date: 'closeDate',
  followUpAt: 'followUpAt',
  follow_up_at: 'followUpAt',
  actualCloseAt: 'actualCloseAt',
  actual_close_at: 'actualCloseAt',
};

/** The fields the history names (`pipeline:history.fields.*`); others show as the server names them. */
export const HISTORY_FIELDS = ['title', 'value', 'probability', 'stage', 'startDate', 'closeDate', 'assignedRep', 'contact', 'company', 'tags', 'notes', 'followUpAt', 'actualCloseAt'] as const;

export function historyField(field: string): string {
  return FIELD_ALIASES[field] ?? field;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A person as the history may carry them: a name, an object with one, or only an id. */
function personName(value: unknown): string | null {
  if (typeof value === 'string') return UUID.test(value) ? null : value;
  if (typeof value !== 'object' || value === null) return null;
  const person = value as { name?: unknown; firstName?: unknown; lastName?: unknown };
  if (typeof person.name === 'string') return person.name;
  const full = [person.firstName, person.lastName].filter((part) => typeof part === 'string' && part).join(' ');
  return full || null;
}

function text(field: string, value: unknown, f: THistoryFormat): string | null {
  if (isEmpty(value)) return null;
  switch (field) {
    case 'stage':
      return typeof value === 'string' ? f.stage(value) : String(value);
    case 'value':
      return typeof value === 'number' ? f.money(value) : String(value);
    case 'probability':
      return typeof value === 'number' ? f.percent(value) : String(value);
    case 'startDate':
    case 'closeDate':
      return typeof value === 'string' ? f.day(value.slice(0, 10)) : String(value);
    case 'followUpAt':
    case 'actualCloseAt':
      return typeof value === 'string' ? f.moment(value) : String(value);
    case 'tags':
      return Array.isArray(value) ? value.map((tag) => `#${String(tag)}`).join(' ') : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** "Stage: Qualification → Proposal"; for people and notes, only that they changed (ids are no one's reading). */
export function describeChange(rawField: string, change: { from: unknown; to: unknown }, f: THistoryFormat): TChangeLine {
  const field = historyField(rawField);
  if (field === 'assignedRep' || field === 'contact') {
    const from = personName(change.from);
    const to = personName(change.to);
    if (isEmpty(change.to)) return from ? { field, kind: 'values', from, to: null } : { field, kind: 'cleared' };
    if (to && (from || isEmpty(change.from))) return { field, kind: 'values', from, to };
    return { field, kind: 'changed' };
  }
  if (field === 'notes') return isEmpty(change.to) ? { field, kind: 'cleared' } : { field, kind: 'changed' };
  return { field, kind: 'values', from: text(field, change.from, f), to: text(field, change.to, f) };
}
