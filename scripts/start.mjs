// `npm start`: builds what is missing or stale (client with Vite, server with tsc), then runs
// the compiled server. A fresh clone needs nothing else after `npm install`.
//
// Stopping: SIGINT or SIGTERM is passed on to whatever runs (a build or the server) and this
// process exits when it has. The server also stops on its own when this process dies without
// passing anything on (SIGKILL): it watches the IPC channel opened here.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Past this the server is killed: its own graceful stop gives up after 10 s. */
const STOP_TIMEOUT_MS = 12_000;
const HEARTBEAT_MS = 10_000;

function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') walk(join(p, entry));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}

const log = (message) => console.log(`[upline] ${message}`);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

let current;
let stopping;

/** Runs one build step as a child (not spawnSync: a signal must reach us while it runs). */
function step(label, tool, script, args) {
  const started = performance.now();
  log(`${label} (${tool})…`);
  const heartbeat = setInterval(() => log(`  ${label.toLowerCase()}: ${seconds(started)} so far`), HEARTBEAT_MS);
  return new Promise((resolve) => {
    current = spawn(process.execPath, [script, ...args], { stdio: 'inherit' });
    current.on('exit', (code, signal) => {
      clearInterval(heartbeat);
      current = undefined;
      if (stopping) process.exit(0);
      if (code !== 0) {
        console.error(`[upline] ${label} failed (${signal ?? `exit code ${code}`})`);
        process.exit(code ?? 1);
      }
      log(`${label}: done in ${seconds(started)}`);
      resolve();
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = signal;
    if (!current) process.exit(0);
    current.kill(signal);
    setTimeout(() => {
      console.error(`[upline] not stopped after ${STOP_TIMEOUT_MS / 1000} s: killing it`);
      current?.kill('SIGKILL');
    }, STOP_TIMEOUT_MS).unref();
  });
}

// The landing page's build follows the app's (vite.config.ts), so it is the newer of the two.
const client = isStale('dist/client/landing.html', ['src/client', 'src/shared', 'vite.config.ts', 'vite.landing.config.ts']);
const server = isStale('dist/server/server/main.js', ['src/server', 'src/shared', 'tsconfig.server.json']);
if (client || server) log(`${existsSync('dist') ? 'Sources changed' : 'First start'}: building ${[client && 'the client', server && 'the server'].filter(Boolean).join(' and ')} (up to a minute)`);
if (client) await step('Building the client', 'Vite', 'node_modules/vite/bin/vite.js', ['build', '--logLevel', 'warn']);
if (client) await step('Building the landing page', 'Vite', 'node_modules/vite/bin/vite.js', ['build', '-c', 'vite.landing.config.ts', '--logLevel', 'warn']);
if (server) await step('Compiling the server', 'tsc', 'node_modules/typescript/bin/tsc', ['-p', 'tsconfig.server.json']);

if (!stopping) {
  log('Starting the server…');
  current = spawn(process.execPath, ['dist/server/server/main.js'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  current.on('exit', (code, signal) => process.exit(code ?? (stopping && signal !== 'SIGKILL' ? 0 : 1)));
}
