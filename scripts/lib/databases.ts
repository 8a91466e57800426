import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';

/** The PostgreSQL server the load and fault runs use when it answers (LOAD/FAULT_DATABASE_URL override). */
export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The URL back if a PostgreSQL server answers there within two seconds. */
export async function reachablePostgres(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/** Runs one statement on its own connection to `url`. */
export async function runStatement(url: string, statement: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

/** A new, empty database on that server, and the function that drops it. */
export async function freshPostgresDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await runStatement(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
