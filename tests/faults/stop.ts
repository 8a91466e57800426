/**
 * `npm run test:stop`: stopping `npm start`. The start script (building only what is stale) runs
 * on a fresh PGlite directory and a free port, with a signed-in user holding a realtime WebSocket,
 * an idle keep-alive connection and requests in flight; then it is stopped:
 * - SIGTERM to `npm start` (what a supervisor or `kill` sends);
 * - SIGINT to `node scripts/start.mjs` (Ctrl-C);
 * - SIGKILL to `node scripts/start.mjs` (the server must notice its parent is gone).
 * Each time: the process tree is gone within 12 s, the requests in flight were answered, the
 * WebSocket got a close frame, the port is free and the PGlite lockfile removed. Exits non-zero on
 * any failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { printTable } from '../../scripts/lib/print-table.js';
import { freePort } from '../../scripts/lib/databases.js';
import { signedInClient, type TClient } from './http.js';

const STOP_WITHIN_MS = 12_000;
const IN_FLIGHT = 12;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface TScenario {
  name: string;
  command: string[];
  signal: NodeJS.Signals;
}

const SCENARIOS: TScenario[] = [
  { name: 'SIGTERM to npm start', command: ['npm', 'start', '--silent'], signal: 'SIGTERM' },
  { name: 'SIGINT to node scripts/start.mjs', command: [process.execPath, 'scripts/start.mjs'], signal: 'SIGINT' },
  { name: 'SIGKILL to node scripts/start.mjs', command: [process.execPath, 'scripts/start.mjs'], signal: 'SIGKILL' },
];

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Every process of the group still alive (the group is the started command's own: it runs detached). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  // The first scenario may build the client and the server: give it minutes.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before answering:\n${output().slice(-3000)}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`not healthy after 300 s:\n${output().slice(-3000)}`);
}

function openSocket(client: TClient): Promise<{ closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${client.baseUrl.replace('http', 'ws')}/api/realtime`, { headers: { cookie: client.cookie } });
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    socket.on('error', () => {});
    socket.once('message', () => resolve({ closed }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`WebSocket refused: ${res.statusCode}`)));
  });
}

/** A GET through `agent` answering its status once the body has been read; `onHeaders` runs when the answer starts. */
function get(agent: Agent, url: string, headers: Record<string, string>, onHeaders?: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      onHeaders?.();
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function run(scenario: TScenario, dataDir: string): Promise<Record<string, string | number>> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', BASE_URL: baseUrl, DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: '0', LOG_LEVEL: 'info' };
  const [command, ...args] = scenario.command;
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.on('exit', (code, signal) => r({ code, signal })));
  const failures: string[] = [];
  try {
    await waitHealthy(baseUrl, child, () => text);
    const client = await signedInClient(baseUrl);
    const socket = await openSocket(client);
    // An idle keep-alive connection must not hold the stop up.
    await fetch(`${baseUrl}/api/health`, { keepalive: true });
    // Requests in flight: the signal goes out when the first answer arrives, the rest still being
    // served. They go over connections the server has already accepted (opened by a round of
    // health checks first): a request still on its way in through a new connection when the
    // server stops listening is not in flight, and a fast first answer could beat its handshake.
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    await Promise.all(Array.from({ length: IN_FLIGHT }, () => get(agent, `${baseUrl}/api/health`, {})));
    let signalled!: () => void;
    const signalSent = new Promise<void>((r) => (signalled = r));
    const inFlight = Array.from({ length: IN_FLIGHT }, () =>
      get(agent, `${baseUrl}/api/dashboard`, { cookie: client.cookie }, signalled).then(
        (status) => status,
        (error: Error) => error.message,
      ),
    );
    await signalSent;
    const started = Date.now();
    process.kill(child.pid!, scenario.signal);
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_WITHIN_MS).then(() => false)]);
    // With SIGKILL the started process dies at once; what matters is that its server follows.
    let treeGone = !groupAlive(child.pid!);
    for (let waited = 0; !treeGone && waited < STOP_WITHIN_MS; waited += 100) {
      await sleep(100);
      treeGone = !groupAlive(child.pid!);
    }
    const stopMs = Date.now() - started;
    if (!stopped) failures.push('the started process did not exit');
    if (!treeGone) failures.push('a process of it is still running');
    const answers = await Promise.all(inFlight);
    agent.destroy();
    const answered = answers.filter((a) => a === 200).length;
    if (scenario.signal !== 'SIGKILL' && answered !== answers.length) failures.push(`requests in flight: ${answers.filter((a) => a !== 200).join(', ')}`);
    const closeCode = await Promise.race([socket.closed, sleep(2_000).then(() => 'open')]);
    if (closeCode === 'open') failures.push('the WebSocket is still open');
    if (!(await portFree(port))) failures.push(`port ${port} is still taken`);
    if (existsSync(join(dataDir, 'upline.lock'))) failures.push('the PGlite lockfile is still there');
    // In development a request leaves one readable line, not pino's JSON.
    if (!/^\d\d:\d\d:\d\d GET \/api\/dashboard 200 \d+ ms$/m.test(text) || text.includes('"level":30')) failures.push('the log is not one readable line per request');
    const { code, signal } = await exited;
    if (scenario.signal !== 'SIGKILL' && code !== 0) failures.push(`exit code ${code ?? signal}`);
    if (failures.length) console.error(`\n[stop] ${scenario.name}:\n${text.slice(-3000)}`);
    return {
      scenario: scenario.name,
      'stopped in ms': stopMs,
      exit: code ?? signal ?? '',
      'requests in flight answered': `${answered}/${answers.length}`,
      'WebSocket close code': closeCode,
      'port free': failures.some((f) => f.startsWith('port')) ? 'no' : 'yes',
      'lockfile removed': failures.some((f) => f.includes('lockfile')) ? 'no' : 'yes',
      verdict: failures.length ? `FAILED: ${failures.join('; ')}` : 'ok',
    };
  } finally {
    if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'upline-stop-'));
const rows: Record<string, string | number>[] = [];
try {
  for (const scenario of SCENARIOS) {
    console.log(`[stop] ${scenario.name}…`);
    rows.push(await run(scenario, dataDir));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log('');
printTable(rows);
process.exit(rows.every((r) => r.verdict === 'ok') ? 0 : 1);
