import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TConfig } from '../config.js';
import { PGLITE_EXTENSIONS, pgliteDatabase, preparePglite, setSearchThreshold, type TDatabase } from '../db/client.js';
import { connectDatabase } from '../db/connect.js';
import { runMigrations } from '../db/migrate.js';

const templateBlobs = new Map<string, Blob>();

/**
 * A test database holds a few hundred rows: PostgreSQL's default 128 MB buffer pool only made each
 * of the suite's hundred-odd PGlite starts cost a second more.
 */
const TEST_PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/**
 * The template as PGlite reads it (it calls only `arrayBuffer()` and looks at `type`), answering
 * the same bytes every time: Node's Blob copies its 35–45 MB through a stream of small chunks on
 * every read, about half a second per test app. PGlite copies each file out before using it.
 */
function templateBlob(bytes: Buffer): Blob {
  // A file this size gets an ArrayBuffer of its own; copying it is only for a pooled small one.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: 'application/x-tar', size: buffer.byteLength, arrayBuffer: async () => buffer } as unknown as Blob;
}

/**
 * Opens the database as the server does, but an in-memory PGlite starts from `pgliteTemplatePath`
 * (a migrated data directory dumped by global-setup.ts), so the migrations find nothing to do.
 * Without a template it migrates from scratch.
 *
 * With `reuse` (test apps, not the log-check children, which must exit when done), a PGlite
 * whose test app closed is emptied and lent to the worker's next test app: the server
 * project's files share their worker (vitest.config.ts, `isolate: false`), and emptying the tables
 * costs about a tenth of starting PGlite from the template (0.7 s of CPU, a hundred times a run).
 */
export async function openTestDatabase(config: TConfig, pgliteTemplatePath: string | null | undefined, options: { reuse?: boolean } = {}): Promise<TDatabase> {
  if (!pgliteTemplatePath || config.databaseUrl !== 'memory://') return connectDatabase(config, () => {});
  const client = (options.reuse && idle.get(pgliteTemplatePath)?.pop()) || (await startFromTemplate(pgliteTemplatePath));
  if (options.reuse) return lend(client, pgliteTemplatePath);
  return pgliteDatabase(client, () => client.close());
}

/** Emptied PGlite clients of this worker, by template. */
const idle = new Map<string, PGlite[]>();

/** Per template: its schema's fingerprint and its tables, read from the first client started. */
const templates = new Map<string, { schema: string; tables: string[] }>();

async function startFromTemplate(path: string): Promise<PGlite> {
  let blob = templateBlobs.get(path);
  if (!blob) {
    blob = templateBlob(readFileSync(path));
    templateBlobs.set(path, blob);
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: blob, postgresqlconf: TEST_PGLITE_SETTINGS });
  try {
    await preparePglite(client);
    await runMigrations(pgliteDatabase(client, async () => {}));
    if (!templates.has(path)) {
      const tables = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
      templates.set(path, { schema: await schemaOf(client), tables: tables.rows.map((t) => t.name) });
    }
    return client;
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * A handle over `client` for one test app. Once closed, the handle refuses every call as a closed
 * PGlite would (a test that takes the database away closes it; an app's late work must never write
 * into the next file's database), and the client is emptied and goes back to the idle list.
 */
function lend(client: PGlite, path: string): TDatabase {
  let lent = true;
  const guarded = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!lent) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const subscriptions = new Set<() => Promise<void>>();
  const database = pgliteDatabase(guarded, async () => {
    if (!lent) return;
    lent = false;
    for (const unsubscribe of subscriptions) await unsubscribe().catch(() => {});
    if (await emptied(client, path)) {
      if (!idle.has(path)) idle.set(path, []);
      idle.get(path)!.push(client);
    } else {
      await client.close().catch(() => {});
    }
  });
  const listen = database.listen;
  database.listen = async (channel, onPayload) => {
    const unsubscribe = await listen(channel, onPayload);
    subscriptions.add(unsubscribe);
    return async () => {
      subscriptions.delete(unsubscribe);
      await unsubscribe();
    };
  };
  return database;
}

/**
 * Puts the client back as the template left it: the session reset (settings, LISTENs, advisory
 * locks, prepared statements), every table with a row truncated, no column statistics kept.
 * False when that fails or the schema differs from the template's (a test changed it): the
 * client is then closed instead.
 */
async function emptied(client: PGlite, path: string): Promise<boolean> {
  const template = templates.get(path);
  if (!template || client.closed) return false;
  try {
    await client.exec('DISCARD ALL');
    const filled = await client.query<{ name: string }>(
      `select name from (values ${template.tables.map((t) => `('${t}', exists (select 1 from "${t}"))`).join(', ')}) v(name, filled) where filled`,
    );
    if (filled.rows.length) await client.exec(`TRUNCATE ${filled.rows.map((r) => `"${r.name}"`).join(', ')} RESTART IDENTITY CASCADE`);
    // A TRUNCATE keeps the column statistics an ANALYZE gathered: the next file's plans (some
    // tests assert them) must not follow the last file's data.
    await client.exec(`DELETE FROM pg_statistic WHERE starelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)`);
    if ((await schemaOf(client)) !== template.schema) return false;
    await setSearchThreshold(client);
    return true;
  } catch {
    return false;
  }
}

/** A fingerprint of the public schema: tables, columns, constraints, triggers and functions. */
async function schemaOf(client: PGlite): Promise<string> {
  const result = await client.query<{ schema: string }>(`select md5(string_agg(x, ',' order by x)) as schema from (
    select 'c:' || c.relname || ':' || c.relkind::text as x from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all select 'a:' || c.relname || ':' || a.attname || ':' || a.atttypid::text || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all select 'o:' || co.conname || ':' || pg_get_constraintdef(co.oid) from pg_constraint co join pg_namespace n on n.oid = co.connamespace where n.nspname = 'public'
    union all select 't:' || c.relname || ':' || t.tgname || ':' || t.tgenabled::text from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all select 'p:' || p.proname || ':' || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
  ) s`);
  return result.rows[0]!.schema;
}

/** One statement on the PostgreSQL server's maintenance database (CREATE and DROP DATABASE). */
export async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
