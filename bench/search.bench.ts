import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../src/server/db/client.js';
import { SEARCH_SEED_ACCOUNT } from '../src/server/db/seed/large.js';
import { searchTableSql, type TSearchTable } from '../src/server/modules/search/search.repository.js';
import { searchDealsSql } from '../src/server/modules/search/search-deals.repository.js';
import { SEARCH_RESULTS_PER_CATEGORY } from '../src/shared/search/search.schema.js';
import { listening, rawOf, signIn } from './people.bench.js';
import { resultRow, timeMany } from './stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
export const SEARCH_TARGET_P95_MS = 50;
/** Typos, accents, short prefixes, a company held by a quarter of the records and a miss: what people type into the palette. */
const QUERIES = ['jonas fishcer', 'amelie garcia', 'zoe', 'bjorn muller', 'petrov', 'acme', 'xqzvy'];
const KINDS: TSearchTable[] = ['contacts', 'prospects', 'teamMembers'];

/** POST /api/search over HTTP beside the same statements (people and deals) run raw, one after another. */
export async function benchSearch(app: FastifyInstance, database: TDatabase) {
  const [searcher] = await database.query<{ id: string }>(`select id from "user" where email = $1`, [SEARCH_SEED_ACCOUNT.email]);
  const address = await listening(app);
  const cookie = await signIn(address, SEARCH_SEED_ACCOUNT);
  let i = 0;
  const http = async () => {
    const query = QUERIES[i++ % QUERIES.length];
    const res = await fetch(`${address}/api/search`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:3999' },
      body: JSON.stringify({ query }),
    });
    if (!res.ok) throw new Error(`search ${query}: ${res.status}`);
    await res.json();
  };
  const statements = QUERIES.map((query) => [
    ...KINDS.map((kind) => rawOf(database, searchTableSql(kind, searcher.id, query, SEARCH_RESULTS_PER_CATEGORY))),
    rawOf(database, searchDealsSql(searcher.id, query, SEARCH_RESULTS_PER_CATEGORY)),
  ]);
  let j = 0;
  const raw = async () => {
    for (const run of statements[j++ % statements.length]) await run();
  };
  await timeMany(12, http);
  await timeMany(12, raw);
  const httpSamples = await timeMany(ITERATIONS, http);
  const rawSamples = await timeMany(ITERATIONS, raw);
  return [resultRow(database.kind, 'POST /api/search (250k people of 1M, 20k deals)', httpSamples, rawSamples, SEARCH_TARGET_P95_MS)];
}
