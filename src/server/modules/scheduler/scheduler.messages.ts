import { FOLLOW_UP_RULES, type TFollowUpRule } from '../../../shared/follow-ups/follow-ups.rules.js';
import { LANGUAGES, type TLanguage } from '../../../shared/profile/profile.schema.js';
import { isLanguage, translatorFor } from '../../lib/i18n.js';

/**
 * The scheduler writes thousands of rows per statement, so the texts go into SQL as templates:
 * i18next renders each language's string with its placeholders left in (`{{name}}`, `{{date}}`),
 * and the statement fills them per row. The strings live in `locales/<lang>/reminders.json`.
 */
export type TMessageKind = 'manual' | TFollowUpRule | 'task' | 'deal';
const KINDS: TMessageKind[] = ['manual', ...FOLLOW_UP_RULES, 'task'];

export { isLanguage };

/** `{en: {manual: "Follow up with {{name}} is due", …, task: "Task reminder: {{title}}", deal: "Follow up on the deal {{title}}"}, es: …}`. */
export function notificationTemplates(): Record<TLanguage, Record<TMessageKind, string>> {
  const entries = LANGUAGES.map((lang) => {
    const t = translatorFor(lang, 'reminders');
    const kinds = KINDS.map((kind) => [kind, t(`notification.${kind}`, { name: '{{name}}', title: '{{title}}' })]);
    // A deal's follow-up speaks in the deals namespace (locales/<lang>/deals.json).
    kinds.push(['deal', translatorFor(lang, 'deals')('notification.followUp', { title: '{{title}}' })]);
    return [lang, Object.fromEntries(kinds)];
  });
  return Object.fromEntries(entries) as Record<TLanguage, Record<TMessageKind, string>>;
}

/** The note an automatic reminder carries, with `{{date}}` left for the statement to fill. */
export function ruleNote(lang: TLanguage, rule: TFollowUpRule): string {
  return translatorFor(lang, 'reminders')(`note.${rule}`, { date: '{{date}}' });
}

/**
 * How a language writes a date, for SQL to fill from a `date`: `pattern` holds `{{day}}`,
 * `{{month}}` and `{{year}}` ("{{month}} {{day}}, {{year}}" in English, "{{day}}. {{month}}
 * {{year}}" in German) and `months` the twelve month names as that pattern needs them (Russian
 * takes the genitive, "марта"), joined by "|".
 */
export interface TDateFormat {
  pattern: string;
  months: string;
}

const formats = new Map<string, TDateFormat>();

export function dateFormatOf(lang: TLanguage, withYear: boolean): TDateFormat {
  const key = `${lang}:${withYear}`;
  const known = formats.get(key);
  if (known) return known;
  const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC', ...(withYear && { year: 'numeric' }) });
  const placeholder: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day: '{{day}}', month: '{{month}}', year: '{{year}}' };
  const pattern = format
    .formatToParts(new Date(Date.UTC(2001, 0, 2)))
    .map((part) => placeholder[part.type] ?? part.value)
    .join('');
  const months = Array.from({ length: 12 }, (_, m) => format.formatToParts(new Date(Date.UTC(2001, m, 2))).find((p) => p.type === 'month')?.value ?? String(m + 1)).join('|');
  const result = { pattern, months };
  formats.set(key, result);
  return result;
}
