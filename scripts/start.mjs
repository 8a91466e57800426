// `npm start`: builds what is missing or stale (client with Vite, server with tsc), then runs
// the compiled server. A fresh clone needs nothing else after `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

function run(label, command, args) {
  console.log(`[upline] ${label}…`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`[upline] ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
if (isStale('dist/client/index.html', ['src/client', 'src/shared', 'vite.config.ts'])) run('Building the client', npx, ['vite', 'build', '--logLevel', 'warn']);
if (isStale('dist/server/server/main.js', ['src/server', 'src/shared', 'tsconfig.server.json'])) run('Compiling the server', npx, ['tsc', '-p', 'tsconfig.server.json']);

const server = spawn(process.execPath, ['dist/server/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
