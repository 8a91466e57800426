import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../src/server/db/client.js';
import { PERSON_TYPES } from '../src/shared/people/people.schema.js';
import { directoryPageSql, peopleCountSql, peopleRowsSql } from '../src/server/modules/people/people.repository.js';
import { LARGE_SEED_ACCOUNT } from '../src/server/db/seed/large.js';
import { resultRow, timeMany, timeSideBySide } from './stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const PAGE_SIZE = 20;
export const PEOPLE_TARGET_P95_MS = 30;
/** Page 1's time over HTTP at most this many times its statements' own (issue 11). */
export const PEOPLE_PAGE_ONE_P50_RATIO = 2;

/** The driver-level text and parameters of a drizzle SQL object: the "raw" baseline runs exactly this. */
export function rawOf(database: TDatabase, query: ReturnType<typeof sql>) {
  const { sql: text, params } = (database.db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(query);
  return () => database.query(text, params);
}

export async function signIn(baseUrl: string, account: { email: string; password: string } = LARGE_SEED_ACCOUNT): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3999' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The app's address, listening on a free port (once). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** GET /api/people page 1 and page 500 over HTTP, beside the same two SQL statements run raw. */
export async function benchPeople(app: FastifyInstance, database: TDatabase, userId: string) {
  const address = await listening(app);
  const cookie = await signIn(address);
  const rows: Record<string, string | number>[] = [];
  for (const page of [1, 500]) {
    const url = `${address}/api/people?page=${page}&pageSize=${PAGE_SIZE}`;
    const http = async () => {
      const res = await fetch(url, { headers: { cookie } });
      if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
      const body = (await res.json()) as { items: unknown[]; total: number };
      if (body.items.length !== PAGE_SIZE) throw new Error(`page ${page} answered ${body.items.length} rows`);
    };
    // The raw baseline runs the same three statements the server runs, straight on the driver.
    const pageSql = rawOf(database, directoryPageSql(userId, [...PERSON_TYPES], PAGE_SIZE, (page - 1) * PAGE_SIZE));
    const countSql = rawOf(database, peopleCountSql(userId, [...PERSON_TYPES]));
    const refs = (await pageSql()) as { type: (typeof PERSON_TYPES)[number]; id: string }[];
    const rowsSql = rawOf(database, peopleRowsSql(userId, refs));
    const raw = async () => {
      await pageSql();
      await rowsSql();
      await countSql();
    };
    await timeMany(20, http);
    await timeMany(20, raw);
    // In turn, as the page's goal is a ratio between the two (stats.ts, timeSideBySide).
    const [httpSamples, rawSamples] = await timeSideBySide(ITERATIONS, http, raw);
    rows.push(resultRow(database.kind, `GET /api/people page ${page}`, httpSamples, rawSamples, PEOPLE_TARGET_P95_MS, page === 1 ? PEOPLE_PAGE_ONE_P50_RATIO : undefined));
  }
  return rows;
}
