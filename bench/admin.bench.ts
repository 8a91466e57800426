import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../src/server/db/client.js';
import { user } from '../src/server/db/schema/index.js';
import { createVerifiedAccount, DEMO_ACCOUNTS } from '../src/server/db/seed/demo-accounts.js';
import { listUsersQueries, revenueTotalsQuery, signupsSince, ticketTotalsQuery, userTotalsQuery } from '../src/server/modules/admin/admin.repository.js';
import { PROSPECT_STATUSES } from '../src/shared/prospects/prospects.constants.js';
import { ADMIN_STATS_DAYS, ZAdminUserListQuery, type TAdminStats } from '../src/shared/admin/admin.schema.js';
import { listening, rawOf, signIn } from './people.bench.js';
import { resultRow, timeMany } from './stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/** Issue 15: the admin statistics and a searched page of the user list, on PostgreSQL. */
export const ADMIN_STATS_TARGET_P95_MS = 100;
export const ADMIN_USER_SEARCH_TARGET_P95_MS = 50;

/**
 * The admin data set: 100,000 accounts and 1,000,000 records spread over them, 50,000 payments and
 * 5,000 support tickets. `BENCH_ADMIN_SCALE` (default 1) shrinks it, e.g. 0.1 on a slow PGlite.
 */
const SCALE = Number(process.env.BENCH_ADMIN_SCALE ?? 1);
export const ADMIN_SEED_SIZES = {
  users: Math.round(100_000 * SCALE),
  prospects: Math.round(400_000 * SCALE),
  contacts: Math.round(300_000 * SCALE),
  activities: Math.round(200_000 * SCALE),
  tasks: Math.round(100_000 * SCALE),
  purchases: Math.round(50_000 * SCALE),
  tickets: Math.round(5_000 * SCALE),
};
const BATCH = 100_000;
/** The seeded accounts' ids: `adminbench000001` and on, so records find their owner without a join. */
const ID_PREFIX = 'adminbench';

const FIRST = `array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos','Maria','Ana','Lucas','Sofia','Mateo','Elena','Pablo','Lucia','Hugo','Chloe','Louis','Emma','Jonas','Lena','Felix','Mia','Dmitri','Olga','Ivan','Anna','Yusuf','Aisha','Omar','Fatima','Kenji','Yuki','Wei','Mei','Raj','Priya','Samuel','Grace','Daniel','Laura','Noah','Zoe','Liam','Nora','Oscar','Ines','Victor','Clara']`;
const LAST = `array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores','Green','Adams','Nelson','Baker','Hall','Schmidt','Muller','Weber','Fischer','Dubois','Moreau','Laurent','Rossi','Russo','Petrov','Ivanov','Novak','Kowalski','Jensen','Hansen','Olsen','Silva','Santos','Costa','Tanaka','Sato','Kim','Park']`;
const DOMAINS = `array['gmail.com','outlook.com','yahoo.com','icloud.com','hotmail.com','gmx.de','orange.fr','mail.ru','proton.me','example.org']`;
const sqlArray = (values: readonly string[]) => sql.raw(`(array[${values.map((v) => `'${v}'`).join(',')}])`);
const pick = (arr: string, expression: string) => sql.raw(`(${arr})[1 + (${expression}) % array_length(${arr}, 1)]`);
const userId = (expression: string) => sql.raw(`'${ID_PREFIX}' || lpad((${expression})::text, 6, '0')`);
/**
 * Owner of record g: the square of a scrambled fraction, so a few hundred busy sellers hold most
 * records (the first owner some thousands) and most accounts a handful or none, as in real use.
 */
const ownerOf = (users: number) => userId(`1 + floor(power(((g::bigint * 7919) % 1000003) / 1000003.0, 2) * ${users})::int`);

async function inBatches(total: number, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += BATCH) await insert(from, Math.min(total, from + BATCH - 1));
}

