import { afterAll, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openTestDatabase } from './template-database.js';

/**
 * Test apps of one worker share emptied PGlite clients (template-database.ts): what one file wrote
 * or changed must never reach the next, and a closed handle must act closed.
 */
const path = inject('pgliteTemplatePath');
const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' });
const open = () => openTestDatabase(config, path, { reuse: true });
const opened: Awaited<ReturnType<typeof open>>[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

it.skipIf(!path)('lends the next app an emptied database, and a closed handle refuses every call', async () => {
  const first = await open();
  await first.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u1', 'Ana', 'ana@ex.com', true, now(), now())`);
  await first.query('set statement_timeout = 1234');
  await first.query('analyze "user"');
  await first.listen('reuse_check', () => {});
  await first.close();
  await expect(first.query('select 1')).rejects.toThrow('PGlite is closed');

  const second = await open();
  opened.push(second);
  expect(await second.query('select count(*)::int as n from "user"')).toEqual([{ n: 0 }]);
  expect(await second.query(`select count(*)::int as n from pg_statistic where starelid = '"user"'::regclass`)).toEqual([{ n: 0 }]);
  expect(await second.query('show statement_timeout')).not.toEqual([{ statement_timeout: '1234ms' }]);
  expect(await second.query('show pg_trgm.similarity_threshold')).toEqual([{ 'pg_trgm.similarity_threshold': '0.2' }]);
});

it.skipIf(!path)('does not lend a database whose schema a test changed', async () => {
  const changed = await open();
  await changed.query('create table leftover (id int)');
  await changed.close();
  const next = await open();
  opened.push(next);
  expect(await next.query(`select to_regclass('leftover') as t`)).toEqual([{ t: null }]);
});
