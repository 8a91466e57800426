import { readFileSync, readdirSync } from 'node:fs';
import { cannon } from '../bench/load/cannon.js';
import { freshPostgresDatabase, DEFAULT_POSTGRES } from '../scripts/lib/databases.js';
import { startApp } from '../bench/load/servers.js';
import { signUpUsers } from '../bench/load/users.js';
function pgCpu(): number {
  let t = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (!comm.startsWith('postgres')) continue;
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      t += Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return t / 100;
}
function selfThreads() {
  const out: Record<string, number> = {};
  for (const tid of readdirSync('/proc/self/task')) {
    const comm = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
    const f = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    out[comm] = (out[comm] ?? 0) + (Number(f[11]) + Number(f[12])) / 100;
  }
  return out;
}
const fresh = await freshPostgresDatabase(DEFAULT_POSTGRES, 'upline_cpu');
const server = await startApp(fresh.url);
const users = await signUpUsers(server.url, server.database!, 100);
await cannon({ url: server.url, mode: 'app', seconds: 5, connections: 100, users });
const secs = Number(process.env.SECS ?? 20);
const pg0 = pgCpu(); const th0 = selfThreads(); const t0 = Date.now();
const result = await cannon({ url: server.url, mode: 'app', seconds: secs, connections: 100, users });
const pg1 = pgCpu(); const th1 = selfThreads(); const el = (Date.now() - t0) / 1000;
console.log('req/s', result.requestsPerSecond.toFixed(0), 'p99', result.p99, 'elapsed', el);
console.log('postgres cores', ((pg1 - pg0) / el).toFixed(2));
for (const k of Object.keys(th1)) { const d = th1[k]! - (th0[k] ?? 0); if (d > 0.2) console.log('thread', k, (d / el).toFixed(2)); }
await server.close(); await fresh.drop(); process.exit(0);
