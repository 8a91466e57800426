import * as z from 'zod';

export const SEARCH_CATEGORIES = ['contacts', 'prospects', 'teamMembers', 'deals', 'tasks', 'messages'] as const;
export type TSearchCategory = (typeof SEARCH_CATEGORIES)[number];
export const SEARCH_RESULTS_PER_CATEGORY = 8;

export const ZSearchRequest = z.strictObject({
  query: z.string({ error: 'Type something to search for' }).trim().min(1, 'Type something to search for').max(200, 'The search text is too long (200 characters at most)'),
  filters: z.array(z.enum(SEARCH_CATEGORIES, { error: `Unknown category: use ${SEARCH_CATEGORIES.join(', ')}` })).max(SEARCH_CATEGORIES.length).default([...SEARCH_CATEGORIES]),
});
export type TSearchRequest = z.infer<typeof ZSearchRequest>;

export interface TSearchResult {
  id: string;
  label: string;
  description?: string;
  url: string;
}

export type TSearchResponse = { results: Partial<Record<TSearchCategory, TSearchResult[]>> };
