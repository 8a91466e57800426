import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { connectDatabase } from '../connect.js';
import { buildApp } from '../../app.js';
import { user } from '../schema/index.js';
import { createVerifiedAccount, setMembership } from './demo-accounts.js';
import { bulkContacts, bulkProspects, bulkTeam } from './large-data.js';

export const LARGE_SEED_ACCOUNT = { email: 'bench@upline.local', password: 'Bench-Seller-2026!' };

export const LARGE_SEED_SIZES = { contacts: 100_000, prospects: 100_000, teamMembers: 20_000, otherUsers: 4, otherUserRows: 25_000 };

/**
 * `npm run seed:large`: one premium seller with 100,000 contacts, 100,000 prospects and 20,000
 * team members, among four other sellers' 25,000 contacts and prospects each. Idempotent: it
 * does nothing when the bench account exists.
 */
export async function seedLarge(app: Awaited<ReturnType<typeof buildApp>>, log: (m: string) => void = console.log): Promise<string> {
  const existing = await app.db.select({ id: user.id }).from(user).where(eq(user.email, LARGE_SEED_ACCOUNT.email));
  if (existing[0]) {
    log(`${LARGE_SEED_ACCOUNT.email} exists already; nothing to do`);
    return existing[0].id;
  }
  const started = Date.now();
  for (let i = 1; i <= LARGE_SEED_SIZES.otherUsers; i++) {
    const id = await createVerifiedAccount(app, { role: 'user', email: `other${i}@bulk.example`, password: LARGE_SEED_ACCOUNT.password, name: `Other ${i}`, metadata: {} });
    await bulkContacts(app.db, id, LARGE_SEED_SIZES.otherUserRows);
    await bulkProspects(app.db, id, LARGE_SEED_SIZES.otherUserRows);
    log(`other seller ${i}: ${LARGE_SEED_SIZES.otherUserRows} contacts and prospects`);
  }
  const id = await createVerifiedAccount(app, { role: 'user', email: LARGE_SEED_ACCOUNT.email, password: LARGE_SEED_ACCOUNT.password, name: 'Bench Seller', metadata: { firstName: 'Bench', lastName: 'Seller' } });
  await setMembership(app, id, 'premium');
  for (let done = 0; done < LARGE_SEED_SIZES.contacts; done += 25_000) await bulkContacts(app.db, id, 25_000, done);
  for (let done = 0; done < LARGE_SEED_SIZES.prospects; done += 25_000) await bulkProspects(app.db, id, 25_000, done);
  await bulkTeam(app.db, id, LARGE_SEED_SIZES.teamMembers);
  await app.database.query('vacuum analyze');
  log(`bench seller: ${LARGE_SEED_SIZES.contacts} contacts, ${LARGE_SEED_SIZES.prospects} prospects, ${LARGE_SEED_SIZES.teamMembers} team members (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  log(`sign in as ${LARGE_SEED_ACCOUNT.email} / ${LARGE_SEED_ACCOUNT.password}`);
  return id;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig(process.env, { seedDemo: false });
  const database = await connectDatabase(config, console.log);
  const app = await buildApp({ config, database, logger: false });
  await seedLarge(app);
  await app.close();
  await database.close();
}
