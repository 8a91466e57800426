import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type TConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { adminQuery, openTestDatabase } from './template-database.js';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * Test apps hash passwords cheaply (modules/auth/password-hash.ts): better-auth's scrypt, twice
 * per user made, was most of the suite's time. password-hash.test.ts runs an app on the real one.
 */
const TEST_PASSWORD_HASH = 'test-fast';

export interface TTestApp {
  app: FastifyInstance;
  /** `memory://` for PGlite, or the PostgreSQL URL of this file's database. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** Another server instance on the same PostgreSQL database (instances cannot share a PGlite). */
export async function createSecondInstance(first: TTestApp): Promise<TTestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: first.databaseUrl, BASE_URL: TEST_ORIGIN, SIGN_IN_RATE_LIMIT: '1000', API_RATE_LIMIT: '1000000', PASSWORD_HASH: TEST_PASSWORD_HASH });
  const database = await connectDatabase(config, () => {});
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    databaseUrl: first.databaseUrl,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A fresh, migrated database per test file: PGlite in memory loaded from the run's migrated
 * template, or, with TEST_DATABASE_URL, a new database copied from the run's template database on
 * that PostgreSQL server (and dropped afterwards). Both templates come from global-setup.ts.
 */
export async function createTestApp(overrides: Partial<TConfig> = {}, options: { beforeReady?: (app: FastifyInstance) => void } = {}): Promise<TTestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl = 'memory://';
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `upline_test_${randomBytes(6).toString('hex')}`;
    const template = inject('postgresTemplateName');
    await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  // Files the app writes (task attachments) go to a folder of this app's own, never ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'upline-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BASE_URL: TEST_ORIGIN, SIGN_IN_RATE_LIMIT: '1000', API_RATE_LIMIT: '1000000', PASSWORD_HASH: TEST_PASSWORD_HASH }, overrides);
  const database = await openTestDatabase(config, inject('pgliteTemplatePath'), { reuse: true });
  const app = await buildApp({ config, database, logger: false });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `app.inject` with JSON, the page's Origin and an optional session cookie. */
export function call(app: FastifyInstance, method: InjectOptions['method'], url: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress,
    headers: {
      origin: TEST_ORIGIN,
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
}

/** The `name=value` pairs of a response's cookies, ready for a Cookie header. */
export function cookieOf(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
