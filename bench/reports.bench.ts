import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../src/server/db/client.js';
import { LARGE_SEED_ACCOUNT } from '../src/server/db/seed/large.js';
import { listening } from './people.bench.js';
import { timeMany } from './stats.js';

const ORIGIN = 'http://localhost:3999';
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 3);
/** The goal: a 100,000-row CSV export starts streaming within 1 s. */
export const REPORT_FIRST_BYTE_TARGET_MS = 1_000;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN, 'content-type': 'application/json' }, payload: JSON.stringify(LARGE_SEED_ACCOUNT) });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * `POST /api/reports/export` of the bench seller's 100,000 prospects as a detailed CSV, over a
 * real socket (app.inject would wait for the whole body): the time to the first byte and to the
 * last, and the lines received; beside it the raw SQL reading the same rows in one statement.
 */
export async function benchReports(app: FastifyInstance, database: TDatabase, userId: string) {
  const cookie = await signIn(app);
  const address = await listening(app);
  const body = JSON.stringify({ type: 'prospects', period: 'all_time', layout: 'detailed', fields: ['name', 'email', 'phone', 'status', 'source', 'companyName', 'leadScore', 'interactionCount', 'lastContacted', 'createdAt'], format: 'csv' });
  const firstBytes: number[] = [];
  const totals: number[] = [];
  let lines = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const res = await fetch(`${address}/api/reports/export`, { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body });
    if (res.status !== 200 || !res.body) throw new Error(`POST /api/reports/export: ${res.status} ${await res.text()}`);
    const reader = res.body.getReader();
    let first = true;
    lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (first) {
        firstBytes.push(performance.now() - started);
        first = false;
      }
      for (const byte of value) if (byte === 10) lines += 1;
    }
    totals.push(performance.now() - started);
  }
  const raw = () =>
    database.query(
      `select p.first_name || ' ' || p.last_name, p.email, p.phone, p.status, p.source, p.company_name, p.lead_score, p.interaction_count, p.last_contacted, p.created_at
       from prospects p where p.user_id = $1 order by p.created_at, p.id`,
      [userId],
    );
  await timeMany(1, raw);
  const rawMs = median(await timeMany(RUNS, raw));
  const firstByte = median(firstBytes);
  const total = median(totals);
  return [
    {
      database: database.kind,
      case: `report export: CSV of ${(lines - 1).toLocaleString('en')} prospects (median of ${RUNS})`,
      'first byte ms': firstByte.toFixed(0),
      'total ms': total.toFixed(0),
      'raw SQL total ms': rawMs.toFixed(0),
      'ratio total/raw': (total / rawMs).toFixed(2),
      target: `first byte ≤ ${REPORT_FIRST_BYTE_TARGET_MS} ms: ${firstByte <= REPORT_FIRST_BYTE_TARGET_MS ? 'met' : 'MISSED'}`,
    },
  ];
}
