import { expect, it } from 'vitest';
import { createTestApp, call } from '../../src/server/test/test-app.js';
import { createUser } from '../../src/server/test/accounts.js';
import { changedTables, fingerprint } from './support/db-fingerprint.js';
it('fingerprint sees writes', async () => {
  const t = await createTestApp();
  const u = await createUser(t.app);
  const a = await fingerprint(t.app.database);
  const b = await fingerprint(t.app.database);
  expect(changedTables(a, b)).toEqual([]);
  await call(t.app, 'POST', '/api/prospects', { cookie: u.cookie, body: { firstName: 'A', lastName: 'B', email: 'ab@example.com' } });
  const c = await fingerprint(t.app.database);
  console.log('CHANGED', changedTables(b, c), Object.keys(a).length);
  await t.app.database.query(`update prospects set notes = 'x'`);
  console.log('CHANGED2', changedTables(c, await fingerprint(t.app.database)));
  await t.close();
}, 120000);
