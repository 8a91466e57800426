import { freePort, freshPostgresDatabase, runStatement } from '../../scripts/lib/databases.js';
import { request, signedInClient } from './http.js';
import { killHard, startServer, stopGracefully, waitHealthy } from './server-process.js';

export interface TOutcome {
  scenario: string;
  seen: string;
  ok: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tally = (values: (string | number)[]) => [...new Set(values)].map((v) => `${v} ×${values.filter((x) => x === v).length}`).join(', ');

/** DATABASE_URL on a closed port: retries with growing waits, then one clear line and a non-zero exit. */
export async function unreachableAtStart(): Promise<TOutcome> {
  const port = await freePort();
  const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/upline', SEED_DEMO: '0' });
  const started = Date.now();
  const exit = await Promise.race([server.exited, sleep(180_000).then(() => null)]);
  if (!exit) await killHard(server);
  const out = server.output();
  const waits = [...out.matchAll(/retrying in (\d+) ms/g)].map((m) => Number(m[1]));
  const lastLine = out.trim().split('\n').at(-1) ?? '';
  const growing = waits.length >= 3 && waits.every((w, i) => i === 0 || w >= waits[i - 1]) && waits.at(-1)! > waits[0];
  const ok = exit !== null && exit.code !== 0 && /Could not open the database/.test(lastLine) && growing && !/\n\s+at .+:\d+/.test(out);
  return {
    scenario: 'unreachable DATABASE_URL at start',
    seen: `exit ${exit?.code ?? 'none (killed)'} after ${((Date.now() - started) / 1000).toFixed(1)} s, ${waits.length} retries (${waits.join(', ')} ms), last line: ${lastLine.slice(0, 120)}`,
    ok,
  };
}

/**
 * PostgreSQL goes away under a running server (new connections refused, existing ones
 * terminated), then comes back: health must say 503 meanwhile and recover on its own, the process
 * must stay up, and signed-in calls must answer a clear 503 rather than sign the user out.
 */
export async function outageMidRun(serverUrl: string): Promise<TOutcome[]> {
  const fresh = await freshPostgresDatabase(serverUrl, 'upline_outage');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ PORT: String(port), HOST: '127.0.0.1', BASE_URL: baseUrl, DATABASE_URL: fresh.url, SEED_DEMO: '0', LOG_LEVEL: 'fatal' });
  try {
    await waitHealthy(baseUrl, server);
    const client = await signedInClient(baseUrl);
    await runStatement(serverUrl, `ALTER DATABASE ${fresh.name} ALLOW_CONNECTIONS false`);
    await runStatement(serverUrl, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [fresh.name]);
    const health: number[] = [];
    for (let i = 0; i < 12; i++) {
      health.push((await request({ baseUrl, cookie: '' }, 'GET', '/api/health')).status);
      await sleep(250);
    }
    const describe = (r: { status: number; json: unknown }) => `${r.status} ${(r.json as { error?: { code?: string } })?.error?.code ?? ''}`.trim();
    const read = describe(await request(client, 'GET', '/api/prospects'));
    const write = describe(await request(client, 'POST', '/api/prospects', { firstName: 'During', lastName: 'Outage', email: 'outage@example.com' }));
    const alive = server.child.exitCode === null;
    await runStatement(serverUrl, `ALTER DATABASE ${fresh.name} ALLOW_CONNECTIONS true`);
    const back = Date.now();
    const recovered = await waitHealthy(baseUrl, server, 60_000).then(() => Date.now() - back, () => -1);
    const after = describe(await request(client, 'GET', '/api/prospects'));
    return [
      { scenario: 'PostgreSQL down: /api/health', seen: tally(health), ok: health.every((s) => s === 503) },
      { scenario: 'PostgreSQL down: signed-in GET /api/prospects', seen: read, ok: read.startsWith('503') },
      { scenario: 'PostgreSQL down: signed-in POST /api/prospects', seen: write, ok: write.startsWith('503') },
      { scenario: 'PostgreSQL down: server process', seen: alive ? 'still running' : 'exited', ok: alive },
      { scenario: 'PostgreSQL back: /api/health', seen: recovered >= 0 ? `200 after ${recovered} ms` : 'never 200', ok: recovered >= 0 },
      { scenario: 'PostgreSQL back: same session GET /api/prospects', seen: after, ok: after.startsWith('200') },
    ];
  } finally {
    await runStatement(serverUrl, `ALTER DATABASE ${fresh.name} ALLOW_CONNECTIONS true`).catch(() => {});
    await stopGracefully(server);
    await fresh.drop();
  }
}
