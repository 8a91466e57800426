/**
 * `npm run test:faults`: the real server as a child process, killed with SIGKILL at random
 * moments while it performs each multi-row write (FAULT_CYCLES times per kind, 20 by default), on
 * PGlite and on PostgreSQL when reachable. After every kill the database is opened directly and
 * checked: no partial state, every acknowledged write present, counters matching their rows; then
 * the server restarts on the same data. Also: an unreachable database at start, and PostgreSQL
 * going away under a running server. Prints a summary; exits non-zero on any violation.
 */
import os from 'node:os';
import { printTable } from '../../scripts/lib/print-table.js';
import { DEFAULT_POSTGRES, freePort, reachablePostgres } from '../../scripts/lib/databases.js';
import { request, signedInClient } from './http.js';
import { buildServer, killHard, startServer, stopGracefully, waitHealthy, type TServerProcess } from './server-process.js';
import { countersMatch, WRITE_KINDS, type TAck, type TFaultContext, type TWriteKind } from './write-kinds.js';
import { pgliteTarget, postgresTarget, type TFaultTarget } from './targets.js';
import { outageMidRun, unreachableAtStart, type TOutcome } from './outage.js';

const CYCLES = Number(process.env.FAULT_CYCLES ?? 20);
const POSTGRES = process.env.FAULT_DATABASE_URL ?? DEFAULT_POSTGRES;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface TKindRow {
  database: string;
  write: string;
  kills: number;
  'in flight at kill': number;
  attempted: number;
  acknowledged: number;
  'lost (acked, missing)': number;
  'partial state': number;
  'reopen failures': number;
  'restart ms (avg)': number;
}

let sequence = 0;

/** Writes of one kind from parallel loops until `stop`; acknowledged ones are kept, whenever their answer arrives. */
function writeStream(kind: TWriteKind, client: Parameters<TWriteKind['send']>[0], ctx: TFaultContext) {
  const state = { stop: false, attempted: 0, inFlight: 0, acked: [] as TAck[] };
  const loops = Array.from({ length: kind.concurrency }, async () => {
    while (!state.stop) {
      const n = (sequence += 1);
      state.attempted += 1;
      state.inFlight += 1;
      try {
        const ack = await kind.send(client, ctx, n);
        if (ack) state.acked.push(ack);
      } catch {
        // the connection died with the server: not acknowledged
      } finally {
        state.inFlight -= 1;
      }
    }
  });
  return { state, done: Promise.all(loops) };
}

