import type { Day } from 'date-fns';

/** The first day of the week for a language, from the browser's region when it speaks that language (en-GB: Monday). */
export function weekStartOf(language: string, browserLocale = typeof navigator === 'undefined' ? '' : navigator.language): Day {
  const tag = browserLocale && browserLocale.split('-')[0] === language.split('-')[0] ? browserLocale : language;
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
    if (firstDay) return (firstDay % 7) as Day;
  } catch {
    // An unknown tag falls back to the table below.
  }
  return language.startsWith('en') ? 0 : 1;
}
