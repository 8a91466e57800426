import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { user } from '../schema/index.js';
import { DEMO_ACCOUNTS, createVerifiedAccount, setMembership } from './demo-accounts.js';
import { seedSampleData } from './sample-data.js';
import { seedDemoFollowUps } from './demo-follow-ups.js';
import { seedDemoHotLeads } from './demo-hot-leads.js';
import { seedDemoFunnel } from './demo-funnel.js';
import { seedDemoReferrals } from './demo-referrals.js';
import { seedDemoSupport } from './demo-support.js';
import { seedDemoAdmin } from './demo-admin.js';
import { seedDemoAiChats } from './demo-ai.js';

/** On the very first start (no accounts at all), a demo admin and a demo seller with data. */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<{ role: string; email: string; password: string }[] | null> {
  const [row] = await app.db.select({ n: count() }).from(user);
  if ((row?.n ?? 0) > 0) return null;
  for (const account of DEMO_ACCOUNTS) {
    const id = await createVerifiedAccount(app, account);
    if (account.role === 'user') {
      await setMembership(app, id, 'trial', app.config.trialDays);
      await seedSampleData(app.db, id, { rankQualifiers: app.config.rankQualifiers });
      await seedDemoFunnel(app.db, id);
      await seedDemoFollowUps(app.db, id);
      await seedDemoHotLeads(app.db, id);
      await seedDemoReferrals(app, id);
      await seedDemoSupport(app.db, id);
      await seedDemoAdmin(app.db, id);
      await seedDemoAiChats(app.db, id, account.name);
    }
  }
  return DEMO_ACCOUNTS.map(({ label, email, password }) => ({ role: label, email, password }));
}
