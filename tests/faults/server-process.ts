import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SERVER_ENTRY = 'dist/server/server/main.js';

/** Compiles the server once (tsc), as `npm run build:server` does; answers false if it produced nothing. */
export function buildServer(): boolean {
  const result = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) console.warn(`tsc reported errors (the build is used anyway if it emitted):\n${(result.stdout + result.stderr).slice(0, 2000)}`);
  return existsSync(SERVER_ENTRY);
}

export interface TServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the real server as a child process in its own process group, so a kill reaches all of it. */
export function startServer(env: Record<string, string>): TServerProcess {
  const command = existsSync(SERVER_ENTRY) ? [SERVER_ENTRY] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, command, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let text = '';
  child.stdout?.on('data', (d) => (text += d));
  child.stderr?.on('data', (d) => (text += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => text, exited };
}

const running = (server: TServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/** Signals the server's process group (it was started detached, so the group is its own). */
function signal(server: TServerProcess, name: NodeJS.Signals): void {
  if (!running(server) || !server.child.pid) return;
  try {
    process.kill(-server.child.pid, name);
  } catch {
    server.child.kill(name);
  }
}

export async function killHard(server: TServerProcess): Promise<void> {
  signal(server, 'SIGKILL');
  await server.exited;
}

export async function stopGracefully(server: TServerProcess): Promise<void> {
  signal(server, 'SIGTERM');
  await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
  await killHard(server);
}

/** Polls /api/health until it answers 200; answers the milliseconds it took. */
export async function waitHealthy(baseUrl: string, server: TServerProcess, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output().slice(-2000)}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output().slice(-2000)}`);
}
