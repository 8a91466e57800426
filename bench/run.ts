import { openBackend, openSecondInstance, postgresReachable } from './backends.js';
import { benchPeople } from './people.bench.js';
import { benchLists } from './lists.bench.js';
import { benchTasks } from './tasks.bench.js';
import { benchSearch } from './search.bench.js';
import { benchRealtime } from './realtime.bench.js';
import { benchCalendar } from './calendar.bench.js';
import { benchScheduler } from './scheduler.bench.js';
import { benchDeals } from './deals.bench.js';
import { benchHotLeads } from './hot-leads.bench.js';
import { benchAdmin } from './admin.bench.js';
import { benchImport } from './import.bench.js';
import { benchReports } from './reports.bench.js';
import { printTable } from './stats.js';
import { seedLarge } from '../src/server/db/seed/large.js';

/**
 * `npm run bench`: seeds the large data set on PGlite and on PostgreSQL (when reachable), then
 * measures the hot reads (the people list, the filtered contacts, prospects and team lists, the task list and board, search) over HTTP beside the raw SQL they run, in the same process and run;
 * the calendar month; the scheduler turning 10,000 due reminders into notifications (two instances
 * at once on PostgreSQL); on PostgreSQL also the cross-instance realtime delivery; the deal board
 * and stage moves of a seller with 50,000 deals; the hot-lead refresh of 100,000 prospects and its
 * list; the admin statistics and user search over 100,000 accounts owning 1,000,000 records; the
 * report generator's 100,000-row CSV export (first byte and total). `npm run
 * bench -- deals tasks` runs only the benches named (people, lists, tasks, search, calendar,
 * realtime, scheduler, deals, hot-leads, reports, admin, import); the import of a 5 MB CSV (about 40,000
 * prospects) beside plain INSERTs of the same rows, with the server's RSS growth.
 */
const only = new Set(process.argv.slice(2));
const runs = (name: string) => only.size === 0 || only.has(name);
/** The deals, admin and import benches seed data of their own; every other one works on the large data set. */
const needsLargeSeed = only.size === 0 || [...only].some((name) => name !== 'deals' && name !== 'admin' && name !== 'import');
const kinds: ('pglite' | 'postgres')[] = process.env.BENCH_SKIP_PGLITE === '1' ? [] : ['pglite'];
if (process.env.BENCH_SKIP_POSTGRES !== '1' && (await postgresReachable())) kinds.push('postgres');

const rows: Record<string, string | number>[] = [];
for (const kind of kinds) {
  console.log(`\n[bench] ${kind}${needsLargeSeed ? ': seeding the large data set…' : ''}`);
  const backend = await openBackend(kind);
  try {
    const userId = needsLargeSeed ? await seedLarge(backend.app, (m) => console.log(`[bench]   ${m}`)) : '';
    // The seed leaves its rows' pages to be written back: on PostgreSQL that write-back (checkpointer,
    // background writer) shared the two cores with the first bench run after it. Write them now.
    if (needsLargeSeed) await backend.database.query('checkpoint');
    if (runs('people')) rows.push(...(await benchPeople(backend.app, backend.database, userId)));
    if (runs('lists')) rows.push(...(await benchLists(backend.app, backend.database, userId)));
    if (runs('tasks')) rows.push(...(await benchTasks(backend.app, backend.database, userId)));
    if (runs('search')) rows.push(...(await benchSearch(backend.app, backend.database)));
    if (runs('calendar')) rows.push(...(await benchCalendar(backend.app, backend.database, userId)));
    if (runs('deals')) rows.push(...(await benchDeals(backend.app, backend.database, (m) => console.log(`[bench]   ${m}`))));
    if (runs('hot-leads')) rows.push(...(await benchHotLeads(backend.app, backend.database, userId)));
    if (runs('reports')) rows.push(...(await benchReports(backend.app, backend.database, userId)));
    if (runs('admin')) rows.push(...(await benchAdmin(backend.app, backend.database, (m) => console.log(`[bench]   ${m}`))));
    if (runs('import')) rows.push(...(await benchImport(backend.app, backend.database, (m) => console.log(`[bench]   ${m}`))));
    if (!runs('realtime') && !runs('scheduler')) continue;
    if (kind === 'postgres') {
      const second = await openSecondInstance(backend);
      try {
        if (runs('realtime')) rows.push(...(await benchRealtime(backend.app, second.app, userId)));
        if (runs('scheduler')) rows.push(...(await benchScheduler(backend.database, userId, [backend.app, second.app])));
      } finally {
        await second.close();
      }
    } else if (runs('scheduler')) {
      rows.push(...(await benchScheduler(backend.database, userId, [backend.app])));
    }
  } finally {
    await backend.close();
  }
}
console.log('');
printTable(rows);
