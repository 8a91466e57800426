import { appendFileSync, chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { PG_BIN, SERVICE_USER, run, startService, waitFor } from './processes.js';
import type { ChildProcess } from 'node:child_process';

export const PORTS = { primary: 5440, replica: 5441, pgbouncer: 5442, haproxy: 3600, instances: [3601, 3602, 3603] } as const;
export const INSTANCE_NAMES = ['a', 'b', 'c'] as const;
export type TInstanceName = (typeof INSTANCE_NAMES)[number];

const DB = 'upline';
const ROLE = 'upline';
export const URLS = {
  /** What the rehearsal itself uses to look at the data: the primary, directly. */
  admin: `postgres://postgres@127.0.0.1:${PORTS.primary}/${DB}`,
  direct: `postgres://${ROLE}@127.0.0.1:${PORTS.primary}/${DB}`,
  pooled: `postgres://${ROLE}@127.0.0.1:${PORTS.pgbouncer}/${DB}`,
  replica: `postgres://${ROLE}@127.0.0.1:${PORTS.replica}/${DB}`,
};

/** The work directory, owned by the user the services run as. */
export function workDir(root: string, name = ''): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  if (SERVICE_USER) chownSync(dir, uid(SERVICE_USER), uid(SERVICE_USER));
  return dir;
}

/** The OS user's uid, from /etc/passwd (Debian's postgres user has no fixed number). */
function uid(user: string): number {
  if (user === userInfo().username) return userInfo().uid;
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`No OS user ${user}: install PostgreSQL 15 (apt-get install postgresql-15)`);
  return Number(line.split(':')[2]);
}

function pgCtl(dataDir: string, ...args: string[]) {
  return run(join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-l', join(dataDir, 'server.log'), ...args]);
}

/** A PostgreSQL cluster in a data directory of its own, on loopback only. */
export class Cluster {
  constructor(
    readonly name: string,
    readonly dataDir: string,
    readonly port: number,
  ) {}
  start() {
    return pgCtl(this.dataDir, '-w', '-t', '60', 'start');
  }
  /** The postmaster's pid while it runs (its backends are its children), for the CPU accounting. */
  postmasterPid(): number | undefined {
    try {
      return Number(readFileSync(join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  }
  /** `fast`: sessions end, the cluster shuts down cleanly (what an operator's restart does). */
  stop(mode: 'fast' | 'immediate' = 'fast') {
    return pgCtl(this.dataDir, '-w', '-t', '60', '-m', mode, 'stop');
  }
}

const SETTINGS = (port: number, socketDir: string) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${socketDir}'
max_connections = 200
shared_buffers = 256MB
wal_level = replica
max_wal_senders = 5
hot_standby = on
hot_standby_feedback = on
log_min_messages = warning
`;

/** initdb, settings for streaming replication, the app's role and database (role-level statement timeout: the pooler drops the startup option). */
export async function createPrimary(root: string): Promise<Cluster> {
  const dataDir = workDir(root, 'primary');
  await run(join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C.UTF-8']);
  appendFileSync(join(dataDir, 'postgresql.conf'), SETTINGS(PORTS.primary, dataDir));
  const primary = new Cluster('primary', dataDir, PORTS.primary);
  await primary.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PORTS.primary}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create role ${ROLE} login`);
    await admin.query(`create database ${DB} owner ${ROLE}`);
    await admin.query(`alter role ${ROLE} set statement_timeout = '15s'`);
  } finally {
    await admin.end();
  }
  return primary;
}

/** A streaming replica of the primary: pg_basebackup -R writes standby.signal and the connection. */
export async function createReplica(root: string): Promise<Cluster> {
  const dataDir = join(root, 'replica');
  await run(join(PG_BIN, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(PORTS.primary), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast']);
  appendFileSync(join(dataDir, 'postgresql.conf'), `\nport = ${PORTS.replica}\nunix_socket_directories = '${dataDir}'\n`);
  const replica = new Cluster('replica', dataDir, PORTS.replica);
  await replica.start();
  return replica;
}

/** PgBouncer in transaction pooling in front of the primary. */
export async function startPgBouncer(root: string, log: (line: string) => void): Promise<ChildProcess> {
  const dir = workDir(root, 'pgbouncer');
  writeFileSync(join(dir, 'userlist.txt'), `"${ROLE}" ""\n"postgres" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    `[databases]
${DB} = host=127.0.0.1 port=${PORTS.primary} dbname=${DB}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PORTS.pgbouncer}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'userlist.txt')}
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 30
reserve_pool_size = 5
; node-postgres sends the statement timeout and the trigram threshold as startup parameters; a
; transaction pooler cannot keep them (the role and the database hold them instead)
ignore_startup_parameters = extra_float_digits,options,statement_timeout
server_reset_query =
log_connections = 0
log_disconnections = 0
admin_users = postgres
`,
  );
  const child = startService('/usr/sbin/pgbouncer', [join(dir, 'pgbouncer.ini')], log);
  await waitFor('PgBouncer', async () => {
    const c = new pg.Client({ connectionString: URLS.pooled });
    await c.connect();
    await c.query('select 1');
    await c.end();
    return true;
  });
  return child;
}

/**
 * HAProxy balancing HTTP and the WebSocket (`/api/realtime`, an Upgrade it passes through) over the
 * three instances, each checked on `/api/health` every second (down after 3 failures, up after
 * 2 successes; a check may take 5 s, as a loaded instance answers late but answers); a request whose
 * connection is refused goes to another server. A killed instance refuses the check at once, so it
 * is out within 3 s.
 */
export async function startHaproxy(root: string, log: (line: string) => void): Promise<{ child: ChildProcess; socket: string }> {
  const dir = workDir(root, 'haproxy');
  const socket = join(dir, 'admin.sock');
  const servers = INSTANCE_NAMES.map((name, i) => `  server ${name} 127.0.0.1:${PORTS.instances[i]} check`).join('\n');
  writeFileSync(
    join(dir, 'haproxy.cfg'),
    `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 5s
  retries 3
  option redispatch 1

frontend web
  bind 127.0.0.1:${PORTS.haproxy}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 3 rise 2
  http-response set-header X-Upline-Instance %s
${servers}
`,
  );
  const child = startService('/usr/sbin/haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], log);
  await waitFor('HAProxy', () => haproxyStatus(socket).then(() => true));
  return { child, socket };
}

/** One command on HAProxy's admin socket; its answer. */
export function haproxyAdmin(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = createConnection(socket);
    let text = '';
    conn.on('data', (d) => (text += d));
    conn.on('error', reject);
    conn.on('end', () => resolve(text));
    conn.write(`${command}\n`);
  });
}

/** Each server's state as HAProxy sees it (UP, DOWN, MAINT, …). */
export async function haproxyStatus(socket: string): Promise<Record<string, string>> {
  const status: Record<string, string> = {};
  for (const line of (await haproxyAdmin(socket, 'show stat')).split('\n')) {
    const cols = line.split(',');
    if (cols[0] === 'app' && cols[1] !== 'BACKEND') status[cols[1]!] = cols[17]!;
  }
  return status;
}

/** Takes a server out of the balancing (maint) or puts it back (ready), as an operator would. */
export async function setInRotation(socket: string, server: TInstanceName, on: boolean): Promise<void> {
  await haproxyAdmin(socket, `set server app/${server} state ${on ? 'ready' : 'maint'}`);
}
