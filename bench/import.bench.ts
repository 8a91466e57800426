import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../src/server/db/client.js';
import { createVerifiedAccount, setMembership } from '../src/server/db/seed/demo-accounts.js';
import { IMPORT_MAX_BYTES } from '../src/shared/import/import.constants.js';
import { importForm } from '../src/server/modules/import/import-form.test-support.js';

export const IMPORT_TARGET_MS = 5_000;
export const IMPORT_RSS_TARGET_MB = 100;
const ORIGIN = 'http://localhost:3999';
const PASSWORD = 'Bench-Import-2026!';
const STATUSES = ['Cold lead', 'Warm prospect', 'Interested', 'Démo scheduled', 'follow up'];
const SOURCES = ['Website', 'Referral', 'Social media', 'Event', ''];

/** One CSV line; the notes hold a comma, so they are quoted as a spreadsheet would. */
const csvLine = (row: string[]) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',');

/** A spreadsheet export of prospects just under the 5 MB limit (about 40,000 rows), every email distinct. */
function benchCsv(tag: string): { csv: Buffer; rows: string[][] } {
  const header = 'First Name,Last Name,E-mail Address,Mobile Phone,Status,Lead Source,Company,Notes';
  const rows: string[][] = [];
  let size = header.length + 2;
  for (let i = 0; ; i += 1) {
    const row = [`Ana${i % 977}`, `Bench${tag}${i}`, `ana.${tag}.${i}@example.com`, `+1 555 ${String(100 + (i % 900))} ${String(1000 + (i % 9000))}`, STATUSES[i % 5]!, SOURCES[i % 5]!, `Company ${i % 311}`, `Spring expo, row ${i}`];
    const bytes = Buffer.byteLength(csvLine(row)) + 2;
    if (size + bytes > IMPORT_MAX_BYTES - 1024) break;
    size += bytes;
    rows.push(row);
  }
  return { csv: Buffer.from(`${header}\r\n${rows.map(csvLine).join('\r\n')}\r\n`), rows };
}

async function signedInSeller(app: FastifyInstance, email: string): Promise<{ userId: string; cookie: string }> {
  const userId = await createVerifiedAccount(app, { role: 'user', email, password: PASSWORD, name: 'Import Bench', metadata: { firstName: 'Import', lastName: 'Bench' } });
  await setMembership(app, userId, 'premium');
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN, 'content-type': 'application/json' }, payload: JSON.stringify({ email, password: PASSWORD }) });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { userId, cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/**
 * CPU milliseconds spent so far by this process and, on a PostgreSQL server on this machine, by
 * the backends of the bench's database (from /proc; 0 when it cannot be read). Unlike the elapsed
 * time, this barely moves with the machine's load, so runs on a busy shared machine compare.
 */
async function cpuMs(database: TDatabase): Promise<{ server: number; database: Map<number, number> }> {
  const { user, system } = process.cpuUsage();
  const backends = new Map<number, number>();
  if (database.kind === 'postgres') {
    const pids = await database.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
    for (const { pid } of pids) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        backends.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // utime + stime, in clock ticks of 10 ms
      } catch {
        // Not on this machine, or the backend has just gone.
      }
    }
  }
  return { server: (user + system) / 1000, database: backends };
}

/** CPU spent between two readings; a backend the pool closed in between counts for nothing (not minus its total). */
function cpuSpent(before: Awaited<ReturnType<typeof cpuMs>>, after: Awaited<ReturnType<typeof cpuMs>>): { server: number; database: number } {
  let database = 0;
  for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
  return { server: after.server - before.server, database };
}

/** A CSV field as COPY reads it: quoted when it holds a delimiter, a quote or a line break. */
const copyField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const PROSPECT_COLUMNS = ['user_id', 'first_name', 'last_name', 'email', 'phone', 'company_name', 'notes'];
const CONTACT_COLUMNS = ['user_id', 'first_name', 'last_name', 'email', 'phone'];

/** The import's two writes as raw baselines: the rows' prospects, then a contact for each (the cells the import keeps, unchecked). */
function rawTables(userId: string, rows: string[][]) {
  return {
    prospects: rows.map((r) => [userId, r[0]!, r[1]!, r[2]!.toLowerCase(), r[3]!, r[6]!, r[7]!]),
    contacts: rows.map((r) => [userId, r[0]!, r[1]!, r[2]!.toLowerCase(), r[3]!]),
  };
}

