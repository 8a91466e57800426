import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { INSTANCE_NAMES, PORTS, URLS, workDir, type TInstanceName } from './cluster.js';
import { waitFor } from './processes.js';

export const PUBLIC_URL = `http://127.0.0.1:${PORTS.haproxy}`;

/** Limits a load test must not trip (sign-in and API rate limits, free-plan record limits). */
const LOAD_LIMITS = {
  SIGN_IN_RATE_LIMIT: '1000000',
  AUTH_RATE_LIMIT: '1000000',
  API_RATE_LIMIT: '1000000',
  FREE_LIMIT_PROSPECTS: '1000000',
  FREE_LIMIT_ACTIVITIES: '1000000',
  FREE_LIMIT_GOALS: '1000000',
  FREE_LIMIT_TEAM_MEMBERS: '1000000',
  FREE_LIMIT_TASKS: '1000000',
};

/**
 * The production build (`dist/server/server/main.js`), one process per instance, configured only by
 * its environment: the pooler for queries, the primary directly for LISTEN and the migration lock,
 * the replica for the reports. The scheduler ticks every second, so every instance races for the
 * same due reminders.
 */
export class Instances {
  readonly pids = new Set<number>();
  private children = new Map<TInstanceName, ChildProcess>();
  private readonly secret = 'rehearsal-secret-'.padEnd(48, 'x');

  constructor(
    private readonly root: string,
    private readonly log: (name: TInstanceName, line: string) => void,
  ) {}

  url(name: TInstanceName): string {
    return `http://127.0.0.1:${PORTS.instances[INSTANCE_NAMES.indexOf(name)]}`;
  }

  running(): TInstanceName[] {
    return INSTANCE_NAMES.filter((n) => this.children.has(n));
  }

  async start(name: TInstanceName): Promise<number> {
    const port = PORTS.instances[INSTANCE_NAMES.indexOf(name)]!;
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: PUBLIC_URL,
      TRUST_PROXY: 'true',
      BETTER_AUTH_SECRET: this.secret,
      DATA_DIR: workDir(this.root, `data-${name}`),
      DATABASE_URL: URLS.pooled,
      // Debian's PgBouncer (1.18) cannot keep named prepared statements in transaction mode.
      DB_NAMED_STATEMENTS: '0',
      DATABASE_LISTEN_URL: URLS.direct,
      DATABASE_READ_URL: URLS.replica,
      SCHEDULER_INTERVAL_MS: '1000',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ...LOAD_LIMITS,
    };
    const child = spawn(process.execPath, [join('dist', 'server', 'server', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d: Buffer) => this.log(name, d.toString()));
    child.stderr!.on('data', (d: Buffer) => this.log(name, d.toString()));
    child.once('exit', () => {
      if (this.children.get(name) === child) this.children.delete(name);
    });
    this.children.set(name, child);
    this.pids.add(child.pid!);
    return waitFor(`instance ${name} on :${port}`, async () => (await fetch(`${this.url(name)}/api/health`)).ok, 300_000);
  }

  /** SIGKILL: no shutdown, requests in flight are cut. */
  kill(name: TInstanceName): void {
    this.children.get(name)?.kill('SIGKILL');
    this.children.delete(name);
  }

  async stopAll(): Promise<void> {
    const all = [...this.children.values()];
    this.children.clear();
    await Promise.all(
      all.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}
