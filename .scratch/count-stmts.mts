import pg from 'pg';
import { freshPostgresDatabase, DEFAULT_POSTGRES } from '../scripts/lib/databases.js';
import { startApp } from '../bench/load/servers.js';
import { signUpUsers } from '../bench/load/users.js';
const fresh = await freshPostgresDatabase(DEFAULT_POSTGRES, 'upline_count');
const server = await startApp(fresh.url);
const [user] = await signUpUsers(server.url, server.database!, 1);
let log: string[] = [];
const orig = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (...args: any[]) { const t = typeof args[0] === 'string' ? args[0] : args[0]?.text; log.push(String(t).replace(/\s+/g, ' ').slice(0, 160)); return (orig as any).apply(this, args); };
const h = (json: boolean) => ({ cookie: user!.cookie, origin: server.url, ...(json && { 'content-type': 'application/json' }) });
async function call(method: string, path: string, body?: unknown) {
  log = [];
  const res = await fetch(server.url + path, { method, headers: h(!!body), body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  await new Promise((r) => setTimeout(r, 150));
  console.log(`\n${method} ${path} -> ${res.status}: ${log.length} statements`);
  for (const l of log) console.log('   ', l);
  return text;
}
for (let round = 0; round < 2; round++) {
  await call('GET', '/api/prospects?pageSize=20');
  const p = JSON.parse(await call('POST', '/api/prospects', { firstName: 'Load', lastName: 'P' + round, email: `p${round}@example.com`, status: 'interested' }));
  await call('GET', '/api/dashboard/summary');
  await call('PATCH', `/api/prospects/${p.id}`, { notes: 'n' + round, leadScore: 5 });
  await call('POST', '/api/activities', { title: 'Load call', type: 'call', prospectId: p.id });
  await call('GET', '/api/activities?pageSize=20');
  await call('GET', '/api/people?q=Load&pageSize=20');
  await call('GET', '/api/contacts?pageSize=20');
}
await server.close(); await fresh.drop(); process.exit(0);
