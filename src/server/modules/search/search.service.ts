import type { TDb } from '../../db/client.js';
import { SEARCH_RESULTS_PER_CATEGORY, type TSearchRequest, type TSearchResponse, type TSearchResult } from '../../../shared/search/search.schema.js';
import { SEARCH_TABLES, runSearches, searchTableSql, type TSearchTable } from './search.repository.js';
import { searchTasks } from './search-tasks.repository.js';

const URL_OF: Record<TSearchTable, (id: string) => string> = {
  contacts: () => '/contacts',
  prospects: (id) => `/prospects/${id}`,
  teamMembers: () => '/team',
};

/**
 * Global search over the owner's records. Deals and messages have no records in this version, so
 * those categories answer empty lists when asked for.
 */
export async function search(db: TDb, userId: string, request: TSearchRequest): Promise<TSearchResponse> {
  const query = request.query.slice(0, 200);
  const kinds = request.filters.filter((f): f is TSearchTable => f in SEARCH_TABLES);
  const [found, tasks] = await Promise.all([
    runSearches(db, kinds.map((kind) => ({ kind, query: searchTableSql(kind, userId, query, SEARCH_RESULTS_PER_CATEGORY) }))),
    request.filters.includes('tasks') ? searchTasks(db, userId, query, SEARCH_RESULTS_PER_CATEGORY) : null,
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
  return { results };
}
