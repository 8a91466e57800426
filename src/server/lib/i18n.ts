import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type TLanguage } from '../../shared/profile/profile.schema.js';
import de from '../locales/de/emails.json' with { type: 'json' };
import en from '../locales/en/emails.json' with { type: 'json' };
import es from '../locales/es/emails.json' with { type: 'json' };
import fr from '../locales/fr/emails.json' with { type: 'json' };
import ru from '../locales/ru/emails.json' with { type: 'json' };
import deTasks from '../locales/de/tasks.json' with { type: 'json' };
import enTasks from '../locales/en/tasks.json' with { type: 'json' };
import esTasks from '../locales/es/tasks.json' with { type: 'json' };
import frTasks from '../locales/fr/tasks.json' with { type: 'json' };
import ruTasks from '../locales/ru/tasks.json' with { type: 'json' };
import deReminders from '../locales/de/reminders.json' with { type: 'json' };
import enReminders from '../locales/en/reminders.json' with { type: 'json' };
import esReminders from '../locales/es/reminders.json' with { type: 'json' };
import frReminders from '../locales/fr/reminders.json' with { type: 'json' };
import ruReminders from '../locales/ru/reminders.json' with { type: 'json' };
import deSearch from '../locales/de/search.json' with { type: 'json' };
import enSearch from '../locales/en/search.json' with { type: 'json' };
import esSearch from '../locales/es/search.json' with { type: 'json' };
import frSearch from '../locales/fr/search.json' with { type: 'json' };
import ruSearch from '../locales/ru/search.json' with { type: 'json' };
import deBilling from '../locales/de/billing.json' with { type: 'json' };
import enBilling from '../locales/en/billing.json' with { type: 'json' };
import esBilling from '../locales/es/billing.json' with { type: 'json' };
import frBilling from '../locales/fr/billing.json' with { type: 'json' };
import ruBilling from '../locales/ru/billing.json' with { type: 'json' };
import deDeals from '../locales/de/deals.json' with { type: 'json' };
import enDeals from '../locales/en/deals.json' with { type: 'json' };
import esDeals from '../locales/es/deals.json' with { type: 'json' };
import frDeals from '../locales/fr/deals.json' with { type: 'json' };
import ruDeals from '../locales/ru/deals.json' with { type: 'json' };
import deSupport from '../locales/de/support.json' with { type: 'json' };
import enSupport from '../locales/en/support.json' with { type: 'json' };
import esSupport from '../locales/es/support.json' with { type: 'json' };
import frSupport from '../locales/fr/support.json' with { type: 'json' };
import ruSupport from '../locales/ru/support.json' with { type: 'json' };
import deExport from '../locales/de/export.json' with { type: 'json' };
import enExport from '../locales/en/export.json' with { type: 'json' };
import esExport from '../locales/es/export.json' with { type: 'json' };
import frExport from '../locales/fr/export.json' with { type: 'json' };
import ruExport from '../locales/ru/export.json' with { type: 'json' };
import deDetailedReports from '../locales/de/detailedReports.json' with { type: 'json' };
import enDetailedReports from '../locales/en/detailedReports.json' with { type: 'json' };
import esDetailedReports from '../locales/es/detailedReports.json' with { type: 'json' };
import frDetailedReports from '../locales/fr/detailedReports.json' with { type: 'json' };
import ruDetailedReports from '../locales/ru/detailedReports.json' with { type: 'json' };
import deTeamAnalytics from '../locales/de/teamAnalytics.json' with { type: 'json' };
import enTeamAnalytics from '../locales/en/teamAnalytics.json' with { type: 'json' };
import esTeamAnalytics from '../locales/es/teamAnalytics.json' with { type: 'json' };
import frTeamAnalytics from '../locales/fr/teamAnalytics.json' with { type: 'json' };
import ruTeamAnalytics from '../locales/ru/teamAnalytics.json' with { type: 'json' };
import deAi from '../locales/de/ai.json' with { type: 'json' };
import enAi from '../locales/en/ai.json' with { type: 'json' };
import esAi from '../locales/es/ai.json' with { type: 'json' };
import frAi from '../locales/fr/ai.json' with { type: 'json' };
import ruAi from '../locales/ru/ai.json' with { type: 'json' };
import deReports from '../locales/de/reports.json' with { type: 'json' };
import enReports from '../locales/en/reports.json' with { type: 'json' };
import esReports from '../locales/es/reports.json' with { type: 'json' };
import frReports from '../locales/fr/reports.json' with { type: 'json' };
import ruReports from '../locales/ru/reports.json' with { type: 'json' };

/** The server's own texts (emails), `locales/<lang>/<namespace>.json` as on the client. */
export const serverResources: Record<TLanguage, Record<string, Record<string, unknown>>> = {
  en: { emails: en, tasks: enTasks, reminders: enReminders, search: enSearch, deals: enDeals, billing: enBilling, support: enSupport, export: enExport, detailedReports: enDetailedReports, teamAnalytics: enTeamAnalytics, ai: enAi, reports: enReports },
  es: { emails: es, tasks: esTasks, reminders: esReminders, search: esSearch, deals: esDeals, billing: esBilling, support: esSupport, export: esExport, detailedReports: esDetailedReports, teamAnalytics: esTeamAnalytics, ai: esAi, reports: esReports },
  fr: { emails: fr, tasks: frTasks, reminders: frReminders, search: frSearch, deals: frDeals, billing: frBilling, support: frSupport, export: frExport, detailedReports: frDetailedReports, teamAnalytics: frTeamAnalytics, ai: frAi, reports: frReports },
  ru: { emails: ru, tasks: ruTasks, reminders: ruReminders, search: ruSearch, deals: ruDeals, billing: ruBilling, support: ruSupport, export: ruExport, detailedReports: ruDetailedReports, teamAnalytics: ruTeamAnalytics, ai: ruAi, reports: ruReports },
  de: { emails: de, tasks: deTasks, reminders: deReminders, search: deSearch, deals: deDeals, billing: deBilling, support: deSupport, export: deExport, detailedReports: deDetailedReports, teamAnalytics: deTeamAnalytics, ai: deAi, reports: deReports },
};

const instance = i18next.createInstance();
void instance.init({
  resources: serverResources,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(serverResources.en),
  defaultNS: 'emails',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translatorFor(lang: TLanguage, ns = 'emails'): TFunction {
  return instance.getFixedT(lang, ns);
}

export function isLanguage(value: string): value is TLanguage {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a request asks for: the client sends its interface language as Accept-Language;
 * a browser sends its own list ("de-CH,de;q=0.9,en;q=0.8"). The first supported one wins.
 */
export function languageOfRequest(request: Request | null | undefined, fallback: TLanguage = 'en'): TLanguage {
  return languageOfHeader(request?.headers.get('accept-language'), fallback);
}

/** The first supported language of an Accept-Language header (Fastify hands headers as strings). */
export function languageOfHeader(header: string | null | undefined, fallback: TLanguage = 'en'): TLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => isLanguage(entry.lang))?.lang as TLanguage | undefined ?? fallback;
}
