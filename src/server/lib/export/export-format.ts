import type { TLanguage } from '../../../shared/common/languages.js';
import type { TExportColumnKind } from './export.types.js';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** Parts of a date in a zone, for the ISO-like CSV forms. */
function zonedParts(date: Date, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/**
 * A cell as the CSV writes it: machine-readable whatever the reader's locale (see export.types.ts).
 * Numbers come back as numbers so the formula guard leaves a negative amount alone.
 */
export function csvCell(value: unknown, kind: TExportColumnKind = 'text', timeZone = 'UTC'): string | number {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'number':
    case 'percent':
      return toNumber(value) ?? String(value);
    case 'money': {
      const cents = toNumber(value);
      return cents === null ? String(value) : (cents / 100).toFixed(2);
    }
    case 'date': {
      if (typeof value === 'string' && DAY_ONLY.test(value)) return value;
      const date = toDate(value);
      if (!date) return String(value);
      const p = zonedParts(date, timeZone);
      return `${p.year}-${p.month}-${p.day}`;
    }
    case 'datetime': {
      const date = toDate(value);
      if (!date) return String(value);
      const p = zonedParts(date, timeZone);
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    }
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

/** Intl formatters of one document, built once: a 100,000-row PDF would otherwise build 100,000 of them. */
export interface TCellFormatter {
  format(value: unknown, kind?: TExportColumnKind): string;
  money(cents: number): string;
  number(value: number): string;
  dateTime(date: Date): string;
}

export function cellFormatter(language: TLanguage, timeZone = 'UTC'): TCellFormatter {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const calendarDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const zonedDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  const zonedDateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  // Table cells: the short form fits a column ("01.11.2026, 12:30" rather than "1 нояб. 2026 г., 12:30").
  const cellDateTime = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone });

  return {
    money: (cents) => money.format(cents / 100),
    number: (value) => numbers.format(value),
    dateTime: (date) => zonedDateTime.format(date),
    format(value, kind = 'text') {
      if (value === null || value === undefined) return '';
      switch (kind) {
        case 'number': {
          const n = toNumber(value);
          return n === null ? String(value) : numbers.format(n);
        }
        case 'money': {
          const n = toNumber(value);
          return n === null ? String(value) : money.format(n / 100);
        }
        case 'percent': {
          const n = toNumber(value);
          return n === null ? String(value) : percent.format(n / 100);
        }
        case 'date': {
          if (typeof value === 'string' && DAY_ONLY.test(value)) return calendarDay.format(new Date(`${value}T00:00:00Z`));
          const date = toDate(value);
          return date ? zonedDay.format(date) : String(value);
        }
        case 'datetime': {
          const date = toDate(value);
          return date ? cellDateTime.format(date) : String(value);
        }
        default:
          return value instanceof Date ? cellDateTime.format(value) : String(value);
      }
    },
  };
}
