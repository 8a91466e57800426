import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { cannon } from '../bench/load/cannon.js';
import { freshPostgresDatabase, DEFAULT_POSTGRES } from '../scripts/lib/databases.js';
import { startApp } from '../bench/load/servers.js';
import { signUpUsers } from '../bench/load/users.js';

const usePg = process.env.PG !== '0';
const fresh = usePg ? await freshPostgresDatabase(DEFAULT_POSTGRES, 'upline_prof') : undefined;
const server = await startApp(fresh?.url);
const users = await signUpUsers(server.url, server.database!, 100);
// warm up
await cannon({ url: server.url, mode: 'app', seconds: 5, connections: 100, users });
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const result = await cannon({ url: server.url, mode: 'app', seconds: Number(process.env.SECS ?? 20), connections: 100, users });
const { profile } = await session.post('Profiler.stop');
writeFileSync('/tmp/load.cpuprofile', JSON.stringify(profile));
console.log('req/s', result.requestsPerSecond, 'p99', result.p99);
await server.close();
await fresh?.drop();
process.exit(0);
