import type { TDb } from '../../db/client.js';
import { SEARCH_RESULTS_PER_CATEGORY, type TSearchRequest, type TSearchResponse, type TSearchResult } from '../../../shared/search/search.schema.js';
import { SEARCH_TABLES, runSearches, searchTableSql, type TSearchTable } from './search.repository.js';
import { searchTasks } from './search-tasks.repository.js';
import { searchDeals, type TDealSearchRow } from './search-deals.repository.js';
import { searchMessages, type TMessageSearchRow } from './search-messages.repository.js';
import { isBuiltInStage } from '../../../shared/deals/deals.rules.js';
import type { TLanguage } from '../../../shared/profile/profile.schema.js';
import { translatorFor } from '../../lib/i18n.js';

const URL_OF: Record<TSearchTable, (id: string) => string> = {
  contacts: () => '/contacts',
  prospects: (id) => `/prospects/${id}`,
  teamMembers: () => '/team',
};

/** Deal values are integer cents of US dollars, as on the dashboard. */
const DEAL_CURRENCY = 'USD';

/** "Bright Home Goods · Proposal · $1,250": the company, the stage as the owner reads it, the value. */
function dealDescription(row: TDealSearchRow, lang: TLanguage): string {
  const stage = isBuiltInStage(row.stage) ? translatorFor(lang, 'search')(`dealStages.${row.stage}`) : row.stage;
  const whole = row.value_cents % 100 === 0;
  const value = new Intl.NumberFormat(lang, { style: 'currency', currency: DEAL_CURRENCY, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(row.value_cents / 100);
  return [row.company, stage, value].filter(Boolean).join(' · ');
}

/** "Resolved · …the words around the match…": the ticket's status in `lang`, then where it matched. */
function messageDescription(row: TMessageSearchRow, lang: TLanguage): string {
  const status = translatorFor(lang, 'support')(`status.${row.status}`);
  const snippet = row.snippet.replace(/\s+/g, ' ').trim();
  return snippet ? `${status} · ${row.cut ? '…' : ''}${snippet}` : status;
}

/** Global search over the owner's records (messages: their support tickets), descriptions in `lang`. */
export async function search(db: TDb, userId: string, request: TSearchRequest, lang: TLanguage = 'en'): Promise<TSearchResponse> {
  const query = request.query.slice(0, 200);
  const kinds = request.filters.filter((f): f is TSearchTable => f in SEARCH_TABLES);
  const [found, tasks, deals, messages] = await Promise.all([
    runSearches(db, kinds.map((kind) => ({ kind, query: searchTableSql(kind, userId, query, SEARCH_RESULTS_PER_CATEGORY) }))),
    request.filters.includes('tasks') ? searchTasks(db, userId, query, SEARCH_RESULTS_PER_CATEGORY) : null,
    request.filters.includes('deals') ? searchDeals(db, userId, query, SEARCH_RESULTS_PER_CATEGORY) : null,
    request.filters.includes('messages') ? searchMessages(db, userId, query, SEARCH_RESULTS_PER_CATEGORY) : null,
  ]);
  const results: TSearchResponse['results'] = {};
  for (const category of request.filters) results[category] = [];
  for (const { kind, rows } of found) {
    results[kind] = rows.map(
      (r): TSearchResult => ({
        id: r.id,
        label: `${r.first_name} ${r.last_name}`.trim(),
        ...(r.detail && { description: r.detail }),
        url: kind === 'contacts' ? `${URL_OF.contacts(r.id)}?q=${encodeURIComponent(r.email)}` : URL_OF[kind](r.id),
      }),
    );
  }
  if (tasks) results.tasks = tasks.map((r): TSearchResult => ({ id: r.id, label: r.title, ...(r.detail && { description: r.detail }), url: `/tasks?task=${r.id}` }));
  if (deals) results.deals = deals.map((r): TSearchResult => ({ id: r.id, label: r.title, description: dealDescription(r, lang), url: `/pipeline?deal=${r.id}` }));
  if (messages) results.messages = messages.map((r): TSearchResult => ({ id: r.id, label: r.subject, description: messageDescription(r, lang), url: `/messages?ticket=${r.id}` }));
  return { results };
}
