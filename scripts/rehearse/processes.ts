import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export const PG_BIN = process.env.REHEARSE_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** initdb, postgres and PgBouncer refuse to run as root: as root, run them as the `postgres` OS user. */
export const asRoot = process.getuid?.() === 0;
export const SERVICE_USER = asRoot ? 'postgres' : undefined;

function command(cmd: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

/** Runs a command (as the service user) to its end; rejects with its output when it fails. */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  const [c, a] = command(cmd, args);
  return new Promise((resolve, reject) => {
    const child = spawn(c, a, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** Starts a long-running service (as the service user); its output goes to `log` via the shell's redirection-free pipe. */
export function startService(cmd: string, args: string[], onOutput: (line: string) => void): ChildProcess {
  const [c, a] = command(cmd, args);
  const child = spawn(c, a, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => onOutput(d.toString()));
  child.stderr!.on('data', (d: Buffer) => onOutput(d.toString()));
  return child;
}

/** Installs Debian packages that provide missing commands (as .ci/run does for Chromium). */
export function ensureInstalled(packages: Record<string, string>): void {
  const missing = Object.entries(packages).filter(([bin]) => !existsSync(bin)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const sudo = asRoot ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', ...missing]]) {
    const [c, ...rest] = [...sudo, ...args];
    const result = spawnSync(c!, rest, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: install ${missing.join(', ')} yourself and run again`);
  }
}

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers true, or fails after `timeoutMs` saying what it waited for. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(100);
  }
}

/** Signals a process and its descendants (runuser forks the service it starts). */
export function killTree(pid: number, signal: NodeJS.Signals): void {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const all: number[] = [];
  const walk = (p: number) => {
    all.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  for (const p of all.reverse()) {
    try {
      process.kill(p, signal);
    } catch {
      // already gone
    }
  }
}
