import { dateTimeFormat, numberFormat } from '../../../lib/intl';

/** A price in the reader's locale and the plans' currency; whole amounts drop the cents ($599, not $599.00). */
export function formatPrice(cents: number, locale: string, currency: string): string {
  const whole = cents % 100 === 0;
  return numberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/**
 * "7 days", "7 дней", "7 Tage": Intl knows each language's plural forms, which the
 * translation files cannot carry (every language must hold the same keys).
 */
export function formatDuration(value: number, unit: 'day' | 'month' | 'year', locale: string): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

export function formatLongDate(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
