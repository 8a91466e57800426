/**
 * `npm run bench:load`: 100 signed-in users on 100 connections, mixed reads and writes, for
 * LOAD_SECONDS (60) against the app on PGlite and on PostgreSQL (when reachable), beside a bare
 * Fastify route measured in the same run. Every acknowledged write is looked up afterwards.
 * Exits non-zero on any error, non-2xx answer or lost write.
 */
import os from 'node:os';
import { printTable } from '../../scripts/lib/print-table.js';
import type { TCannonResult } from './cannon.worker.js';
import { cannon } from './cannon.js';
import { DEFAULT_POSTGRES, freshPostgresDatabase, reachablePostgres } from '../../scripts/lib/databases.js';
import { startApp, startBare, type TRunningServer } from './servers.js';
import { signUpUsers, type TLoadUser } from './users.js';
import { lostWrites } from './verify.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 100;
const POSTGRES = process.env.LOAD_DATABASE_URL ?? DEFAULT_POSTGRES;

interface TRow {
  target: string;
  result: TCannonResult;
  lost: number | string;
  acked: number | string;
}

async function measureApp(server: TRunningServer): Promise<TRow> {
  process.stdout.write(`${server.label}: signing up 100 users… `);
  const users: TLoadUser[] = await signUpUsers(server.url, server.database!, 100);
  process.stdout.write(`loading for ${SECONDS} s… `);
  const result = await cannon({ url: server.url, mode: 'app', seconds: SECONDS, connections: CONNECTIONS, users });
  const lost = await lostWrites(server.database!, result.acked);
  console.log(`${result.total} requests, ${result.acked.length} acknowledged writes, ${lost.length} lost`);
  for (const w of lost.slice(0, 10)) console.log(`  lost: ${JSON.stringify(w)}`);
  for (const t of server.timings?.().slice(0, 3) ?? []) console.log(`  slowest in the server: ${t.route} ×${t.count}: p50 ${t.p50} ms, p99 ${t.p99} ms, max ${t.max} ms`);
  return { target: server.label, result, lost: lost.length, acked: result.acked.length };
}

async function main() {
  const rows: TRow[] = [];
  const bare = await startBare();
  process.stdout.write(`${bare.label}: loading for ${SECONDS} s… `);
  const bareResult = await cannon({ url: bare.url, mode: 'bare', seconds: SECONDS, connections: CONNECTIONS, users: [] });
  console.log(`${bareResult.total} requests`);
  rows.push({ target: bare.label, result: bareResult, lost: '-', acked: '-' });
  await bare.close();

  const pglite = await startApp(undefined);
  try {
    rows.push(await measureApp(pglite));
  } finally {
    await pglite.close();
  }

  if (await reachablePostgres(POSTGRES)) {
    const fresh = await freshPostgresDatabase(POSTGRES, 'upline_load');
    const postgres = await startApp(fresh.url);
    try {
      rows.push(await measureApp(postgres));
    } finally {
      await postgres.close();
      await fresh.drop();
    }
  } else {
    console.log(`PostgreSQL not reachable at ${POSTGRES}: skipped (set LOAD_DATABASE_URL)`);
  }

  console.log(`\n${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · ${CONNECTIONS} connections · ${SECONDS} s each\n`);
  printTable(
    rows.map(({ target, result, lost, acked }) => ({
      target,
      'req/s': Math.round(result.requestsPerSecond),
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      'max ms': result.max,
      errors: result.errors,
      timeouts: result.timeouts,
      'non-2xx': result.non2xx,
      'acked writes': acked,
      'lost writes': lost,
      'req/s vs bare': `${((result.requestsPerSecond / bareResult.requestsPerSecond) * 100).toFixed(1)} %`,
      'p99 vs bare': `${(result.p99 / Math.max(bareResult.p99, 1)).toFixed(1)} ×`,
    })),
  );
  const failed = rows.some((r) => r.result.errors + r.result.non2xx > 0 || (typeof r.lost === 'number' && r.lost > 0));
  if (failed) {
    for (const r of rows) if (r.result.non2xx) console.log(`${r.target} status codes: ${JSON.stringify(r.result.statusCodes)}`);
    for (const r of rows) if (r.result.errors) console.log(`${r.target} errors: ${JSON.stringify(r.result.errorKinds)}`);
    process.exitCode = 1;
  }
}

await main();