/**
 * Every row is generated inside the database (INSERT … SELECT generate_series), 100,000 per
 * statement. Accounts signed up over two years, more of them lately; tiers: 55 % free, 12 %
 * starter, 8 % trial (half still running), 15 % premium, 7 % pro, 3 % enterprise; one in 97
 * banned (a third for good, a third until a past date, a third until a future one); one in 5,000
 * an administrator; seven in ten with one to three sign-ins.
 */
async function seedAdminData(database: TDatabase, log: (m: string) => void) {
  const sizes = ADMIN_SEED_SIZES;
  const { db } = database;
  const started = Date.now();
  await inBatches(sizes.users, async (from, to) => {
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at, role, banned, ban_reason, ban_expires, two_factor_enabled)
      select ${userId('g')}, ${pick(FIRST, 'g * 7')} || ' ' || ${pick(LAST, 'g * 13')},
        lower(${pick(FIRST, 'g * 7')} || '.' || ${pick(LAST, 'g * 13')}) || g || '@' || ${pick(DOMAINS, 'g * 3')},
        g % 17 <> 0, c.at, c.at, case when g % 5000 = 0 then 'admin' else 'user' end,
        g % 97 = 0, case when g % 97 = 0 then 'Spam reported by other members' end,
        case when g % 97 = 0 and g % 3 = 1 then now() - interval '3 days' when g % 97 = 0 and g % 3 = 2 then now() + interval '30 days' end,
        g % 9 = 0
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select now() - 730 * (1 - sqrt(((g::bigint * 7919) % 100000) / 100000.0)) * interval '1 day' - (g * 37 % 1440) * interval '1 minute' as at) c`);
    await db.execute(sql`
      insert into user_profiles (user_id, email, name, first_name, last_name, referral_code, membership_tier, membership_expiry, trial_ends_at, profile_complete, sign_in_count, created_at, updated_at)
      select u.id, u.email, u.name, split_part(u.name, ' ', 1), split_part(u.name, ' ', 2), 'AB' || upper(to_hex(g::bigint * 104729)), t.tier,
        case when t.tier in ('premium', 'pro', 'enterprise') then now() + (g % 365) * interval '1 day' end,
        case when t.tier = 'trial' then now() + (g % 28 - 14) * interval '1 day' end,
        g % 3 <> 0, g % 40, u.created_at, u.created_at
      from generate_series(${from}::int, ${to}::int) g
      join "user" u on u.id = ${userId('g')}
      cross join lateral (select case when (g * 31) % 100 < 55 then 'free' when (g * 31) % 100 < 67 then 'starter' when (g * 31) % 100 < 75 then 'trial'
        when (g * 31) % 100 < 90 then 'premium' when (g * 31) % 100 < 97 then 'pro' else 'enterprise' end as tier) t`);
    await db.execute(sql`
      insert into session (id, token, user_id, created_at, updated_at, expires_at, ip_address, user_agent)
      select 'adminbench-session-' || g || '-' || k, md5('adminbench-session-' || g || '-' || k), u.id, s.at, s.at, s.at + interval '7 days', '203.0.113.' || (g % 250), 'Mozilla/5.0'
      from generate_series(${from}::int, ${to}::int) g
      join "user" u on u.id = ${userId('g')}
      cross join generate_series(1, 1 + g % 3) k
      cross join lateral (select u.created_at + (now() - u.created_at) * (((g::bigint * k * 7919) % 1000) / 1000.0) as at) s
      where g % 10 < 7`);
  });
  log(`${sizes.users.toLocaleString('en')} accounts with profiles and sessions (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const owner = ownerOf(sizes.users);
  await inBatches(sizes.prospects, (from, to) =>
    db.execute(sql`
      insert into prospects (user_id, first_name, last_name, email, phone, status, source, lead_score, created_at, updated_at)
      select ${owner}, ${pick(FIRST, 'g * 11')}, ${pick(LAST, 'g * 17')}, 'prospect' || g || '@leads.example', '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
        ${sqlArray(PROSPECT_STATUSES)}[1 + g % ${PROSPECT_STATUSES.length}], (array['website','referral','social_media','event'])[1 + g % 4],
        (g * 37) % 100, now() - (g % 700) * interval '1 day', now() - (g % 700) * interval '1 day'
      from generate_series(${from}::int, ${to}::int) g`),
  );
  await inBatches(sizes.contacts, (from, to) =>
    db.execute(sql`
      insert into contacts (user_id, first_name, last_name, email, phone, status, company, created_at, updated_at)
      select ${owner}, ${pick(FIRST, 'g * 5')}, ${pick(LAST, 'g * 3')}, 'contact' || g || '@people.example', '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
        (array['cold','warm','hot','customer'])[1 + g % 4], (array['Acme','Globex',null,'Initech'])[1 + g % 4], now() - (g % 700) * interval '1 day', now() - (g % 700) * interval '1 day'
      from generate_series(${from}::int, ${to}::int) g`),
  );
  await inBatches(sizes.activities, (from, to) =>
    db.execute(sql`
      insert into activities (user_id, title, type, platform, status, completed, scheduled_at, created_at, updated_at)
      select ${owner}, (array['Intro call','Product demo','Sent catalogue','Follow-up email','Team meeting'])[1 + g % 5], (array['call','demo','email','follow_up','meeting'])[1 + g % 5],
        (array[null,'other','email','whatsapp',null])[1 + g % 5], case when g % 3 = 0 then 'scheduled' else 'completed' end, g % 3 <> 0, a.at, a.at, a.at
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select now() - (g % 600 - 30) * interval '1 day' as at) a`),
  );
  await inBatches(sizes.tasks, (from, to) =>
    db.execute(sql`
      insert into tasks (user_id, title, due_at, priority, status, completed_at, created_at, updated_at)
      select ${owner}, (array['Call back','Send samples to','Check in with','Welcome call with'])[1 + g % 4] || ' ' || ${pick(FIRST, 'g * 7')}, t.at,
        (array['low','medium','high','urgent'])[1 + g % 4], case when g % 5 < 3 then 'completed' else 'pending' end,
        case when g % 5 < 3 then t.at end, t.at - interval '5 days', t.at - interval '5 days'
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select now() - (g % 400 - 60) * interval '1 day' as at) t`),
  );
  const records = sizes.prospects + sizes.contacts + sizes.activities + sizes.tasks;
  log(`${records.toLocaleString('en')} records (prospects, contacts, activities, tasks) (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Payments by the paying tiers' accounts over two years; 90 % succeeded.
  await db.execute(sql`
    insert into purchases (user_id, product, amount_cents, currency, status, period_start, period_end, created_at, updated_at)
    select ${userId(`1 + (g::bigint * 7919) % ${sizes.users}`)}, p.product, case when p.product = 'premium_yearly' then 29900 else 2900 end, 'usd',
      case when g % 20 < 18 then 'succeeded' when g % 20 = 18 then 'failed' else 'pending' end, p.at, p.at + case when p.product = 'premium_yearly' then interval '1 year' else interval '1 month' end, p.at, p.at
    from generate_series(1, ${sizes.purchases}::int) g
    cross join lateral (select case when g % 6 = 0 then 'premium_yearly' else 'premium_monthly' end as product, now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute' as at) p`);
  await db.execute(sql`
    insert into support_tickets (user_id, subject, category, message, status, priority, created_at, updated_at)
    select ${userId(`1 + (g::bigint * 104729) % ${sizes.users}`)}, (array['Cannot import my contacts','Charged twice this month','How do I add a team member?','App is slow on my phone','Please delete my old account'])[1 + g % 5],
      (array['technical','billing','general','technical','account'])[1 + g % 5], 'Hello, I need help with this. Thanks!',
      case when g % 20 < 4 then 'open' when g % 20 < 7 then 'inprogress' else 'resolved' end, (array['low','medium','high','urgent'])[1 + g % 4],
      now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day' + interval '2 hours'
    from generate_series(1, ${sizes.tickets}::int) g`);
  await database.query('vacuum analyze "user", user_profiles, session, prospects, contacts, activities, tasks, purchases, support_tickets');
  log(`${sizes.purchases.toLocaleString('en')} purchases, ${sizes.tickets.toLocaleString('en')} support tickets, analyzed (${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
}

/** The demo admin signs in; the bench's data set is seeded once (a kept PGlite directory keeps it). */
async function ensureAdminData(app: FastifyInstance, database: TDatabase, log: (m: string) => void) {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const [existing] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, admin.email));
  if (!existing) await createVerifiedAccount(app, admin);
  const [seeded] = await database.query<{ n: number }>(`select count(*)::int as n from "user" where id like '${ID_PREFIX}%'`);
  if (seeded!.n === 0) await seedAdminData(database, log);
  else log(`${seeded!.n.toLocaleString('en')} bench accounts exist already`);
  return admin;
}

/** Searches an administrator types: a name fragment, an email fragment, a surname under a tier filter, a common first name. */
const SEARCHES: { label: string; params: Record<string, string> }[] = [
  { label: 'q=ander (name fragment)', params: { q: 'ander' } },
  { label: 'q=maria.lopez (email fragment)', params: { q: 'maria.lopez' } },
  { label: 'q=schmidt&tier=premium', params: { q: 'schmidt', tier: 'premium' } },
  { label: 'q=gmail.com (one in ten)', params: { q: 'gmail.com' } },
  { label: 'no filter (first page)', params: {} },
];

/**
 * `GET /api/admin/stats` and `GET /api/admin/users` with searches, over HTTP as the demo admin,
 * each beside the same statements run raw on the driver (side by side, as the server runs them).
 */
export async function benchAdmin(app: FastifyInstance, database: TDatabase, log: (m: string) => void = console.log) {
  const account = await ensureAdminData(app, database, log);
  const address = await listening(app);
  const cookie = await signIn(address, account);
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${address}${path}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return (await res.json()) as T;
  };
  const rows: Record<string, string | number>[] = [];
  const measure = async (label: string, http: () => Promise<unknown>, raw: () => Promise<unknown>, target: number) => {
    await timeMany(20, http);
    await timeMany(20, raw);
    rows.push(resultRow(database.kind, label, await timeMany(ITERATIONS, http), await timeMany(ITERATIONS, raw), target));
  };

  const stats = await get<TAdminStats>('/api/admin/stats');
  if (stats.users.total < ADMIN_SEED_SIZES.users) throw new Error(`stats count ${stats.users.total} users`);
  log(`stats: ${stats.users.total.toLocaleString('en')} users, ${stats.users.newLast30Days.toLocaleString('en')} new in ${ADMIN_STATS_DAYS} days, ${stats.users.banned} banned, ${stats.tickets.open} open tickets`);
  // The service's dates: the first day of the chart and the month's start, as getStats computes them.
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const statements = [
    userTotalsQuery(database.db),
    signupsSince(database.db, new Date(today - (ADMIN_STATS_DAYS - 1) * 86_400_000)),
    revenueTotalsQuery(database.db, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
    ticketTotalsQuery(database.db),
  ].map((q) => rawOf(database, q.getSQL()));
  await measure(
    `GET /api/admin/stats (${ADMIN_SEED_SIZES.users.toLocaleString('en')} users)`,
    () => get('/api/admin/stats'),
    () => Promise.all(statements.map((run) => run())),
    ADMIN_STATS_TARGET_P95_MS,
  );

  for (const search of SEARCHES) {
    const params = new URLSearchParams({ ...search.params, page: '1', pageSize: '20' });
    const { page, total } = listUsersQueries(database.db, ZAdminUserListQuery.parse(Object.fromEntries(params)));
    const pageSql = rawOf(database, page.getSQL());
    const totalSql = rawOf(database, total.getSQL());
    const body = await get<{ items: unknown[]; total: number }>(`/api/admin/users?${params}`);
    if (body.items.length === 0) throw new Error(`GET /api/admin/users?${params} found nobody`);
    await measure(
      `GET /api/admin/users ${search.label}: ${body.total.toLocaleString('en')} found`,
      () => get(`/api/admin/users?${params}`),
      () => Promise.all([pageSql(), totalSql()]),
      ADMIN_USER_SEARCH_TARGET_P95_MS,
    );
  }
  return rows;
}