/**
 * The same rows written raw, as fast as each database takes them: on PGlite `COPY … FROM
 * '/dev/blob'` (its way to feed COPY); on PostgreSQL, where COPY FROM STDIN needs
 * pg-copy-streams (not installed), one `INSERT … SELECT FROM unnest(…)` per table, every row in
 * one statement and one parameter per column, the nearest thing node-postgres sends.
 */
async function rawCopy(database: TDatabase, userId: string, rows: string[][]): Promise<void> {
  const tables = rawTables(userId, rows);
  const columnsOf = { prospects: PROSPECT_COLUMNS, contacts: CONTACT_COLUMNS };
  for (const table of ['prospects', 'contacts'] as const) {
    const columns = columnsOf[table];
    if (database.kind === 'pglite') {
      const csv = tables[table].map((row) => row.map(copyField).join(',')).join('\n');
      await database.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
    } else {
      const params = columns.map((_, i) => tables[table].map((row) => row[i]));
      await database.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')})`, params);
    }
  }
}

export const RAW_METHOD = { pglite: "COPY FROM '/dev/blob'", postgres: 'INSERT … SELECT unnest (COPY-equivalent)' } as const;

/**
 * A 5 MB CSV of about 40,000 prospects validated (dry run) and imported through
 * `POST /api/import/prospects`, beside a raw COPY (or its nearest equivalent) of the same rows
 * into the same tables, with the server's RSS growth while it runs (PGlite's memory is the
 * process's own).
 */
export async function benchImport(app: FastifyInstance, database: TDatabase, log: (m: string) => void): Promise<Record<string, string>[]> {
  const tag = Date.now().toString(36);
  const { csv, rows } = benchCsv(tag);
  log(`import: ${rows.length} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MB`);
  const seller = await signedInSeller(app, `import-bench-${tag}@upline.local`);
  const mapping = { 'First Name': 'firstName', 'Last Name': 'lastName', 'E-mail Address': 'email', 'Mobile Phone': 'phone', Status: 'status', 'Lead Source': 'source', Company: 'companyName', Notes: 'notes' };

  const post = async (dryRun: boolean) => {
    const { payload, contentType } = importForm(csv, { mapping: JSON.stringify(mapping), dryRun: String(dryRun) }, 'bench.csv');
    const cpuBefore = await cpuMs(database);
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/import/prospects', headers: { origin: ORIGIN, cookie: seller.cookie, 'content-type': contentType }, payload });
    const elapsed = performance.now() - started;
    const cpuAfter = await cpuMs(database);
    if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return { elapsed, cpu: cpuSpent(cpuBefore, cpuAfter), body: res.json() as { imported: number; validRows: number; invalidRows: number } };
  };

  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 25);
  const validation = await post(true);
  const imported = await post(false);
  clearInterval(sampler);
  if (imported.body.imported !== rows.length) throw new Error(`imported ${imported.body.imported} of ${rows.length} rows`);

  const raw = await signedInSeller(app, `import-raw-${tag}@upline.local`);
  const rawCpuBefore = await cpuMs(database);
  const rawStarted = performance.now();
  await rawCopy(database, raw.userId, rows);
  const rawElapsed = performance.now() - rawStarted;
  const rawCpuAfter = await cpuMs(database);
  const cpu = (c: { server: number; database: number }) => (database.kind === 'postgres' ? `${c.server.toFixed(0)} + db ${c.database.toFixed(0)}` : c.server.toFixed(0));

  const perSecond = (ms: number) => Math.round(rows.length / (ms / 1000)).toLocaleString('en-US');
  const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
  return [
    {
      database: database.kind,
      case: `import ${rows.length} prospects (5 MB CSV)`,
      'validate ms': validation.elapsed.toFixed(0),
      'validate CPU ms': cpu(validation.cpu),
      'import ms': imported.elapsed.toFixed(0),
      'import rows/s': perSecond(imported.elapsed),
      'import CPU ms': cpu(imported.cpu),
      raw: RAW_METHOD[database.kind],
      'raw ms': rawElapsed.toFixed(0),
      'raw rows/s': perSecond(rawElapsed),
      'raw CPU ms': cpu(cpuSpent(rawCpuBefore, rawCpuAfter)),
      'ratio import/raw': (imported.elapsed / rawElapsed).toFixed(2),
      'RSS growth MB': growthMb.toFixed(0),
      target: `import ≤ ${IMPORT_TARGET_MS} ms: ${imported.elapsed <= IMPORT_TARGET_MS ? 'met' : 'MISSED'}; RSS < ${IMPORT_RSS_TARGET_MB} MB: ${growthMb < IMPORT_RSS_TARGET_MB ? 'met' : 'MISSED'}`,
    },
  ];
}
