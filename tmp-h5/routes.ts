import { createTestApp } from '../src/server/test/test-app.ts';
const t0 = Date.now();
const t = await createTestApp();
console.log('app in', Date.now() - t0);
for (const r of t.app.routeTable) console.log(r.method, r.url);
await t.close();