async function runTarget(target: TFaultTarget, rows: TKindRow[], violations: string[]): Promise<void> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const limits = { FREE_LIMIT_PROSPECTS: '1000000', FREE_LIMIT_ACTIVITIES: '1000000', FREE_LIMIT_GOALS: '1000000', FREE_LIMIT_TEAM_MEMBERS: '1000000' };
  const env = { ...target.env, ...limits, PORT: String(port), HOST: '127.0.0.1', BASE_URL: baseUrl, NODE_ENV: 'development', SEED_DEMO: '0', SIGN_IN_RATE_LIMIT: '100000', API_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' };
  let server: TServerProcess = startServer(env);
  /** Starts the server again on the same data; a start that hangs is a violation, and gets one more try. */
  const restart = async (where: string): Promise<number> => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      server = startServer(env);
      try {
        return await waitHealthy(baseUrl, server, 90_000);
      } catch (error) {
        violations.push(`${target.label} · ${where}: the server did not come back (attempt ${attempt}): ${(error as Error).message.slice(0, 600)}`);
        await killHard(server);
      }
    }
    throw new Error(`${target.label}: the server does not start on its data after ${where}; data kept in ${target.keep()}`);
  };
  try {
    await waitHealthy(baseUrl, server);
    const client = await signedInClient(baseUrl);
    const ctx: TFaultContext = {
      userId: ((await request(client, 'GET', '/api/me')).json as { userId: string }).userId,
      teamId: ((await request(client, 'POST', '/api/teams', { teamName: 'Fault team' })).json as { id: string }).id,
    };
    for (const kind of WRITE_KINDS) {
      const acked: TAck[] = [];
      const row: TKindRow = { database: target.label, write: kind.name, kills: 0, 'in flight at kill': 0, attempted: 0, acknowledged: 0, 'lost (acked, missing)': 0, 'partial state': 0, 'reopen failures': 0, 'restart ms (avg)': 0 };
      const restarts: number[] = [];
      const partialSeen = new Set<string>();
      const lostSeen = new Set<string>();
      rows.push(row);
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        const stream = writeStream(kind, client, ctx);
        await sleep(100 + Math.random() * 1_400);
        row['in flight at kill'] += stream.state.inFlight;
        stream.state.stop = true;
        await killHard(server);
        await stream.done;
        row.kills += 1;
        row.attempted += stream.state.attempted;
        acked.push(...stream.state.acked);
        try {
          const db = await target.open();
          try {
            const { partial, lost } = await kind.check(db.query, ctx, acked);
            partial.push(...(await countersMatch(db.query, ctx.userId)));
            // A broken row stays broken: count each finding once, at the kill that caused it.
            for (const p of partial.filter((x) => !partialSeen.has(x))) violations.push(`${target.label} · ${kind.name} · kill ${cycle}: ${p}`);
            for (const p of lost.filter((x) => !lostSeen.has(x))) violations.push(`${target.label} · ${kind.name} · kill ${cycle}: ${p}`);
            partial.forEach((p) => partialSeen.add(p));
            lost.forEach((p) => lostSeen.add(p));
          } finally {
            await db.close();
          }
        } catch (error) {
          row['reopen failures'] += 1;
          violations.push(`${target.label} · ${kind.name} · kill ${cycle}: the database did not open: ${(error as Error).message}`);
        }
        restarts.push(await restart(`${kind.name} · kill ${cycle}`));
        process.stdout.write('.');
      }
      row.acknowledged = acked.length;
      row['lost (acked, missing)'] = lostSeen.size;
      row['partial state'] = partialSeen.size;
      row['restart ms (avg)'] = Math.round(restarts.reduce((a, b) => a + b, 0) / restarts.length);
    }
  } finally {
    await stopGracefully(server);
  }
}

async function main() {
  const started = Date.now();
  if (!buildServer()) console.warn('No compiled server: running src/server/main.ts through tsx instead');
  const targets: TFaultTarget[] = [pgliteTarget()];
  const postgres = await reachablePostgres(POSTGRES);
  if (postgres) targets.push(await postgresTarget(postgres));
  else console.log(`PostgreSQL not reachable at ${POSTGRES}: its runs are skipped (set FAULT_DATABASE_URL)`);

  const rows: TKindRow[] = [];
  const violations: string[] = [];
  for (const target of targets) {
    process.stdout.write(`${target.label}: ${CYCLES} kills per write kind `);
    try {
      await runTarget(target, rows, violations);
    } catch (error) {
      violations.push((error as Error).message);
    } finally {
      await target.cleanup();
    }
    console.log(' done');
  }

  process.stdout.write('Database outages ');
  const outcomes: TOutcome[] = [await unreachableAtStart()];
  if (postgres) outcomes.push(...(await outageMidRun(postgres)));
  console.log(' done');

  console.log(`\n${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB · ${((Date.now() - started) / 60_000).toFixed(1)} min\n`);
  printTable(rows as unknown as Record<string, string | number>[]);
  console.log('');
  printTable(outcomes.map((o) => ({ scenario: o.scenario, result: o.ok ? 'ok' : 'VIOLATION', seen: o.seen })));
  violations.push(...outcomes.filter((o) => !o.ok).map((o) => `${o.scenario}: ${o.seen}`));
  if (violations.length) {
    console.log(`\n${violations.length} violation(s):`);
    for (const v of violations.slice(0, 50)) console.log(`  ${v}`);
    process.exitCode = 1;
  }
}

await main();
