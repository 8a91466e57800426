import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client.js';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate.js';
import { adminQuery } from './template-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory, loaded by every test app (PGlite runs). */
    pgliteTemplatePath: string | null;
    /** A migrated database on TEST_DATABASE_URL's server, copied by every test app (PostgreSQL runs). */
    postgresTemplateName: string | null;
  }
}

/**
 * Migrates one database per run for the API tests to copy: building a PGlite and running the
 * migrations cost 3–5 s, loading a migrated data directory well under one, and `CREATE DATABASE …
 * TEMPLATE` is faster than migrating a fresh PostgreSQL database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = await createPostgresTemplate(serverUrl);
    project.provide('pgliteTemplatePath', null);
    project.provide('postgresTemplateName', name);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'upline-test-'));
  const path = join(dir, 'pglite-template.tar');
  writeFileSync(path, await dumpMigratedPglite());
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplateName', null);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function dumpMigratedPglite(): Promise<Uint8Array> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    // Each test app then starts from a checkpoint instead of replaying the migrations' WAL.
    await client.exec('CHECKPOINT');
    // Uncompressed: gunzipping it in every test file would cost more than reading the bigger file.
    const tarball = await client.dumpDataDir('none');
    return new Uint8Array(await tarball.arrayBuffer());
  } finally {
    await client.close();
  }
}

async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `upline_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', statementTimeoutMs: 60_000 });
  try {
    await runMigrations(database);
  } finally {
    // A template must have no open connection when it is copied.
    await database.close();
  }
  return name;
}
