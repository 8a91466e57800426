import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { connectDatabase } from '../connect.js';
import { buildApp } from '../../app.js';
import { user } from '../schema/index.js';
import { createVerifiedAccount, setMembership } from './demo-accounts.js';
import { bulkContacts, bulkDeals, bulkProspects, bulkTasks, bulkTeam } from './large-data.js';
import { bulkFollowUps } from './demo-follow-ups.js';

export const LARGE_SEED_ACCOUNT = { email: 'bench@upline.local', password: 'Bench-Seller-2026!' };
/** The search benchmark's seller: 250,000 searchable people. */
export const SEARCH_SEED_ACCOUNT = { email: 'search@upline.local', password: 'Bench-Seller-2026!' };

/**
 * bench: 100,000 contacts + 100,000 prospects + 20,000 team members (the people list), 20,000 tasks,
 * 20,000 deals; search: 125,000 contacts + 125,000 prospects, 20,000 deals; six other sellers:
 * 45,000 + 45,000 each.
 * 1,010,000 people rows in all.
 */
export const LARGE_SEED_SIZES = {
  contacts: 100_000,
  prospects: 100_000,
  teamMembers: 20_000,
  /** The tasks list and kanban board of the bench seller. */
  tasks: 20_000,
  /** Her follow-up reminders: the calendar's third kind of item. */
  followUps: 5_000,
  /** Her sales pipeline: the board, the forecast and the dashboard's deal totals. */
  deals: 20_000,
  searchContacts: 125_000,
  searchProspects: 125_000,
  /** Deals beside the people, so search's deal category is measured at scale too. */
  searchDeals: 20_000,
  otherUsers: 6,
  otherUserRows: 45_000,
};
const BATCH = 25_000;

async function inBatches(total: number, insert: (count: number, offset: number) => Promise<void>) {
  for (let done = 0; done < total; done += BATCH) await insert(Math.min(BATCH, total - done), done);
}

/**
 * `npm run seed:large`: the sellers above with their generated records, about a million people
 * rows in all. Idempotent: it does nothing when the bench account exists.
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
    await inBatches(LARGE_SEED_SIZES.otherUserRows, (n, offset) => bulkContacts(app.db, id, n, offset));
    await inBatches(LARGE_SEED_SIZES.otherUserRows, (n, offset) => bulkProspects(app.db, id, n, offset));
    log(`other seller ${i}: ${LARGE_SEED_SIZES.otherUserRows} contacts and prospects`);
  }
  const id = await createVerifiedAccount(app, { role: 'user', email: LARGE_SEED_ACCOUNT.email, password: LARGE_SEED_ACCOUNT.password, name: 'Bench Seller', metadata: { firstName: 'Bench', lastName: 'Seller' } });
  await setMembership(app, id, 'premium');
  await inBatches(LARGE_SEED_SIZES.contacts, (n, offset) => bulkContacts(app.db, id, n, offset));
  await inBatches(LARGE_SEED_SIZES.prospects, (n, offset) => bulkProspects(app.db, id, n, offset));
  await bulkTeam(app.db, id, LARGE_SEED_SIZES.teamMembers, app.config.rankQualifiers);
  await inBatches(LARGE_SEED_SIZES.tasks, (n, offset) => bulkTasks(app.db, id, n, offset));
  await bulkFollowUps(app.db, id, LARGE_SEED_SIZES.followUps);
  await inBatches(LARGE_SEED_SIZES.deals, (n, offset) => bulkDeals(app.db, id, n, offset));
  const searchId = await createVerifiedAccount(app, { role: 'user', email: SEARCH_SEED_ACCOUNT.email, password: SEARCH_SEED_ACCOUNT.password, name: 'Search Seller', metadata: {} });
  await setMembership(app, searchId, 'premium');
  await inBatches(LARGE_SEED_SIZES.searchContacts, (n, offset) => bulkContacts(app.db, searchId, n, offset));
  await inBatches(LARGE_SEED_SIZES.searchProspects, (n, offset) => bulkProspects(app.db, searchId, n, offset));
  await inBatches(LARGE_SEED_SIZES.searchDeals, (n, offset) => bulkDeals(app.db, searchId, n, offset));
  await app.database.query('vacuum analyze');
  log(`bench seller: ${LARGE_SEED_SIZES.contacts} contacts, ${LARGE_SEED_SIZES.prospects} prospects, ${LARGE_SEED_SIZES.teamMembers} team members, ${LARGE_SEED_SIZES.tasks} tasks, ${LARGE_SEED_SIZES.followUps} follow-up reminders, ${LARGE_SEED_SIZES.deals} deals`);
  log(`search seller: ${LARGE_SEED_SIZES.searchContacts + LARGE_SEED_SIZES.searchProspects} searchable people, ${LARGE_SEED_SIZES.searchDeals} deals (${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
  log(`sign in as ${LARGE_SEED_ACCOUNT.email} or ${SEARCH_SEED_ACCOUNT.email} / ${LARGE_SEED_ACCOUNT.password}`);
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
